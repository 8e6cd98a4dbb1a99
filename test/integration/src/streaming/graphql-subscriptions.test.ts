import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { User } from '../../../../src/entities/index.js';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useListeningApp } from '../../../support/streaming.js';

const clients: Client[] = [];
afterAll(async () => {
  for (const c of clients) await c.dispose();
});
const t = useListeningApp();

/** A graphql-ws client; `token` goes in the connection init payload as `authorization`. */
function client(token?: string, onClose?: (code: number, reason: string) => void): Client {
  const c = createClient({
    url: `${t.wsBase}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // the closed handler and the subscriptions see it
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    on: { closed: (event) => onClose?.((event as { code: number }).code, (event as { reason: string }).reason) },
  });
  clients.push(c);
  return c;
}

interface Subscription {
  results: Array<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  next(ms?: number): Promise<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  /** Resolves once the server has taken the subscription (the hub has its receiver). */
  ready: Promise<void>;
  stop(): void;
}

function subscribe(c: Client, query: string, variables: Record<string, unknown> = {}): Subscription {
  const results: Subscription['results'] = [];
  let wake: (() => void) | null = null;
  const receiversBefore = t.streaming.hub.receivers.size;
  const stop = c.subscribe(
    { query, variables },
    {
      next: (r) => {
        results.push(r as never);
        wake?.();
      },
      error: (e) => {
        results.push({
          errors: Array.isArray(e)
            ? e
            : [{ message: String((e as Error)?.message ?? (e as { reason?: string })?.reason ?? e) }],
        });
        wake?.();
      },
      complete: () => {},
    },
  );
  let seen = 0;
  return {
    results,
    stop,
    ready: (async () => {
      const deadline = Date.now() + 5000;
      while (t.streaming.hub.receivers.size <= receiversBefore && !results.length && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    })(),
    async next(ms = 5000) {
      const deadline = Date.now() + ms;
      while (results.length <= seen) {
        if (Date.now() > deadline) throw new Error(`no result within ${ms} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return results[seen++];
    },
  };
}

interface Member {
  user: User;
  token: string;
}
async function member(nickname: string, extra: Partial<User> = {}): Promise<Member> {
  const user = await makeUser(t, { nickname, ...extra });
  return { user, token: await tokenFor(t, user) };
}
const post = async (author: Member, status: string, visibility = 'public') => {
  const res = await api(t, author.token).post('/api/v1/statuses').send({ status, visibility });
  expect(res.status).toBe(200);
  return res.body as { id: string };
};

let alice: Member, bob: Member, carol: Member;
beforeAll(async () => {
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((n) => member(n)));
  await follow(t, bob.user, alice.user, { state: 'accepted' });
});

