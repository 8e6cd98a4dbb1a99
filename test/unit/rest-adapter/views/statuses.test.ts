import { describe, expect, it } from '@jest/globals';
import { accountView } from '../../../../rest-adapter/views/account.view.js';
import { conversationView } from '../../../../rest-adapter/views/conversation.view.js';
import { mediaView } from '../../../../rest-adapter/views/media.view.js';
import { notificationView } from '../../../../rest-adapter/views/notification.view.js';
import { statusView } from '../../../../rest-adapter/views/status.view.js';
import { accountFixture, type Fixture } from '../../../support/fixtures.js';

const account = (id: number, nickname: string): Fixture =>
  accountFixture(
    nickname,
    {
      id: String(id),
      lastStatusAt: undefined,
      showRole: undefined,
      skipThreadContainment: undefined,
      relationship: undefined,
      defaultScope: 'PUBLIC',
      counts: { statuses: 1, followers: 0, following: 0 },
    },
    'http://x.test',
  );

const media: Fixture = {
  id: '3',
  type: 'IMAGE',
  url: 'http://x.test/media/a.png',
  previewUrl: 'http://x.test/media/a.png',
  description: 'alt',
  meta: { focus: { x: 0, y: 0.5 } },
  mimeType: 'image/png',
};

const status: Fixture = {
  id: '10',
  uri: 'http://x.test/objects/10',
  url: 'http://x.test/notice/10',
  text: 'hi @bob <b>',
  content: 'hi <span>@bob</span> &lt;b&gt;',
  spoilerText: 'cw <i>',
  visibility: 'DIRECT',
  sensitive: true,
  language: 'en',
  local: true,
  createdAt: '2026-05-06T07:08:09.000Z',
  editedAt: null,
  inReplyToId: '9',
  inReplyToAccountId: '2',
  inReplyToAccount: { acct: 'bob' },
  parentVisible: true,
  conversationId: 4,
  directConversationId: 6,
  account: account(1, 'alice'),
  mentions: [{ id: '2', username: 'bob', acct: 'bob', url: 'http://x.test/users/bob' }],
  tags: [{ name: 'tag', url: 'http://x.test/tag/tag' }],
  mediaAttachments: [media],
  application: { name: 'app', website: null },
  favouritesCount: 2,
  reblogsCount: 0,
  repliesCount: 1,
  favourited: true,
  reblogged: false,
  muted: false,
  threadMuted: false,
  reblog: null,
  bookmarked: false,
  pinned: false,
  pinnedAt: null,
  poll: null,
  emojis: [],
  emojiReactions: [{ name: '👍', count: 2, me: true }],
};

const EXPECTED_STATUS = {
  id: '10',
  uri: 'http://x.test/objects/10',
  url: 'http://x.test/notice/10',
  account: accountView(account(1, 'alice')),
  in_reply_to_id: '9',
  in_reply_to_account_id: '2',
  reblog: null,
  content: 'hi <span>@bob</span> &lt;b&gt;',
  created_at: '2026-05-06T07:08:09.000Z',
  edited_at: null,
  emojis: [],
  replies_count: 1,
  reblogs_count: 0,
  favourites_count: 2,
  reblogged: false,
  favourited: true,
  muted: false,
  bookmarked: false,
  pinned: false,
  sensitive: true,
  spoiler_text: 'cw &lt;i&gt;',
  visibility: 'direct',
  media_attachments: [mediaView(media)],
  mentions: [{ id: '2', username: 'bob', acct: 'bob', url: 'http://x.test/users/bob' }],
  tags: [{ name: 'tag', url: 'http://x.test/tag/tag' }],
  card: null,
  poll: null,
  application: { name: 'app', website: null },
  language: 'en',
  pleroma: {
    content: { 'text/plain': 'hi @bob <b>' },
    conversation_id: 4,
    direct_conversation_id: 6,
    in_reply_to_account_acct: 'bob',
    local: true,
    spoiler_text: { 'text/plain': 'cw <i>' },
    expires_at: null,
    thread_muted: false,
    emoji_reactions: [{ name: '👍', count: 2, me: true }],
    parent_visible: true,
    pinned_at: null,
  },
};

describe('mediaView', () => {
  it('renders the Mastodon attachment with pleroma.mime_type', () => {
    expect(mediaView(media)).toEqual({
      id: '3',
      type: 'image',
      url: 'http://x.test/media/a.png',
      preview_url: 'http://x.test/media/a.png',
      remote_url: null,
      text_url: 'http://x.test/media/a.png',
      meta: { focus: { x: 0, y: 0.5 } },
      description: 'alt',
      blurhash: null,
      pleroma: { mime_type: 'image/png' },
    });
  });
});

