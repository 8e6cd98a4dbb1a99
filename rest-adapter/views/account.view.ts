import type { Data } from '../types.js';

/** What the Mastodon Account entity needs, and nothing more. */
export const ACCOUNT_FRAGMENT = /* GraphQL */ `
  fragment MastodonAccount on Account {
    id nickname acct displayName note bio url avatar header locked bot discoverable createdAt
    isAdmin isModerator confirmationPending tags hideFavorites hideFollowers hideFollows
    hideFollowersCount hideFollowsCount defaultScope actorType
    fields { name value }
    rawFields { name value }
    counts { statuses followers following }
  }
`;

/** Extra fields shown only to the account itself (verify_credentials): its source and settings. */
export const CREDENTIALS_FRAGMENT = /* GraphQL */ `
  fragment MastodonCredentials on Account {
    ...MastodonAccount
    email approvalPending
  }
  ${ACCOUNT_FRAGMENT}
`;

/** Mastodon's Account entity with Pleroma's `pleroma` object (ids as strings). */
export function accountView(a: Data) {
  return {
    id: String(a.id),
    username: a.nickname,
    acct: a.acct,
    display_name: a.displayName,
    locked: a.locked,
    bot: a.bot,
    discoverable: a.discoverable,
    group: false,
    created_at: new Date(a.createdAt).toISOString(),
    note: a.note,
    url: a.url,
    avatar: a.avatar,
    avatar_static: a.avatar,
    header: a.header,
    header_static: a.header,
    followers_count: a.hideFollowersCount ? 0 : a.counts.followers,
    following_count: a.hideFollowsCount ? 0 : a.counts.following,
    statuses_count: a.counts.statuses,
    last_status_at: null,
    emojis: [],
    fields: a.fields,
    pleroma: {
      ap_id: a.url,
      background_image: null,
      confirmation_pending: a.confirmationPending,
      hide_favorites: a.hideFavorites,
      hide_followers: a.hideFollowers,
      hide_follows: a.hideFollows,
      hide_followers_count: a.hideFollowersCount,
      hide_follows_count: a.hideFollowsCount,
      is_admin: a.isAdmin,
      is_moderator: a.isModerator,
      is_confirmed: !a.confirmationPending,
      relationship: {},
      skip_thread_containment: false,
      tags: a.tags,
      favicon: null,
    },
  };
}

/** The account as its owner sees it: with `source` and the private parts of the `pleroma` object. */
export function credentialsView(a: Data) {
  const account = accountView(a);
  return {
    ...account,
    source: {
      note: a.bio,
      privacy: a.defaultScope,
      sensitive: false,
      language: null,
      fields: a.rawFields,
      follow_requests_count: 0,
      pleroma: { actor_type: a.actorType, discoverable: a.discoverable, no_rich_text: false, show_role: true },
    },
    pleroma: { ...account.pleroma, email: a.email, approval_pending: a.approvalPending },
  };
}
