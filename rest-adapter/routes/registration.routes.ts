import type { RouteRow } from '../types.js';
import { TOKEN_FIELDS, tokenView } from '../views/oauth.view.js';

/** `email`, or as Pleroma also accepts, `nickname`. */
const loginParam: RouteRow['variables'] = (p, _req, fill) => fill({ email: p.email ?? p.nickname });

export const registrationRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/v1/accounts',
    operation: `mutation Register(
      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,
      $token: String, $fullname: String, $bio: String
    ) {
      register(input: {
        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,
        token: $token, fullname: $fullname, bio: $bio
      }) { token { ${TOKEN_FIELDS} } message identifier }
    }`,
    // A token for the new account when it may log in at once; Pleroma's message and identifier otherwise.
    view: (d) => (d.register.token ? tokenView(d.register.token) : { message: d.register.message, identifier: d.register.identifier }),
  },
  {
    method: 'POST',
    path: '/api/v1/{ns}/accounts/confirmation_resend',
    operation: 'mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }',
    variables: loginParam,
    status: 204,
  },
  {
    method: 'POST',
    path: '/auth/password',
    operation: 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }',
    variables: loginParam,
    status: 204,
  },
];
