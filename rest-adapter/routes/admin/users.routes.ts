import { nestBrackets } from '../../params.js';
import type { Data, Params, RouteRow } from '../../types.js';
import { ADMIN_CREDENTIALS_FRAGMENT, ADMIN_USER_FRAGMENT, adminCredentialsView, adminUserView } from '../../views/admin-user.view.js';
import { profileFields } from '../accounts.routes.js';

const USERS = '/api/{ns}/admin/users';

const entries = (users: Data[]) => users.map(adminUserView);

/**
 * The spec answers a permission-group change with "JSON of the user" (Pleroma's code answers `{"is_admin": true}`;
 * the spec wins): the admin user entry for the one-nickname forms, one entry per nickname for the list forms.
 */
const oneUser = (field: string) => (d: Data) => adminUserView(d[field][0]);

/** Rows acting on a list of nicknames (and `more` arguments): `mutation { field(nicknames: $nicknames) { ...AdminUserEntry } }`. */
function nicknamesMutation(name: string, field: string, more = { variables: '', args: '' }): string {
  return `mutation ${name}($nicknames: [String!]!${more.variables}) { ${field}(nicknames: $nicknames${more.args}) { ...AdminUserEntry } } ${ADMIN_USER_FRAGMENT}`;
}
const TAGS = { variables: ', $tags: [String!]!', args: ', tags: $tags' };
const GROUP = { variables: ', $permissionGroup: String!', args: ', group: $permissionGroup' };

/** The one-nickname (deprecated) permission-group forms pass the path's nickname as the list. */
const oneNickname = (p: Params, _req: unknown, fill: (p: Params) => Record<string, unknown>) => fill({ ...p, nicknames: [p.nickname] });

/** The params PATCH credentials reads: GraphQL variable (and input field) name and type. */
const CREDENTIAL_PARAMS: Array<[string, string]> = [
  ['email', 'String'], ['password', 'String'], ['name', 'String'], ['bio', 'String'], ['avatar', 'String'], ['banner', 'String'],
  ['background', 'String'], ['defaultScope', 'String'], ['actorType', 'String'], ['fields', '[ProfileFieldInput!]'],
  ...['locked', 'discoverable', 'noRichText', 'hideFollows', 'hideFollowers', 'hideFollowsCount', 'hideFollowersCount', 'hideFavorites',
    'allowFollowingMove', 'showRole', 'skipThreadContainment'].map((flag): [string, string] => [flag, 'Boolean']),
];

