import type { EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { JWT_LIFETIME_SECONDS, JWT_SCOPES, signJwt } from '../auth/jwt.js';
import type { SecretBox } from '../auth/secrets.js';
import { BadInputError, UnauthenticatedError } from '../core/errors.js';
import {
  closeChallenge,
  findChallenge,
  INVALID_CODE,
  requireSecondFactor,
  verifySecondFactor,
  type MfaDeps,
  type SecondFactor,
} from '../mfa/mfa.service.js';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  authorizationCodeGrant,
  clientCredentialsGrant,
  findClient,
  issueToken,
  passwordGrant,
  refreshTokenGrant,
  type IssuedToken,
} from './oauth.service.js';

/** A token as the API hands it out, whatever kind it is. */
export interface TokenGrant {
  accessToken: string;
  tokenType: 'Bearer';
  scope: string;
  createdAt: number;
  expiresIn: number;
  refreshToken: string | null;
  accountId: number | null;
}

export interface TokenRequest {
  grantType: string;
  clientId: string;
  clientSecret: string;
  username?: string | null;
  password?: string | null;
  code?: string | null;
  redirectUri?: string | null;
  refreshToken?: string | null;
  scope?: string | null;
}

/** An issued OAuth token as the API hands it out. */
export function presentToken(issued: IssuedToken): TokenGrant {
  return {
    accessToken: issued.accessToken,
    tokenType: 'Bearer',
    scope: issued.token.scopes.join(' '),
    createdAt: Math.floor(issued.token.createdAt.getTime() / 1000),
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
    refreshToken: issued.refreshToken,
    accountId: issued.token.user?.id ?? null,
  };
}

/** The token endpoint (RFC 6749 §4): one grant type per call. */
export async function exchangeToken(em: EntityManager, box: SecretBox, req: TokenRequest): Promise<TokenGrant> {
  const app = await findClient(em, box, req.clientId, req.clientSecret);
  switch (req.grantType) {
    case 'password':
      return presentToken(await passwordGrant(em, app, req.username ?? '', req.password ?? '', req.scope));
    case 'client_credentials':
      return presentToken(await clientCredentialsGrant(em, app, req.scope));
    case 'refresh_token':
      return presentToken(await refreshTokenGrant(em, app, req.refreshToken ?? ''));
    case 'authorization_code':
      return presentToken(await authorizationCodeGrant(em, app, req.code ?? '', req.redirectUri));
    default:
      throw new BadInputError('grant_type: must be password, client_credentials, refresh_token or authorization_code');
  }
}

/**
 * Password login without an OAuth client: returns a signed JWT (the zone service's bearer token), good for
 * JWT_LIFETIME_SECONDS and for nothing once the password changes or the account is deactivated.
 */
export async function loginWithJwt(
  em: EntityManager,
  jwtSecret: Uint8Array,
  username: string,
  password: string,
  secondFactor?: SecondFactor,
): Promise<TokenGrant> {
  const user = await authenticatePassword(em, username, password);
  await requireSecondFactor(em, user, secondFactor, () => new UnauthenticatedError('Invalid two-factor code'));
  return {
    accessToken: await signJwt(jwtSecret, { userId: user.id, credentialsVersion: user.credentialsVersion }),
    tokenType: 'Bearer',
    scope: JWT_SCOPES.join(' '),
    createdAt: Math.floor(Date.now() / 1000),
    expiresIn: JWT_LIFETIME_SECONDS,
    refreshToken: null,
    accountId: user.id,
  };
}

export interface MfaChallengeRequest {
  mfaToken: string;
  challengeType: string;
  code: string;
  clientId: string;
  clientSecret: string;
}

/**
 * POST /oauth/mfa/challenge: answers the `mfa_token` of a password grant with a TOTP or backup code and issues
 * the token the grant asked for. Every failure is Pleroma's 400 "Invalid code" (wrong codes are rate limited).
 */
export async function completeMfaChallenge(
  em: EntityManager,
  deps: MfaDeps,
  req: MfaChallengeRequest,
): Promise<TokenGrant> {
  const invalid = new BadInputError(INVALID_CODE);
  const app = await findClient(em, deps.box, req.clientId, req.clientSecret).catch(() => null);
  const challenge = await findChallenge(em, req.mfaToken);
  const user = challenge?.user.getEntity();
  if (!app || !challenge || !user || challenge.app?.id !== app.id || !canAct(user)) throw invalid;
  if (req.challengeType !== 'totp' && req.challengeType !== 'recovery') throw invalid;
  if (!(await verifySecondFactor(em, deps, user, req.challengeType, req.code))) throw invalid;
  await closeChallenge(em, challenge);
  return presentToken(await issueToken(em, app, user, challenge.scopes));
}
