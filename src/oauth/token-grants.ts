import type { EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword } from '../accounts/account.service.js';
import { JWT_LIFETIME_SECONDS, JWT_SCOPES, signJwt } from '../auth/jwt.js';
import type { SecretBox } from '../auth/secrets.js';
import { BadInputError } from '../errors.js';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS, authorizationCodeGrant, clientCredentialsGrant, findClient, passwordGrant,
  refreshTokenGrant, type IssuedToken,
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
export async function loginWithJwt(em: EntityManager, jwtSecret: Uint8Array, username: string, password: string): Promise<TokenGrant> {
  const user = await authenticatePassword(em, username, password);
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