describe('statusView', () => {
  it('renders every Mastodon and Pleroma field, ids as strings, reblog always present, spoiler escaped', () => {
    expect(statusView(status)).toEqual(EXPECTED_STATUS);
  });

  it('adds the source text only when asked (delete)', () => {
    expect(statusView(status, { withText: true })).toEqual({ ...EXPECTED_STATUS, text: 'hi @bob <b>' });
  });

  it("renders a reblog with the original nested and its content, media, tags and the viewer's flags", () => {
    const wrapper = {
      ...status,
      id: '11',
      uri: 'http://x.test/activities/11',
      url: 'http://x.test/notice/11',
      text: '',
      content: '',
      spoilerText: '',
      visibility: 'public',
      sensitive: false,
      inReplyToId: null,
      inReplyToAccountId: null,
      inReplyToAccount: null,
      parentVisible: false,
      directConversationId: null,
      account: account(5, 'carol'),
      mentions: [],
      tags: [],
      mediaAttachments: [],
      favouritesCount: 0,
      repliesCount: 0,
      favourited: false,
      reblogged: false,
      reblog: { ...status, reblogged: true },
      emojiReactions: [],
    };
    const view = statusView(wrapper);
    expect(view.reblog).toEqual({ ...EXPECTED_STATUS, reblogged: true });
    expect(view).toMatchObject({
      id: '11',
      account: accountView(account(5, 'carol')),
      content: EXPECTED_STATUS.content,
      media_attachments: EXPECTED_STATUS.media_attachments,
      tags: EXPECTED_STATUS.tags,
      favourited: true,
      reblogged: true,
      visibility: 'public',
      in_reply_to_id: null,
      pleroma: {
        content: { 'text/plain': 'hi @bob <b>' },
        conversation_id: 4,
        direct_conversation_id: null,
        parent_visible: false,
        emoji_reactions: [{ name: '👍', count: 2, me: true }],
      },
    });
  });
});

describe('notificationView', () => {
  it('renders the Notification entity with pleroma.is_seen and is_muted; status only when there is one', () => {
    const n: Fixture = {
      id: '8',
      type: 'MENTION',
      createdAt: '2026-05-06T07:08:09.000Z',
      emoji: null,
      isSeen: false,
      isMuted: true,
      account: account(1, 'alice'),
      status,
    };
    expect(notificationView(n)).toEqual({
      id: '8',
      type: 'mention',
      created_at: '2026-05-06T07:08:09.000Z',
      account: accountView(account(1, 'alice')),
      status: EXPECTED_STATUS,
      pleroma: { is_seen: false, is_muted: true },
    });
    const follow = notificationView({ ...n, type: 'FOLLOW', status: null });
    expect(Object.keys(follow)).toEqual(['id', 'type', 'created_at', 'account', 'pleroma']);
    expect(notificationView({ ...n, type: 'PLEROMA_EMOJI_REACTION', emoji: '👍' })).toMatchObject({
      type: 'pleroma:emoji_reaction',
      emoji: '👍',
    });
    const chatMessage = {
      id: '3',
      chatId: '2',
      accountId: '1',
      content: 'hi',
      createdAt: '2026-05-06T07:08:09.000Z',
      unread: true,
      idempotencyKey: null,
      attachment: null,
    };
    const chat = notificationView({ ...n, type: 'PLEROMA_CHAT_MENTION', status: null, chatMessage });
    expect(Object.keys(chat)).toEqual(['id', 'type', 'created_at', 'account', 'chat_message', 'pleroma']);
    expect(chat.chat_message).toMatchObject({ id: '3', chat_id: '2', account_id: '1', content: 'hi', unread: true });
  });
});

describe('conversationView', () => {
  it('renders the Conversation entity with pleroma.recipients', () => {
    const c: Fixture = {
      id: '6',
      unread: true,
      accounts: [account(2, 'bob')],
      recipients: [account(1, 'alice'), account(2, 'bob')],
      lastStatus: status,
    };
    expect(conversationView(c)).toEqual({
      id: '6',
      unread: true,
      accounts: [accountView(account(2, 'bob'))],
      last_status: EXPECTED_STATUS,
      pleroma: { recipients: [accountView(account(1, 'alice')), accountView(account(2, 'bob'))] },
    });
    expect(conversationView({ ...c, lastStatus: null }).last_status).toBeNull();
  });
});
