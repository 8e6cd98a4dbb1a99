import type { RouteRow } from '../../types.js';
import { INVITE_FRAGMENT, inviteView } from '../../views/invite.view.js';

const ADMIN = '/api/{ns}/admin';

export const adminInviteRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: `${ADMIN}/users/invite_token`,
    operation: `mutation CreateInvite($maxUse: Int, $expiresAt: String) { createInvite(maxUse: $maxUse, expiresAt: $expiresAt) { ...AdminInvite } } ${INVITE_FRAGMENT}`,
    view: (d) => inviteView(d.createInvite),
  },
  {
    method: 'GET',
    path: `${ADMIN}/users/invites`,
    operation: `query Invites { invites { ...AdminInvite } } ${INVITE_FRAGMENT}`,
    view: (d) => ({ invites: d.invites.map(inviteView) }),
  },
  {
    method: 'POST',
    path: `${ADMIN}/users/revoke_invite`,
    operation: `mutation RevokeInvite($token: String) { revokeInvite(token: $token) { ...AdminInvite } } ${INVITE_FRAGMENT}`,
    view: (d) => inviteView(d.revokeInvite),
  },
  {
    method: 'POST',
    path: `${ADMIN}/users/email_invite`,
    operation: 'mutation EmailInvite($email: String, $name: String) { emailInvite(email: $email, name: $name) }',
    status: 204,
    errors: 'list',
  },
];
