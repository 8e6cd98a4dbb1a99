import { describe, expect, it } from '@jest/globals';
import { chatMessageView } from '../../../../rest-adapter/views/chat.view.js';
import { reactionView } from '../../../../rest-adapter/views/reaction.view.js';
import { groupReactions, qualifyEmoji } from '../../../../src/statuses/reactions.service.js';
import type { Fixture } from '../../../support/fixtures.js';

const media: Fixture = {
  id: 3,
  type: 'IMAGE',
  url: 'http://x.test/media/a.png',
  previewUrl: 'http://x.test/media/a.png',
  description: null,
  meta: {},
  mimeType: 'image/png',
};
const message: Fixture = {
  id: 7,
  chatId: 2,
  accountId: 4,
  content: 'hi',
  createdAt: '2026-01-02T03:04:05.000Z',
  unread: true,
  idempotencyKey: null,
  attachment: media,
};

describe('chatMessageView', () => {
  it("renders Pleroma's ChatMessage, ids as strings, the key only when there is one", () => {
    expect(chatMessageView(message)).toEqual({
      id: '7',
      chat_id: '2',
      account_id: '4',
      content: 'hi',
      created_at: '2026-01-02T03:04:05.000Z',
      emojis: [],
      card: null,
      unread: true,
      attachment: expect.objectContaining({ id: '3', type: 'image', pleroma: { mime_type: 'image/png' } }),
    });
    expect(chatMessageView({ ...message, attachment: null, idempotencyKey: 'k' })).toMatchObject({
      attachment: null,
      idempotency_key: 'k',
    });
  });
});

describe('reactions', () => {
  it('qualifies and checks single emoji', () => {
    expect(qualifyEmoji('👍')).toBe('👍');
    expect(qualifyEmoji('❤')).toBe('❤️');
    expect(qualifyEmoji('👨‍👩‍👧')).toBe('👨‍👩‍👧');
    for (const bad of ['', 'a', '👍👍', ':x:', '#', ' 👍']) expect(qualifyEmoji(bad)).toBeNull();
  });

  it('groups rows by emoji in order of first use, marking the viewer', () => {
    const rows = [
      { emoji: '🍏', userId: 1 },
      { emoji: '🍐', userId: 2 },
      { emoji: '🍏', userId: 2 },
    ];
    expect(groupReactions(rows, 2)).toEqual([
      { name: '🍏', userIds: [1, 2], me: true },
      { name: '🍐', userIds: [2], me: true },
    ]);
    expect(groupReactions(rows, null).map((g) => g.me)).toEqual([false, false]);
  });

  it('renders entries with their accounts', () => {
    expect(reactionView({ name: '🍏', count: 0, me: false, accounts: [] })).toEqual({
      name: '🍏',
      count: 0,
      me: false,
      accounts: [],
    });
  });
});
