import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { openDatabase } from '../../../../src/db/database.js';
import { User } from '../../../../src/entities/index.js';
import { mediaProxyUrl } from '../../../../src/media-proxy/media-proxy.js';
import { proxyCacheDir } from '../../../../src/media-proxy/media-proxy.service.js';
import { SETTING_DEFAULTS } from '../../../../src/settings/setting-defaults.js';
import { updateSettings } from '../../../support/settings.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';
import { startTestApp, useTestApp, type TestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { api } from '../../../support/rest.js';

/** A remote server on loopback: its media, a page, a missing file, a slow one; counts each request by path. */
let remote: Server;
let remoteBase: string;
const hits = new Map<string, number>();
const BIG = Buffer.concat([SAMPLES.png, Buffer.alloc(5000)]);

const t = useTestApp({ ALLOW_PRIVATE_ADDRESSES: 'true' });
let admin: { token: string };
let statusId: string;
let remoteUserId: number;
const ADMIN = '/api/pleroma/admin';

const proxyPath = (url: string) => url.slice(t.config.publicUrl.length);
const setProxy = (changes: Partial<typeof SETTING_DEFAULTS.media_proxy>) =>
  updateSettings(t.orm.em.fork(), 'media_proxy', changes);
const proxied = (url: string) => mediaProxyUrl(url, { ...SETTING_DEFAULTS.media_proxy, enabled: true }, t.config);

beforeAll(async () => {
  remote = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    if (['/media/cat.png', '/media/avatar.png', '/media/dog.png', '/media/shared.png'].includes(req.url!))
      return res.writeHead(200, { 'content-type': 'text/plain' }).end(SAMPLES.png);
    if (req.url === '/files/page.html')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<script>alert(1)</script>');
    if (req.url === '/media/big.png') return res.writeHead(200).end(BIG);
    if (req.url === '/media/slow.png') return void setTimeout(() => res.writeHead(200).end(SAMPLES.png), 1500);
    res.writeHead(404).end('no');
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteBase = `http://127.0.0.1:${(remote.address() as { port: number }).port}`;

  admin = await makeAdmin(t);
  const bob = await makeUser(t, { local: false, avatarUrl: `${remoteBase}/media/avatar.png` });
  await t.orm.em.fork().nativeUpdate(User, { id: bob.id }, { nickname: 'bob@remote.example' });
  remoteUserId = bob.id;
  const media = await makeMedia(t, bob, { remoteUrl: `${remoteBase}/media/cat.png` });
  const status = await makeStatus(t, bob, { status: 'a remote post', mediaIds: [String(media.id)] });
  statusId = String(status.id);
});
afterAll(async () => {
  await new Promise((resolve) => remote?.close(resolve));
});

describe('rendering remote media', () => {
  it('links remote media directly while the proxy is off (the default), and /proxy answers 404', async () => {
    const res = await api(t).get(`/api/v1/statuses/${statusId}`).expect(200);
    expect(res.body.media_attachments[0]).toMatchObject({
      url: `${remoteBase}/media/cat.png`,
      preview_url: `${remoteBase}/media/cat.png`,
      remote_url: `${remoteBase}/media/cat.png`,
    });
    expect(res.body.account.avatar).toBe(`${remoteBase}/media/avatar.png`);
    const proxy = await api(t).get(proxyPath(proxied(`${remoteBase}/media/cat.png`)));
    expect([proxy.status, proxy.text]).toEqual([404, 'Not Found']);
    expect(hits.get('/media/cat.png')).toBeUndefined();
    expect((await api(t).get('/nodeinfo/2.0.json')).body.metadata.features).not.toContain('media_proxy');
  });

  it('points remote attachments and avatars at the signed proxy URL once an admin turns it on (REST and GraphQL)', async () => {
    const set = await api(t, admin.token)
      .post(`${ADMIN}/config`)
      .send({ configs: [{ group: ':pleroma', key: ':media_proxy', value: [{ tuple: [':enabled', true] }] }] });
    expect(set.status).toBe(200);
    const cat = `${remoteBase}/media/cat.png`;
    const url = proxied(cat);
    expect(url).toMatch(
      new RegExp(
        `^http://fedigraph\\.test/proxy/[A-Za-z0-9_-]{43}/${Buffer.from(cat).toString('base64url')}/cat\\.png$`,
      ),
    );
    const res = await api(t).get(`/api/v1/statuses/${statusId}`).expect(200);
    expect(res.body.media_attachments[0]).toMatchObject({ url, preview_url: url, remote_url: url, text_url: url });
    expect(res.body.account.avatar).toBe(proxied(`${remoteBase}/media/avatar.png`));
    expect(res.body.account.header).toBe('http://fedigraph.test/images/banner.png');
    expect((await api(t).get('/nodeinfo/2.0.json')).body.metadata.features).toContain('media_proxy');
    expect((await api(t).get('/api/v1/instance')).body.pleroma.metadata.features).toContain('media_proxy');
    const g = await gql(
      t,
      `query($id: ID!) { status(id: $id) { mediaAttachments { url previewUrl remoteUrl } account { avatar header } } }`,
      { id: statusId },
    );
    expect(g.body.data.status).toEqual({
      mediaAttachments: [{ url, previewUrl: url, remoteUrl: url }],
      account: { avatar: proxied(`${remoteBase}/media/avatar.png`), header: 'http://fedigraph.test/images/banner.png' },
    });
  });

  it('leaves local media and whitelisted hosts alone', async () => {
    const local = await makeUser(t);
    const media = await makeMedia(t, local);
    const mine = await makeStatus(t, local, { status: 'mine', mediaIds: [String(media.id)] });
    const res = await api(t).get(`/api/v1/statuses/${mine.id}`).expect(200);
    expect(res.body.media_attachments[0].url).toBe(`http://fedigraph.test/media/${media.fileName}`);
    expect(res.body.media_attachments[0].remote_url).toBeNull();
    expect(res.body.account.avatar).toBe('http://fedigraph.test/images/avi.png');
    await setProxy({ whitelist: ['127.0.0.1'] });
    const direct = await api(t).get(`/api/v1/statuses/${statusId}`).expect(200);
    expect(direct.body.media_attachments[0].url).toBe(`${remoteBase}/media/cat.png`);
    await setProxy({ whitelist: [remoteBase] });
    expect((await api(t).get(`/api/v1/statuses/${statusId}`)).body.media_attachments[0].url).toBe(
      `${remoteBase}/media/cat.png`,
    );
    await setProxy({ whitelist: [], base_url: 'https://cdn.example' });
    expect((await api(t).get(`/api/v1/statuses/${statusId}`)).body.media_attachments[0].url).toMatch(
      /^https:\/\/cdn\.example\/proxy\/[^/]+\/[^/]+\/cat\.png$/,
    );
    await setProxy({ base_url: '' });
  });
});

describe('GET /proxy/:sig/:url/:filename', () => {
  it('fetches the remote file once, keeps it on disk and serves it typed by its bytes, sandboxed', async () => {
    const path = proxyPath(proxied(`${remoteBase}/media/dog.png`));
    const first = await api(t).get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=1209600');
    expect(first.headers['content-security-policy']).toContain('sandbox');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(first.body)).toEqual(SAMPLES.png);
    const second = await api(t).get(path).expect(200);
    expect(Buffer.from(second.body)).toEqual(SAMPLES.png);
    expect(hits.get('/media/dog.png')).toBe(1);
    expect(readdirSync(proxyCacheDir(t.config)).filter((f) => !f.endsWith('.json'))).toHaveLength(1);
    // Without the file name too (Pleroma's route allows it).
    expect((await api(t).get(path.replace(/\/dog\.png$/, ''))).status).toBe(200);
  });

  it('serves what is not media as an attachment download, never as a page', async () => {
    const res = await api(t)
      .get(proxyPath(proxied(`${remoteBase}/files/page.html`)))
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a signature it did not make (403) and redirects a wrong file name to the right one', async () => {
    const path = proxyPath(proxied(`${remoteBase}/media/cat.png`));
    const [, , sig, encoded] = path.split('/');
    const forged = Buffer.from(`${remoteBase}/media/other.png`).toString('base64url');
    const bad = await api(t).get(`/proxy/${sig}/${forged}/other.png`);
    expect([bad.status, bad.text]).toEqual([403, 'Forbidden']);
    expect((await api(t).get(`/proxy/${'A'.repeat(43)}/${encoded}/cat.png`)).status).toBe(403);
    const renamed = await api(t).get(`/proxy/${sig}/${encoded}/evil.html`);
    expect(renamed.status).toBe(302);
    expect(renamed.headers.location).toBe(proxied(`${remoteBase}/media/cat.png`));
    expect(hits.get('/media/other.png')).toBeUndefined();
  });

  it('answers 502 for a remote error or a file over max_body_length, 504 past max_read_duration, or redirects with redirect_on_failure', async () => {
    expect((await api(t).get(proxyPath(proxied(`${remoteBase}/media/missing.png`)))).status).toBe(502);
    await setProxy({
      proxy_opts: { ...SETTING_DEFAULTS.media_proxy.proxy_opts, max_body_length: 1000, max_read_duration: 300 },
    });
    expect((await api(t).get(proxyPath(proxied(`${remoteBase}/media/big.png`)))).status).toBe(502);
    expect((await api(t).get(proxyPath(proxied(`${remoteBase}/media/slow.png`)))).status).toBe(504);
    await setProxy({ proxy_opts: { ...SETTING_DEFAULTS.media_proxy.proxy_opts, redirect_on_failure: true } });
    const redirected = await api(t).get(proxyPath(proxied(`${remoteBase}/media/missing.png`)));
    expect([redirected.status, redirected.headers.location]).toEqual([302, `${remoteBase}/media/missing.png`]);
    await setProxy({ proxy_opts: SETTING_DEFAULTS.media_proxy.proxy_opts });
    expect(readdirSync(proxyCacheDir(t.config)).some((f) => f.startsWith('.'))).toBe(false);
  });

  it('never reaches a loopback address without ALLOW_PRIVATE_ADDRESSES', async () => {
    const guarded = await startTestApp();
    try {
      await updateSettings(guarded.orm.em.fork(), 'media_proxy', { enabled: true });
      const url = mediaProxyUrl(
        `${remoteBase}/media/guarded.png`,
        { ...SETTING_DEFAULTS.media_proxy, enabled: true },
        guarded.config,
      );
      const res = await api(guarded).get(url.slice(guarded.config.publicUrl.length));
      expect(res.status).toBe(502);
      expect(hits.get('/media/guarded.png')).toBeUndefined();
      // Its key is its own: this instance's URLs are forgeries there.
      expect((await api(guarded).get(proxyPath(proxied(`${remoteBase}/media/cat.png`)))).status).toBe(403);
    } finally {
      await guarded.stop();
    }
  });
});

