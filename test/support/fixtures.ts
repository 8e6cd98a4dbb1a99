/**
 * The type of hand-written view inputs in unit tests. Views take the generated result types of their fragments
 * (rest-adapter/gql); a fixture is a sample of that data and some are deliberately off-type (a numeric id the
 * view must still render as a string), so fixtures opt out of the check.
 */
export type Fixture = any;

/**
 * An account as the account fragments select it, its URLs under `origin`; `overrides` give what a test needs
 * otherwise (an undefined value leaves the field out, as a fragment that does not select it).
 */
export function accountFixture(nickname: string, overrides: Fixture = {}, origin = 'http://fedigraph.test'): Fixture {
  return {
    nickname,
    acct: nickname,
    username: nickname,
    apId: `${origin}/users/${nickname}`,
    displayName: nickname,
    note: '',
    bio: '',
    url: `${origin}/users/${nickname}`,
    avatar: `${origin}/images/avi.png`,
    header: `${origin}/images/banner.png`,
    locked: false,
    bot: false,
    discoverable: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    lastStatusAt: null,
    isAdmin: false,
    isModerator: false,
    showRole: true,
    confirmationPending: false,
    tags: [],
    hideFavourites: true,
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    skipThreadContainment: false,
    actorType: 'Person',
    fields: [],
    rawFields: [],
    relationship: null,
    counts: { statuses: 0, followers: 0, following: 0 },
    ...overrides,
  };
}

/**
 * The REST (Mastodon + Pleroma) JSON of a local account that others see, with no counts, fields or role, its URLs
 * under fedigraph.test; `overrides` and `pleroma` give what a test expects otherwise.
 */
export function restAccountJson(nickname: string, overrides: Fixture = {}, pleroma: Fixture = {}): Fixture {
  const url = `http://fedigraph.test/users/${nickname}`;
  return {
    username: nickname,
    acct: nickname,
    locked: false,
    bot: false,
    discoverable: true,
    group: false,
    url,
    avatar: 'http://fedigraph.test/images/avi.png',
    avatar_static: 'http://fedigraph.test/images/avi.png',
    header: 'http://fedigraph.test/images/banner.png',
    header_static: 'http://fedigraph.test/images/banner.png',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    last_status_at: null,
    emojis: [],
    fields: [],
    ...overrides,
    pleroma: {
      ap_id: url,
      background_image: null,
      confirmation_pending: false,
      hide_favorites: true,
      hide_followers: false,
      hide_follows: false,
      hide_followers_count: false,
      hide_follows_count: false,
      is_admin: false,
      is_moderator: false,
      is_confirmed: true,
      relationship: {},
      skip_thread_containment: false,
      tags: [],
      favicon: null,
      ...pleroma,
    },
  };
}
