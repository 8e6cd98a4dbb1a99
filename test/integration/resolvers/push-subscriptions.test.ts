import { describe, expect, it } from '@jest/globals';
import { createECDH, randomBytes } from 'node:crypto';
import { makeUsersWithTokens, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

describe('pushSubscription and its mutations', () => {
  it('needs the push scope; the subscription belongs to the token', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const noPush = await tokenFor(t, me!.user, ['read', 'write']);
    const denied = await gql(t, `{ pushSubscription { id } }`, {}, noPush);
    expect(denied.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const push = await tokenFor(t, me!.user, ['push']);
    expect((await gql(t, `{ pushSubscription { id } }`, {}, push)).body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const publicKey = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
    const made = await gql(
      t,
      `mutation($p: String!, $a: String!) {
        createPushSubscription(endpoint: "https://push.example/x", p256dh: $p, auth: $a, alerts: { mention: true }, policy: FOLLOWER) {
          id endpoint alerts policy serverKey
        }
      }`,
      { p: publicKey.p256dh, a: publicKey.auth },
      push,
    );
    expect(made.body.data.createPushSubscription).toEqual({
      id: expect.any(String),
      endpoint: 'https://push.example/x',
      alerts: { mention: true },
      policy: 'FOLLOWER',
      serverKey: (await gql(t, `{ instance { vapidPublicKey } }`)).body.data.instance.vapidPublicKey,
    });
    const deleted = await gql(t, `mutation { deletePushSubscription }`, {}, push);
    expect(deleted.body.data.deletePushSubscription).toBe(made.body.data.createPushSubscription.id);
  });
});
