import { describe, expect, it } from '@jest/globals';
import { ChatMessage } from '../../../src/entities/index.js';
import { makeMedia } from '../../support/factories/media.factory.js';
import { makeStatus } from '../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';
import { countStatements } from '../../support/sql-count.js';
import { expectFlat } from '../../support/statements.js';

const t = useTestApp();

const users = (n: number) => makeUsersWithTokens(t, n);

const CHAT = 'id unread updatedAt account { nickname } lastMessage { id content unread account { nickname } }';

describe('chats', () => {
  it('creates a chat, posts, lists, reads and deletes messages', async () => {
    const [me, other] = await users(2);
    const created = await gql(
      t,
      `mutation($id: ID!) { createChat(accountId: $id) { ${CHAT} } }`,
      { id: String(other.user.id) },
      me.token,
    );
    expect(created.body.errors).toBeUndefined();
    const chat = created.body.data.createChat;
    expect(chat).toMatchObject({ unread: 0, account: { nickname: other.user.nickname }, lastMessage: null });

    const media = await makeMedia(t, me.user);
    const posted = await gql(
      t,
      `mutation($chat: ID!, $media: ID) {
      postChatMessage(chatId: $chat, content: "hi <b>there</b>", mediaId: $media, idempotencyKey: "k1") {
        id chatId accountId content unread idempotencyKey attachment { id type }
      }
    }`,
      { chat: chat.id, media: String(media.id) },
      me.token,
    );
    expect(posted.body.data.postChatMessage).toEqual({
      id: expect.any(String),
      chatId: chat.id,
      accountId: String(me.user.id),
      content: 'hi &lt;b&gt;there&lt;/b&gt;',
      unread: false,
      idempotencyKey: 'k1',
      attachment: { id: String(media.id), type: 'IMAGE' },
    });

    const theirs = await gql(t, `{ chats { nodes { ${CHAT} } pageInfo { startCursor endCursor } } }`, {}, other.token);
    const theirChat = theirs.body.data.chats.nodes[0];
    expect(theirChat).toMatchObject({
      unread: 1,
      account: { nickname: me.user.nickname },
      lastMessage: { unread: true, account: { nickname: me.user.nickname } },
    });
    const messages = await gql(
      t,
      'query($id: ID!) { chatMessages(chatId: $id) { nodes { id content idempotencyKey } } }',
      { id: theirChat.id },
      other.token,
    );
    expect(messages.body.data.chatMessages.nodes).toEqual([
      { id: theirChat.lastMessage.id, content: 'hi &lt;b&gt;there&lt;/b&gt;', idempotencyKey: null },
    ]);
    const notification = await gql(
      t,
      '{ notifications { nodes { type chatMessage { id content } } } }',
      {},
      other.token,
    );
    expect(notification.body.data.notifications.nodes).toEqual([
      {
        type: 'PLEROMA_CHAT_MENTION',
        chatMessage: { id: theirChat.lastMessage.id, content: 'hi &lt;b&gt;there&lt;/b&gt;' },
      },
    ]);

    const read = await gql(
      t,
      'mutation($id: ID!, $last: ID!) { markChatRead(chatId: $id, lastReadId: $last) { unread } }',
      { id: theirChat.id, last: theirChat.lastMessage.id },
      other.token,
    );
    expect(read.body.data.markChatRead).toEqual({ unread: 0 });

    const deleted = await gql(
      t,
      'mutation($id: ID!, $m: ID!) { deleteChatMessage(chatId: $id, messageId: $m) { id content attachment { id } } }',
      { id: chat.id, m: posted.body.data.postChatMessage.id },
      me.token,
    );
    expect(deleted.body.data.deleteChatMessage).toEqual({
      id: posted.body.data.postChatMessage.id,
      content: 'hi &lt;b&gt;there&lt;/b&gt;',
      attachment: { id: String(media.id) },
    });
    expect(
      (await gql(t, 'query($id: ID!) { chat(id: $id) { lastMessage { id } } }', { id: theirChat.id }, other.token)).body
        .data.chat.lastMessage,
    ).toBeNull();
  });

  it("denies another user's chat, missing scopes and anonymous callers", async () => {
    const [me, other, stranger] = await users(3);
    const chat = (
      await gql(t, 'mutation($id: ID!) { createChat(accountId: $id) { id } }', { id: String(other.user.id) }, me.token)
    ).body.data.createChat;
    const notMine = await gql(t, 'query($id: ID!) { chat(id: $id) { id } }', { id: chat.id }, stranger.token);
    expect(notMine.body.errors![0].extensions.code).toBe('NOT_FOUND');
    const readOnly = await tokenFor(t, me.user, ['read']);
    const denied = await gql(
      t,
      'mutation($id: ID!) { postChatMessage(chatId: $id, content: "x") { id } }',
      { id: chat.id },
      readOnly,
    );
    expect(denied.body.errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, '{ chats { nodes { id } } }')).body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it("chatOfMessage finds the viewer's own chat holding a message, and nobody else's", async () => {
    const [me, other, stranger] = await users(3);
    const chat = (
      await gql(t, 'mutation($id: ID!) { createChat(accountId: $id) { id } }', { id: String(other.user.id) }, me.token)
    ).body.data.createChat;
    await gql(
      t,
      'mutation($id: ID!) { postChatMessage(chatId: $id, content: "hello") { id } }',
      { id: chat.id },
      me.token,
    );
    const em = t.orm.em.fork();
    const [message] = await em.find(ChatMessage, { sender: me.user.id });
    const query = 'query($id: ID!) { chatOfMessage(messageId: $id) { id account { nickname } } }';
    expect((await gql(t, query, { id: String(message.id) }, me.token)).body.data.chatOfMessage).toEqual({
      id: chat.id,
      account: { nickname: other.user.nickname },
    });
    const theirs = (await gql(t, query, { id: String(message.id) }, other.token)).body.data.chatOfMessage;
    expect(theirs.account).toEqual({ nickname: me.user.nickname });
    expect(theirs.id).not.toBe(chat.id);
    expect((await gql(t, query, { id: String(message.id) }, stranger.token)).body.errors![0].extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(t, query, { id: 'nonsense' }, me.token)).body.errors![0].extensions.code).toBe('NOT_FOUND');
    expect(
      (await gql(t, query, { id: String(message.id) }, await tokenFor(t, me.user, ['write']))).body.errors![0]
        .extensions.code,
    ).toBe('FORBIDDEN');
    expect((await gql(t, query, { id: String(message.id) })).body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('costs the same number of statements for a page of 5 chats and of 20', async () => {
    const [me, ...others] = await users(21);
    for (const other of others) {
      const { id } = (
        await gql(
          t,
          'mutation($id: ID!) { createChat(accountId: $id) { id } }',
          { id: String(other.user.id) },
          me.token,
        )
      ).body.data.createChat;
      await gql(t, 'mutation($id: ID!) { postChatMessage(chatId: $id, content: "hello") { id } }', { id }, me.token);
      const theirs = (
        await gql(
          t,
          'mutation($id: ID!) { createChat(accountId: $id) { id } }',
          { id: String(me.user.id) },
          other.token,
        )
      ).body.data.createChat;
      await gql(
        t,
        'mutation($id: ID!) { postChatMessage(chatId: $id, content: "back") { id } }',
        { id: theirs.id },
        other.token,
      );
    }
    const query = `query($first: Int) { chats(first: $first) { nodes { ${CHAT} lastMessage { attachment { id } chatId accountId createdAt } } } }`;
    let small: any, large: any;
    const five = await countStatements(t.orm, async () => {
      small = await gql(t, query, { first: 5 }, me.token);
    });
    const twenty = await countStatements(t.orm, async () => {
      large = await gql(t, query, { first: 20 }, me.token);
    });
    expect(small.body.data.chats.nodes).toHaveLength(5);
    expect(large.body.data.chats.nodes).toHaveLength(20);
    expect(large.body.data.chats.nodes[0]).toMatchObject({ unread: 1, lastMessage: { content: 'back' } });
    expectFlat([five, twenty]);
  });
});

describe('emoji reactions', () => {
  it('reacts and unreacts, with emojiReactions and reactions on the status', async () => {
    const [author, me] = await users(2);
    const status = await makeStatus(t, author.user);
    const reacted = await gql(
      t,
      'mutation($id: ID!) { reactToStatus(id: $id, emoji: "👍") { id emojiReactions { name count me } } }',
      { id: String(status.id) },
      me.token,
    );
    expect(reacted.body.data.reactToStatus).toEqual({
      id: String(status.id),
      emojiReactions: [{ name: '👍', count: 1, me: true }],
    });
    const bad = await gql(
      t,
      'mutation($id: ID!) { reactToStatus(id: $id, emoji: "nope") { id } }',
      { id: String(status.id) },
      me.token,
    );
    expect(bad.body.errors![0]).toMatchObject({
      message: 'Could not add reaction emoji',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const listed = await gql(
      t,
      'query($id: ID!) { status(id: $id) { reactions { name count me accounts { nickname } } } }',
      { id: String(status.id) },
    );
    expect(listed.body.data.status.reactions).toEqual([
      { name: '👍', count: 1, me: false, accounts: [{ nickname: me.user.nickname }] },
    ]);
    const undone = await gql(
      t,
      'mutation($id: ID!) { unreactToStatus(id: $id, emoji: "👍") { emojiReactions { name } } }',
      { id: String(status.id) },
      me.token,
    );
    expect(undone.body.data.unreactToStatus).toEqual({ emojiReactions: [] });
    const anonymous = await gql(t, 'mutation($id: ID!) { reactToStatus(id: $id, emoji: "👍") { id } }', {
      id: String(status.id),
    });
    expect(anonymous.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('costs the same number of statements for a timeline page of 5 statuses with reactions and of 20', async () => {
    const [me, ...reactors] = await users(4);
    for (let i = 0; i < 20; i++) {
      const s = await makeStatus(t, me.user, `status ${i}`);
      for (const [k, r] of reactors.entries()) {
        await gql(
          t,
          'mutation($id: ID!, $e: String!) { reactToStatus(id: $id, emoji: $e) { id } }',
          { id: String(s.id), e: ['🍏', '🍐', '🍊'][(i + k) % 3] },
          r.token,
        );
      }
    }
    const query = `query($id: ID!, $first: Int) { accountStatuses(accountId: $id, first: $first) { nodes {
      id emojiReactions { name count me } reactions { name count accounts { nickname counts { statuses } } }
    } } }`;
    let small: any, large: any;
    const five = await countStatements(t.orm, async () => {
      small = await gql(t, query, { id: String(me.user.id), first: 5 }, me.token);
    });
    const twenty = await countStatements(t.orm, async () => {
      large = await gql(t, query, { id: String(me.user.id), first: 20 }, me.token);
    });
    expect(small.body.errors).toBeUndefined();
    expect(large.body.data.accountStatuses.nodes).toHaveLength(20);
    expect(
      large.body.data.accountStatuses.nodes[0].reactions
        .map((r: { count: number }) => r.count)
        .reduce((a: number, b: number) => a + b, 0),
    ).toBe(3);
    expectFlat([five, twenty]);
  });
});
