import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MediaAttachment, type User } from '../../../../src/entities/index.js';
import { mediaDir } from '../../../../src/media/media.service.js';
import { updateSettings } from '../../../support/settings.js';
import { restartApplication } from '../../../../src/settings/config.service.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let alice: User, bob: User;
let aliceToken: string, bobToken: string;
beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
  [aliceToken, bobToken] = await Promise.all([tokenFor(t, alice), tokenFor(t, bob)]);
});

const em = () => t.orm.em.fork();
const upload = (
  path: string,
  file: Buffer,
  name = 'file.bin',
  contentType = 'application/octet-stream',
  token: string | null = aliceToken,
) => api(t, token).post(path).attach('file', file, { filename: name, contentType });
const storedFiles = () => (existsSync(mediaDir(t.config)) ? readdirSync(mediaDir(t.config)).sort() : []);

describe('POST /api/v1/media', () => {
  it('stores the file under a server-chosen name and answers the attachment entity', async () => {
    const res = await upload('/api/v1/media', SAMPLES.png, '../../etc/passwd.png', 'image/png')
      .field('description', 'a tiny image')
      .field('focus', '0.5,-0.25');
    expect(res.status).toBe(200);
    const media = await em().findOneOrFail(MediaAttachment, Number(res.body.id));
    const url = `http://fedigraph.test/media/${media.fileName}`;
    expect(res.body).toEqual({
      id: String(media.id),
      type: 'image',
      url,
      preview_url: url,
      remote_url: null,
      text_url: url,
      meta: { focus: { x: 0.5, y: -0.25 }, original: { width: 3, height: 2, size: '3x2', aspect: 1.5 } },
      description: 'a tiny image',
      blurhash: null,
      pleroma: { mime_type: 'image/png' },
    });
    expect(media.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(media).toMatchObject({ size: SAMPLES.png.length, status: null, mimeType: 'image/png' });
    expect(readFileSync(join(mediaDir(t.config), media.fileName))).toEqual(SAMPLES.png);
  });

  it('decides the type from the content, not from the name or declared content type', async () => {
    const cases: Array<[Buffer, string, string, string]> = [
      [SAMPLES.jpeg, 'photo.txt', 'text/plain', 'image/jpeg'],
      [SAMPLES.mp4, 'clip.png', 'image/png', 'video/mp4'],
      [SAMPLES.webm, 'clip', 'application/octet-stream', 'video/webm'],
      [SAMPLES.oggVorbis, 'song.jpg', 'image/jpeg', 'audio/ogg'],
      [SAMPLES.mp3Id3, 'song', 'video/mp4', 'audio/mpeg'],
      [SAMPLES.wav, 'a.wav', 'audio/wav', 'audio/wav'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'x.svg',
        'image/svg+xml',
        'application/octet-stream',
      ],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png', 'application/octet-stream'],
    ];
    for (const [bytes, name, declared, mime] of cases) {
      const res = await upload('/api/v1/media', bytes, name, declared);
      expect([res.status, res.body.pleroma.mime_type, res.body.type]).toEqual([
        200,
        mime,
        mime === 'application/octet-stream' ? 'unknown' : mime.split('/')[0],
      ]);
    }
  });

  it('serves the stored file at its URL with the sniffed type, never as something a browser would run', async () => {
    const png = await upload('/api/v1/media', SAMPLES.png, 'a.html', 'text/html');
    const served = await t.http().get(new URL(png.body.url).pathname).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body)).toEqual(SAMPLES.png);

    const html = await upload(
      '/api/v1/media',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'evil.html',
      'text/html',
    );
    const servedHtml = await t.http().get(new URL(html.body.url).pathname).buffer(true);
    expect(servedHtml.headers['content-type']).toBe('application/octet-stream');
    expect(servedHtml.headers['content-disposition']).toBe('attachment');
    expect(servedHtml.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await t.http().get('/media/../db')).status).toBe(404);
    expect((await t.http().get('/media/no-such-file.png')).status).toBe(404);
  });

  it('refuses a file over the upload_limit with 413 and keeps nothing', async () => {
    await updateSettings(em(), 'instance', { upload_limit: 100 });
    await restartApplication(em(), null); // upload_limit applies at build time (rule 5)
    try {
      const before = storedFiles();
      const count = await em().count(MediaAttachment, {});
      const big = Buffer.concat([SAMPLES.png, Buffer.alloc(200)]);
      const res = await upload('/api/v1/media', big, 'big.png', 'image/png');
      expect([res.status, res.body]).toEqual([413, { error: 'file: larger than the limit of 100 bytes' }]);
      expect(storedFiles()).toEqual(before);
      expect(await em().count(MediaAttachment, {})).toBe(count);
      expect(
        (
          await upload(
            '/api/v1/media',
            Buffer.concat([SAMPLES.png, Buffer.alloc(100 - SAMPLES.png.length)]),
            'fits.png',
          )
        ).status,
      ).toBe(200);
    } finally {
      await updateSettings(em(), 'instance', { upload_limit: 16_000_000 });
      await restartApplication(em(), null); // upload_limit applies at build time (rule 5)
    }
  });

  it('refuses a missing or empty file and a bad focus with 400', async () => {
    const none = await api(t, aliceToken).post('/api/v1/media').field('description', 'nothing');
    expect([none.status, none.body]).toEqual([400, { error: 'file: is required' }]);
    expect((await upload('/api/v1/media', Buffer.alloc(0))).body).toEqual({ error: 'file: is empty' });
    const focus = await upload('/api/v1/media', SAMPLES.png).field('focus', '2,0');
    expect([focus.status, focus.body]).toEqual([
      400,
      { error: 'focus: must be two numbers between -1 and 1, as "x,y"' },
    ]);
  });

  it('needs a user with write:media', async () => {
    expect((await upload('/api/v1/media', SAMPLES.png, 'a.png', 'image/png', null)).status).toBe(401);
    const res = await upload(
      '/api/v1/media',
      SAMPLES.png,
      'a.png',
      'image/png',
      await tokenFor(t, alice, ['write:statuses']),
    );
    expect([res.status, res.body]).toEqual([403, { error: 'Insufficient permissions: write:media.' }]);
  });
});

