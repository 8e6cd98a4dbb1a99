import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import { instanceRoutes } from '../../../../rest-adapter/routes/instance.routes.js';
import { createApp, type RunningApp } from '../../../../src/app.js';
import { loadConfig } from '../../../../src/config.js';
import { DEFAULT_PASSWORD, makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
beforeAll(async () => {
  await makeUser(t, { nickname: 'one' });
  await makeUser(t, { nickname: 'two' });
  await makeUser(t, { nickname: 'off', deactivated: true });
});

const HEALTHCHECK_KEYS = ['active', 'healthy', 'idle', 'job_queue_stats', 'memory_used', 'pool_size'];

describe('GET /api/v1/instance', () => {
  it('describes the instance as Mastodon and Pleroma clients expect', async () => {
    const res = await t.http().get('/api/v1/instance');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      uri: 'fedigraph.test',
      title: 'fedigraph',
      version: '3.5.0 (compatible; Pleroma 2.2.0; fedigraph 0.1.0)',
      urls: { streaming_api: 'ws://fedigraph.test' },
      stats: { user_count: 2, status_count: 0, domain_count: 0 },
      thumbnail: 'http://fedigraph.test/instance/thumbnail.jpeg',
      registrations: true,
      approval_required: false,
      max_toot_chars: 5000,
      chat_limit: 5000,
    });
    expect(res.body.poll_limits).toEqual({
      max_options: 20,
      max_option_chars: 200,
      min_expiration: 0,
      max_expiration: 31536000,
    });
    expect(res.body.pleroma.metadata.features).toEqual([
      'pleroma_api',
      'mastodon_api',
      'pleroma_emoji_reactions',
      'pleroma_chat_messages',
      'shareable_emoji_packs',
    ]);
    expect(typeof res.body.description).toBe('string');
    expect(Array.isArray(res.body.languages)).toBe(true);
  });

  it('needs no credentials and ignores bad ones', async () => {
    const res = await t.http().get('/api/v1/instance').set('authorization', 'Bearer not-a-token');
    expect(res.status).toBe(200);
  });
});

describe('GET /.well-known/nodeinfo', () => {
  it('links nodeinfo 2.0 and 2.1 with absolute hrefs that resolve', async () => {
    const res = await t.http().get('/.well-known/nodeinfo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: 'http://fedigraph.test/nodeinfo/2.0.json' },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'http://fedigraph.test/nodeinfo/2.1.json' },
      ],
    });
    for (const link of res.body.links as Array<{ href: string }>) {
      const doc = await t.http().get(new URL(link.href).pathname);
      expect(doc.status).toBe(200);
      expect(doc.body.software.name).toBe('pleroma');
    }
  });
});

describe('GET /nodeinfo/2.0.json', () => {
  it('names the software and lists metadata.features', async () => {
    const res = await t.http().get('/nodeinfo/2.0.json');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('2.0');
    expect(res.body.software).toEqual({ name: 'pleroma', version: '2.2.0+fedigraph-0.1.0' });
    expect(res.body.protocols).toEqual(['activitypub']);
    expect(res.body.openRegistrations).toBe(true);
    expect(res.body.usage).toEqual({ users: { total: 2 }, localPosts: 0 });
    expect(Array.isArray(res.body.metadata.features)).toBe(true);
    expect(res.body.metadata.features).toEqual([
      'pleroma_api',
      'mastodon_api',
      'pleroma_emoji_reactions',
      'pleroma_chat_messages',
      'shareable_emoji_packs',
    ]);
    expect(res.body.metadata.nodeName).toBe('fedigraph');
  });
});

describe('GET /nodeinfo/2.1.json', () => {
  it('adds software.repository', async () => {
    const res = await t.http().get('/nodeinfo/2.1.json');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('2.1');
    expect(res.body.software).toEqual({ name: 'pleroma', version: '2.2.0+fedigraph-0.1.0', repository: null });
  });
});

describe('GET /api/pleroma/healthcheck', () => {
  it('answers 200 with exactly the documented keys', async () => {
    const res = await t.http().get('/api/pleroma/healthcheck');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(HEALTHCHECK_KEYS);
    expect(res.body.healthy).toBe(true);
    expect(res.body.pool_size).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(res.body.active)).toBe(true);
    expect(Number.isInteger(res.body.idle)).toBe(true);
    expect(res.body.memory_used).toBeGreaterThan(0);
    expect(res.body.job_queue_stats).toEqual({});
  });

  it('answers 503 when unhealthy', () => {
    const row = instanceRoutes.find((r) => r.path === '/api/{ns}/healthcheck')!;
    const status = row.status as (d: Record<string, any>) => number;
    expect(status({ healthcheck: { healthy: false } })).toBe(503);
    expect(status({ healthcheck: { healthy: true } })).toBe(200);
  });

  it('is not served under another namespace', async () => {
    const res = await t.http().get('/api/social/healthcheck');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('API_NAMESPACE=social', () => {
  // A second app over the same database, configured from the environment as the server is.
  let social: RunningApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-ns-'));
    const config = loadConfig({
      ...process.env,
      API_NAMESPACE: 'social',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://fedigraph.test',
    });
    expect(config.namespace).toBe('social');
    social = await createApp({
      orm: t.orm,
      config,
      logger: pino({ level: 'silent' }),
      rateLimitPrefix: `test-ns-${randomBytes(4).toString('hex')}`,
    });
  });
  afterAll(async () => {
    await social.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves the healthcheck to GET /api/social/healthcheck', async () => {
    const res = await supertest(social.app).get('/api/social/healthcheck');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(HEALTHCHECK_KEYS);
    const old = await supertest(social.app).get('/api/pleroma/healthcheck');
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: 'Not found' });
  });

  it('names its own features with the namespace word, in nodeinfo and the instance', async () => {
    const features = [
      'pleroma_api',
      'mastodon_api',
      'social_emoji_reactions',
      'social_chat_messages',
      'shareable_emoji_packs',
    ];
    expect((await supertest(social.app).get('/nodeinfo/2.1.json')).body.metadata.features).toEqual(features);
    expect((await supertest(social.app).get('/api/v1/instance')).body.pleroma.metadata.features).toEqual(features);
    expect((await supertest(social.app).get('/api/v1/social/chats')).status).toBe(401);
  });

  it('names the session cookie _social_key', async () => {
    const app = await supertest(social.app)
      .post('/api/v1/apps')
      .send({ client_name: 'web', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' });
    const res = await supertest(social.app).post('/oauth/authorize').type('form').send({
      client_id: app.body.client_id,
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      response_type: 'code',
      username: 'one',
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    expect(cookie).toMatch(/^_social_key=/);
    const me = await supertest(social.app).get('/api/v1/accounts/verify_credentials').set('cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('one');
    const renamed = await supertest(social.app)
      .get('/api/v1/accounts/verify_credentials')
      .set('cookie', cookie.replace('_social_key', '_pleroma_key'));
    expect(renamed.status).toBe(401);
  });
});

describe('GET /images/avi.png', () => {
  it('serves the default avatar the account entity links to', async () => {
    const res = await t.http().get('/images/avi.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});
