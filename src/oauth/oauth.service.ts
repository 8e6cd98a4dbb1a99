import { toId } from '../core/ids.js';
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { parseScopes, scopesAllowedFor, unknownScopes } from '../auth/scopes.js';
import { digest, newOpaqueToken, safeEqual, type SecretBox } from '../auth/secrets.js';
import { OAuthApp, OAuthAuthorization, OAuthToken, User } from '../entities/index.js';
import { BadInputError, ForbiddenError, UnauthenticatedError } from '../core/errors.js';
import { credentialsChanged, oauthAppChanged } from '../events/publish.js';
import { aliasedColumns, rowPart } from '../db/joined-row.js';
import { plainShape } from '../db/batch-loaders.js';
import type { CachedToken } from '../auth/token-cache.js';
import { countedColumns, readCounted, type CountedValues } from '../accounts/account.loaders.js';
import { INVALID_CODE, openChallenge, requireSecondFactor, type SecondFactor } from '../mfa/mfa.service.js';

export const OOB_REDIRECT = 'urn:ietf:wg:oauth:2.0:oob';
/** Access tokens live 30 days; refresh tokens renew them. Codes of the code flow live 10 minutes. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface NewApp {
  clientName: string;
  redirectUris: string;
  scopes?: string | null;
  website?: string | null;
}

export interface IssuedToken {
  token: OAuthToken;
  accessToken: string;
  refreshToken: string | null;
}

function validRedirectUri(uri: string): boolean {
  if (uri === OOB_REDIRECT) return true;
  try {
    return Boolean(new URL(uri).protocol);
  } catch {
    return false;
  }
}

/** An app's fields checked: the normalised values, or the problems by field (`name`, `redirect_uris`, `scopes`). */
export function checkAppFields(
  input: Partial<NewApp>,
  partial = false,
): { errors: Record<string, string>; uris?: string[]; scopes?: string[] } {
  const errors: Record<string, string> = {};
  const out: { errors: Record<string, string>; uris?: string[]; scopes?: string[] } = { errors };
  if ((!partial || input.clientName != null) && !input.clientName?.trim()) errors.name = "can't be blank";
  if (!partial || input.redirectUris != null) {
    out.uris = input.redirectUris?.split(/\s+/).filter(Boolean) ?? [];
    if (out.uris.length === 0) errors.redirect_uris = "can't be blank";
    else if (!out.uris.every(validRedirectUri)) errors.redirect_uris = 'must be absolute URIs';
  }
  if (!partial || input.scopes != null) {
    out.scopes = parseScopes(input.scopes ?? 'read');
    const unknown = unknownScopes(out.scopes);
    if (unknown.length) errors.scopes = `unknown scope ${unknown.join(', ')}`;
  }
  return out;
}

export async function createApp(
  em: EntityManager,
  box: SecretBox,
  input: NewApp & { trusted?: boolean },
): Promise<{ app: OAuthApp; clientSecret: string }> {
  const { errors, uris, scopes } = checkAppFields(input);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field) throw new BadInputError(`${field === 'name' ? 'client_name' : field}: ${message}`);
  const clientSecret = newOpaqueToken();
  const app = em.create(OAuthApp, {
    name: input.clientName.trim(),
    clientId: newOpaqueToken(24),
    clientSecretSealed: box.seal(clientSecret),
    redirectUris: uris!.join('\n'),
    scopes: scopes!.join(' '),
    website: input.website || null,
    trusted: input.trusted ?? false,
  });
  await em.flush();
  return { app, clientSecret };
}

export function appRedirectUris(app: OAuthApp): string[] {
  return app.redirectUris.split('\n');
}

/** Finds the app of a client id; with a secret given, the secret must match. */
export async function findClient(
  em: EntityManager,
  box: SecretBox,
  clientId: string | null | undefined,
  clientSecret?: string | null,
): Promise<OAuthApp> {
  const app = clientId ? await em.findOne(OAuthApp, { clientId }) : null;
  if (!app || (clientSecret !== undefined && !safeEqual(box.open(app.clientSecretSealed), clientSecret ?? ''))) {
    throw new UnauthenticatedError('Invalid client');
  }
  return app;
}

function grantedScopes(requested: string | null | undefined, app: OAuthApp): string[] {
  const appScopes = parseScopes(app.scopes);
  const scopes = requested ? parseScopes(requested) : appScopes;
  if (!scopesAllowedFor(scopes, appScopes) || scopes.length === 0) {
    throw new BadInputError('scope: the requested scopes are not allowed for this app');
  }
  return scopes;
}

/**
 * Issues a token with the scopes granted. A user who is not an admin never gets `admin` or `admin:*` scopes:
 * they are dropped from the request quietly, as Pleroma's Scopes.validate does.
 */
