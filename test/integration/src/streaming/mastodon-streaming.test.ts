import { beforeAll, describe, expect, it } from '@jest/globals';
import { digest } from '../../../../src/auth/secrets.js';
import { OAuthToken, type User } from '../../../../src/entities/index.js';
import { follow } from '../../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { countStatements } from '../../../support/sql-count.js';
import {
  openStream,
  startListeningApp,
  TestSocket,
  useListeningApp,
  useSockets,
  type StreamMessage,
} from '../../../support/streaming.js';

const keep = useSockets();
const t = useListeningApp();
const open = async (query: Record<string, string>) => keep(await openStream(t, query));

interface Member {
  user: User;
  token: string;
}
async function member(nickname: string): Promise<Member> {
  const user = await makeUser(t, { nickname });
  return { user, token: await tokenFor(t, user) };
}

async function post(author: Member, status: string, visibility = 'public'): Promise<{ id: string }> {
  const res = await api(t, author.token).post('/api/v1/statuses').send({ status, visibility });
  expect(res.status).toBe(200);
  return res.body;
}

/** The ids of the statuses a socket received in `update` messages. */
const updatedIds = (socket: TestSocket) =>
  socket.messages.filter((m) => m.event === 'update').map((m) => JSON.parse(m.payload!).id);
const aboutStatus = (id: string) => (m: StreamMessage) => m.event === 'update' && JSON.parse(m.payload!).id === id;

describe('GET /api/v1/streaming/health', () => {
  it('answers OK', async () => {
    const res = await t.http().get('/api/v1/streaming/health');
    expect(res.status).toBe(200);
    expect(res.text).toBe('OK');
  });
});