describe('admin: /api/pleroma/admin/media_proxy_caches', () => {
  const cat = () => `${remoteBase}/media/cat.png`;

  it('purges and bans (ban defaults to true): the proxy then answers 404 and drops its copy; the list shows the URL', async () => {
    const path = proxyPath(proxied(cat()));
    await api(t).get(path).expect(200);
    const before = hits.get('/media/cat.png');
    const res = await api(t, admin.token)
      .post(`${ADMIN}/media_proxy_caches/purge`)
      .send({ urls: [cat()] });
    expect([res.status, res.body]).toEqual([200, {}]);
    const refused = await api(t).get(path);
    expect([refused.status, refused.text]).toEqual([404, 'Not Found']);
    expect(hits.get('/media/cat.png')).toBe(before);
    const list = await api(t, admin.token).get(`${ADMIN}/media_proxy_caches`);
    expect([list.status, list.body]).toEqual([200, { page_size: 50, count: 1, urls: [cat()] }]);
  });

  it('takes proxy URLs for the remote URL they stand for, pages with page/page_size and filters with query', async () => {
    const dog = `${remoteBase}/media/dog.png`;
    await api(t, admin.token)
      .post(`${ADMIN}/media_proxy_caches/purge`)
      .send({ urls: [proxied(dog), 'https://Other.example/a.jpg', 'https://other.example/b.jpg'], ban: true })
      .expect(200);
    expect((await api(t).get(proxyPath(proxied(dog)))).status).toBe(404);
    const all = await api(t, admin.token).get(`${ADMIN}/media_proxy_caches?page_size=50`).expect(200);
    expect(all.body.count).toBe(4);
    expect([...all.body.urls].sort()).toEqual(
      [cat(), dog, 'https://Other.example/a.jpg', 'https://other.example/b.jpg'].sort(),
    );
    const page1 = await api(t, admin.token).get(`${ADMIN}/media_proxy_caches?page_size=3&page=1`).expect(200);
    const page2 = await api(t, admin.token).get(`${ADMIN}/media_proxy_caches?page_size=3&page=2`).expect(200);
    expect([page1.body.page_size, page1.body.count, page1.body.urls.length, page2.body.urls.length]).toEqual([
      3, 4, 3, 1,
    ]);
    expect([...page1.body.urls, ...page2.body.urls].sort()).toEqual([...all.body.urls].sort());
    const search = await api(t, admin.token)
      .get(`${ADMIN}/media_proxy_caches?query=OTHER.example&page_size=1`)
      .expect(200);
    expect(search.body).toEqual({ page_size: 1, count: 2, urls: [expect.stringMatching(/other\.example/i)] });
    expect((await api(t, admin.token).get(`${ADMIN}/media_proxy_caches?query=%25`)).body.count).toBe(0);
  });

  it('delete lifts bans: the URL is fetched and served again', async () => {
    const res = await api(t, admin.token)
      .post(`${ADMIN}/media_proxy_caches/delete`)
      .send({ urls: [cat(), proxied(`${remoteBase}/media/dog.png`)] });
    expect([res.status, res.body]).toEqual([200, {}]);
    const before = hits.get('/media/cat.png')!;
    expect((await api(t).get(proxyPath(proxied(cat())))).status).toBe(200);
    expect(hits.get('/media/cat.png')).toBe(before + 1); // the purge dropped the cached copy
    const list = await api(t, admin.token).get(`${ADMIN}/media_proxy_caches`).expect(200);
    expect(list.body).toEqual({ page_size: 50, count: 2, urls: expect.not.arrayContaining([cat()]) });
  });

  it('purge with ban false only drops the cached copy', async () => {
    const path = proxyPath(proxied(cat()));
    await api(t).get(path).expect(200);
    const before = hits.get('/media/cat.png')!;
    await api(t, admin.token)
      .post(`${ADMIN}/media_proxy_caches/purge`)
      .send({ urls: [cat()], ban: false })
      .expect(200);
    expect((await api(t).get(path)).status).toBe(200);
    expect(hits.get('/media/cat.png')).toBe(before + 1);
    expect((await api(t, admin.token).get(`${ADMIN}/media_proxy_caches`)).body.count).toBe(2);
  });

  it('answers 400 for missing or bad parameters, changing nothing', async () => {
    const as = api(t, admin.token);
    expect((await as.post(`${ADMIN}/media_proxy_caches/purge`).send({ ban: true })).status).toBe(400);
    expect((await as.post(`${ADMIN}/media_proxy_caches/delete`).send({})).status).toBe(400);
    expect((await as.post(`${ADMIN}/media_proxy_caches/purge`).send({ urls: [''] })).status).toBe(400);
    expect(
      (await as.post(`${ADMIN}/media_proxy_caches/purge`).send({ urls: ['https://x.example/a'], ban: 'maybe' })).status,
    ).toBe(400);
    expect((await as.get(`${ADMIN}/media_proxy_caches?page_size=many`)).status).toBe(400);
    expect((await as.get(`${ADMIN}/media_proxy_caches`)).body.count).toBe(2);
  });

  it('refuses anonymous callers, non-admins and admin tokens without the admin scope (403), changing nothing', async () => {
    const user = await makeUser(t);
    const plain = await tokenFor(t, user, ['read', 'write', 'admin']);
    const unscoped = await tokenFor(t, (await makeAdmin(t)).user, ['read', 'write']);
    for (const token of [null, plain, unscoped]) {
      expect((await api(t, token).get(`${ADMIN}/media_proxy_caches`)).status).toBe(403);
      expect(
        (
          await api(t, token)
            .post(`${ADMIN}/media_proxy_caches/purge`)
            .send({ urls: ['https://x.example/a'] })
        ).status,
      ).toBe(403);
      expect(
        (
          await api(t, token)
            .post(`${ADMIN}/media_proxy_caches/delete`)
            .send({ urls: ['https://Other.example/a.jpg'] })
        ).status,
      ).toBe(403);
    }
    expect((await api(t, admin.token).get(`${ADMIN}/media_proxy_caches`)).body.count).toBe(2);
  });
});

