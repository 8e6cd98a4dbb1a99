import { NotFoundError } from '../../../src/core/errors.js';
import { graphql } from '../../gql/index.js';
import { route, type Params, type RouteRow } from '../../types.js';
import { AdminCredentials, adminCredentialsView, AdminUser, adminUserView } from '../../views/admin-user.view.js';
import { profileFields } from '../account.routes.js';
import { boolean, exactly, integer, listOf, object, openObject, string, SUCCESS_REPLY } from '../../reply-schema.js';

const USERS = '/api/{ns}/admin/users';

/**
 * The spec answers a permission-group change with "JSON of the user": the admin user entry for the one-nickname
 * forms. The list forms answer as Pleroma's code does (and admin-fe expects): one object naming the group set,
 * `{"is_admin": true}`.
 */
const groupSet = (value: boolean) => (_d: unknown, _ctx: unknown, p: Params) => ({
  [`is_${String(p.permission_group)}`]: value,
});

/** The reply of `groupSet`: the one group named, set to `value`. */
const groupSetReply = (value: boolean) => ({
  anyOf: ['is_admin', 'is_moderator'].map((group) => ({ ...object({ [group]: exactly(value) }), maxProperties: 1 })),
});
const USER_LIST = object({ users: listOf(AdminUser) });
const PERMISSION_GROUPS = object({ is_moderator: boolean, is_admin: boolean });

/** Pleroma routes only its two groups: another word in the path is an unknown path. */
const GROUP_WORDS = { permissionGroup: { refuse: () => new NotFoundError('No such permission_group') } };

/** The one-nickname (deprecated) permission-group forms pass the path's nickname as the list. */
const oneNickname = (p: Params, _req: unknown, fill: (p: Params) => Record<string, unknown>) =>
  fill({ ...p, nicknames: [p.nickname] });

