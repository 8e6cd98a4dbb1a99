import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { Invite, inviteView } from '../../views/invite.view.js';
import { listOf, object } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

export const adminInviteRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: `${ADMIN}/users/invite_token`,
    operation: graphql(`mutation AdminCreateInvite($maxUse: Int, $expiresAt: String) {
      adminCreateInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite }
    }`),
    reply: Invite,
    view: (d) => inviteView(d.adminCreateInvite),
  }),
  route({
    method: 'GET',
    path: `${ADMIN}/users/invites`,
    operation: graphql(`query AdminInvites { adminInvites { ...AdminInvite } }`),
    reply: object({ invites: listOf(Invite) }),
    view: (d) => ({ invites: d.adminInvites.map(inviteView) }),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/users/revoke_invite`,
    operation: graphql(
      `mutation AdminRevokeInvite($token: String) { adminRevokeInvite(token: $token) { ...AdminInvite } }`,
    ),
    reply: Invite,
    view: (d) => inviteView(d.adminRevokeInvite),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/users/email_invite`,
    operation: graphql(
      `mutation AdminEmailInvite($email: String, $name: String) { adminEmailInvite(email: $email, name: $name) { id } }`,
    ),
    status: 204,
    errors: 'list',
  }),
];
