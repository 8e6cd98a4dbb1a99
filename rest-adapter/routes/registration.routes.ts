import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { Token, tokenView } from '../views/oauth.view.js';
import { nullable, object, string } from '../reply-schema.js';

/** `email`, or as Pleroma also accepts, `nickname`. */
const loginParam: RouteRow['variables'] = (p, _req, fill) => fill({ email: p.email ?? p.nickname });

export const registrationRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/accounts',
    operation: graphql(`mutation RegisterAccount(
      $username: String!, $password: String!, $agreement: Boolean!, $email: String, $locale: String, $reason: String,
      $token: String, $fullname: String, $bio: String, $captchaToken: String, $captchaAnswerData: String, $captchaSolution: String
    ) {
      registerAccount(input: {
        username: $username, password: $password, agreement: $agreement, email: $email, locale: $locale, reason: $reason,
        token: $token, fullname: $fullname, bio: $bio, captchaToken: $captchaToken, captchaAnswerData: $captchaAnswerData,
        captchaSolution: $captchaSolution
      }) { token { ...OAuthToken } message identifier }
    }`),
    // A token for the new account when it may log in at once; Pleroma's message and identifier otherwise.
    // A token when the account may log in at once; what to do next otherwise.
    reply: { anyOf: [Token, object({ message: nullable(string), identifier: nullable(string) })] },
    view: (d) =>
      d.registerAccount.token
        ? tokenView(d.registerAccount.token)
        : { message: d.registerAccount.message, identifier: d.registerAccount.identifier },
    anonymousForbidden: true,
  }),
  route({
    method: 'POST',
    path: '/api/v1/{ns}/accounts/confirmation_resend',
    operation: graphql(`mutation ResendConfirmation($email: String!) { resendConfirmationEmail(email: $email) }`),
    variables: loginParam,
    status: 204,
  }),
  route({
    method: 'POST',
    path: '/auth/password',
    operation: graphql(`mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`),
    variables: loginParam,
    status: 204,
  }),
];