describe('GraphQL subscriptions (graphql-ws on /graphql)', () => {
  it('notificationAdded: a mentioned user receives the notification, with fields chosen by the query', async () => {
    const sub = subscribe(
      client(carol.token),
      'subscription { notificationAdded { id type isSeen account { nickname } status { id content } } }',
    );
    await sub.ready;
    const status = await post(alice, 'hello @carol');
    const result = await sub.next();
    expect(result.errors).toBeUndefined();
    expect(result.data.notificationAdded).toEqual({
      id: expect.any(String),
      type: 'MENTION',
      isSeen: false,
      account: { nickname: 'alice' },
      status: { id: status.id, content: expect.stringContaining('hello') },
    });
    sub.stop();
  });

  it('notificationAdded needs an authenticated user with read:notifications', async () => {
    const anonymous = subscribe(client(), 'subscription { notificationAdded { id } }');
    expect((await anonymous.next()).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const narrow = subscribe(
      client(await tokenFor(t, carol.user, ['read:statuses'])),
      'subscription { notificationAdded { id } }',
    );
    expect((await narrow.next()).errors?.[0]).toMatchObject({
      message: 'Insufficient permissions: read:notifications.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('a bad token in the init payload closes the connection with 4403', async () => {
    let closed: number | null = null;
    const sub = subscribe(
      client('not-a-token', (code) => {
        closed = code;
      }),
      'subscription { notificationAdded { id } }',
    );
    await sub.next().catch(() => null);
    expect(closed).toBe(4403);
  });

  it('statusAdded(timeline: HOME) follows the home timeline; a direct status reaches its recipient only', async () => {
    const follower = subscribe(
      client(bob.token),
      'subscription { statusAdded(timeline: HOME) { id visibility favourited account { nickname } } }',
    );
    const recipient = subscribe(client(carol.token), 'subscription { statusAdded(timeline: HOME) { id visibility } }');
    await Promise.all([follower.ready, recipient.ready]);
    const direct = await post(alice, '@carol only you', 'direct');
    const marker = await post(alice, 'everyone');
    expect((await recipient.next()).data.statusAdded).toEqual({ id: direct.id, visibility: 'DIRECT' });
    expect((await follower.next()).data.statusAdded).toEqual({
      id: marker.id,
      visibility: 'PUBLIC',
      favourited: false,
      account: { nickname: 'alice' },
    });
    expect(follower.results).toHaveLength(1);
    follower.stop();
    recipient.stop();
  });

  it('statusAdded(timeline: PUBLIC) leaves out accounts the viewer blocks; TAG needs a tag', async () => {
    const [blocker, blocked, other] = await Promise.all([member('blocker'), member('blocked'), member('other')]);
    expect((await api(t, blocker.token).post(`/api/v1/accounts/${blocked.user.id}/block`)).status).toBe(200);
    const sub = subscribe(client(blocker.token), 'subscription { statusAdded(timeline: PUBLIC) { id } }');
    await sub.ready;
    await post(blocked, 'you will not see this');
    const marker = await post(other, 'but this');
    expect((await sub.next()).data.statusAdded).toEqual({ id: marker.id });
    expect(sub.results).toHaveLength(1);

    const noTag = subscribe(client(), 'subscription { statusAdded(timeline: TAG) { id } }');
    expect((await noTag.next()).errors?.[0]).toMatchObject({
      message: 'tag: is required for the tag timeline',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('conversationUpdated: the recipient of a direct status gets the conversation', async () => {
    const sub = subscribe(
      client(carol.token),
      'subscription { conversationUpdated { id unread accounts { nickname } lastStatus { id } } }',
    );
    await sub.ready;
    const direct = await post(alice, '@carol psst', 'direct');
    expect((await sub.next()).data.conversationUpdated).toEqual({
      id: expect.any(String),
      unread: true,
      accounts: [{ nickname: 'alice' }],
      lastStatus: { id: direct.id },
    });
  });

  it('chatMessageAdded: both sides of a chat get their own copy of a new message, nobody else anything', async () => {
    const sender = subscribe(
      client(alice.token),
      'subscription { chatMessageAdded { id chatId accountId content unread } }',
    );
    const recipient = subscribe(
      client(carol.token),
      'subscription { chatMessageAdded { id chatId accountId content unread } }',
    );
    const outsider = subscribe(client(bob.token), 'subscription { chatMessageAdded { id } }');
    await Promise.all([sender.ready, recipient.ready, outsider.ready]);
    const chat = await api(t, alice.token).post(`/api/v1/pleroma/chats/by-account-id/${carol.user.id}`);
    const sent = await api(t, alice.token)
      .post(`/api/v1/pleroma/chats/${chat.body.id}/messages`)
      .send({ content: 'hi carol' });
    expect(sent.status).toBe(200);
    const theirs = (await api(t, carol.token).get('/api/v1/pleroma/chats')).body[0].last_message;
    expect((await sender.next()).data.chatMessageAdded).toEqual({
      id: sent.body.id,
      chatId: chat.body.id,
      accountId: String(alice.user.id),
      content: 'hi carol',
      unread: false,
    });
    expect((await recipient.next()).data.chatMessageAdded).toEqual({
      id: theirs.id,
      chatId: theirs.chat_id,
      accountId: String(alice.user.id),
      content: 'hi carol',
      unread: true,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(outsider.results).toHaveLength(0);
  });

  it('reportOpened: admins get each report filed; others are refused', async () => {
    const admin = await member('admin', { isAdmin: true });
    const adminToken = await tokenFor(t, admin.user, ['read', 'admin:read']);
    const sub = subscribe(
      client(adminToken),
      'subscription { adminReportOpened { id state content account { nickname } actor { nickname } } }',
    );
    const denied = subscribe(client(bob.token), 'subscription { adminReportOpened { id } }');
    expect((await denied.next()).errors?.[0]).toMatchObject({
      message: 'User is not an admin.',
      extensions: { code: 'FORBIDDEN' },
    });
    await sub.ready;
    const filed = await api(t, bob.token)
      .post('/api/v1/reports')
      .send({ account_id: String(alice.user.id), comment: 'spam' });
    expect(filed.status).toBe(200);
    expect((await sub.next()).data.adminReportOpened).toEqual({
      id: filed.body.id,
      state: 'OPEN',
      content: 'spam',
      account: { nickname: 'alice' },
      actor: { nickname: 'bob' },
    });
  });

  it("closes the connection when the user's credentials change (password changed)", async () => {
    const dave = await member('dave');
    let closed: { code: number; reason: string } | null = null;
    const sub = subscribe(
      client(dave.token, (code, reason) => {
        closed = { code, reason };
      }),
      'subscription { notificationAdded { id } }',
    );
    await sub.ready;
    const { setPassword } = await import('../../../../src/accounts/account.service.js');
    const em = t.orm.em.fork();
    await setPassword(em, (await em.findOneOrFail('User', dave.user.id)) as User, 'a brand new password');
    const deadline = Date.now() + 5000;
    while (!closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(closed).toEqual({ code: 1008, reason: 'The access token is no longer valid' });
  });
});
