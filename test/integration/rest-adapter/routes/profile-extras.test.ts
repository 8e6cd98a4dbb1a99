import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { profileImageDir } from '../../../../src/accounts/profile-images.js';
import { User } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { block, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

async function withToken(overrides: Partial<User> = {}) {
  const user = await makeUser(t, overrides);
  return { user, token: await tokenFor(t, user) };
}
const fileOf = (url: string) => join(profileImageDir(t.config), url.slice(url.lastIndexOf('/') + 1));
const reload = (user: User) => t.orm.em.fork().findOneOrFail(User, user.id);

describe('GET /api/v1/pleroma/accounts/:id/favourites', () => {
  it('lists what the account favourited, newest first, when it shows them; only statuses the caller may see', async () => {
    const fan = await withToken({ hideFavourites: false });
    const author = await withToken();
    const a = await makeStatus(t, author.user, 'first');
    const b = await makeStatus(t, author.user, 'second');
    const secret = await makeStatus(t, author.user, {
      status: `@${fan.user.nickname} for me only`,
      visibility: 'direct',
    });
    for (const s of [a, b, secret])
      expect((await api(t, fan.token).post(`/api/v1/statuses/${s.id}/favourite`)).status).toBe(200);
    const anonymous = await api(t).get(`/api/v1/pleroma/accounts/${fan.user.id}/favourites`);
    expect(anonymous.status).toBe(200);
    expect(ids(anonymous.body)).toEqual([String(b.id), String(a.id)]);
    const own = await api(t, fan.token).get(`/api/v1/pleroma/accounts/${fan.user.id}/favourites?limit=2`);
    expect(ids(own.body)).toEqual([String(secret.id), String(b.id)]);
    expect(own.headers.link).toContain('max_id=');
    const older = await api(t).get(`/api/v1/pleroma/accounts/${fan.user.id}/favourites?max_id=${b.id}`);
    expect(ids(older.body)).toEqual([String(a.id)]);
  });

  it('is refused with 403 while the account hides its favourites (the default), except to itself', async () => {
    const { user, token } = await withToken();
    const other = await withToken();
    const res = await api(t, other.token).get(`/api/v1/pleroma/accounts/${user.id}/favourites`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Can't get favorites" });
    expect((await api(t).get(`/api/v1/pleroma/accounts/${user.id}/favourites`)).status).toBe(403);
    expect((await api(t, token).get(`/api/v1/pleroma/accounts/${user.id}/favourites`)).status).toBe(200);
  });

  it('answers 404 for an unknown or deactivated account and 400 for a bad cursor', async () => {
    const gone = await withToken({ hideFavourites: false, deactivated: true });
    expect((await api(t).get('/api/v1/pleroma/accounts/999999/favourites')).status).toBe(404);
    expect((await api(t).get(`/api/v1/pleroma/accounts/${gone.user.id}/favourites`)).status).toBe(404);
    const shown = await withToken({ hideFavourites: false });
    expect((await api(t).get(`/api/v1/pleroma/accounts/${shown.user.id}/favourites?max_id=abc`)).status).toBe(400);
  });
});

describe('PATCH /api/v1/pleroma/accounts/update_avatar, update_banner, update_background', () => {
  it.each([
    ['/api/v1/pleroma/accounts/update_avatar', 'img', 'avatar'],
    ['/api/v1/pleroma/accounts/update_banner', 'banner', 'header'],
    ['/api/v1/pleroma/accounts/update_background', 'img', 'background_image'],
  ])(
    '%s: a multipart image sets it, a data URL replaces it (the old file removed), empty clears it; read-only tokens 403',
    async (path, param, shown) => {
      const { user, token } = await withToken();
      const denied = await api(t, await tokenFor(t, user, ['read']))
        .patch(path)
        .attach(param, SAMPLES.png, 'a.png');
      expect([denied.status, denied.body]).toEqual([403, { error: 'Insufficient permissions: write:accounts.' }]);
      const first = await api(t, token)
        .patch(path)
        .attach(param, SAMPLES.png, { filename: 'x.txt', contentType: 'text/plain' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        url: expect.stringMatching(/^http:\/\/fedigraph\.test\/media\/avatars\/[0-9a-f]{32}\.png$/),
      });
      expect(existsSync(fileOf(first.body.url))).toBe(true);
      const me = await api(t, token).get('/api/v1/accounts/verify_credentials');
      expect(shown === 'background_image' ? me.body.pleroma.background_image : me.body[shown]).toBe(first.body.url);

      const second = await api(t, token)
        .patch(path)
        .send({ [param]: `data:image/gif;base64,${SAMPLES.gif.toString('base64')}` });
      expect(second.status).toBe(200);
      expect(second.body.url).toMatch(/\.gif$/);
      expect(existsSync(fileOf(first.body.url))).toBe(false);

      const cleared = await api(t, token)
        .patch(path)
        .send({ [param]: '' });
      expect(cleared.body).toEqual({ url: null });
      expect(existsSync(fileOf(second.body.url))).toBe(false);
      const column = { avatar: 'avatarUrl', header: 'headerUrl', background_image: 'backgroundUrl' }[
        shown
      ] as 'avatarUrl';
      expect((await reload(user))[column]).toBeNull();
    },
  );

  it('refuses a non-image (by its bytes), a bad data URL, an image over the limit, and callers without write:accounts', async () => {
    const { user, token } = await withToken();
    const text = await api(t, token)
      .patch('/api/v1/pleroma/accounts/update_avatar')
      .attach('img', Buffer.from('just text, not a picture'), { filename: 'a.png', contentType: 'image/png' });
    expect(text.status).toBe(415);
    expect(text.body.error).toMatch(/must be an image/);
    const bad = await api(t, token)
      .patch('/api/v1/pleroma/accounts/update_avatar')
      .send({ img: 'http://elsewhere.example/a.png' });
    expect(bad.status).toBe(400);
    const html = await api(t, token)
      .patch('/api/v1/pleroma/accounts/update_avatar')
      .send({ img: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` });
    expect(html.status).toBe(415);
    await updateSettings(t.orm.em.fork(), 'instance', { avatar_upload_limit: 20 });
    try {
      expect(
        (await api(t, token).patch('/api/v1/pleroma/accounts/update_avatar').attach('img', SAMPLES.png, 'a.png'))
          .status,
      ).toBe(413);
    } finally {
      await updateSettings(t.orm.em.fork(), 'instance', { avatar_upload_limit: 2_000_000 });
    }
    expect(
      (
        await api(t, await tokenFor(t, user, ['read']))
          .patch('/api/v1/pleroma/accounts/update_avatar')
          .attach('img', SAMPLES.png, 'a.png')
      ).status,
    ).toBe(403);
    expect(
      (await api(t).patch('/api/v1/pleroma/accounts/update_avatar').attach('img', SAMPLES.png, 'a.png')).status,
    ).toBe(401);
    expect((await reload(user)).avatarUrl).toBeNull();
  });
});

describe('GET/PUT /api/v1/pleroma/mascot', () => {
  it('shows the default mascot until one is uploaded, then that one', async () => {
    const { token } = await withToken();
    const initial = await api(t, token).get('/api/v1/pleroma/mascot');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      id: 'default-mascot',
      url: 'http://fedigraph.test/images/mascot.png',
      type: 'image',
      pleroma: { mime_type: 'image/png' },
    });
    const put = await api(t, token)
      .put('/api/v1/pleroma/mascot')
      .attach('file', SAMPLES.webp, { filename: 'fox.bin', contentType: 'application/octet-stream' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/\.webp$/),
      type: 'image',
      pleroma: { mime_type: 'image/webp' },
    });
    expect((await api(t, token).get('/api/v1/pleroma/mascot')).body).toEqual(put.body);
    const replaced = await api(t, token).put('/api/v1/pleroma/mascot').attach('file', SAMPLES.png, 'fox.png');
    expect(existsSync(fileOf(put.body.url))).toBe(false);
    expect(existsSync(fileOf(replaced.body.url))).toBe(true);
  });

  it('refuses a non-image with 415 (by its bytes, not its name), a missing file with 400, anonymous callers with 401', async () => {
    const { token } = await withToken();
    const res = await api(t, token)
      .put('/api/v1/pleroma/mascot')
      .attach('file', SAMPLES.mp4, { filename: 'fox.png', contentType: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: expect.stringMatching(/must be an image/) });
    expect((await api(t, token).put('/api/v1/pleroma/mascot').send({})).status).toBe(400);
    expect((await api(t).get('/api/v1/pleroma/mascot')).status).toBe(401);
    expect((await api(t, token).get('/api/v1/pleroma/mascot')).body.id).toBe('default-mascot');
  });
});

describe('POST /api/v1/pleroma/scrobble and GET /api/v1/pleroma/accounts/:id/scrobbles', () => {
  it('records a listen and lists them newest first, paginated', async () => {
    const { user, token } = await withToken();
    const res = await api(t, token)
      .post('/api/v1/pleroma/scrobble')
      .send({ title: 'Song', artist: 'Band', album: 'Album', length: 180000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      title: 'Song',
      artist: 'Band',
      album: 'Album',
      length: 180000,
      created_at: expect.any(String),
      account: { id: String(user.id) },
    });
    const second = await api(t, token).post('/api/v1/pleroma/scrobble').send({ title: 'Other' });
    expect(second.body).toMatchObject({ title: 'Other', artist: null, album: null, length: null });
    const list = await api(t).get(`/api/v1/pleroma/accounts/${user.id}/scrobbles`);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).toEqual(['Other', 'Song']);
    const page = await api(t).get(`/api/v1/pleroma/accounts/${user.id}/scrobbles?limit=1`);
    expect(page.body.map((s: { title: string }) => s.title)).toEqual(['Other']);
    expect(page.headers.link).toContain(`max_id=${second.body.id}`);
    const graph = await gql(t, `{ accountScrobbles(accountId: "${user.id}") { nodes { title } } }`);
    expect(graph.body.data.accountScrobbles.nodes).toEqual([{ title: 'Other' }, { title: 'Song' }]);
  });

  it('refuses a missing or blank title and a bad length with 400, anonymous callers with 401, and records nothing', async () => {
    const { user, token } = await withToken();
    const missing = await api(t, token).post('/api/v1/pleroma/scrobble').send({ artist: 'Band' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'title: is required' });
    expect((await api(t, token).post('/api/v1/pleroma/scrobble').send({ title: '   ' })).status).toBe(400);
    expect((await api(t, token).post('/api/v1/pleroma/scrobble').send({ title: 'x', length: -5 })).status).toBe(400);
    expect((await api(t, token).post('/api/v1/pleroma/scrobble').send({ title: 'x', length: 'long' })).status).toBe(
      400,
    );
    expect((await api(t).post('/api/v1/pleroma/scrobble').send({ title: 'x' })).status).toBe(401);
    expect((await api(t).get(`/api/v1/pleroma/accounts/${user.id}/scrobbles`)).body).toEqual([]);
  });

  it('hides the scrobbles of accounts the caller may not see', async () => {
    const listener = await withToken();
    await api(t, listener.token).post('/api/v1/pleroma/scrobble').send({ title: 'Private taste' });
    const blocked = await withToken();
    await block(t, listener.user, blocked.user);
    expect((await api(t, blocked.token).get(`/api/v1/pleroma/accounts/${listener.user.id}/scrobbles`)).status).toBe(
      404,
    );
    const gone = await withToken({ deactivated: true });
    expect((await api(t).get(`/api/v1/pleroma/accounts/${gone.user.id}/scrobbles`)).status).toBe(404);
  });
});
