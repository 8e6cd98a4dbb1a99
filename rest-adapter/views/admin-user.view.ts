import { graphql } from '../gql/index.js';
import { legacyWord, VISIBILITY_WORDS } from '../enum-words.js';
import type { AdminCredentialsFragment, AdminUserEntryFragment } from '../gql/graphql.js';
import { boolean, entity, integer, listOf, nullable, object, openObject, string } from '../reply-schema.js';

/** What the admin API's user entry needs. */
export const ADMIN_USER_FRAGMENT = graphql(`
  fragment AdminUserEntry on AdminUser {
    id nickname email avatar displayName url deactivated local roles { admin moderator } tags
    confirmationPending approvalPending registrationReason actorType
  }
`);

/**
 * The admin API's user entry (an integer id), with Pleroma's extra fields (email, url, actor_type). Both wordings of
 * the account's state are given: the spec's (`deactivated`, `approval_pending`, `confirmation_pending`) and the
 * `is_active`, `is_approved`, `is_confirmed` of Pleroma's code, which admin-fe 2.x reads.
 */
export function adminUserView(u: AdminUserEntryFragment) {
  return {
    id: Number(u.id),
    nickname: u.nickname,
    email: u.email,
    avatar: u.avatar,
    display_name: u.displayName,
    url: u.url,
    deactivated: u.deactivated,
    is_active: !u.deactivated,
    local: u.local,
    roles: { admin: u.roles.admin, moderator: u.roles.moderator },
    tags: u.tags,
    confirmation_pending: u.confirmationPending,
    is_confirmed: !u.confirmationPending,
    approval_pending: u.approvalPending,
    is_approved: !u.approvalPending,
    registration_reason: u.registrationReason,
    actor_type: u.actorType,
  };
}

export const ADMIN_CREDENTIALS_FRAGMENT = graphql(`
  fragment AdminCredentials on AdminUserCredentials {
    id nickname email name bio avatar banner background actorType locked discoverable noRichText defaultScope
    hideFollows hideFollowers hideFollowsCount hideFollowersCount hideFavourites allowFollowingMove showRole
    skipThreadContainment settingsStore fields { name value } rawFields { name value }
  }
`);

/** An account's settings under the spec's names (`locked`, `discoverable`); the id is a string, as for accounts. */
export function adminCredentialsView(c: AdminCredentialsFragment) {
  return {
    id: String(c.id),
    nickname: c.nickname,
    email: c.email,
    name: c.name,
    bio: c.bio,
    avatar: c.avatar,
    banner: c.banner,
    background: c.background,
    actor_type: c.actorType,
    locked: c.locked,
    discoverable: c.discoverable,
    no_rich_text: c.noRichText,
    default_scope: legacyWord(c.defaultScope),
    hide_follows: c.hideFollows,
    hide_followers: c.hideFollowers,
    hide_follows_count: c.hideFollowsCount,
    hide_followers_count: c.hideFollowersCount,
    hide_favorites: c.hideFavourites,
    allow_following_move: c.allowFollowingMove,
    show_role: c.showRole,
    skip_thread_containment: c.skipThreadContainment,
    pleroma_settings_store: c.settingsStore,
    fields: c.fields,
    raw_fields: c.rawFields,
  };
}

/** JSON Schema of `adminUserView`'s reply. */
export const AdminUser = entity(
  'AdminUser',
  object({
    id: integer,
    nickname: string,
    email: nullable(string),
    avatar: string,
    display_name: string,
    url: string,
    deactivated: boolean,
    is_active: boolean,
    local: boolean,
    roles: object({ admin: boolean, moderator: boolean }),
    tags: listOf(string),
    confirmation_pending: boolean,
    is_confirmed: boolean,
    approval_pending: boolean,
    is_approved: boolean,
    registration_reason: nullable(string),
    actor_type: string,
  }),
);

const field = object({ name: string, value: string });

/** JSON Schema of `adminCredentialsView`'s reply (`pleroma_settings_store`: the client's own keys, open). */
export const AdminCredentials = entity(
  'AdminCredentials',
  object({
    id: string,
    nickname: string,
    email: nullable(string),
    name: string,
    bio: string,
    avatar: string,
    banner: string,
    background: nullable(string),
    actor_type: string,
    locked: boolean,
    discoverable: boolean,
    no_rich_text: boolean,
    default_scope: VISIBILITY_WORDS,
    hide_follows: boolean,
    hide_followers: boolean,
    hide_follows_count: boolean,
    hide_followers_count: boolean,
    hide_favorites: boolean,
    allow_following_move: boolean,
    show_role: boolean,
    skip_thread_containment: boolean,
    pleroma_settings_store: openObject,
    fields: listOf(field),
    raw_fields: listOf(field),
  }),
);