describe('GraphQL: adminMediaProxyBannedUrls, adminPurgeMediaProxyUrls, adminDeleteMediaProxyBannedUrls', () => {
  it('lists, bans and unbans as the REST paths do, answering the remote URLs', async () => {
    const url = 'https://gql.example/x.png';
    const purge = await gql(
      t,
      'mutation($urls: [String!]!) { adminPurgeMediaProxyUrls(urls: $urls) }',
      { urls: [url] },
      admin.token,
    );
    expect(purge.body).toEqual({ data: { adminPurgeMediaProxyUrls: [url] } });
    const list = await gql(
      t,
      '{ adminMediaProxyBannedUrls(query: "gql.example") { pageSize totalCount nodes { url } } }',
      {},
      admin.token,
    );
    expect(list.body.data.adminMediaProxyBannedUrls).toEqual({ pageSize: 50, totalCount: 1, nodes: [{ url }] });
    const del = await gql(
      t,
      'mutation($urls: [String!]!) { adminDeleteMediaProxyBannedUrls(urls: $urls) }',
      { urls: [url] },
      admin.token,
    );
    expect(del.body).toEqual({ data: { adminDeleteMediaProxyBannedUrls: [url] } });
    expect(
      (await gql(t, '{ adminMediaProxyBannedUrls(query: "gql.example") { totalCount } }', {}, admin.token)).body.data
        .adminMediaProxyBannedUrls.totalCount,
    ).toBe(0);
  });

  it('is a connection newest first whose opaque cursor (date and URL) pages both ways; a forged cursor is refused', async () => {
    const urls = ['https://conn.example/a.png', 'https://conn.example/b.png', 'https://conn.example/c.png'];
    await gql(t, 'mutation($urls: [String!]!) { adminPurgeMediaProxyUrls(urls: $urls) }', { urls }, admin.token);
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
      adminMediaProxyBannedUrls(query: "conn.example", first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { url } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
      }
    }`;
    const page = async (vars: Record<string, unknown>) =>
      (await gql(t, PAGE, vars, admin.token)).body.data.adminMediaProxyBannedUrls;
    // One insert gives the three bans the same date: the URL orders them.
    const first = await page({ first: 2 });
    expect(first.edges.map((e: { node: { url: string } }) => e.node.url)).toEqual(urls.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await page({ first: 2, after: first.pageInfo.endCursor });
    expect([next.edges.map((e: { node: { url: string } }) => e.node.url), next.pageInfo.hasNextPage]).toEqual([
      [urls[2]],
      false,
    ]);
    const back = await page({ last: 1, before: next.pageInfo.startCursor });
    expect([back.edges.map((e: { node: { url: string } }) => e.node.url), back.pageInfo.hasPreviousPage]).toEqual([
      [urls[1]],
      true,
    ]);
    const forged = await gql(t, PAGE, { after: '12' }, admin.token);
    expect([forged.body.errors?.[0].message, forged.body.errors?.[0].extensions.code]).toEqual([
      'after: must be a cursor this list gave',
      'BAD_USER_INPUT',
    ]);
  });

  it('refuses non-admins', async () => {
    const token = await tokenFor(t, await makeUser(t));
    const res = await gql(t, 'mutation { adminPurgeMediaProxyUrls(urls: ["https://gql.example/y.png"]) }', {}, token);
    expect(res.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await gql(t, '{ adminMediaProxyBannedUrls { totalCount } }', {}, token)).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('settings', () => {
  it('describes :media_proxy for the admin front-end and shows it in GET /config', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/config/descriptions`).expect(200);
    const entry = res.body.find((d: { key: string }) => d.key === ':media_proxy');
    expect(entry).toMatchObject({ group: ':pleroma', key: ':media_proxy', type: 'group' });
    expect(entry.children.map((c: { key: string }) => c.key).sort()).toEqual([
      ':base_url',
      ':enabled',
      ':proxy_opts',
      ':whitelist',
    ]);
    const config = await api(t, admin.token).get(`${ADMIN}/config`).expect(200);
    expect(config.body.configs.some((c: { key: string }) => c.key === ':media_proxy')).toBe(true);
    expect(existsSync(proxyCacheDir(t.config))).toBe(true);
    expect(remoteUserId).toBeGreaterThan(0);
  });
});

