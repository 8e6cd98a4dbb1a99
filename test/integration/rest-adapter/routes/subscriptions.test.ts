import { describe, expect, it } from '@jest/globals';
import { Notification, Subscription } from '../../../../src/entities/index.js';
import { block, follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { api } from '../../../support/rest.js';

// Subscriptions apart from follows: their `status` notifications, and the GraphQL mutations.
const t = useTestApp();

const em = () => t.orm.em.fork();
const statusNotifications = async (token: string) =>
  (
    (await api(t, token).get('/api/v1/notifications?types[]=status')).body as Array<{
      type: string;
      account: { id: string };
      status: { id: string };
    }>
  ).map((n) => [n.type, n.account.id, n.status.id]);

describe('status notifications to subscribers', () => {
  it('reach a subscriber who does not follow, for the statuses it may see', async () => {
    const [me, author, other] = await makeUsersWithTokens(t, 3);
    expect((await api(t, me.token).post(`/api/v1/pleroma/accounts/${author.user.id}/subscribe`)).status).toBe(200);
    const open = await makeStatus(t, author.user, 'for everyone');
    const unlisted = await makeStatus(t, author.user, { status: 'quietly', visibility: 'unlisted' });
    await makeStatus(t, author.user, { status: 'for followers', visibility: 'private' });
    await makeStatus(t, author.user, { status: `@${other.user.nickname} dm`, visibility: 'direct' });
    const root = await makeStatus(t, other.user, 'root');
    await makeStatus(t, author.user, { status: 'a reply', inReplyToId: String(root.id) });
    expect(await statusNotifications(me.token)).toEqual([
      ['status', String(author.user.id), String(unlisted.id)],
      ['status', String(author.user.id), String(open.id)],
    ]);
    // Accounts that did not subscribe hear nothing.
    expect(await statusNotifications(other.token)).toEqual([]);
  });

  it('reach a subscribing follower for followers-only statuses too', async () => {
    const [me, author] = await makeUsersWithTokens(t, 2);
    await follow(t, me.user, author.user, { notify: true });
    const priv = await makeStatus(t, author.user, { status: 'for followers', visibility: 'private' });
    expect(await statusNotifications(me.token)).toEqual([['status', String(author.user.id), String(priv.id)]]);
  });

  it('stop on unsubscribing, and never cross a block', async () => {
    const [me, author, blocker] = await makeUsersWithTokens(t, 3);
    await api(t, me.token).post(`/api/v1/pleroma/accounts/${author.user.id}/subscribe`);
    await api(t, me.token).post(`/api/v1/pleroma/accounts/${author.user.id}/unsubscribe`);
    await makeStatus(t, author.user, 'after unsubscribing');
    // A subscription stored before a block (as a data import could leave it) still notifies nothing.
    const fork = em();
    fork.create(Subscription, { subscriber: me.user.id, target: blocker.user.id });
    await fork.flush();
    await block(t, blocker.user, me.user);
    await makeStatus(t, blocker.user, 'after blocking');
    expect(await statusNotifications(me.token)).toEqual([]);
    expect(await em().count(Notification, { user: me.user.id })).toBe(0);
  });
});

describe('GraphQL subscribeAccount / unsubscribeAccount', () => {
  const SUBSCRIBE = 'mutation($id: ID!) { subscribeAccount(id: $id) { id following subscribing } }';
  const UNSUBSCRIBE = 'mutation($id: ID!) { unsubscribeAccount(id: $id) { id following subscribing } }';

  it('subscribes without following and unsubscribes', async () => {
    const [me, other] = await makeUsersWithTokens(t, 2);
    const id = String(other.user.id);
    const on = await gql(t, SUBSCRIBE, { id }, me.token);
    expect(on.body).toEqual({ data: { subscribeAccount: { id, following: false, subscribing: true } } });
    expect(await em().count(Subscription, { subscriber: me.user.id, target: other.user.id })).toBe(1);
    const rel = await gql(
      t,
      'query($ids: [ID!]!) { relationships(ids: $ids) { id subscribing } }',
      { ids: [id] },
      me.token,
    );
    expect(rel.body.data.relationships).toEqual([{ id, subscribing: true }]);
    const off = await gql(t, UNSUBSCRIBE, { id }, me.token);
    expect(off.body).toEqual({ data: { unsubscribeAccount: { id, following: false, subscribing: false } } });
    expect(await em().count(Subscription, { subscriber: me.user.id })).toBe(0);
  });

  it('refuses blocks either way, unknown ids, oneself, a token without write:follows and anonymous callers', async () => {
    const [me, blocker, blocked] = await makeUsersWithTokens(t, 3);
    await block(t, blocker.user, me.user);
    await block(t, me.user, blocked.user);
    const refused = await gql(t, SUBSCRIBE, { id: String(blocker.user.id) }, me.token);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Could not subscribe: ${blocker.user.nickname} is blocking you`,
      extensions: { code: 'FORBIDDEN' },
    });
    const blocking = await gql(t, SUBSCRIBE, { id: String(blocked.user.id) }, me.token);
    expect(blocking.body.errors?.[0]).toMatchObject({
      message: `Could not subscribe: you are blocking ${blocked.user.nickname}`,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(t, SUBSCRIBE, { id: '999999999' }, me.token)).body.errors?.[0]).toMatchObject({
      message: 'Record not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(t, SUBSCRIBE, { id: String(me.user.id) }, me.token)).body.errors?.[0]).toMatchObject({
      message: 'Can not subscribe to yourself',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const readOnly = await gql(t, SUBSCRIBE, { id: String(blocker.user.id) }, await tokenFor(t, me.user, ['read']));
    expect(readOnly.body.errors?.[0]).toMatchObject({
      message: 'Insufficient permissions: write:follows.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await gql(t, UNSUBSCRIBE, { id: String(blocker.user.id) });
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await em().count(Subscription, { subscriber: me.user.id })).toBe(0);
  });
});