export const adminUserRoutes: RouteRow[] = [
  {
    method: 'GET',
    path: USERS,
    operation: `query AdminUsers($query: String, $filters: [String!], $page: Int, $pageSize: Int, $tags: [String!], $name: String, $email: String) {
      adminUsers(query: $query, filters: $filters, page: $page, pageSize: $pageSize, tags: $tags, name: $name, email: $email) {
        pageSize count users { ...AdminUserEntry }
      }
    } ${ADMIN_USER_FRAGMENT}`,
    view: (d) => ({ page_size: d.adminUsers.pageSize, count: d.adminUsers.count, users: entries(d.adminUsers.users) }),
  },
  {
    method: 'POST',
    path: USERS,
    operation: `mutation AdminCreateUsers($users: [AdminNewUserInput!]!) { adminCreateUsers(users: $users) { nickname } }`,
    view: (d) => d.adminCreateUsers.map((u: Data) => u.nickname),
  },
  {
    // `nicknames` (a list, answered with the list) or the deprecated `nickname` (answered with the nickname).
    method: 'DELETE',
    path: USERS,
    operation: 'mutation AdminDeleteUsers($nicknames: [String!]!) { adminDeleteUsers(nicknames: $nicknames) }',
    variables: (p, _req, fill) => fill(p.nicknames === undefined && p.nickname !== undefined ? { nicknames: [p.nickname] } : p),
    view: (d, _ctx, p) => (p.nicknames === undefined ? d.adminDeleteUsers[0] : d.adminDeleteUsers),
  },
  {
    method: 'POST',
    path: `${USERS}/follow`,
    operation: 'mutation AdminFollowUser($follower: String!, $followed: String!) { adminFollowUser(follower: $follower, followed: $followed) }',
    view: () => 'ok',
  },
  {
    method: 'POST',
    path: `${USERS}/unfollow`,
    operation: 'mutation AdminUnfollowUser($follower: String!, $followed: String!) { adminUnfollowUser(follower: $follower, followed: $followed) }',
    view: () => 'ok',
  },
  {
    method: 'PATCH',
    path: `${USERS}/:nickname/toggle_activation`,
    operation: 'mutation AdminToggleUserActivation($nickname: String!) { adminToggleUserActivation(nickname: $nickname) { deactivated id nickname } }',
    view: (d) => ({ deactivated: d.adminToggleUserActivation.deactivated, id: d.adminToggleUserActivation.id, nickname: d.adminToggleUserActivation.nickname }),
  },
  { method: 'PATCH', path: `${USERS}/activate`, operation: nicknamesMutation('AdminActivateUsers', 'adminActivateUsers'), view: (d) => ({ users: entries(d.adminActivateUsers) }) },
  { method: 'PATCH', path: `${USERS}/deactivate`, operation: nicknamesMutation('AdminDeactivateUsers', 'adminDeactivateUsers'), view: (d) => ({ users: entries(d.adminDeactivateUsers) }) },
  { method: 'PATCH', path: `${USERS}/approve`, operation: nicknamesMutation('AdminApproveUsers', 'adminApproveUsers'), view: (d) => ({ users: entries(d.adminApproveUsers) }) },
  { method: 'PUT', path: `${USERS}/tag`, operation: nicknamesMutation('AdminTagUsers', 'adminTagUsers', TAGS), status: 204 },
  { method: 'DELETE', path: `${USERS}/tag`, operation: nicknamesMutation('AdminUntagUsers', 'adminUntagUsers', TAGS), status: 204 },
  {
    method: 'GET',
    path: `${USERS}/:nickname/permission_group`,
    operation: 'query AdminPermissionGroups($nickname: String!) { adminPermissionGroups(nickname: $nickname) { isModerator isAdmin } }',
    view: (d) => ({ is_moderator: d.adminPermissionGroups.isModerator, is_admin: d.adminPermissionGroups.isAdmin }),
  },
  {
    method: 'GET',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation: `query AdminPermissionGroup($nickname: String!, $permissionGroup: String!) {
      adminPermissionGroups(nickname: $nickname, group: $permissionGroup) { isModerator isAdmin }
    }`,
    view: (d) => ({ is_moderator: d.adminPermissionGroups.isModerator, is_admin: d.adminPermissionGroups.isAdmin }),
  },
  {
    method: 'POST',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation: nicknamesMutation('AdminGrantPermissionToUser', 'adminGrantPermission', GROUP),
    variables: oneNickname,
    view: oneUser('adminGrantPermission'),
  },
  {
    method: 'POST',
    path: `${USERS}/permission_group/:permission_group`,
    operation: nicknamesMutation('AdminGrantPermission', 'adminGrantPermission', GROUP),
    view: (d) => entries(d.adminGrantPermission),
  },
  {
    method: 'DELETE',
    path: `${USERS}/:nickname/permission_group/:permission_group`,
    operation: nicknamesMutation('AdminRevokePermissionFromUser', 'adminRevokePermission', GROUP),
    variables: oneNickname,
    view: oneUser('adminRevokePermission'),
  },
  {
    method: 'DELETE',
    path: `${USERS}/permission_group/:permission_group`,
    operation: nicknamesMutation('AdminRevokePermission', 'adminRevokePermission', GROUP),
    view: (d) => entries(d.adminRevokePermission),
  },
  {
    method: 'PATCH',
    path: `${USERS}/confirm_email`,
    operation: nicknamesMutation('AdminConfirmEmails', 'adminConfirmEmails'),
    view: (d) => d.adminConfirmEmails.map((u: Data) => u.nickname),
  },
  {
    method: 'PATCH',
    path: `${USERS}/resend_confirmation_email`,
    operation: nicknamesMutation('AdminResendConfirmationEmails', 'adminResendConfirmationEmails'),
    view: (d) => d.adminResendConfirmationEmails.map((u: Data) => u.nickname),
  },
  { method: 'PATCH', path: `${USERS}/force_password_reset`, operation: nicknamesMutation('AdminForcePasswordReset', 'adminForcePasswordReset'), status: 204 },
  {
    method: 'GET',
    path: `${USERS}/:nickname/password_reset`,
    operation: 'query AdminPasswordResetLink($nickname: String!) { adminPasswordResetLink(nickname: $nickname) { token link } }',
    view: (d) => d.adminPasswordResetLink,
  },
  {
    method: 'PUT',
    path: `${USERS}/disable_mfa`,
    operation: 'mutation AdminDisableMfa($nickname: String!) { adminDisableMfa(nickname: $nickname) { nickname } }',
    view: (d) => d.adminDisableMfa.nickname,
  },
  {
    method: 'GET',
    path: `${USERS}/:nickname/credentials`,
    operation: `query AdminUserCredentials($nickname: String!) { adminUserCredentials(nickname: $nickname) { ...AdminCredentials } } ${ADMIN_CREDENTIALS_FRAGMENT}`,
    view: (d) => adminCredentialsView(d.adminUserCredentials),
  },
  {
    method: 'PATCH',
    path: `${USERS}/:nickname/credentials`,
    operation: `mutation AdminUpdateUserCredentials($nickname: String!, ${CREDENTIAL_PARAMS.map(([name, type]) => `$${name}: ${type}`).join(', ')}) {
      adminUpdateUserCredentials(nickname: $nickname, input: { ${CREDENTIAL_PARAMS.map(([name]) => `${name}: $${name}`).join(', ')} }) { success errors }
    }`,
    variables: (p, _req, fill) => {
      const nested = nestBrackets(p);
      return fill({ ...nested, fields: profileFields(nested.fields) });
    },
    status: (d) => (d.adminUpdateUserCredentials.success ? 200 : 400),
    view: (d) => (d.adminUpdateUserCredentials.success ? { status: 'success' } : { errors: d.adminUpdateUserCredentials.errors }),
  },
  {
    method: 'GET',
    path: `${USERS}/:nickname_or_id`,
    operation: `query AdminUser($nicknameOrId: String!) { adminUser(nicknameOrId: $nicknameOrId) { ...AdminUserEntry } } ${ADMIN_USER_FRAGMENT}`,
    view: (d) => adminUserView(d.adminUser),
  },
];