/** Two instances of one deployment (same PostgreSQL, Redis channel and secret, each its own DATA_DIR). */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!shared) console.log('two-instance media proxy test skipped: it needs DATABASE_URL and REDIS_URL (CI sets both)');

(shared ? describe : describe.skip)('two instances sharing PostgreSQL and Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const eventChannel = `test-events-${randomBytes(6).toString('hex')}`;
    const env = { ALLOW_PRIVATE_ADDRESSES: 'true', JWT_SECRET: randomBytes(32).toString('hex') };
    one = await startTestApp(env, { eventChannel });
    const orm = await openDatabase({ databaseUrl: one.database.url! });
    two = await startTestApp(env, { eventChannel, database: { orm, drop: () => orm.close(true) } });
  });
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
  });

  it("serves on either instance the other's URLs, and a purge on one drops the other's copy and bans there too", async () => {
    await updateSettings(one.orm.em.fork(), 'media_proxy', { enabled: true });
    const url = mediaProxyUrl(
      `${remoteBase}/media/shared.png`,
      { ...SETTING_DEFAULTS.media_proxy, enabled: true },
      one.config,
    );
    const path = url.slice(one.config.publicUrl.length);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the config change reaches the other instance
    expect((await api(two).get(path)).status).toBe(200);
    expect(readdirSync(proxyCacheDir(two.config)).filter((f) => !f.endsWith('.json'))).toHaveLength(1);
    const oneAdmin = await makeAdmin(one);
    await api(one, oneAdmin.token)
      .post(`${ADMIN}/media_proxy_caches/purge`)
      .send({ urls: [`${remoteBase}/media/shared.png`] })
      .expect(200);
    for (let i = 0; i < 50 && readdirSync(proxyCacheDir(two.config)).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(proxyCacheDir(two.config))).toEqual([]);
    expect((await api(two).get(path)).status).toBe(404);
  });
});