export async function issueToken(
  em: EntityManager,
  app: OAuthApp,
  user: User | null,
  requested: string[],
): Promise<IssuedToken> {
  if (user && !wrap(user).isInitialized()) await wrap(user).init();
  const scopes = user && !user.isAdmin ? requested.filter((s) => s !== 'admin' && !s.startsWith('admin:')) : requested;
  const accessToken = newOpaqueToken();
  const refreshToken = user ? newOpaqueToken() : null;
  const token = em.create(OAuthToken, {
    tokenHash: digest(accessToken),
    refreshTokenHash: refreshToken ? digest(refreshToken) : null,
    app,
    user,
    scopes,
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
  });
  await em.flush();
  return { token, accessToken, refreshToken };
}

/**
 * The password grant. A user with MFA on gets 403 `mfa_required` with an `mfa_token` to complete at
 * POST /oauth/mfa/challenge (Pleroma's flow), unless the caller already sent the code (`secondFactor`).
 */
export async function passwordGrant(
  em: EntityManager,
  app: OAuthApp,
  login: string,
  password: string,
  scope?: string | null,
  secondFactor?: SecondFactor,
): Promise<IssuedToken> {
  const scopes = grantedScopes(scope, app);
  const user = await authenticatePassword(em, login, password);
  if (user.mfaEnabled) {
    if (secondFactor?.code) {
      await requireSecondFactor(em, user, secondFactor, () => new UnauthenticatedError(INVALID_CODE));
    } else {
      const mfaToken = await openChallenge(em, user, app, scopes);
      throw new ForbiddenError('mfa_required', { mfa_token: mfaToken, supported_challenge_types: 'totp' });
    }
  }
  return issueToken(em, app, user, scopes);
}

export async function clientCredentialsGrant(
  em: EntityManager,
  app: OAuthApp,
  scope?: string | null,
): Promise<IssuedToken> {
  return issueToken(em, app, null, grantedScopes(scope, app));
}

export async function refreshTokenGrant(em: EntityManager, app: OAuthApp, refreshToken: string): Promise<IssuedToken> {
  const old = refreshToken
    ? await em.findOne(OAuthToken, { refreshTokenHash: digest(refreshToken), app }, { populate: ['user'] })
    : null;
  const user = old?.user?.getEntity();
  if (!old || !user || !canAct(user)) throw new UnauthenticatedError('Invalid refresh token');
  const issued = await issueToken(em, app, user, old.scopes);
  em.remove(old);
  await em.flush();
  return issued;
}

