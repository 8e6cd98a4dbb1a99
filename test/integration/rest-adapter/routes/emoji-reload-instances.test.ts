import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emojiDir } from '../../../../src/emoji/custom-emoji.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

/** Two instances of one deployment: the same emoji folder and the same Redis event channel. */
const withRedis = Boolean(process.env.REDIS_URL);
if (!withRedis) console.log('emoji reload across instances skipped: it needs REDIS_URL (CI sets it)');

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (ok(value) || i >= 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(withRedis ? describe : describe.skip)('emoji changes on one instance reach the other (event bus)', () => {
  let one: TestApp, two: TestApp;
  beforeAll(async () => {
    const eventChannel = `test-events-${randomBytes(6).toString('hex')}`;
    one = await startTestApp({}, { eventChannel });
    two = await startTestApp({ DATA_DIR: one.config.dataDir }, { eventChannel });
  });
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
  });

  it('a pack made through one instance and a reload_emoji asked of it drop the cached copy of the other', async () => {
    const emojiOfTwo = async () => (await api(two).get('/api/pleroma/emoji')).body as Record<string, unknown>;
    expect(await emojiOfTwo()).toEqual({}); // now cached on two
    const admin = api(
      one,
      await tokenFor(one, await makeUser(one, { isAdmin: true }), ['read', 'write', 'admin:write']),
    );
    await admin.post('/api/pleroma/emoji/pack?name=blobs').expect(200);
    await admin
      .post('/api/pleroma/emoji/packs/files?name=blobs')
      .attach('file', SAMPLES.png, 'blobcat.png')
      .expect(200);
    expect(await eventually(emojiOfTwo, (e) => 'blobcat' in e)).toEqual({
      blobcat: { image_url: '/emoji/blobs/blobcat.png', tags: ['pack:blobs'] },
    });

    writeFileSync(join(emojiDir(one.config), 'blobs', 'fox.png'), SAMPLES.png);
    writeFileSync(
      join(emojiDir(one.config), 'blobs', 'pack.json'),
      JSON.stringify({ files: { blobcat: 'blobcat.png', fox: 'fox.png' }, pack: {} }),
    );
    expect(Object.keys(await emojiOfTwo())).toEqual(['blobcat']); // a hand edit shows only after a reload
    await admin.post('/api/pleroma/admin/reload_emoji').expect(200);
    expect(Object.keys(await eventually(emojiOfTwo, (e) => 'fox' in e))).toEqual(['blobcat', 'fox']);
  });
});
