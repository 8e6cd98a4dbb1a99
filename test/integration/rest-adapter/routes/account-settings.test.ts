import { describe, expect, it } from '@jest/globals';
import { OAuthToken, User } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { gql } from '../../../support/graphql.js';
import { mailsTo } from '../../../support/outbox.js';
import { api } from '../../../support/rest.js';
import { openStream, useListeningApp } from '../../../support/streaming.js';

const t = useListeningApp();

const findUser = (id: number) => t.orm.em.fork().findOne(User, id);
const me = (token: string) => api(t, token).get('/api/v1/accounts/verify_credentials');

async function withToken(overrides: Partial<User> = {}) {
  const user = await makeUser(t, overrides);
  return { user, token: await tokenFor(t, user) };
}

/** Every password operation: refused anonymous (401), without write:accounts (403), and with a wrong or missing password (403). */
describe.each([
  ['/api/pleroma/delete_account', {}],
  ['/api/pleroma/disable_account', {}],
  ['/api/pleroma/change_email', { email: 'new-address@example.test' }],
])('POST %s refusals', (path, extra) => {
  it('refuses anonymous callers, tokens without write:accounts and wrong or missing passwords, changing nothing', async () => {
    const { user, token } = await withToken();
    expect(
      (
        await api(t)
          .post(path)
          .send({ password: DEFAULT_PASSWORD, ...extra })
      ).status,
    ).toBe(401);
    expect(
      (
        await api(t, await tokenFor(t, user, ['read']))
          .post(path)
          .send({ password: DEFAULT_PASSWORD, ...extra })
      ).status,
    ).toBe(403);
    for (const body of [{ password: 'not the password', ...extra }, { ...extra }]) {
      const res = await api(t, token).post(path).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Invalid password.' });
    }
    expect(await findUser(user.id)).toMatchObject({ deactivated: false, email: user.email });
    expect((await me(token)).status).toBe(200);
  });
});

