import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { Orm } from '../db/database.js';
import type { User } from '../entities/index.js';
import { authenticate, type AuthInfo, type CredentialSource } from '../auth/authenticate.js';
import type { AccessTokenCache } from '../auth/token-cache.js';
import { hasScope } from '../auth/scopes.js';
import type { SecretBox } from '../auth/secrets.js';
import { createLoaders, type Loaders } from './loaders.js';
import { primeCounted } from '../accounts/account.loaders.js';
import type { Mailer } from '../mail/mailer.js';
import type { EmojiRegistry } from '../emoji/custom-emoji.js';
import type { RateLimits, RateLimitState } from '../rate-limits/rate-limits.js';
import type { Receivers } from '../streaming/receiver.js';

/** What lives as long as the process: built once at start, shared by every request. */
export interface AppDeps {
  orm: Orm;
  config: AppConfig;
  logger: Logger;
  box: SecretBox;
  rateLimits: RateLimits;
  mailer: Mailer;
  /** The custom emoji and packs on disk, read once and kept until they change. */
  emoji: EmojiRegistry;
  /** Live access tokens by digest (src/auth/token-cache.ts). */
  accessTokens: AccessTokenCache;
  /** The streaming hub, for GraphQL subscriptions (absent until the app attaches it). */
  streaming?: Receivers;
}

/** Everything request-scoped, built once per request and shared by Apollo and the REST adapter. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  auth: AuthInfo;
  loaders: Loaders;
  requestId: string;
  ip: string;
  /** The caller's state under the last rate limit consumed, for X-RateLimit-* headers. */
  rateLimit?: RateLimitState;
  /** Set for operations over a WebSocket (subscriptions): its credentials, and how to end it. */
  connection?: SocketConnection;
}

export interface SocketConnection {
  id: string;
  credentials: CredentialSource;
  close(code: number, reason: string): void;
}

export function requestIdOf(req: Request): string {
  return req.id ?? randomUUID();
}

/** The credentials a request presents: its Authorization header, its cookies, an `access_token` parameter. */
export function credentialsOf(req: Request): Omit<CredentialSource, 'address'> {
  const tokenParam = req.query?.access_token ?? (req.body as Record<string, unknown> | undefined)?.access_token;
  return {
    authorization: req.headers.authorization,
    cookie: req.headers.cookie,
    accessTokenParam: typeof tokenParam === 'string' ? tokenParam : undefined,
  };
}

/**
 * `ambient: false` leaves out the credentials a browser attaches by itself, whichever page sent the request: the
 * session cookie and HTTP Basic (browsers replay it once entered). A Bearer token is only ever set by the caller.
 * `withCounted`: the caller's counted fields are read with the caller (one statement), for an operation showing
 * them; the request's loaders start with them.
 */
export async function buildContext(
  deps: AppDeps,
  req: Request,
  { ambient = true, withCounted = false } = {},
): Promise<Context> {
  const em = deps.orm.em.fork();
  const { authorization, cookie, accessTokenParam } = credentialsOf(req);
  // Express works the address out anew on every read of `req.ip`.
  const ip = req.ip;
  const auth = await authenticate(
    em,
    deps,
    {
      address: ip,
      authorization: ambient || !/^\s*basic\s/i.test(authorization ?? '') ? authorization : undefined,
      cookie: ambient ? cookie : undefined,
      accessTokenParam,
    },
    { withCounted },
  );
  const ctx = contextFor(deps, em, auth, requestIdOf(req), ip ?? 'unknown');
  if (auth.caller && auth.counted) primeCounted(ctx.loaders, auth.caller.id, auth.counted);
  return ctx;
}

/** A context for a caller already authenticated (a streaming socket renders each event with a fresh one). */
export function contextFor(deps: AppDeps, em: EntityManager, auth: AuthInfo, requestId: string, ip: string): Context {
  return { deps, em, auth, loaders: createLoaders(em, auth.caller?.id ?? null), requestId, ip };
}

/** The key rate limits count under: the user when known, else the client address. */
export function callerKey(ctx: Context): string {
  return ctx.auth.caller ? `user:${ctx.auth.caller.id}` : `ip:${ctx.ip}`;
}

/**
 * The caller as a reader of what `scope` guards: the user when the credential carries the scope, else nobody
 * (Pleroma's `fallback: :proceed_unauthenticated`: public data is still served, as to an anonymous caller).
 */
export function viewerWith(ctx: Context, scope: string): User | null {
  return ctx.auth.caller && hasScope(ctx.auth.scopes, scope) ? ctx.auth.user : null;
}
