import { boolean, date, dateTime, EMPTY, integer, nullable, openObject, string } from '../reply-schema.js';
import { entity, extend, listOf, object } from '../reply-schema.js';
import { graphql } from '../gql/index.js';
import { legacyWord, VISIBILITY_WORDS } from '../enum-words.js';
import type {
  AccountCoreFragment,
  MastodonAccountFragment,
  MastodonCredentialsFragment,
  MastodonRelationshipFragment,
} from '../gql/graphql.js';
import { Relationship, relationshipView } from './relationship.view.js';
import { Emoji, emojisView } from './emoji.view.js';

/** What the Mastodon Account entity needs, and nothing more; `moved` is such an account too. */
export const ACCOUNT_FRAGMENT = graphql(`
  fragment MastodonAccount on Account {
    ...AccountCore
    moved { ...AccountCore }
  }
`);

/** An account's own fields, without the account it moved to. */
export const ACCOUNT_CORE_FRAGMENT = graphql(`
  fragment AccountCore on Account {
    id nickname username apId acct displayName note bio url avatar header locked bot discoverable createdAt lastStatusAt
    isAdmin isModerator showRole confirmationPending tags hideFavourites hideFollowers hideFollows
    hideFollowersCount hideFollowsCount skipThreadContainment actorType backgroundImage
    fields { name value }
    rawFields { name value }
    counts { statuses followers following }
    emojis { shortcode url }
  }
`);

/**
 * An account as lists select it: with, when the operation's `$withRelationships` is true, the caller's
 * relationship with it (Pleroma's `with_relationships`, rendered in `pleroma.relationship`).
 */
export const LISTED_ACCOUNT_FRAGMENT = graphql(`
  fragment ListedAccount on Account {
    ...MastodonAccount
    relationship @include(if: $withRelationships) { ...MastodonRelationship }
  }
`);

/** An account, with the caller's relationship when the operation selected it. */
type AccountData = MastodonAccountFragment & { relationship?: MastodonRelationshipFragment | null };

/** Extra fields shown only to the account itself (verify_credentials): its source and settings. */
export const CREDENTIALS_FRAGMENT = graphql(`
  fragment MastodonCredentials on Account {
    ...MastodonAccount
    email approvalPending defaultScope defaultSensitive noRichText allowFollowingMove settingsStore followRequestsCount
    blockFromStrangers hideNotificationContents
  }
`);

/** Mastodon keeps only the day of the last status. */
const day = (at: string | null) => (at ? new Date(at).toISOString().slice(0, 10) : null);

/**
 * Mastodon's Account entity with Pleroma's `pleroma` object (ids as strings); `moved` (the account it moved to)
 * only when it moved, as Mastodon renders it.
 */
export function accountView(a: AccountData) {
  const account = coreView(a);
  return a.moved ? { ...account, moved: coreView(a.moved) } : account;
}

function coreView(a: AccountCoreFragment & { relationship?: MastodonRelationshipFragment | null }) {
  return {
    id: String(a.id),
    username: a.username,
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
    followers_count: a.counts.followers,
    following_count: a.counts.following,
    statuses_count: a.counts.statuses,
    last_status_at: day(a.lastStatusAt),
    emojis: emojisView(a.emojis),
    fields: a.fields,
    pleroma: {
      ap_id: a.apId,
      background_image: a.backgroundImage ?? null,
      confirmation_pending: a.confirmationPending,
      hide_favorites: a.hideFavourites,
      hide_followers: a.hideFollowers,
      hide_follows: a.hideFollows,
      hide_followers_count: a.hideFollowersCount,
      hide_follows_count: a.hideFollowsCount,
      // Pleroma shows the roles of accounts that choose to (show_role); the account itself always sees them.
      ...(a.showRole ? { is_admin: a.isAdmin, is_moderator: a.isModerator } : {}),
      is_confirmed: !a.confirmationPending,
      relationship: a.relationship ? relationshipView(a.relationship) : {},
      skip_thread_containment: a.skipThreadContainment,
      tags: a.tags,
      favicon: null,
    },
  };
}

