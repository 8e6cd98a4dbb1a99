import { describe, expect, it } from '@jest/globals';
import { Chat, ChatMessage, ChatMessageRef, MediaAttachment, Notification } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { block, mute } from '../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { expectSafeHtml } from '../../../support/html.js';
import { api, ids } from '../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();
const users = (n: number) => makeUsersWithTokens(t, n);
type Party = Awaited<ReturnType<typeof users>>[number];

async function openChat(from: Party, to: Party): Promise<string> {
  const res = await api(t, from.token).post(`/api/v1/pleroma/chats/by-account-id/${to.user.id}`);
  expect(res.status).toBe(200);
  return res.body.id;
}

const say = (from: Party, chatId: string, content: string) =>
  api(t, from.token).post(`/api/v1/pleroma/chats/${chatId}/messages`).send({ content });

describe('POST /api/v1/pleroma/chats/by-account-id/:id', () => {
  it('creates the chat once and answers the Chat entity', async () => {
    const [me, other] = await users(2);
    const first = await api(t, me.token).post(`/api/v1/pleroma/chats/by-account-id/${other.user.id}`);
    expect(first.status).toBe(200);
    const stored = await em().findOneOrFail(Chat, { user: me.user.id, recipient: other.user.id });
    expect(first.body).toEqual({
      id: String(stored.id),
      account: expect.objectContaining({ id: String(other.user.id), username: other.user.nickname }),
      unread: 0,
      last_message: null,
      updated_at: stored.updatedAt.toISOString(),
    });
    const again = await api(t, me.token).post(`/api/v1/pleroma/chats/by-account-id/${other.user.id}`);
    expect(again.body.id).toBe(first.body.id);
    expect(await em().count(Chat, { user: me.user.id })).toBe(1);
  });

  it('answers 404 for an unknown or deactivated account, 403 without write:chats, 401 anonymously', async () => {
    const [me] = await users(1);
    const gone = await makeUser(t, { deactivated: true });
    for (const id of ['999999', String(gone.id)]) {
      const res = await api(t, me.token).post(`/api/v1/pleroma/chats/by-account-id/${id}`);
      expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
    }
    const other = await makeUser(t);
    const readOnly = await tokenFor(t, me.user, ['read']);
    expect((await api(t, readOnly).post(`/api/v1/pleroma/chats/by-account-id/${other.id}`)).status).toBe(403);
    expect((await api(t).post(`/api/v1/pleroma/chats/by-account-id/${other.id}`)).status).toBe(401);
    expect(await em().count(Chat, { user: me.user.id })).toBe(0);
  });
});

