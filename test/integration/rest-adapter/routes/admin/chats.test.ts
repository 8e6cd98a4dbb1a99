import { beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationLogEntry, type User } from '../../../../../src/entities/index.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { api } from '../../../../support/rest.js';
import { openStream, useListeningApp, useSockets } from '../../../../support/streaming.js';

let admin: { user: User; token: string };
let alice: { user: User; token: string };
let bob: { user: User; token: string };
let aliceChatId: string;
let bobChatId: string;
const messages: Array<{ id: string; content: string }> = [];
const keep = useSockets();
const t = useListeningApp();

beforeAll(async () => {
  admin = await makeAdmin(t);
  for (const [name, set] of [
    [
      'chat_alice',
      (u: { user: User; token: string }) => {
        alice = u;
      },
    ],
    [
      'chat_bob',
      (u: { user: User; token: string }) => {
        bob = u;
      },
    ],
  ] as const) {
    const user = await makeUser(t, { nickname: name });
    set({ user, token: await tokenFor(t, user) });
  }
  aliceChatId = (await api(t, alice.token).post(`/api/v1/pleroma/chats/by-account-id/${bob.user.id}`)).body.id;
  bobChatId = (await api(t, bob.token).post(`/api/v1/pleroma/chats/by-account-id/${alice.user.id}`)).body.id;
  messages.push(
    (await api(t, alice.token).post(`/api/v1/pleroma/chats/${aliceChatId}/messages`).send({ content: 'hello bob' }))
      .body,
  );
  messages.push(
    (await api(t, bob.token).post(`/api/v1/pleroma/chats/${bobChatId}/messages`).send({ content: 'hi alice' })).body,
  );
});

const ADMIN = '/api/pleroma/admin';

describe('GET /api/pleroma/admin/users/:nickname/chats', () => {
  it("lists the user's chats with sender and receiver, no account field", async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/users/chat_alice/chats`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: aliceChatId,
      sender: { id: String(alice.user.id), username: 'chat_alice' },
      receiver: { id: String(bob.user.id), username: 'chat_bob' },
      unread: expect.any(Number),
    });
    expect(res.body[0]).not.toHaveProperty('account');
    expect(res.body[0].last_message).toMatchObject({ content: 'hi alice' });
    expect((await api(t, admin.token).get(`${ADMIN}/users/nobody_at_all/chats`)).status).toBe(404);
  });
});

describe('GET /api/pleroma/admin/chats/:chat_id', () => {
  it('shows any chat; 404 for an unknown one', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/chats/${bobChatId}`);
    expect(res.body).toMatchObject({
      id: bobChatId,
      sender: { username: 'chat_bob' },
      receiver: { username: 'chat_alice' },
    });
    expect((await api(t, admin.token).get(`${ADMIN}/chats/999999`)).status).toBe(404);
  });
});

describe('GET /api/pleroma/admin/chats/:chat_id/messages', () => {
  it("lists both parties' messages, newest first, with max_id and min_id", async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/chats/${aliceChatId}/messages`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { content: string; account_id: string }) => [m.content, m.account_id])).toEqual([
      ['hi alice', String(bob.user.id)],
      ['hello bob', String(alice.user.id)],
    ]);
    const older = await api(t, admin.token)
      .get(`${ADMIN}/chats/${aliceChatId}/messages`)
      .query({ max_id: res.body[0].id });
    expect(older.body.map((m: { content: string }) => m.content)).toEqual(['hello bob']);
    const newer = await api(t, admin.token)
      .get(`${ADMIN}/chats/${aliceChatId}/messages`)
      .query({ min_id: res.body[1].id });
    expect(newer.body.map((m: { content: string }) => m.content)).toEqual(['hi alice']);
  });
});

describe('DELETE /api/pleroma/admin/chats/:chat_id/messages/:message_id', () => {
  it('deletes for both parties, tells both streams, logs it, and replies the message', async () => {
    const streams = await Promise.all(
      [alice, bob].map(async (u) => keep(await openStream(t, { stream: 'user:pleroma_chat', access_token: u.token }))),
    );
    const listed = (await api(t, admin.token).get(`${ADMIN}/chats/${aliceChatId}/messages`)).body;
    const target = listed.find((m: { content: string }) => m.content === 'hello bob');
    const res = await api(t, admin.token).delete(`${ADMIN}/chats/${aliceChatId}/messages/${target.id}`);
    expect({ status: res.status, logs: res.status === 500 ? t.logLines.slice(-3) : [] }).toEqual({
      status: 200,
      logs: [],
    });
    expect(res.body).toMatchObject({
      id: target.id,
      content: 'hello bob',
      chat_id: aliceChatId,
      account_id: String(alice.user.id),
    });
    for (const [u, chatId] of [
      [alice, aliceChatId],
      [bob, bobChatId],
    ] as const) {
      const seen = (await api(t, u.token).get(`/api/v1/pleroma/chats/${chatId}/messages`)).body.map(
        (m: { content: string }) => m.content,
      );
      expect(seen).toEqual(['hi alice']);
    }
    for (const [i, chatId] of [
      [0, aliceChatId],
      [1, bobChatId],
    ] as const) {
      const update = await streams[i].next((m) => m.event === 'pleroma:chat_update');
      expect(JSON.parse(update.payload!)).toMatchObject({ id: chatId, last_message: { content: 'hi alice' } });
    }
    const log = (await t.orm.em.fork().find(ModerationLogEntry, { action: 'chat_message_delete' }))[0];
    expect(log.message).toBe(`@${admin.user.nickname} deleted chat message #${target.id}`);
    expect((await api(t, admin.token).delete(`${ADMIN}/chats/${aliceChatId}/messages/${target.id}`)).status).toBe(404);
  });
});
