import { describe, expect, it } from '@jest/globals';
import { accountView, credentialsView } from '../../../../rest-adapter/views/account.view.js';
import { customEmojiView, emojiMapView } from '../../../../rest-adapter/views/emoji.view.js';
import { relationshipView } from '../../../../rest-adapter/views/relationship.view.js';
import { accountFixture, type Fixture } from '../../../support/fixtures.js';

const account: Fixture = accountFixture('bob', {
  id: 4,
  username: undefined,
  apId: undefined,
  displayName: 'Bob',
  lastStatusAt: '2026-04-05T23:59:59.000Z',
  isAdmin: true,
  skipThreadContainment: true,
  actorType: 'Service',
  counts: { statuses: 1, followers: 2, following: 3 },
  email: 'bob@example.test',
  approvalPending: false,
  defaultScope: 'PRIVATE',
  defaultSensitive: true,
  noRichText: true,
  allowFollowingMove: false,
  settingsStore: {},
  followRequestsCount: 0,
});

const relationship: Fixture = {
  id: 9,
  following: true,
  followedBy: false,
  blocking: false,
  blockedBy: true,
  muting: true,
  mutingNotifications: false,
  subscribing: true,
  requested: false,
  domainBlocking: false,
  showingReblogs: false,
  endorsed: false,
  note: 'n',
};

describe('relationshipView', () => {
  it('renders every relationship field, notifying as subscribing, the id as a string', () => {
    expect(relationshipView(relationship)).toEqual({
      id: '9',
      following: true,
      followed_by: false,
      blocking: false,
      blocked_by: true,
      muting: true,
      muting_notifications: false,
      subscribing: true,
      requested: false,
      domain_blocking: false,
      showing_reblogs: false,
      endorsed: false,
      notifying: true,
      note: 'n',
    });
  });
});

describe('accountView', () => {
  it('keeps the day of the last status, as Mastodon does', () => {
    expect(accountView(account).last_status_at).toBe('2026-04-05');
    expect(accountView({ ...account, lastStatusAt: null }).last_status_at).toBeNull();
  });

  it('embeds the relationship when the operation fetched it, else {}', () => {
    expect(accountView(account).pleroma.relationship).toEqual({});
    expect(accountView({ ...account, relationship }).pleroma.relationship).toEqual(relationshipView(relationship));
  });

  it('leaves the roles out for an account not showing them, except to itself', () => {
    const hidden = { ...account, showRole: false };
    expect(accountView(hidden).pleroma).not.toHaveProperty('is_admin');
    expect(accountView(hidden).pleroma).not.toHaveProperty('is_moderator');
    expect(credentialsView(hidden).pleroma).toMatchObject({ is_admin: true, is_moderator: false });
  });

  it('shows the Service actor type as a bot and the thread containment setting', () => {
    expect(credentialsView(account)).toMatchObject({
      bot: false,
      source: { privacy: 'private', sensitive: true, pleroma: { actor_type: 'Service', no_rich_text: true } },
    });
    expect(accountView(account).pleroma.skip_thread_containment).toBe(true);
  });
});

describe('custom emoji views', () => {
  const emoji: Fixture = [
    { shortcode: 'a', url: 'http://fedigraph.test/emoji/a.png', path: '/emoji/a.png', tags: ['Custom'], category: '' },
    {
      shortcode: 'b',
      url: 'http://fedigraph.test/emoji/p/b.gif',
      path: '/emoji/p/b.gif',
      tags: ['pack:p'],
      category: 'pack:p',
    },
  ];

  it('renders Mastodon custom emoji with static_url and the picker flag', () => {
    expect(customEmojiView(emoji[1])).toEqual({
      shortcode: 'b',
      url: 'http://fedigraph.test/emoji/p/b.gif',
      static_url: 'http://fedigraph.test/emoji/p/b.gif',
      visible_in_picker: true,
      tags: ['pack:p'],
      category: 'pack:p',
    });
  });

  it("renders Pleroma's emoji map keyed by shortcode", () => {
    expect(emojiMapView(emoji)).toEqual({
      a: { image_url: '/emoji/a.png', tags: ['Custom'] },
      b: { image_url: '/emoji/p/b.gif', tags: ['pack:p'] },
    });
  });
});