export const adminUserRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: USERS,
    operation:
      graphql(`query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {
      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {
        pageSize totalCount nodes { ...AdminUserEntry }
      }
    }`),
    reply: object({ page_size: integer, count: integer, users: listOf(AdminUser) }),
    view: (d) => ({
      page_size: d.adminUsers.pageSize,
      count: d.adminUsers.totalCount,
      users: d.adminUsers.nodes.map(adminUserView),
    }),
  }),
  route({
    method: 'POST',
    path: USERS,
    operation: graphql(
      `mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }`,
    ),
    reply: listOf(string),
    view: (d) => d.adminCreateUsers.map((u) => u.nickname),
  }),
  route({
    // `nicknames` (a list, answered with the list) or the deprecated `nickname` (answered with the nickname).
    method: 'DELETE',
    path: USERS,
    operation: graphql(`mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }`),
    variables: (p, _req, fill) =>
      fill(p.nicknames === undefined && p.nickname !== undefined ? { nicknames: [p.nickname] } : p),
    // One nickname for the one-nickname form, the list for `nicknames`.
    reply: { anyOf: [string, listOf(string)] },
    view: (d, _ctx, p) => (p.nicknames === undefined ? d.adminDeleteUsers[0] : d.adminDeleteUsers),
  }),
  route({
    method: 'POST',
    path: `${USERS}/follow`,
    operation: graphql(
      `mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) { follower { id } } }`,
    ),
    reply: exactly('ok'),
    view: () => 'ok',
  }),
  route({
    method: 'POST',
    path: `${USERS}/unfollow`,
    operation: graphql(
      `mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) { follower { id } } }`,
    ),
    reply: exactly('ok'),
    view: () => 'ok',
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/:nickname/toggle_activation`,
    operation: graphql(
      `mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }`,
    ),
    reply: object({ deactivated: boolean, id: integer, nickname: string }),
    view: (d) => ({
      deactivated: d.adminToggleUserActivation.deactivated,
      id: Number(d.adminToggleUserActivation.id),
      nickname: d.adminToggleUserActivation.nickname,
    }),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/activate`,
    operation: graphql(
      `mutation AdminActivateUsers($nicknames: [String!]!) { adminActivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }`,
    ),
    reply: USER_LIST,
    view: (d) => ({ users: d.adminActivateUsers.map(adminUserView) }),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/deactivate`,
    operation: graphql(
      `mutation AdminDeactivateUsers($nicknames: [String!]!) { adminDeactivateUsers(nicknames: $nicknames) { ...AdminUserEntry } }`,
    ),
    reply: USER_LIST,
    view: (d) => ({ users: d.adminDeactivateUsers.map(adminUserView) }),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/approve`,
    operation: graphql(
      `mutation AdminApproveUsers($nicknames: [String!]!) { adminApproveUsers(nicknames: $nicknames) { ...AdminUserEntry } }`,
    ),
    reply: USER_LIST,
    view: (d) => ({ users: d.adminApproveUsers.map(adminUserView) }),
  }),
  route({
    method: 'PUT',
    path: `${USERS}/tag`,
    operation: graphql(
      `mutation AdminTagUsers($nicknames: [String!]!, $tags: [String!]!) { adminTagUsers(nicknames: $nicknames, tags: $tags) { id } }`,
    ),
    status: 204,
  }),
  route({
    method: 'DELETE',
    path: `${USERS}/tag`,
    operation: graphql(
      `mutation AdminUntagUsers($nicknames: [String!]!, $tags: [String!]!) { adminUntagUsers(nicknames: $nicknames, tags: $tags) { id } }`,
    ),
    status: 204,
  }),
  route({
    method: 'GET',
    path: `${USERS}/:nickname/permission_group`,
    operation: graphql(
      `query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }`,
    ),
    reply: PERMISSION_GROUPS,
    view: (d) => ({ is_moderator: d.adminPermissionGroups.isModerator, is_admin: d.adminPermissionGroups.isAdmin }),
  }),
  route({
    method: 'GET',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation: graphql(`query AdminPermissionGroup($nickname: String!, $permissionGroup: PermissionGroup!) {
      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }
    }`),
    words: GROUP_WORDS,
    reply: PERMISSION_GROUPS,
    view: (d) => ({ is_moderator: d.adminPermissionGroups.isModerator, is_admin: d.adminPermissionGroups.isAdmin }),
  }),
  route({
    method: 'POST',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation:
      graphql(`mutation AdminGrantPermissionToUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {
      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }
    }`),
    words: GROUP_WORDS,
    variables: oneNickname,
    reply: AdminUser,
    view: (d) => adminUserView(d.adminGrantPermission[0]),
  }),
  route({
    method: 'POST',
    path: `${USERS}/permission_group/:permission_group`,
    operation: graphql(`mutation AdminGrantPermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {
      adminGrantPermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }
    }`),
    words: GROUP_WORDS,
    reply: groupSetReply(true),
    view: groupSet(true),
  }),
  route({
    method: 'DELETE',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation:
      graphql(`mutation AdminRevokePermissionFromUser($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {
      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }
    }`),
    words: GROUP_WORDS,
    variables: oneNickname,
    reply: AdminUser,
    view: (d) => adminUserView(d.adminRevokePermission[0]),
  }),
  route({
    method: 'DELETE',
    path: `${USERS}/permission_group/:permission_group`,
    operation: graphql(`mutation AdminRevokePermission($nicknames: [String!]!, $permissionGroup: PermissionGroup!) {
      adminRevokePermission(nicknames: $nicknames, group: $permissionGroup) { ...AdminUserEntry }
    }`),
    words: GROUP_WORDS,
    reply: groupSetReply(false),
    view: groupSet(false),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/confirm_email`,
    operation: graphql(
      `mutation AdminConfirmEmails($nicknames: [String!]!) { adminConfirmEmails(nicknames: $nicknames) { nickname } }`,
    ),
    reply: listOf(string),
    view: (d) => d.adminConfirmEmails.map((u) => u.nickname),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/resend_confirmation_email`,
    operation: graphql(
      `mutation AdminResendConfirmationEmails($nicknames: [String!]!) { adminResendConfirmationEmails(nicknames: $nicknames) { nickname } }`,
    ),
    reply: listOf(string),
    view: (d) => d.adminResendConfirmationEmails.map((u) => u.nickname),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/force_password_reset`,
    operation: graphql(
      `mutation AdminForcePasswordReset($nicknames: [String!]!) { adminForcePasswordReset(nicknames: $nicknames) { id } }`,
    ),
    status: 204,
  }),
  route({
    method: 'GET',
    path: `${USERS}/:nickname/password_reset`,
    operation: graphql(
      `mutation AdminCreatePasswordResetLink($nickname: String!) { adminCreatePasswordResetLink(nickname: $nickname) { token link } }`,
    ),
    getRunsMutation: 'Pleroma issues the reset token on GET',
    reply: object({ token: string, link: string }),
    view: (d) => d.adminCreatePasswordResetLink,
  }),
  route({
    method: 'PUT',
    path: `${USERS}/disable_mfa`,
    operation: graphql(
      `mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }`,
    ),
    reply: string,
    view: (d) => d.adminDisableMfa.nickname,
  }),
  route({
    method: 'GET',
    path: `${USERS}/:nickname/credentials`,
    operation: graphql(
      `query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } }`,
    ),
    reply: AdminCredentials,
    view: (d) => adminCredentialsView(d.adminUserCredentials),
  }),
  route({
    method: 'PATCH',
    path: `${USERS}/:nickname/credentials`,
    operation: graphql(`mutation AdminUpdateUserCredentials($nickname: String!,
      $email: String, $password: String, $name: String, $bio: String, $avatar: String, $banner: String, $background: String,
      $defaultScope: String, $actorType: String, $fields: [ProfileFieldInput!], $locked: Boolean, $discoverable: Boolean,
      $noRichText: Boolean, $hideFollows: Boolean, $hideFollowers: Boolean, $hideFollowsCount: Boolean, $hideFollowersCount: Boolean,
      $hideFavorites: Boolean, $allowFollowingMove: Boolean, $showRole: Boolean, $skipThreadContainment: Boolean) {
      adminUpdateUserCredentials(nickname: $nickname, input: {
        email: $email, password: $password, name: $name, bio: $bio, avatar: $avatar, banner: $banner, background: $background,
        defaultScope: $defaultScope, actorType: $actorType, fields: $fields, locked: $locked, discoverable: $discoverable,
        noRichText: $noRichText, hideFollows: $hideFollows, hideFollowers: $hideFollowers, hideFollowsCount: $hideFollowsCount,
        hideFollowersCount: $hideFollowersCount, hideFavourites: $hideFavorites, allowFollowingMove: $allowFollowingMove,
        showRole: $showRole, skipThreadContainment: $skipThreadContainment
      }) { success errors }
    }`),
    variables: (p, _req, fill) => fill({ ...p, fields: profileFields(p.fields) }),
    status: (d) => (d.adminUpdateUserCredentials.success ? 200 : 400),
    reply: SUCCESS_REPLY,
    replies: { 400: object({ errors: openObject }) },
    view: (d) =>
      d.adminUpdateUserCredentials.success ? { status: 'success' } : { errors: d.adminUpdateUserCredentials.errors },
  }),
  route({
    method: 'GET',
    path: `${USERS}/:nickname_or_id`,
    operation: graphql(
      `query AdminUser($nicknameOrId: ID!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } }`,
    ),
    reply: AdminUser,
    view: (d) => adminUserView(d.adminUser),
  }),
];