describe('POST /api/v2/media', () => {
  it('answers 200 with the same entity, its url set: the file is ready at once', async () => {
    const res = await upload('/api/v2/media', SAMPLES.gif, 'a.gif', 'image/gif');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/fedigraph\.test\/media\//);
    expect(res.body).toMatchObject({
      type: 'image',
      pleroma: { mime_type: 'image/gif' },
      meta: { original: { width: 4, height: 3 } },
    });
  });
});

describe('GET and PUT /api/v1/media/:id', () => {
  it("shows and updates the owner's upload; anyone else gets 404", async () => {
    const created = (await upload('/api/v1/media', SAMPLES.png, 'a.png', 'image/png')).body;
    const shown = await api(t, aliceToken).get(`/api/v1/media/${created.id}`);
    expect([shown.status, shown.body]).toEqual([200, created]);
    const updated = await api(t, aliceToken)
      .put(`/api/v1/media/${created.id}`)
      .send({ description: 'new words', focus: '-1,1' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created,
      description: 'new words',
      meta: { ...created.meta, focus: { x: -1, y: 1 } },
    });
    expect((await em().findOneOrFail(MediaAttachment, Number(created.id))).description).toBe('new words');

    for (const res of [
      await api(t, bobToken).get(`/api/v1/media/${created.id}`),
      await api(t, bobToken).put(`/api/v1/media/${created.id}`).send({ description: 'mine now' }),
    ]) {
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    expect((await em().findOneOrFail(MediaAttachment, Number(created.id))).description).toBe('new words');
    expect((await api(t).get(`/api/v1/media/${created.id}`)).status).toBe(401);
  });

  it('takes a multipart form as well (megalodon sends one); a file in it is refused', async () => {
    const created = (await upload('/api/v1/media', SAMPLES.png, 'a.png', 'image/png')).body;
    const updated = await api(t, aliceToken).put(`/api/v1/media/${created.id}`).field('description', 'from a form');
    expect([updated.status, updated.body.description]).toEqual([200, 'from a form']);
    const withFile = await api(t, aliceToken)
      .put(`/api/v1/media/${created.id}`)
      .field('description', 'x')
      .attach('file', SAMPLES.png, 'b.png');
    expect([withFile.status, withFile.body]).toEqual([413, { error: 'At most 0 file(s) per request' }]);
    expect((await em().findOneOrFail(MediaAttachment, Number(created.id))).description).toBe('from a form');
  });
});
