import { beforeAll, describe, expect, it } from '@jest/globals';
import { createECDH, randomBytes } from 'node:crypto';
import { PushSubscription, type User } from '../../../../src/entities/index.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
const PATH = '/api/v1/push/subscription';

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
const subscription = (keys = deviceKeys()) => ({ endpoint: 'https://push.example/send/abc', keys });

let alice: User, token: string, serverKey: string;
beforeAll(async () => {
  alice = await makeUser(t, { nickname: 'alice' });
  token = await tokenFor(t, alice, ['read', 'push']);
  serverKey = (await t.http().get('/api/v1/instance')).body.pleroma.vapid_public_key;
});

describe('POST /api/v1/push/subscription', () => {
  it('subscribes the token and answers Pleroma’s PushSubscription (the supported alerts given)', async () => {
    const res = await api(t, token)
      .post(PATH)
      .send({
        subscription: subscription(),
        data: { alerts: { mention: true, follow: false, 'pleroma:emoji_reaction': true, fake_type: true } },
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      endpoint: 'https://push.example/send/abc',
      alerts: { mention: true, follow: false, 'pleroma:emoji_reaction': true },
      server_key: serverKey,
    });
    expect(serverKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('takes a form with bracket keys and standard base64 keys; one subscription per token, the last one kept', async () => {
    const keys = deviceKeys();
    const standard = Buffer.from(keys.p256dh, 'base64url').toString('base64');
    const res = await api(t, token)
      .post(PATH)
      .type('form')
      .send(
        `subscription[endpoint]=${encodeURIComponent('https://push.example/send/def')}` +
          `&subscription[keys][p256dh]=${encodeURIComponent(standard)}&subscription[keys][auth]=${keys.auth}` +
          `&data[alerts][favourite]=true&data[alerts][reblog]=false&data[policy]=followed`,
      );
    expect(res.status).toBe(200);
    expect(res.body.alerts).toEqual({ favourite: true, reblog: false });
    const rows = await t.orm.em.fork().find(PushSubscription, { user: alice.id });
    expect(rows.map((r) => [r.endpoint, r.keyP256dh, r.policy])).toEqual([
      ['https://push.example/send/def', keys.p256dh, 'followed'],
    ]);
    expect(rows[0]!.accessTokenSealed).not.toContain(token);
  });

  it('refuses bad keys and endpoints (422), a missing endpoint and an unknown policy (400), changing nothing', async () => {
    const before = await t.orm.em.fork().count(PushSubscription, {});
    const badKey = await api(t, token)
      .post(PATH)
      .send({ subscription: subscription({ p256dh: 'AAAA', auth: deviceKeys().auth }) });
    expect(badKey.status).toBe(422);
    expect(badKey.body).toEqual({ error: 'subscription[keys][p256dh]: is not a valid key' });
    const badAuth = await api(t, token)
      .post(PATH)
      .send({ subscription: subscription({ ...deviceKeys(), auth: 'short' }) });
    expect(badAuth.body).toEqual({ error: 'subscription[keys][auth]: is not a valid key' });
    const badUrl = await api(t, token)
      .post(PATH)
      .send({ subscription: { ...subscription(), endpoint: 'ftp://push.example/x' } });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body).toEqual({ error: 'subscription[endpoint]: is not a valid URL' });
    const missing = await api(t, token)
      .post(PATH)
      .send({ subscription: { keys: deviceKeys() } });
    expect(missing.status).toBe(400);
    const policy = await api(t, token)
      .post(PATH)
      .send({ subscription: subscription(), data: { policy: 'friends' } });
    expect(policy.status).toBe(400);
    expect(await t.orm.em.fork().count(PushSubscription, {})).toBe(before);
  });

  it('needs the push scope (403) and a token (401)', async () => {
    const readOnly = await tokenFor(t, alice, ['read', 'write']);
    expect((await api(t, readOnly).post(PATH).send({ subscription: subscription() })).status).toBe(403);
    expect((await api(t, readOnly).get(PATH)).status).toBe(403);
    expect((await api(t).post(PATH).send({ subscription: subscription() })).status).toBe(401);
    expect((await api(t).delete(PATH)).status).toBe(401);
  });
});

describe('GET/PUT/DELETE /api/v1/push/subscription', () => {
  it('shows, updates and deletes the token’s own subscription only', async () => {
    const own = await tokenFor(t, alice, ['push']);
    const other = await tokenFor(t, alice, ['push']);
    expect((await api(t, own).get(PATH)).body).toEqual({ error: 'Record not found' });
    const made = await api(t, own)
      .post(PATH)
      .send({ subscription: subscription(), data: { alerts: { mention: true } } });
    expect((await api(t, own).get(PATH)).body).toEqual(made.body);
    expect((await api(t, other).get(PATH)).status).toBe(404);

    const updated = await api(t, own)
      .put(PATH)
      .send({ data: { alerts: { follow: true, mention: false }, policy: 'none' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...made.body, alerts: { mention: false, follow: true } });
    const row = await t.orm.em.fork().findOneOrFail(PushSubscription, Number(made.body.id));
    expect(row.policy).toBe('none');

    expect((await api(t, other).delete(PATH)).status).toBe(404);
    const deleted = await api(t, own).delete(PATH);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await api(t, own).get(PATH)).status).toBe(404);
    expect(
      (
        await api(t, own)
          .put(PATH)
          .send({ data: { alerts: { mention: true } } })
      ).body,
    ).toEqual({
      error: 'Record not found',
    });
  });

  it('ends with its token: a revoked token’s subscription is gone', async () => {
    const app = await api(t)
      .post('/api/v1/apps')
      .send({ client_name: 'pushy', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read push' });
    expect(app.body.vapid_key).toBe(serverKey);
    const own = await tokenFor(t, alice, ['push']);
    const made = await api(t, own).post(PATH).send({ subscription: subscription() });
    const em = t.orm.em.fork();
    const row = await em.findOneOrFail(PushSubscription, Number(made.body.id));
    await em.getConnection().execute('delete from oauth_tokens where id = ?', [row.token.id]);
    expect(await t.orm.em.fork().count(PushSubscription, { id: row.id })).toBe(0);
  });
});
