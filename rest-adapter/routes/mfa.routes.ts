import { graphql } from '../gql/index.js';
import { textParam } from '../params.js';
import { route, type Params, type RouteRow } from '../types.js';
import { Token, tokenView } from '../views/oauth.view.js';
import { boolean, EMPTY, listOf, object, string } from '../reply-schema.js';

const MFA = '/api/{ns}/accounts/mfa';

/** Multi-factor authentication: settings, TOTP setup, backup codes, and the login's second step. */
export const mfaRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: MFA,
    operation: graphql(`query MfaSettings { mfaSettings { enabled totp } }`),
    reply: object({ settings: object({ enabled: boolean, totp: boolean }) }),
    view: (d) => ({ settings: d.mfaSettings }),
  }),
  route({
    method: 'GET',
    path: `${MFA}/setup/totp`,
    operation: graphql(`mutation SetupTotp { setupTotp { key provisioningUri } }`),
    getRunsMutation: 'Pleroma starts TOTP setup on GET',
    reply: object({ key: string, provisioning_uri: string }),
    view: (d) => ({ key: d.setupTotp.key, provisioning_uri: d.setupTotp.provisioningUri }),
  }),
  route({
    method: 'POST',
    path: `${MFA}/confirm/totp`,
    operation: graphql(
      `mutation ConfirmTotp($password: String!, $code: String!) { confirmTotp(password: $password, code: $code) { enabled } }`,
    ),
    variables: (p: Params) => ({ password: textParam(p.password), code: textParam(p.code) }),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'DELETE',
    path: `${MFA}/totp`,
    operation: graphql(`mutation DisableTotp($password: String!) { disableTotp(password: $password) { enabled } }`),
    variables: (p: Params) => ({ password: textParam(p.password) }),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: `${MFA}/backup_codes`,
    operation: graphql(`mutation CreateBackupCodes { createBackupCodes }`),
    getRunsMutation: 'Pleroma issues a new set of backup codes on GET',
    reply: object({ codes: listOf(string) }),
    view: (d) => ({ codes: d.createBackupCodes }),
  }),
  route({
    method: 'POST',
    path: '/oauth/mfa/challenge',
    operation: graphql(
      `mutation CompleteMfaChallenge($input: MfaChallengeInput!) { completeMfaChallenge(input: $input) { ...OAuthToken } }`,
    ),
    variables: (p: Params) => ({
      input: {
        mfaToken: textParam(p.mfa_token),
        challengeType: textParam(p.challenge_type),
        code: textParam(p.code),
        clientId: textParam(p.client_id),
        clientSecret: textParam(p.client_secret),
      },
    }),
    reply: Token,
    view: (d) => tokenView(d.completeMfaChallenge),
  }),
];
