import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importJWK, jwtVerify } from 'jose';
import { Job, PushSubscription, type User } from '../../../../src/entities/index.js';
import { deliverWebPush, WEB_PUSH_JOB } from '../../../../src/push/push-delivery.js';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { TestPushEndpoint } from '../../../support/push-endpoint.js';
import { api } from '../../../support/rest.js';

const device = new TestPushEndpoint();
beforeAll(() => device.start());
afterAll(() => device.stop());
// The device listens on loopback, which the outbound guard refuses unless told otherwise.
const t = useTestApp({ ALLOW_PRIVATE_ADDRESSES: 'true' });

let alice: User, bob: User, aliceToken: string, bobToken: string;
beforeAll(async () => {
  [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
  [aliceToken, bobToken] = await Promise.all([tokenFor(t, alice), tokenFor(t, bob)]);
});

const subscribe = (path: string, alerts: Record<string, boolean>, policy = 'all') =>
  api(t, aliceToken)
    .post('/api/v1/push/subscription')
    .send({ subscription: { endpoint: device.url(path), keys: device.keys }, data: { alerts, policy } });

describe('Web Push delivery', () => {
  it('pushes a mention, encrypted for the device and signed with the instance’s VAPID key, as Mastodon’s payload', async () => {
    expect((await subscribe('/push/alice', { mention: true, follow: false })).status).toBe(200);
    await api(t, bobToken).post('/api/v1/statuses').send({ status: '@alice hello there' });
    const message = await device.message(0);
    expect(message.path).toBe('/push/alice');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBe(48 * 3600);

    const [notification] = (await api(t, aliceToken).get('/api/v1/notifications')).body;
    expect(JSON.parse(device.decrypt(message.body))).toEqual({
      access_token: aliceToken,
      preferred_locale: 'en',
      notification_id: notification.id,
      notification_type: 'mention',
      icon: notification.account.avatar,
      title: 'New Mention',
      body: '@bob: @alice hello there',
    });

    // RFC 8292: `vapid t=<JWT for the endpoint's origin>, k=<the instance's public key>`.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(message.headers.authorization))!;
    const instanceKey = (await t.http().get('/api/v1/instance')).body.pleroma.vapid_public_key;
    expect(key).toBe(instanceKey);
    const raw = Buffer.from(key!, 'base64url');
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(jwt!, publicKey);
    expect(payload.aud).toBe(new URL(device.url('/')).origin);
  });

  it('pushes only the types asked for, within the policy', async () => {
    const before = device.received.length;
    const carol = await makeUser(t, { nickname: 'carol' });
    await subscribe('/push/followed', { mention: true, follow: true }, 'followed');
    // carol is not followed by alice: her follow and mention are not pushed; bob, once followed, is.
    await follow(t, carol, alice, { state: 'accepted' });
    await api(t, await tokenFor(t, carol))
      .post('/api/v1/statuses')
      .send({ status: '@alice from carol' });
    await follow(t, alice, bob, { state: 'accepted' });
    await api(t, bobToken).post('/api/v1/statuses').send({ status: '@alice from bob' });
    const message = await device.message(before);
    expect(JSON.parse(device.decrypt(message.body))).toMatchObject({ body: '@bob: @alice from bob' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(device.received.length).toBe(before + 1);
  });

  it('drops the subscription when the endpoint answers 410', async () => {
    await subscribe('/push/gone', { mention: true });
    device.status = 410;
    const before = device.received.length;
    await api(t, bobToken).post('/api/v1/statuses').send({ status: '@alice are you there' });
    await device.message(before);
    const deadline = Date.now() + 5000;
    while ((await t.orm.em.fork().count(PushSubscription, { user: alice.id })) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await t.orm.em.fork().count(PushSubscription, { user: alice.id })).toBe(0);
    expect((await api(t, aliceToken).get('/api/v1/push/subscription')).status).toBe(404);
    device.status = 201;
  });

  it('retries a failed delivery later (the job is queued again), and never logs the endpoint', async () => {
    await subscribe('/push/flaky-secret', { mention: true });
    device.status = 503;
    const before = device.received.length;
    await api(t, bobToken).post('/api/v1/statuses').send({ status: '@alice retry me' });
    await device.message(before);
    const em = t.orm.em.fork();
    const deadline = Date.now() + 5000;
    let job: Job | null = null;
    while (Date.now() < deadline) {
      job = await em.fork().findOne(Job, { kind: WEB_PUSH_JOB, attempts: 1, state: 'queued' });
      if (job) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(job?.lastError).toBe('push delivery failed: bad_status 503');
    expect(t.logLines.join('\n')).not.toContain('flaky-secret');
    device.status = 201;
  });

  it('refuses a loopback endpoint when private addresses are not allowed, and ends that subscription', async () => {
    const made = await subscribe('/push/private', { mention: true });
    const em = t.orm.em.fork();
    const handler = deliverWebPush({ ...t.deps, config: { ...t.config, allowPrivateAddresses: false } });
    const [notification] = (await api(t, aliceToken).get('/api/v1/notifications')).body;
    const before = device.received.length;
    const job = em.create(Job, {
      kind: WEB_PUSH_JOB,
      payload: { notificationId: Number(notification.id), subscriptionId: Number(made.body.id) },
    });
    await handler(em, job, async () => {});
    expect(device.received.length).toBe(before);
    expect(await t.orm.em.fork().count(PushSubscription, { id: Number(made.body.id) })).toBe(0);
  });
});