/** The account as its owner sees it: with `source` and the private parts of the `pleroma` object. */
export function credentialsView(a: MastodonCredentialsFragment) {
  const account = accountView(a);
  return {
    ...account,
    source: {
      note: a.bio,
      privacy: a.defaultScope && legacyWord(a.defaultScope),
      sensitive: a.defaultSensitive,
      language: null,
      fields: a.rawFields,
      follow_requests_count: a.followRequestsCount,
      pleroma: {
        actor_type: a.actorType,
        discoverable: a.discoverable,
        no_rich_text: a.noRichText,
        show_role: a.showRole,
      },
    },
    pleroma: {
      ...account.pleroma,
      is_admin: a.isAdmin,
      is_moderator: a.isModerator,
      email: a.email,
      approval_pending: a.approvalPending,
      allow_following_move: a.allowFollowingMove,
      settings_store: a.settingsStore,
      notification_settings: {
        block_from_strangers: a.blockFromStrangers,
        hide_notification_contents: a.hideNotificationContents,
      },
    },
  };
}

const fieldSchema = object({ name: string, value: string });

const accountPleroma = {
  ap_id: string,
  background_image: nullable(string),
  confirmation_pending: boolean,
  hide_favorites: boolean,
  hide_followers: boolean,
  hide_follows: boolean,
  hide_followers_count: boolean,
  hide_follows_count: boolean,
  is_confirmed: boolean,
  // The viewer's relationship, or {} for an anonymous viewer and the account itself.
  relationship: { anyOf: [Relationship, EMPTY] },
  skip_thread_containment: boolean,
  tags: listOf(string),
  favicon: { type: 'null' },
};
/** The roles, shown when the account shows them (show_role) and always to itself. */
const roles = { is_admin: boolean, is_moderator: boolean };

const accountCore = {
  id: string,
  username: string,
  acct: string,
  display_name: string,
  locked: boolean,
  bot: boolean,
  discoverable: boolean,
  group: boolean,
  created_at: dateTime,
  note: string,
  url: string,
  avatar: string,
  avatar_static: string,
  header: string,
  header_static: string,
  followers_count: integer,
  following_count: integer,
  statuses_count: integer,
  last_status_at: nullable(date),
  emojis: listOf(Emoji),
  fields: listOf(fieldSchema),
  pleroma: object(accountPleroma, roles),
};

/** JSON Schema of `accountView`'s reply; `moved` only on an account that moved. */
export const Account = entity('Account', object(accountCore, { moved: object(accountCore) }));

/** JSON Schema of `credentialsView`'s reply: the account with its source and private settings. */
export const Credentials = entity(
  'Credentials',
  object(
    {
      ...accountCore,
      source: object({
        note: string,
        privacy: nullable(VISIBILITY_WORDS),
        sensitive: nullable(boolean),
        language: { type: 'null' },
        fields: listOf(fieldSchema),
        follow_requests_count: nullable(integer),
        pleroma: object({
          actor_type: string,
          discoverable: boolean,
          no_rich_text: nullable(boolean),
          show_role: boolean,
        }),
      }),
      pleroma: object({
        ...accountPleroma,
        ...roles,
        email: nullable(string),
        approval_pending: boolean,
        allow_following_move: nullable(boolean),
        // The client's own keys, kept as sent.
        settings_store: nullable(openObject),
        notification_settings: object({
          block_from_strangers: nullable(boolean),
          hide_notification_contents: nullable(boolean),
        }),
      }),
    },
    { moved: object(accountCore) },
  ),
);

/** An account of GET /api/v1/mutes: with when the mute ends. */
export const MutedAccount = entity('MutedAccount', extend(Account, { mute_expires_at: nullable(dateTime) }));