export async function createAuthorizationCode(
  em: EntityManager,
  app: OAuthApp,
  user: User,
  redirectUri: string,
  scope?: string | null,
): Promise<string> {
  if (!appRedirectUris(app).includes(redirectUri))
    throw new BadInputError('redirect_uri: does not match a registered redirect URI');
  const code = newOpaqueToken();
  em.create(OAuthAuthorization, {
    codeHash: digest(code),
    app,
    user,
    scopes: grantedScopes(scope, app),
    redirectUri,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  await em.flush();
  return code;
}

export async function authorizationCodeGrant(
  em: EntityManager,
  app: OAuthApp,
  code: string,
  redirectUri: string | null | undefined,
): Promise<IssuedToken> {
  const auth = code
    ? await em.findOne(OAuthAuthorization, { codeHash: digest(code), app }, { populate: ['user'] })
    : null;
  if (auth) {
    em.remove(auth); // a code is good for one exchange, whatever its outcome
    await em.flush();
  }
  const user = auth?.user.getEntity();
  if (
    !auth ||
    auth.expiresAt < new Date() ||
    !user ||
    !canAct(user) ||
    (redirectUri && redirectUri !== auth.redirectUri)
  ) {
    throw new UnauthenticatedError('Invalid authorization code');
  }
  return issueToken(em, app, user, auth.scopes);
}

/** Revokes an access token of the given app; an unknown token is no error (RFC 7009). */
export async function revokeToken(em: EntityManager, app: OAuthApp, token: string): Promise<void> {
  const record = await em.findOne(OAuthToken, { tokenHash: digest(token), app }, { fields: ['user'] });
  if (!record) return;
  await em.nativeDelete(OAuthToken, record.id);
  if (record.user) credentialsChanged(em, record.user.id);
  else oauthAppChanged(em, app.id);
}

/** The user's live access tokens, newest first, with their apps (Pleroma's GET /api/oauth_tokens). */
export async function listUserTokens(em: EntityManager, user: User): Promise<OAuthToken[]> {
  return em.find(OAuthToken, { user, expiresAt: { $gt: new Date() } }, { populate: ['app'], orderBy: { id: 'desc' } });
}

/**
 * Revokes one of the user's own tokens by id (Pleroma's DELETE /api/oauth_tokens/:id); an id that is not theirs
 * changes nothing, as in Pleroma. Sockets opened with it close (credentials changed).
 */
export async function revokeUserToken(em: EntityManager, user: User, id: string): Promise<void> {
  const tokenId = toId(id);
  if (!tokenId) return;
  const removed = await em.nativeDelete(OAuthToken, { id: tokenId, user });
  if (removed) credentialsChanged(em, user.id);
}

/**
 * The user authentication read. Mapping a user row into a managed entity costs more than the rest of
 * authentication (docs/performance.md), and most requests only read the caller: `row` is for reading, `managed`
 * makes the entity a service can change and flush when first asked for.
 */
export interface CallerRecord {
  /** The user's row as `plainRows` reads it: never changed, never handed to the EntityManager. */
  row: User;
  /** The user as an entity of the request's EntityManager: the one it already holds, else mapped from the row. */
  managed: () => User;
  /** The user's counted fields, when asked for (`withCounted`). */
  counted?: CountedValues;
}

/** A live access token as the token cache keeps it, with its user. */
export interface AccessTokenRecord {
  token: CachedToken;
  user: CallerRecord | null;
}

/** Statement texts written once, by what they read besides the user's row (the counted fields or not). */
const accessTokenSql: Partial<Record<'plain' | 'counted', string>> = {};
const userByIdSql: Partial<Record<'plain' | 'counted', string>> = {};

/** The counted fields of the user `u` as extra columns, when they are asked for. */
const countedOf = (withCounted: boolean) => (withCounted ? `, ${countedColumns('u."id"')}` : '');

/** The user `u` of a row read with `aliasedColumns`, or null where a left join found none. */
function callerOf(em: EntityManager, row: Record<string, unknown>, withCounted: boolean): CallerRecord | null {
  const user = plainShape(em, User).toObject(row, 'u__');
  if (user.id == null) return null;
  let managed: User | undefined;
  return {
    row: user,
    managed: () => {
      if (managed) return managed;
      const held = em.getUnitOfWork().getById<User>(User.name, user.id);
      // An entity the request holds may carry changes not flushed yet: mapping the row again would overwrite them.
      return (managed = held && wrap(held).isInitialized() ? held : em.map(User, rowPart(row, 'u')!));
    },
    counted: withCounted ? readCounted(row) : undefined,
  };
}

/**
 * Resolves a token digest to its live record, or null when unknown, expired or its user cannot act; one statement
 * written once (MikroORM's `findOne` built it anew each time, which cost three times what running it did:
 * docs/performance.md). `withCounted` reads the user's counted fields in it too. Nothing is mapped into `em` until
 * asked for (the user by `managed`, the app from `appRow`).
 */
export async function findAccessToken(
  em: EntityManager,
  tokenDigest: string,
  withCounted = false,
): Promise<AccessTokenRecord | null> {
  const sql = (accessTokenSql[withCounted ? 'counted' : 'plain'] ??= `select ${aliasedColumns(em, OAuthToken, 't')},
    ${aliasedColumns(em, OAuthApp, 'a')}, ${aliasedColumns(em, User, 'u')}${countedOf(withCounted)}
    from "oauth_tokens" t join "oauth_apps" a on a."id" = t."app_id"
    left join "users" u on u."id" = t."user_id" where t."token_hash" = ?`);
  const [row] = await em.getConnection().execute<Array<Record<string, unknown>>>(sql, [tokenDigest]);
  if (!row) return null;
  const token = plainShape(em, OAuthToken).toObject(row, 't__');
  if (token.expiresAt < new Date()) return null;
  const user = callerOf(em, row, withCounted);
  if (user && !canAct(user.row)) return null;
  return {
    token: {
      tokenId: token.id,
      userId: token.user?.id ?? null,
      appId: token.app.id,
      appRow: rowPart(row, 'a')!,
      scopes: token.scopes,
      expiresAt: token.expiresAt.getTime(),
    },
    user,
  };
}

/**
 * A user by id (the user of a cached access token), in one statement written once; `withCounted` reads its
 * counted fields in it too.
 */
export async function findUserById(em: EntityManager, id: number, withCounted = false): Promise<CallerRecord | null> {
  const sql = (userByIdSql[withCounted ? 'counted' : 'plain'] ??=
    `select ${aliasedColumns(em, User, 'u')}${countedOf(withCounted)} from "users" u where u."id" = ?`);
  const [row] = await em.getConnection().execute<Array<Record<string, unknown>>>(sql, [id]);
  return row ? callerOf(em, row, withCounted) : null;
}
