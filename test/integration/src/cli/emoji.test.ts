import { beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { emojiDir } from '../../../../src/emoji/custom-emoji.js';
import { updatePackMetadata } from '../../../../src/emoji/pack.service.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { cliOn } from '../../../support/cli.js';
import { useInstance } from '../../../support/federation.js';

/** Two instances on loopback: `origin` gets a pack from a folder and shares it, `mirror` installs it. */
const origin = useInstance();
const mirror = useInstance();
let folder: string;
beforeAll(async () => {
  // The server has read the (empty) emoji folder before the pack's folder appears.
  expect(await cliOn(origin, 'emoji', 'ls-packs')).toBe('');
  folder = join(emojiDir(origin.config), 'blobs');
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(join(folder, 'blobcat.png'), SAMPLES.png);
  writeFileSync(join(folder, 'sub', 'blobfox.gif'), SAMPLES.gif);
});

describe('npm run cli -- emoji', () => {
  it("gen-pack writes a folder's pack.json from its images; it refuses to replace one without --force", async () => {
    expect(await cliOn(origin, 'emoji', 'gen-pack', folder)).toMatch(
      new RegExp(`^Wrote ${join(folder, 'pack.json')} \\(2 emoji\\)`),
    );
    expect(JSON.parse(readFileSync(join(folder, 'pack.json'), 'utf8'))).toEqual({
      files: { blobcat: 'blobcat.png', blobfox: 'sub/blobfox.gif' },
      files_count: 2,
      pack: {},
    });
    await expect(cliOn(origin, 'emoji', 'gen-pack', folder)).rejects.toThrow('pack.json exists (--force replaces it)');
    expect(await cliOn(origin, 'emoji', 'gen-pack', folder, '--force')).toMatch(/\(2 emoji\)/);
    await expect(cliOn(origin, 'emoji', 'gen-pack')).rejects.toThrow(UsageError);
  });

  it('reload has the server read the folder again; ls-packs lists the packs', async () => {
    expect(await cliOn(origin, 'emoji', 'ls-packs')).toBe('');
    expect(await cliOn(origin, 'emoji', 'reload')).toBe('Emoji reloaded.');
    expect(await cliOn(origin, 'emoji', 'ls-packs')).toBe('blobs\t2 files');
    const emoji = await origin.http().get('/api/pleroma/emoji').expect(200);
    expect(emoji.body.blobcat).toEqual({ image_url: '/emoji/blobs/blobcat.png', tags: ['pack:blobs'] });
  });

  it("ls-packs --url lists another instance's packs (--json)", async () => {
    const env = { em: origin.orm.em.fork(), config: origin.config, emoji: origin.deps.emoji };
    await updatePackMetadata(env, 'blobs', { license: 'CC0', 'share-files': true });
    const rows = JSON.parse(await cliOn(mirror, 'emoji', 'ls-packs', '--url', origin.config.publicUrl, '--json'));
    expect(rows).toEqual([{ name: 'blobs', files_count: 2, license: 'CC0' }]);
  });

  it('get-packs installs shared packs of another instance, under another name with --as', async () => {
    const url = origin.config.publicUrl;
    expect(await cliOn(mirror, 'emoji', 'get-packs', '--url', url, 'blobs', '--as', 'theirs')).toBe(
      `Installed pack theirs from ${url}`,
    );
    expect(readFileSync(join(emojiDir(mirror.config), 'theirs', 'sub', 'blobfox.gif'))).toEqual(SAMPLES.gif);
    expect(JSON.parse(await cliOn(mirror, 'emoji', 'ls-packs', '--json'))).toEqual([
      { name: 'theirs', files_count: 2, license: 'CC0' },
    ]);
    await expect(cliOn(mirror, 'emoji', 'get-packs', '--url', url, 'blobs', '--as', 'theirs')).rejects.toThrow(
      'A pack named "theirs" already exists',
    );
    await expect(cliOn(mirror, 'emoji', 'get-packs', '--url', url, 'nothere')).rejects.toThrow();
    await expect(cliOn(mirror, 'emoji', 'get-packs', 'blobs')).rejects.toThrow(UsageError);
    await expect(cliOn(mirror, 'emoji', 'get-packs', '--url', url, 'a', 'b', '--as', 'c')).rejects.toThrow(
      '--as names one pack',
    );
  });
});
