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