describe('POST /api/pleroma/delete_account', () => {
  it('deletes the account at once: every credential stops working', async () => {
    const { user, token } = await withToken();
    await makeStatus(t, user, 'soon gone');
    const res = await api(t, token).post('/api/pleroma/delete_account').send({ password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await findUser(user.id)).toBeNull();
    expect(await t.orm.em.fork().count(OAuthToken, { user: user.id })).toBe(0);
    expect((await me(token)).status).toBe(401);
    const basic = await t
      .http()
      .get('/api/v1/accounts/verify_credentials')
      .set('authorization', `Basic ${Buffer.from(`${user.nickname}:${DEFAULT_PASSWORD}`).toString('base64')}`);
    expect(basic.status).toBe(401);
  });

  it('takes the password from the query string too', async () => {
    const { user, token } = await withToken();
    const res = await api(t, token).post(
      `/api/pleroma/delete_account?password=${encodeURIComponent(DEFAULT_PASSWORD)}`,
    );
    expect(res.body).toEqual({ status: 'success' });
    expect(await findUser(user.id)).toBeNull();
  });
});

describe('POST /api/pleroma/disable_account', () => {
  it('deactivates the account: its token stops working and it can no longer log in', async () => {
    const { user, token } = await withToken();
    const res = await api(t, token).post('/api/pleroma/disable_account').send({ password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect((await findUser(user.id))!.deactivated).toBe(true);
    expect((await me(token)).status).toBe(401);
    const app = await api(t)
      .post('/api/v1/apps')
      .send({ client_name: 'c', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' });
    const login = await api(t).post('/oauth/token').send({
      grant_type: 'password',
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      username: user.nickname,
      password: DEFAULT_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe('Your account is currently disabled');
  });
});

describe('POST /api/pleroma/change_email', () => {
  it('changes the address', async () => {
    const { user, token } = await withToken();
    const res = await api(t, token)
      .post('/api/pleroma/change_email')
      .send({ password: DEFAULT_PASSWORD, email: 'Changed@Example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect((await findUser(user.id))!.email).toBe('Changed@Example.test');
    expect((await me(token)).body.pleroma.email).toBe('Changed@Example.test');
  });

  it('refuses a bad, blank or taken address with 400, changing nothing', async () => {
    const { user, token } = await withToken();
    const other = await makeUser(t, { email: 'taken-one@example.test' });
    for (const [email, error] of [
      ['not an address', 'Email has invalid format.'],
      ['', "Email can't be blank."],
      ['TAKEN-one@example.test', 'Email has already been taken.'],
    ]) {
      const res = await api(t, token).post('/api/pleroma/change_email').send({ password: DEFAULT_PASSWORD, email });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    }
    expect((await findUser(user.id))!.email).toBe(user.email);
    expect((await findUser(other.id))!.email).toBe('taken-one@example.test');
  });

  it('mails a confirmation link to the new address when the instance requires confirmation', async () => {
    await updateSettings(t.orm.em.fork(), 'instance', { account_activation_required: true });
    try {
      const { user, token } = await withToken();
      const res = await api(t, token)
        .post('/api/pleroma/change_email')
        .send({ password: DEFAULT_PASSWORD, email: 'confirm-me@example.test' });
      expect(res.body).toEqual({ status: 'success' });
      expect(await findUser(user.id)).toMatchObject({ email: 'confirm-me@example.test', confirmationPending: true });
      expect(mailsTo(t, 'confirm-me@example.test')).toHaveLength(1);
    } finally {
      await updateSettings(t.orm.em.fork(), 'instance', { account_activation_required: false });
    }
  });
});

describe('PUT /api/pleroma/notification_settings', () => {
  it('changes the settings given and shows them in pleroma.notification_settings (to the account only)', async () => {
    const { user, token } = await withToken();
    expect((await me(token)).body.pleroma.notification_settings).toEqual({
      block_from_strangers: false,
      hide_notification_contents: false,
    });
    const res = await api(t, token).put('/api/pleroma/notification_settings').send({ block_from_strangers: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    await api(t, token).put('/api/pleroma/notification_settings?hide_notification_contents=1');
    expect((await me(token)).body.pleroma.notification_settings).toEqual({
      block_from_strangers: true,
      hide_notification_contents: true,
    });
    const other = await withToken();
    expect(
      (await api(t, other.token).get(`/api/v1/accounts/${user.id}`)).body.pleroma.notification_settings,
    ).toBeUndefined();
    const peek = await gql(t, `{ account(id: "${user.id}") { blockFromStrangers } }`, {}, other.token);
    expect(peek.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a value that is not a boolean, and anonymous callers', async () => {
    const { token } = await withToken();
    const res = await api(t, token).put('/api/pleroma/notification_settings').send({ block_from_strangers: 'maybe' });
    expect(res.status).toBe(400);
    expect((await api(t).put('/api/pleroma/notification_settings').send({ block_from_strangers: true })).status).toBe(
      401,
    );
  });

  it('block_from_strangers hides notifications from accounts the user does not follow (REST, GraphQL, streaming), not new follows', async () => {
    const { user, token } = await withToken();
    const friend = await withToken();
    const stranger = await withToken();
    await follow(t, user, friend.user);
    await api(t, token).put('/api/pleroma/notification_settings').send({ block_from_strangers: true });
    const socket = await openStream(t, { stream: 'user:notification', access_token: token });
    try {
      const status = await makeStatus(t, user, 'like me');
      expect((await api(t, stranger.token).post(`/api/v1/statuses/${status.id}/favourite`)).status).toBe(200);
      expect((await api(t, friend.token).post(`/api/v1/statuses/${status.id}/favourite`)).status).toBe(200);
      expect((await api(t, stranger.token).post(`/api/v1/accounts/${user.id}/follow`)).status).toBe(200);

      const list = await api(t, token).get('/api/v1/notifications');
      expect(list.body.map((n: { type: string; account: { id: string } }) => [n.type, n.account.id])).toEqual([
        ['follow', String(stranger.user.id)],
        ['favourite', String(friend.user.id)],
      ]);
      const graph = await gql(t, '{ notifications { nodes { type account { id } } } }', {}, token);
      expect(
        graph.body.data.notifications.nodes.map((n: { type: string; account: { id: string } }) => [
          n.type,
          n.account.id,
        ]),
      ).toEqual([
        ['FOLLOW', String(stranger.user.id)],
        ['FAVOURITE', String(friend.user.id)],
      ]);
      await socket.next((m) => m.event === 'notification' && JSON.parse(m.payload!).type === 'follow');
      const streamed = socket.messages
        .filter((m) => m.event === 'notification')
        .map((m) => JSON.parse(m.payload!).account.id);
      expect(streamed.sort()).toEqual([String(friend.user.id), String(stranger.user.id)].sort());

      // Turned off again, the stranger's notification shows.
      await api(t, token).put('/api/pleroma/notification_settings').send({ block_from_strangers: false });
      expect((await api(t, token).get('/api/v1/notifications')).body).toHaveLength(3);
    } finally {
      socket.close();
    }
  });
});