describe('GET /api/v1/streaming (WebSocket)', () => {
  let alice: Member, bob: Member, carol: Member, dave: Member;
  beforeAll(async () => {
    [alice, bob, carol, dave] = await Promise.all(['alice', 'bob', 'carol', 'dave'].map(member));
    await follow(t, bob.user, alice.user, { state: 'accepted' });
    await follow(t, dave.user, alice.user, { state: 'accepted' });
  });

  it('sends a follower `update` on the user stream, the JSON the REST API gives them', async () => {
    const socket = await open({ stream: 'user', access_token: bob.token });
    const status = await post(alice, 'hello followers');
    const message = await socket.next(aboutStatus(status.id));
    expect(message.stream).toEqual(['user']);
    expect(typeof message.payload).toBe('string');
    const rest = await api(t, bob.token).get(`/api/v1/statuses/${status.id}`);
    expect(JSON.parse(message.payload!)).toEqual(rest.body);
  });

  it('sends a mentioned user a `notification` on user:notification, as GET /api/v1/notifications/:id shows it', async () => {
    const socket = await open({ stream: 'user:notification', access_token: carol.token });
    const status = await post(alice, 'hi @carol');
    const message = await socket.next((m) => m.event === 'notification');
    expect(message.stream).toEqual(['user:notification']);
    const notification = JSON.parse(message.payload!);
    expect(notification).toMatchObject({ type: 'mention', account: { acct: 'alice' }, status: { id: status.id } });
    const rest = await api(t, carol.token).get(`/api/v1/notifications/${notification.id}`);
    expect(notification).toEqual(rest.body);
  });

  it('sends a direct status to its recipient only; the recipient also gets `conversation` on the direct stream', async () => {
    const outsider = await open({ stream: 'user', access_token: dave.token }); // follows alice, not addressed
    const recipient = await open({ stream: 'direct', access_token: carol.token });
    const direct = await post(alice, '@carol a secret', 'direct');
    const conversation = await recipient.next((m) => m.event === 'conversation');
    expect(conversation.stream).toEqual(['direct']);
    expect(JSON.parse(conversation.payload!)).toMatchObject({
      unread: true,
      accounts: [{ acct: 'alice' }],
      last_status: { id: direct.id },
    });
    // A later public status reaches the outsider: the direct one, routed before it, was not sent.
    const marker = await post(alice, 'public again');
    await outsider.next(aboutStatus(marker.id));
    expect(updatedIds(outsider)).not.toContain(direct.id);
  });

  it('never sends a private status to someone who does not follow', async () => {
    const stranger = await member('stranger');
    const socket = await open({ stream: 'public', access_token: stranger.token });
    const user = await open({ stream: 'user', access_token: bob.token });
    const secret = await post(alice, 'followers only', 'private');
    await user.next(aboutStatus(secret.id)); // the follower has it
    const marker = await post(alice, 'for everyone');
    await socket.next(aboutStatus(marker.id));
    expect(updatedIds(socket)).not.toContain(secret.id);
  });

  it('sends nothing from an account the receiver blocks or mutes', async () => {
    const [frank, mallory, muted, other] = await Promise.all(['frank', 'mallory', 'mutedone', 'other'].map(member));
    expect((await api(t, frank.token).post(`/api/v1/accounts/${mallory.user.id}/block`)).status).toBe(200);
    expect((await api(t, frank.token).post(`/api/v1/accounts/${muted.user.id}/mute`)).status).toBe(200);
    const socket = await open({ stream: 'public', access_token: frank.token });
    const blocked = await post(mallory, 'from a blocked account');
    const silenced = await post(muted, 'from a muted account');
    const marker = await post(other, 'from someone else');
    await socket.next(aboutStatus(marker.id));
    expect(updatedIds(socket)).not.toContain(blocked.id);
    expect(updatedIds(socket)).not.toContain(silenced.id);
    expect(updatedIds(socket)).toContain(marker.id);
    // Nor notifications caused by them: a mention by a blocked account is not even recorded.
    const notes = await open({ stream: 'user:notification', access_token: frank.token });
    await post(mallory, '@frank hello?');
    const friendly = await post(other, '@frank hello!');
    await notes.next((m) => m.event === 'notification' && JSON.parse(m.payload!).status.id === friendly.id);
    expect(notes.messages).toHaveLength(1);
  });

  it('sends each receiver of one event its own fields, the bytes GET /api/v1/statuses/:id gives that receiver', async () => {
    const [author, friend, stranger, parent, other] = await Promise.all(
      ['vauthor', 'vfriend', 'vstranger', 'vparent', 'vother'].map(member),
    );
    for (const m of [friend, stranger, other]) await follow(t, m.user, author.user, { state: 'accepted' });
    await follow(t, author.user, parent.user, { state: 'accepted' });
    await follow(t, friend.user, parent.user, { state: 'accepted' });
    // The author hides their followers and the count: only they see it.
    expect(
      (
        await api(t, author.token)
          .patch('/api/v1/accounts/update_credentials')
          .send({ hide_followers: true, hide_followers_count: true })
      ).status,
    ).toBe(200);
    // The friend sees the private status replied to; the stranger does not.
    const secret = await post(parent, 'for my followers', 'private');
    const sockets = await Promise.all(
      [friend, stranger, author].map((m) => open({ stream: 'user', access_token: m.token })),
    );
    const reply = await api(t, author.token)
      .post('/api/v1/statuses')
      .send({ status: 'a public reply', in_reply_to_id: secret.id });
    expect(reply.status).toBe(200);
    await Promise.all(sockets.map((s) => s.next(aboutStatus(reply.body.id))));
    // The friend favourites and bookmarks it and mutes another follower, who reacts; the stranger's reaction is
    // the event.
    expect((await api(t, friend.token).post(`/api/v1/statuses/${reply.body.id}/favourite`)).status).toBe(200);
    expect((await api(t, friend.token).post(`/api/v1/statuses/${reply.body.id}/bookmark`)).status).toBe(200);
    expect((await api(t, friend.token).post(`/api/v1/accounts/${other.user.id}/mute`)).status).toBe(200);
    expect((await api(t, other.token).put(`/api/v1/pleroma/statuses/${reply.body.id}/reactions/👍`)).status).toBe(200);
    expect((await api(t, stranger.token).put(`/api/v1/pleroma/statuses/${reply.body.id}/reactions/👍`)).status).toBe(
      200,
    );
    const isReacted = (m: StreamMessage) =>
      m.event === 'status.update' &&
      JSON.parse(m.payload!).pleroma.emoji_reactions.some((r: { count: number }) => r.count >= 1) &&
      JSON.parse(m.payload!).id === reply.body.id;
    const [forFriend, forStranger, forAuthor] = await Promise.all(
      sockets.map((s) =>
        s.next(
          (m) =>
            isReacted(m) &&
            JSON.parse(m.payload!).pleroma.emoji_reactions.some(
              (r: { count: number; me: boolean }) => r.count === (s === sockets[0] ? 1 : 2),
            ),
        ),
      ),
    );
    for (const [message, m] of [
      [forFriend, friend],
      [forStranger, stranger],
      [forAuthor, author],
    ] as const) {
      const rest = await api(t, m.token).get(`/api/v1/statuses/${reply.body.id}`);
      expect(message.payload).toBe(rest.text);
    }
    const [f, s, a] = [forFriend, forStranger, forAuthor].map((m) => JSON.parse(m.payload!));
    expect([f.favourited, s.favourited, a.favourited]).toEqual([true, false, false]);
    expect([f.bookmarked, s.bookmarked, a.bookmarked]).toEqual([true, false, false]);
    expect([f.pleroma.parent_visible, s.pleroma.parent_visible, a.pleroma.parent_visible]).toEqual([true, false, true]);
    expect(f.pleroma.emoji_reactions).toEqual([{ name: '👍', count: 1, me: false }]); // the muted account's reaction is left out
    expect(s.pleroma.emoji_reactions).toEqual([{ name: '👍', count: 2, me: true }]);
    expect(a.pleroma.emoji_reactions).toEqual([{ name: '👍', count: 2, me: false }]);
    expect([f.account.followers_count, s.account.followers_count, a.account.followers_count]).toEqual([0, 0, 3]);
  });

  it('posts and fans out a status in a fixed number of statements, whatever the number of its followers', async () => {
    const [author, ...followers] = await Promise.all(['sauthor', 'sfollower1', 'sfollower2', 'sfollower3'].map(member));
    for (const m of followers) await follow(t, m.user, author.user, { state: 'accepted' });
    const sockets = await Promise.all(followers.map((m) => open({ stream: 'user', access_token: m.token })));
    const fannedOut = async () => {
      const status = await post(author, 'counted');
      await Promise.all(sockets.map((s) => s.next(aboutStatus(status.id))));
    };
    // The POST's 2; routing's 3 (the status, its audience, the viewer facts); the render's 2 (the status with its
    // parts, author and counts read ahead as a page of one; its app).
    expect(await countStatements(t.orm, fannedOut)).toBe(7);
  });

  it('shows a thread mute to the muter only: muted and pleroma.thread_muted, the bytes REST gives each', async () => {
    const [author, muter, other] = await Promise.all(['tauthor', 'tmuter', 'tother'].map(member));
    for (const m of [muter, other]) await follow(t, m.user, author.user, { state: 'accepted' });
    const root = await post(author, 'a thread');
    expect((await api(t, muter.token).post(`/api/v1/statuses/${root.id}/mute`)).status).toBe(200);
    const sockets = await Promise.all([muter, other].map((m) => open({ stream: 'user', access_token: m.token })));
    const reply = await api(t, author.token).post('/api/v1/statuses').send({ status: 'more', in_reply_to_id: root.id });
    const [forMuter, forOther] = await Promise.all(sockets.map((s) => s.next(aboutStatus(reply.body.id))));
    for (const [message, m] of [
      [forMuter, muter],
      [forOther, other],
    ] as const)
      expect(message.payload).toBe((await api(t, m.token).get(`/api/v1/statuses/${reply.body.id}`)).text);
    const [a, b] = [forMuter, forOther].map((m) => JSON.parse(m.payload!));
    expect([a.muted, a.pleroma.thread_muted, b.muted, b.pleroma.thread_muted]).toEqual([true, true, false, false]);
  });

  it('sends `delete` with the id to the followers of a deleted status', async () => {
    const socket = await open({ stream: 'user', access_token: bob.token });
    const status = await post(alice, 'soon gone');
    await socket.next(aboutStatus(status.id));
    expect((await api(t, alice.token).delete(`/api/v1/statuses/${status.id}`)).status).toBe(200);
    expect(await socket.next((m) => m.event === 'delete')).toEqual({
      stream: ['user'],
      event: 'delete',
      payload: status.id,
    });
  });

  it("sends `update` for a reblog to the reblogger's followers and `delete` when it is undone", async () => {
    const socket = await open({ stream: 'user', access_token: bob.token }); // bob follows alice
    const original = await post(carol, 'worth sharing');
    const reblog = await api(t, alice.token).post(`/api/v1/statuses/${original.id}/reblog`);
    const update = await socket.next(aboutStatus(reblog.body.id));
    expect(JSON.parse(update.payload!)).toMatchObject({ reblog: { id: original.id } });
    expect((await api(t, alice.token).post(`/api/v1/statuses/${original.id}/unreblog`)).status).toBe(200);
    expect(await socket.next((m) => m.event === 'delete')).toEqual({
      stream: ['user'],
      event: 'delete',
      payload: reblog.body.id,
    });
  });

  it('sends `status.update` with the reacted status when someone reacts with an emoji', async () => {
    const socket = await open({ stream: 'user', access_token: bob.token });
    const status = await post(alice, 'react to me');
    await socket.next(aboutStatus(status.id));
    expect((await api(t, carol.token).put(`/api/v1/pleroma/statuses/${status.id}/reactions/👍`)).status).toBe(200);
    const message = await socket.next((m) => m.event === 'status.update');
    expect(message.stream).toEqual(['user']);
    const shown = (await api(t, bob.token).get(`/api/v1/statuses/${status.id}`)).body;
    expect(shown.pleroma.emoji_reactions).toEqual([{ name: '👍', count: 1, me: false }]);
    expect(JSON.parse(message.payload!)).toEqual(shown);
  });

  it('sends both sides of a chat `pleroma:chat_update` with their own Chat entity', async () => {
    const recipient = await open({ stream: 'user:pleroma_chat', access_token: carol.token });
    const chat = await api(t, alice.token).post(`/api/v1/pleroma/chats/by-account-id/${carol.user.id}`);
    expect(
      (await api(t, alice.token).post(`/api/v1/pleroma/chats/${chat.body.id}/messages`).send({ content: 'psst' }))
        .status,
    ).toBe(200);
    const message = await recipient.next((m) => m.event === 'pleroma:chat_update');
    expect(message.stream).toEqual(['user:pleroma_chat']);
    const theirs = (await api(t, carol.token).get('/api/v1/pleroma/chats')).body[0];
    expect(JSON.parse(message.payload!)).toEqual(theirs);
    expect(theirs).toMatchObject({ unread: 1, account: { username: 'alice' }, last_message: { content: 'psst' } });
  });

  it('serves public streams without a token, and public:local and hashtag streams', async () => {
    const anonymous = await open({ stream: 'public:local' });
    const tagged = await open({ stream: 'hashtag', tag: 'Cats' });
    const status = await post(alice, 'look #cats');
    expect((await anonymous.next(aboutStatus(status.id))).stream).toEqual(['public:local']);
    expect((await tagged.next(aboutStatus(status.id))).stream).toEqual(['hashtag', 'cats']);
    // Anonymous readers get the anonymous view.
    expect(JSON.parse((await anonymous.next(aboutStatus(status.id))).payload!)).toEqual(
      (await t.http().get(`/api/v1/statuses/${status.id}`)).body,
    );
  });

  it('multiplexes streams on one socket opened with the token in Sec-WebSocket-Protocol, which it echoes', async () => {
    const socket = keep(await TestSocket.open(`${t.wsBase}/api/v1/streaming`, bob.token));
    expect(socket.ws.protocol).toBe(bob.token);
    socket.send({ type: 'subscribe', stream: 'hashtag', tag: 'dogs' });
    socket.send({ type: 'subscribe', stream: 'user' });
    const first = await post(alice, 'woof #dogs');
    await socket.next((m) => aboutStatus(first.id)(m) && m.stream![0] === 'hashtag');
    expect(
      socket.messages
        .filter(aboutStatus(first.id))
        .map((m) => m.stream)
        .sort(),
    ).toEqual([['hashtag', 'dogs'], ['user']]);
    socket.send({ type: 'unsubscribe', stream: 'hashtag', tag: 'dogs' });
    const second = await post(alice, 'again #dogs');
    await socket.next(aboutStatus(second.id));
    expect(socket.messages.filter(aboutStatus(second.id)).map((m) => m.stream)).toEqual([['user']]);
  });

  it('answers bad subscriptions with Mastodon error messages and refuses a bad token', async () => {
    const anonymous = await open({});
    anonymous.send({ type: 'subscribe', stream: 'user' });
    expect(await anonymous.next((m) => m.error != null)).toEqual({ error: 'Missing access token', status: 401 });
    anonymous.send({ type: 'subscribe', stream: 'nonsense' });
    expect(await anonymous.next((m) => m.status === 400)).toEqual({ error: 'Unknown stream type', status: 400 });
    anonymous.send({ type: 'subscribe', stream: 'hashtag' });
    expect(await anonymous.next((m) => m.error === 'Missing tag name parameter')).toEqual({
      error: 'Missing tag name parameter',
      status: 400,
    });

    const narrow = await tokenFor(t, bob.user, ['read:accounts']);
    const scoped = await open({ access_token: narrow });
    scoped.send({ type: 'subscribe', stream: 'user' });
    expect(await scoped.next((m) => m.error != null)).toEqual({
      error: 'Access token does not have the required scopes',
      status: 401,
    });

    await expect(TestSocket.open(`${t.wsBase}/api/v1/streaming?stream=user&access_token=wrong`)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('closes the socket when its token is revoked', async () => {
    const app = await t
      .http()
      .post('/api/v1/apps')
      .send({ client_name: 'streamer', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
    const grant = await t.http().post('/oauth/token').send({
      grant_type: 'password',
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      username: 'bob',
      password: DEFAULT_PASSWORD,
    });
    const socket = await open({ stream: 'user', access_token: grant.body.access_token });
    const other = await open({ stream: 'user', access_token: bob.token }); // another token of the same user stays
    const revoked = await t
      .http()
      .post('/oauth/revoke')
      .send({ client_id: app.body.client_id, client_secret: app.body.client_secret, token: grant.body.access_token });
    expect(revoked.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'The access token is no longer valid' });
    const status = await post(alice, 'still here');
    await other.next(aboutStatus(status.id));
  });

  it('sends followers `status.update` when an admin marks a status sensitive, and `delete` when an admin deletes it', async () => {
    const admin = await makeUser(t, { nickname: 'statusadmin', isAdmin: true });
    const adminToken = await tokenFor(t, admin, ['read', 'write', 'admin']);
    const socket = await open({ stream: 'user', access_token: bob.token });
    const status = await post(alice, 'moderate me');
    await socket.next(aboutStatus(status.id));
    expect(
      (await api(t, adminToken).put(`/api/pleroma/admin/statuses/${status.id}`).send({ sensitive: true })).status,
    ).toBe(200);
    const updated = await socket.next((m) => m.event === 'status.update');
    expect(JSON.parse(updated.payload!)).toMatchObject({ id: status.id, sensitive: true });
    expect((await api(t, adminToken).delete(`/api/pleroma/admin/statuses/${status.id}`)).status).toBe(200);
    const deleted = await socket.next((m) => m.event === 'delete');
    expect(deleted.payload).toBe(status.id);
  });

  it('closes the sockets of accounts an admin deactivates or forces to reset their password', async () => {
    const admin = await makeUser(t, { nickname: 'streamadmin', isAdmin: true });
    const adminToken = await tokenFor(t, admin, ['read', 'write', 'admin']);
    const [dan, erin] = await Promise.all([member('dan'), member('erin')]);
    const danSocket = await open({ stream: 'user', access_token: dan.token });
    const erinSocket = await open({ stream: 'user', access_token: erin.token });
    expect(
      (
        await api(t, adminToken)
          .patch('/api/pleroma/admin/users/deactivate')
          .send({ nicknames: ['dan'] })
      ).status,
    ).toBe(200);
    expect(await danSocket.closed).toEqual({ code: 1008, reason: 'The access token is no longer valid' });
    expect(
      (
        await api(t, adminToken)
          .patch('/api/pleroma/admin/users/force_password_reset')
          .send({ nicknames: ['erin'] })
      ).status,
    ).toBe(204);
    expect(await erinSocket.closed).toEqual({ code: 1008, reason: 'The access token is no longer valid' });
  });

  it('closes, on the periodic check, a socket whose token stopped working without an event (expired)', async () => {
    const token = await tokenFor(t, dave.user);
    const socket = await open({ stream: 'user', access_token: token });
    const em = t.orm.em.fork();
    await em.nativeUpdate(OAuthToken, { tokenHash: digest(token) }, { expiresAt: new Date(Date.now() - 1000) });
    await t.streaming.hub.recheck(null);
    expect(await socket.closed).toEqual({ code: 1008, reason: 'The access token is no longer valid' });
  });

  it('closes every socket with 1001 when the server shuts down', async () => {
    const other = await startListeningApp();
    const socket = await openStream(other, { stream: 'public' });
    await other.stop();
    expect(await socket.closed).toMatchObject({ code: 1001 });
  });
});
