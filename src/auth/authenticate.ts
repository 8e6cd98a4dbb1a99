import type { EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { OAuthApp, User } from '../entities/index.js';
import { AppError, RateLimitedError } from '../core/errors.js';
import { findAccessToken } from '../oauth/oauth.service.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { limitPasswordCheck } from './password-attempts.js';
import { JWT_SCOPES, looksLikeJwt, verifyJwt } from './jwt.js';
import { readCookie, sessionCookieName, sessionUser } from './sessions.js';

/** Basic auth and the session cookie act with every scope the user could be granted. */
export const FULL_SCOPES = ['read', 'write', 'follow', 'push', 'admin'];

export type AuthMethod = 'oauth' | 'jwt' | 'basic' | 'cookie';

export interface AuthInfo {
  user: User | null;
  /** The OAuth app behind the token (also set for client_credentials tokens, which have no user). */
  app: OAuthApp | null;
  scopes: string[];
  method: AuthMethod | null;
  /** Set when credentials were presented but were not good: the reason, for a 401. */
  failure: string | null;
  /** Set when the credentials were not even checked (too many failed passwords): answered instead of the 401. */
  refusal?: AppError;
  /** The OAuth access token's row, for what belongs to one token (its Web Push subscription). */
  tokenId?: number;
  /**
   * The OAuth access token itself, not enumerable (never serialized or logged): sealed into a Web Push
   * subscription, whose payloads carry it to the client as Mastodon's do.
   */
  readonly accessToken?: string;
}

export const ANONYMOUS: AuthInfo = { user: null, app: null, scopes: [], method: null, failure: null };

export interface CredentialSource {
  authorization?: string;
  cookie?: string;
  /** `access_token` from the query string or body, as Mastodon clients may send it. */
  accessTokenParam?: string;
  /** The caller's address, for the failed-password limits of HTTP Basic. */
  address?: string;
}

const failed = (failure: string): AuthInfo => ({ ...ANONYMOUS, failure });

async function fromBearer(em: EntityManager, jwtSecret: Uint8Array, token: string): Promise<AuthInfo> {
  if (looksLikeJwt(token)) {
    const claims = await verifyJwt(jwtSecret, token);
    const user = claims ? await em.findOne(User, { id: claims.userId }) : null;
    if (!claims || !user || user.credentialsVersion !== claims.credentialsVersion || !canAct(user)) {
      return failed('The access token is invalid');
    }
    return { user, app: null, scopes: JWT_SCOPES, method: 'jwt', failure: null };
  }
  const record = await findAccessToken(em, token);
  if (!record) return failed('The access token is invalid');
  const info: AuthInfo = {
    user: record.user?.getEntity() ?? null,
    app: record.app.getEntity(),
    scopes: record.scopes,
    method: 'oauth',
    failure: null,
    tokenId: record.id,
  };
  return Object.defineProperty(info, 'accessToken', { value: token, enumerable: false });
}

async function fromBasic(
  em: EntityManager,
  rateLimits: RateLimits,
  address: string,
  encoded: string,
): Promise<AuthInfo> {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return failed('Invalid credentials');
  const login = decoded.slice(0, colon);
  try {
    const user = await limitPasswordCheck(rateLimits, address, login, () =>
      authenticatePassword(em, login, decoded.slice(colon + 1)),
    );
    // Basic carries no second factor: an account with MFA on must log in through OAuth (or the zone login's code).
    if (user.mfaEnabled)
      return failed(
        'Two-factor authentication is enabled for this account: HTTP Basic cannot be used, log in with OAuth',
      );
    return { user, app: null, scopes: FULL_SCOPES, method: 'basic', failure: null };
  } catch (err) {
    if (err instanceof RateLimitedError) return { ...failed(err.message), refusal: err };
    if (err instanceof AppError) return failed(err.message);
    throw err;
  }
}

/**
 * Works out who is calling: a Bearer OAuth token or zone-service JWT, HTTP Basic, the session cookie, or an
 * `access_token` parameter, in that order. Deactivated users and revoked or expired credentials never pass.
 */
export async function authenticate(
  em: EntityManager,
  jwtSecret: Uint8Array,
  namespace: string,
  rateLimits: RateLimits,
  src: CredentialSource,
): Promise<AuthInfo> {
  const [scheme, value] = (src.authorization ?? '').trim().split(/\s+/, 2);
  if (scheme && value) {
    if (/^bearer$/i.test(scheme)) return fromBearer(em, jwtSecret, value);
    if (/^basic$/i.test(scheme)) return fromBasic(em, rateLimits, src.address ?? 'unknown', value);
  }
  if (src.accessTokenParam) return fromBearer(em, jwtSecret, src.accessTokenParam);
  const session = readCookie(src.cookie, sessionCookieName(namespace));
  if (session) {
    const user = await sessionUser(em, session);
    return user ? { user, app: null, scopes: FULL_SCOPES, method: 'cookie', failure: null } : failed('Invalid session');
  }
  return ANONYMOUS;
}
