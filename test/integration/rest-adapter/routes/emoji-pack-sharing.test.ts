import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { emojiDir } from '../../../../src/emoji/custom-emoji.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { useInstance } from '../../../support/federation.js';
import { api, type Client } from '../../../support/rest.js';

/** Two instances listening on loopback: `origin` shares a pack, `mirror` downloads it. */
const origin = useInstance();
const mirror = useInstance();
let originUrl: string;
let originAdmin: Client;
let mirrorAdmin: Client;

const adminOf = async (t: TestApp) =>
  api(t, await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write', 'admin:read', 'admin:write']));

beforeAll(async () => {
  originUrl = origin.config.publicUrl;
  originAdmin = await adminOf(origin);
  mirrorAdmin = await adminOf(mirror);
  await originAdmin.post('/api/pleroma/emoji/pack?name=blobs').expect(200);
  await originAdmin
    .post('/api/pleroma/emoji/packs/files?name=blobs')
    .attach('file', SAMPLES.png, 'blobcat.png')
    .expect(200);
  await originAdmin
    .post('/api/pleroma/emoji/packs/files?name=blobs')
    .field('filename', 'sub/fox.gif')
    .field('shortcode', 'blobfox')
    .attach('file', SAMPLES.gif, 'blobfox.gif')
    .expect(200);
  await originAdmin
    .patch('/api/pleroma/emoji/pack?name=blobs')
    .send({ metadata: { license: 'CC0', 'share-files': true } })
    .expect(200);
  await originAdmin.post('/api/pleroma/emoji/pack?name=private').expect(200);
});

describe('GET /api/v1/pleroma/emoji/packs/remote', () => {
  it("lists the other instance's packs after checking its nodeinfo announces sharing", async () => {
    const res = await mirrorAdmin.get(`/api/v1/pleroma/emoji/packs/remote?url=${encodeURIComponent(originUrl)}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.packs.blobs).toEqual({
      files: { blobcat: 'blobcat.png', blobfox: 'sub/fox.gif' },
      files_count: 2,
      pack: {
        license: 'CC0',
        'share-files': true,
        'can-download': true,
        'download-sha256': expect.stringMatching(/^[0-9A-F]{64}$/),
      },
    });
  });
});

describe('POST /api/v1/pleroma/emoji/packs/download', () => {
  it('installs the shared pack under another name, with only the files it lists', async () => {
    const res = await mirrorAdmin
      .post('/api/v1/pleroma/emoji/packs/download')
      .send({ url: originUrl, name: 'blobs', as: 'theirs' });
    expect([res.status, res.body]).toEqual([200, 'ok']);
    const dir = join(emojiDir(mirror.config), 'theirs');
    expect(readFileSync(join(dir, 'sub', 'fox.gif'))).toEqual(SAMPLES.gif);
    expect(JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'))).toEqual({
      files: { blobcat: 'blobcat.png', blobfox: 'sub/fox.gif' },
      files_count: 2,
      pack: { license: 'CC0', 'share-files': true },
    });
    const emoji = await api(mirror).get('/api/pleroma/emoji');
    expect(emoji.body.blobfox).toEqual({ image_url: '/emoji/theirs/sub/fox.gif', tags: ['pack:theirs'] });
  });

  it('answers 409 when the name is taken and 500 when the pack is not shared, leaving nothing behind', async () => {
    expect(
      (
        await mirrorAdmin
          .post('/api/v1/pleroma/emoji/packs/download')
          .send({ url: originUrl, name: 'blobs', as: 'theirs' })
      ).status,
    ).toBe(409);
    const res = await mirrorAdmin
      .post('/api/v1/pleroma/emoji/packs/download')
      .send({ url: originUrl, name: 'private' });
    expect(res.status).toBe(500);
    expect(res.body.error).toMatch(/not set as shared/);
    expect(existsSync(join(emojiDir(mirror.config), 'private'))).toBe(false);
  });

  it('is refused to non-admins', async () => {
    const user = api(mirror, await tokenFor(mirror, await makeUser(mirror), ['read', 'write', 'admin']));
    expect(
      (await user.post('/api/v1/pleroma/emoji/packs/download').send({ url: originUrl, name: 'blobs', as: 'x' })).status,
    ).toBe(403);
    expect(existsSync(join(emojiDir(mirror.config), 'x'))).toBe(false);
  });
});

describe("admin-fe's paths: GET /api/pleroma/emoji/packs/remote and POST /api/pleroma/emoji/packs/download", () => {
  it('answer as the /api/v1 paths: the same listing (paged as admin-fe asks), the pack installed; non-admins 403', async () => {
    const url = encodeURIComponent(originUrl);
    const v1 = await mirrorAdmin.get(`/api/v1/pleroma/emoji/packs/remote?url=${url}`);
    const listed = await mirrorAdmin.get(`/api/pleroma/emoji/packs/remote?url=${url}&page=1&page_size=50`);
    expect([listed.status, listed.body]).toEqual([200, v1.body]);
    expect(Object.keys(listed.body.packs).sort()).toEqual(['blobs', 'private']);

    const res = await mirrorAdmin
      .post('/api/pleroma/emoji/packs/download')
      .send({ url: originUrl, name: 'blobs', as: 'fe' });
    expect([res.status, res.body]).toEqual([200, 'ok']);
    expect(readFileSync(join(emojiDir(mirror.config), 'fe', 'blobcat.png'))).toEqual(SAMPLES.png);

    const user = api(mirror, await tokenFor(mirror, await makeUser(mirror), ['read', 'write', 'admin']));
    const list = await user.get(`/api/pleroma/emoji/packs/remote?url=${url}`);
    expect([list.status, list.body]).toEqual([403, { error: expect.any(String) }]);
    const download = await user
      .post('/api/pleroma/emoji/packs/download')
      .send({ url: originUrl, name: 'blobs', as: 'y' });
    expect([download.status, download.body]).toEqual([403, { error: expect.any(String) }]);
    expect(existsSync(join(emojiDir(mirror.config), 'y'))).toBe(false);
  });
});

describe('sharing without ALLOW_PRIVATE_ADDRESSES', () => {
  it('refuses to fetch from a loopback instance', async () => {
    const guarded = await startTestApp();
    try {
      const admin = await adminOf(guarded);
      const list = await admin.get(`/api/v1/pleroma/emoji/packs/remote?url=${encodeURIComponent(originUrl)}`);
      expect([list.status, list.body.error]).toEqual([400, expect.stringMatching(/private address/)]);
      const download = await admin.post('/api/v1/pleroma/emoji/packs/download').send({ url: originUrl, name: 'blobs' });
      expect([download.status, download.body.error]).toEqual([400, expect.stringMatching(/private address/)]);
      expect(existsSync(join(emojiDir(guarded.config), 'blobs'))).toBe(false);
    } finally {
      await guarded.stop();
    }
  });
});
