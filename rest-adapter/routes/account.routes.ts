import { listOf } from '../reply-schema.js';
import { BadInputError } from '../../src/core/errors.js';
import { graphql } from '../gql/index.js';
import { keysetVariables, paginated } from '../pagination.js';
import { route, type Params, type RouteRow } from '../types.js';
import { Account, accountView, Credentials, credentialsView } from '../views/account.view.js';

/** Avatars and headers: the multipart parser keeps this much per file; the instance's own limits apply after. */
const PROFILE_IMAGE_UPLOADS = { fileSize: 16_000_000, files: 2 };

/** `fields_attributes` as an array or as an object indexed "0", "1", ... (form bodies). */
export function profileFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.entries(value)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, field]) => field);
}

/** A JSON object sent as text (forms and multipart bodies carry `pleroma_settings_store` that way). */
function jsonObject(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Pleroma's update_credentials params as the operation's variables: nested `source[...]`, the profile fields in
 * either form, the settings store as text or JSON, and `avatar=""` / `header=""` to go back to the default.
 */
function credentialsParams(p: Params): Params {
  const source = (typeof p.source === 'object' && p.source) || {};
  const image = (name: 'avatar' | 'header') => (p[name] === '' ? { [`remove_${name}`]: true } : { [name]: p[name] });
  return {
    ...p,
    fields_attributes: profileFields(p.fields_attributes),
    privacy: (source as Params).privacy ?? p.default_scope,
    sensitive: (source as Params).sensitive,
    pleroma_settings_store: jsonObject(p.pleroma_settings_store),
    ...image('avatar'),
    ...image('header'),
  };
}

export const accountRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: '/api/v1/accounts/verify_credentials',
    operation: graphql(`query VerifyCredentials { me { ...MastodonCredentials } }`),
    showsCallerCounts: true,
    reply: Credentials,
    view: (d) => credentialsView(d.me),
  }),
  route({
    method: 'PATCH',
    path: '/api/v1/accounts/update_credentials',
    operation: graphql(`mutation UpdateCredentials(
      $displayName: String, $note: String, $locked: Boolean, $bot: Boolean, $actorType: String, $discoverable: Boolean,
      $fieldsAttributes: [ProfileFieldInput!], $privacy: Visibility, $sensitive: Boolean, $hideFollowers: Boolean,
      $hideFollows: Boolean, $hideFollowersCount: Boolean, $hideFollowsCount: Boolean, $hideFavorites: Boolean,
      $noRichText: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean, $allowFollowingMove: Boolean,
      $pleromaSettingsStore: JSONObject, $removeAvatar: Boolean, $removeHeader: Boolean, $avatar: Upload, $header: Upload
    ) {
      updateCredentials(input: {
        displayName: $displayName, note: $note, locked: $locked, bot: $bot, actorType: $actorType, discoverable: $discoverable,
        fields: $fieldsAttributes, defaultScope: $privacy, defaultSensitive: $sensitive, hideFollowers: $hideFollowers,
        hideFollows: $hideFollows, hideFollowersCount: $hideFollowersCount, hideFollowsCount: $hideFollowsCount,
        hideFavourites: $hideFavorites, noRichText: $noRichText, showRole: $showRole, skipThreadContainment: $skipThreadContainment,
        allowFollowingMove: $allowFollowingMove, settingsStore: $pleromaSettingsStore, removeAvatar: $removeAvatar, removeHeader: $removeHeader
      }, avatar: $avatar, header: $header) { ...MastodonCredentials }
    }`),
    variables: (params, _req, fill) => fill(credentialsParams(params)),
    words: {
      privacy: { refuse: (_, words) => new BadInputError(`source[privacy]: must be one of ${words.join(', ')}`) },
    },
    uploads: PROFILE_IMAGE_UPLOADS,
    reply: Credentials,
    view: (d) => credentialsView(d.updateCredentials),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/lookup',
    operation: graphql(`query LookupAccount($acct: String!) { account(acct: $acct) { ...MastodonAccount } }`),
    reply: Account,
    view: (d) => accountView(d.account),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id',
    operation: graphql(
      `query Account($id: ID!, $withRelationships: Boolean = false) { account(id: $id) { ...ListedAccount } }`,
    ),
    reply: Account,
    view: (d) => accountView(d.account),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/followers',
    operation:
      graphql(`query Followers($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      followers(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.followers.nodes.map(accountView),
    headers: paginated((d) => d.followers),
  }),
  route({
    method: 'GET',
    path: '/api/v1/accounts/:id/following',
    operation:
      graphql(`query Following($id: ID!, $after: String, $before: String, $first: Int, $last: Int, $withRelationships: Boolean = false) {
      following(id: $id, first: $first, after: $after, last: $last, before: $before) { nodes { ...ListedAccount } pageInfo { startCursor endCursor } }
    }`),
    variables: keysetVariables,
    reply: listOf(Account),
    view: (d) => d.following.nodes.map(accountView),
    headers: paginated((d) => d.following),
  }),
];
