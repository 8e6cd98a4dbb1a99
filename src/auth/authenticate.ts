import type { EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { OAuthApp, User } from '../entities/index.js';
import { AppError, RateLimitedError } from '../core/errors.js';
import { findAccessToken, findUserById, type CallerRecord } from '../oauth/oauth.service.js';
import type { CountedValues } from '../accounts/account.loaders.js';
import type { AppConfig } from '../config.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { limitPasswordCheck } from './password-attempts.js';
import { digest } from './secrets.js';
import type { AccessTokenCache, CachedToken } from './token-cache.js';
import { JWT_SCOPES, looksLikeJwt, verifyJwt } from './jwt.js';
import { readCookie, sessionCookieName, sessionUser } from './sessions.js';

/** Basic auth and the session cookie act with every scope the user could be granted. */
export const FULL_SCOPES = ['read', 'write', 'follow', 'push', 'admin'];

export type AuthMethod = 'oauth' | 'jwt' | 'basic' | 'cookie';

export interface AuthInfo {
  /** The caller as an entity of the request's EntityManager, for what changes it or hands it to a query. */
  user: User | null;
  /**
   * The caller for reading: `user` once something has read it (it may have changed it since), else the row read
   * at authentication, which is never mapped into the EntityManager. Ids, rules and `me` read this.
   */
  caller: User | null;
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
  /** The user's counted fields, read with the user when the request asked for them (`withCounted`). */
  counted?: CountedValues;
}

export const ANONYMOUS: AuthInfo = { user: null, caller: null, app: null, scopes: [], method: null, failure: null };

export interface CredentialSource {
  authorization?: string;
  cookie?: string;
  /** `access_token` from the query string or body, as Mastodon clients may send it. */
  accessTokenParam?: string;
  /** The caller's address, for the failed-password limits of HTTP Basic. */
  address?: string;
}

/** What a request asks authentication to read along with the user (one statement instead of two). */
export interface AuthReads {
  /** The user's counted fields (statuses, followers, follows, follow requests, last status), for a route showing them. */
  withCounted?: boolean;
}

/** What authentication reads besides the database. */
export interface AuthDeps {
  config: Pick<AppConfig, 'jwtSecret' | 'namespace'>;
  rateLimits: RateLimits;
  accessTokens: AccessTokenCache;
}

const failed = (failure: string): AuthInfo => ({ ...ANONYMOUS, failure });
const INVALID_TOKEN = 'The access token is invalid';

/**
 * An OAuth access token: from the cache when known (its user read by id, so that a deactivation shows at once),
 * else by its statement, then cached unless an invalidation came in while it ran.
 */
async function fromAccessToken(
  em: EntityManager,
  tokens: AccessTokenCache,
  token: string,
  { withCounted = false }: AuthReads,
): Promise<AuthInfo> {
  const key = digest(token);
  let entry = tokens.get(key);
  let found: CallerRecord | null;
  if (entry) {
    found = entry.userId == null ? null : await findUserById(em, entry.userId, withCounted);
    if (entry.userId != null && (!found || !canAct(found.row))) return failed(INVALID_TOKEN);
  } else {
    const stamp = tokens.stamp;
    const record = await findAccessToken(em, key, withCounted);
    if (!record) return failed(INVALID_TOKEN);
    ({ token: entry, user: found } = record);
    tokens.set(key, entry, stamp);
  }
  return new OAuthAuthInfo(em, entry, found, token);
}

/**
 * An OAuth token's AuthInfo. The user and the app become entities of the request when first read: most requests
 * only read the caller (`caller`, the row read) and never the app. Getters of a class: the object keeps one shape.
 */
class OAuthAuthInfo implements AuthInfo {
  readonly method = 'oauth';
  readonly failure = null;
  readonly scopes: string[];
  readonly tokenId: number;
  readonly counted?: CountedValues;
  readonly #em: EntityManager;
  readonly #entry: CachedToken;
  readonly #found: CallerRecord | null;
  /** Not a property of the object: never serialized or logged. */
  readonly #token: string;
  #user: User | undefined;
  #app: OAuthApp | undefined;

  constructor(em: EntityManager, entry: CachedToken, found: CallerRecord | null, token: string) {
    this.scopes = entry.scopes;
    this.tokenId = entry.tokenId;
    this.counted = found?.counted;
    this.#em = em;
    this.#entry = entry;
    this.#found = found;
    this.#token = token;
  }

  get user(): User | null {
    return this.#found && (this.#user ??= this.#found.managed());
  }

  get caller(): User | null {
    return this.#user ?? this.#found?.row ?? null;
  }

  get app(): OAuthApp {
    return (this.#app ??= this.#em.map(OAuthApp, this.#entry.appRow));
  }

  get accessToken(): string {
    return this.#token;
  }
}

async function fromBearer(em: EntityManager, deps: AuthDeps, token: string, reads: AuthReads): Promise<AuthInfo> {
  if (!looksLikeJwt(token)) return fromAccessToken(em, deps.accessTokens, token, reads);
  const claims = await verifyJwt(deps.config.jwtSecret, token);
  const user = claims ? await em.findOne(User, { id: claims.userId }) : null;
  if (!claims || !user || user.credentialsVersion !== claims.credentialsVersion || !canAct(user)) {
    return failed(INVALID_TOKEN);
  }
  return { user, caller: user, app: null, scopes: JWT_SCOPES, method: 'jwt', failure: null };
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
    return { user, caller: user, app: null, scopes: FULL_SCOPES, method: 'basic', failure: null };
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
  deps: AuthDeps,
  src: CredentialSource,
  reads: AuthReads = {},
): Promise<AuthInfo> {
  const [scheme, value] = (src.authorization ?? '').trim().split(/\s+/, 2);
  if (scheme && value) {
    if (/^bearer$/i.test(scheme)) return fromBearer(em, deps, value, reads);
    if (/^basic$/i.test(scheme)) return fromBasic(em, deps.rateLimits, src.address ?? 'unknown', value);
  }
  if (src.accessTokenParam) return fromBearer(em, deps, src.accessTokenParam, reads);
  const session = readCookie(src.cookie, sessionCookieName(deps.config.namespace));
  if (session) {
    const user = await sessionUser(em, session);
    return user
      ? { user, caller: user, app: null, scopes: FULL_SCOPES, method: 'cookie', failure: null }
      : failed('Invalid session');
  }
  return ANONYMOUS;
}