describe('POST /api/v1/pleroma/chats/:id/messages', () => {
  it('posts sanitised HTML to both sides, echoes the Idempotency-Key and notifies the recipient', async () => {
    const [me, other] = await users(2);
    const chatId = await openChat(me, other);
    const res = await api(t, me.token)
      .post(`/api/v1/pleroma/chats/${chatId}/messages`)
      .set('Idempotency-Key', 'abc-123')
      .send({ content: '<script>alert(1)</script> see https://example.org #tag' });
    expect(res.status).toBe(200);
    const message = await em().findOneOrFail(ChatMessage, { sender: me.user.id });
    expect(res.body).toEqual({
      id: expect.any(String),
      chat_id: chatId,
      account_id: String(me.user.id),
      content: message.content,
      created_at: message.createdAt.toISOString(),
      emojis: [],
      attachment: null,
      card: null,
      unread: false,
      idempotency_key: 'abc-123',
    });
    expect(message.content).toContain('&lt;script&gt;');
    expect(message.content).toContain('<a href="https://example.org"');
    expectSafeHtml(message.content);

    // The recipient's side: a chat with one unread message, and a notification carrying it.
    const theirChats = await api(t, other.token).get('/api/v1/pleroma/chats');
    expect(theirChats.body).toHaveLength(1);
    expect(theirChats.body[0]).toMatchObject({
      account: { id: String(me.user.id) },
      unread: 1,
      last_message: { content: message.content, account_id: String(me.user.id), unread: true },
    });
    expect(theirChats.body[0].last_message).not.toHaveProperty('idempotency_key');
    expect(theirChats.body[0].last_message.id).not.toBe(res.body.id);
    const notes = await api(t, other.token).get('/api/v1/notifications');
    expect(notes.body).toHaveLength(1);
    expect(notes.body[0]).toMatchObject({ type: 'pleroma:chat_mention', account: { id: String(me.user.id) } });
    expect(notes.body[0].chat_message).toEqual(theirChats.body[0].last_message);
    expect(notes.body[0]).not.toHaveProperty('status');
    expect((await api(t, other.token).get('/api/v1/notifications?types[]=pleroma:chat_mention')).body).toHaveLength(1);
  });

  it("attaches one of the caller's uploads, with or without text", async () => {
    const [me, other] = await users(2);
    const chatId = await openChat(me, other);
    const media = await makeMedia(t, me.user, { description: 'pixel' });
    const res = await api(t, me.token)
      .post(`/api/v1/pleroma/chats/${chatId}/messages`)
      .send({ media_id: String(media.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      content: '',
      attachment: { id: String(media.id), type: 'image', description: 'pixel' },
    });
    const someoneElses = await makeMedia(t, other.user);
    const bad = await api(t, me.token)
      .post(`/api/v1/pleroma/chats/${chatId}/messages`)
      .send({ content: 'x', media_id: String(someoneElses.id) });
    expect([bad.status, bad.body]).toEqual([400, { error: 'media_id: unknown media' }]);
    expect((await em().findOneOrFail(MediaAttachment, media.id)).status).toBeNull();
  });

  it("refuses empty and too long messages, blocks either way, other people's chats and missing scopes", async () => {
    const [me, other, stranger] = await users(3);
    const chatId = await openChat(me, other);
    for (const body of [{}, { content: '' }, { content: '   ' }]) {
      const res = await api(t, me.token).post(`/api/v1/pleroma/chats/${chatId}/messages`).send(body);
      expect([res.status, res.body]).toEqual([400, { error: 'no_content' }]);
    }
    await updateSettings(em(), 'instance', { chat_limit: 5 });
    // Clients learn the limit from the instance, as from Pleroma's.
    expect((await t.http().get('/api/v1/instance')).body.chat_limit).toBe(5);
    const long = await say(me, chatId, '123456');
    expect([long.status, long.body]).toEqual([400, { error: 'content_too_long' }]);
    expect((await say(me, chatId, '12345')).status).toBe(200);
    await updateSettings(em(), 'instance', { chat_limit: 5000 });

    expect((await say(stranger, chatId, 'hi')).status).toBe(404);
    const readOnly = await tokenFor(t, me.user, ['read']);
    expect(
      (await api(t, readOnly).post(`/api/v1/pleroma/chats/${chatId}/messages`).send({ content: 'hi' })).status,
    ).toBe(403);

    await block(t, other.user, me.user);
    const blocked = await say(me, chatId, 'hi');
    expect([blocked.status, blocked.body]).toEqual([400, { error: 'actor is blocked by recipient' }]);
    const [a, b] = await users(2);
    const abChat = await openChat(a, b);
    await block(t, a.user, b.user);
    const blocking = await say(a, abChat, 'hi');
    expect([blocking.status, blocking.body]).toEqual([400, { error: 'recipient is blocked by actor' }]);
    expect(await em().count(ChatMessage, { sender: { $in: [me.user.id, a.user.id] } })).toBe(1);
  });

  it("does not notify a recipient who mutes the sender's notifications; a chat with oneself has one copy", async () => {
    const [me, other] = await users(2);
    await mute(t, other.user, me.user, { notifications: true });
    await say(me, await openChat(me, other), 'psst');
    expect(await em().count(Notification, { user: other.user.id })).toBe(0);
    const self = await openChat(me, me);
    expect((await say(me, self, 'note to self')).status).toBe(200);
    expect(await em().count(ChatMessageRef, { chat: Number(self) })).toBe(1);
    expect(await em().count(Notification, { user: me.user.id })).toBe(0);
  });
});

describe('GET /api/v1/pleroma/chats', () => {
  it('lists chats by latest activity with Link headers, leaving out blocked accounts', async () => {
    const [me, a, b, c, d] = await users(5);
    const chatA = await openChat(me, a);
    const chatB = await openChat(me, b);
    const chatC = await openChat(me, c);
    await say(me, chatA, 'bump a'); // a is now the latest
    const chatD = await openChat(me, d);
    await block(t, me.user, d.user);

    const res = await api(t, me.token).get('/api/v1/pleroma/chats?limit=2');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([chatA, chatC]);
    expect(res.headers.link).toBe(
      `<http://fedigraph.test/api/v1/pleroma/chats?limit=2&max_id=${chatC}>; rel="next", <http://fedigraph.test/api/v1/pleroma/chats?limit=2&min_id=${chatA}>; rel="prev"`,
    );
    expect(ids((await api(t, me.token).get(`/api/v1/pleroma/chats?limit=2&max_id=${chatC}`)).body)).toEqual([chatB]);
    expect(ids((await api(t, me.token).get(`/api/v1/pleroma/chats?min_id=${chatC}`)).body)).toEqual([chatA]);
    expect(ids((await api(t, me.token).get('/api/v1/pleroma/chats')).body)).not.toContain(chatD);
  });

  it('needs read:chats', async () => {
    const [me] = await users(1);
    expect((await api(t, await tokenFor(t, me.user, ['write'])).get('/api/v1/pleroma/chats')).status).toBe(403);
    expect((await api(t, await tokenFor(t, me.user, ['read:chats'])).get('/api/v1/pleroma/chats')).status).toBe(200);
    expect((await api(t).get('/api/v1/pleroma/chats')).status).toBe(401);
  });
});

describe('GET /api/v1/pleroma/chats/:id and its messages', () => {
  it("shows one's own chat only, and its messages newest first with Link headers", async () => {
    const [me, other, stranger] = await users(3);
    const chatId = await openChat(me, other);
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push((await say(me, chatId, text)).body.id);
    const chat = await api(t, me.token).get(`/api/v1/pleroma/chats/${chatId}`);
    expect(chat.body).toMatchObject({ id: chatId, unread: 0, last_message: { id: sent[2], content: 'three' } });
    const notMine = await api(t, stranger.token).get(`/api/v1/pleroma/chats/${chatId}`);
    expect([notMine.status, notMine.body]).toEqual([404, { error: 'Record not found' }]);
    expect((await api(t, stranger.token).get(`/api/v1/pleroma/chats/${chatId}/messages`)).status).toBe(404);

    const page = await api(t, me.token).get(`/api/v1/pleroma/chats/${chatId}/messages?limit=2`);
    expect(page.body.map((m: { content: string }) => m.content)).toEqual(['three', 'two']);
    expect(page.headers.link).toContain(`max_id=${sent[1]}>; rel="next"`);
    expect(
      ids((await api(t, me.token).get(`/api/v1/pleroma/chats/${chatId}/messages?max_id=${sent[1]}`)).body),
    ).toEqual([sent[0]]);
  });
});

describe('POST /api/v1/pleroma/chats/:id/read', () => {
  it('marks messages up to last_read_id read and answers the chat', async () => {
    const [me, other] = await users(2);
    const chatId = await openChat(me, other);
    await say(me, chatId, 'one');
    await say(me, chatId, 'two');
    const theirs = (await api(t, other.token).get('/api/v1/pleroma/chats')).body[0];
    const messages = (await api(t, other.token).get(`/api/v1/pleroma/chats/${theirs.id}/messages`)).body;
    expect(messages.map((m: { unread: boolean }) => m.unread)).toEqual([true, true]);

    const res = await api(t, other.token)
      .post(`/api/v1/pleroma/chats/${theirs.id}/read`)
      .send({ last_read_id: messages[1].id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: theirs.id, unread: 1 });
    const all = await api(t, other.token)
      .post(`/api/v1/pleroma/chats/${theirs.id}/read`)
      .send({ last_read_id: messages[0].id });
    expect(all.body.unread).toBe(0);
    expect(
      (await api(t, me.token).post(`/api/v1/pleroma/chats/${theirs.id}/read`).send({ last_read_id: messages[0].id }))
        .status,
    ).toBe(404);
    expect((await api(t, other.token).post(`/api/v1/pleroma/chats/${theirs.id}/read`).send({})).status).toBe(400);
  });
});

describe('DELETE /api/v1/pleroma/chats/:id/messages/:message_id', () => {
  it("deletes one's own message for both sides, and another's from one's own chat only", async () => {
    const [me, other] = await users(2);
    const chatId = await openChat(me, other);
    const mine = (await say(me, chatId, 'oops')).body;
    const theirChat = (await api(t, other.token).get('/api/v1/pleroma/chats')).body[0].id;
    const theirs = (await say(other, theirChat, 'hello back')).body;

    const res = await api(t, me.token).delete(`/api/v1/pleroma/chats/${chatId}/messages/${mine.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...mine, idempotency_key: undefined });
    const theirView = (await api(t, other.token).get(`/api/v1/pleroma/chats/${theirChat}/messages`)).body;
    expect(theirView.map((m: { content: string }) => m.content)).toEqual(['hello back']);
    expect(await em().count(Notification, { user: other.user.id, type: 'pleroma:chat_mention' })).toBe(0);

    const ourCopy = (await api(t, me.token).get(`/api/v1/pleroma/chats/${chatId}/messages`)).body[0];
    expect((await api(t, me.token).delete(`/api/v1/pleroma/chats/${chatId}/messages/${ourCopy.id}`)).status).toBe(200);
    expect((await api(t, me.token).get(`/api/v1/pleroma/chats/${chatId}/messages`)).body).toEqual([]);
    expect(ids((await api(t, other.token).get(`/api/v1/pleroma/chats/${theirChat}/messages`)).body)).toEqual([
      theirs.id,
    ]);

    expect((await api(t, other.token).delete(`/api/v1/pleroma/chats/${chatId}/messages/${ourCopy.id}`)).status).toBe(
      404,
    );
    expect((await api(t, me.token).delete(`/api/v1/pleroma/chats/${chatId}/messages/${theirs.id}`)).status).toBe(404);
  });
});
