import { toId } from '../core/ids.js';
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { authenticatePassword, canAct } from '../accounts/account.service.js';
import { parseScopes, scopesAllowedFor, unknownScopes } from '../auth/scopes.js';
import { digest, newOpaqueToken, safeEqual, type SecretBox } from '../auth/secrets.js';
import { OAuthApp, OAuthAuthorization, OAuthToken, User } from '../entities/index.js';
import { BadInputError, ForbiddenError, UnauthenticatedError } from '../core/errors.js';
import { credentialsChanged, oauthAppChanged } from '../events/publish.js';
import { aliasedColumns, rowPart } from '../db/joined-row.js';
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

/** A live access token with its app's stored row (for the token cache, which maps it into later requests). */
export interface AccessTokenRecord {
  token: OAuthToken;
  appRow: Record<string, unknown>;
  /** The user's counted fields, when asked for (`withCounted`). */
  counted?: CountedValues;
}

/** Statement texts written once, by what they read besides the user's row (the counted fields or not). */
const accessTokenSql: Partial<Record<'plain' | 'counted', string>> = {};
const userByIdSql: Partial<Record<'plain' | 'counted', string>> = {};

/** The counted fields of the user `u` as extra columns, when they are asked for. */
const countedOf = (withCounted: boolean) => (withCounted ? `, ${countedColumns('u."id"')}` : '');

/**
 * Resolves a token digest to its live record, or null when unknown, expired or its user cannot act; one statement
 * written once (MikroORM's `findOne` built it anew each time, which cost three times what running it did:
 * docs/performance.md). `withCounted` reads the user's counted fields in it too.
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
  // The user and the app are managed first: the token's references then resolve to them.
  const userRow = rowPart(row, 'u');
  const user = userRow ? em.map(User, userRow) : null;
  const appRow = rowPart(row, 'a')!;
  em.map(OAuthApp, appRow);
  const token = em.map(OAuthToken, rowPart(row, 't')!);
  if (token.expiresAt < new Date()) return null;
  if (user && !canAct(user)) return null;
  return { token, appRow, counted: withCounted && user ? readCounted(row) : undefined };
}

/**
 * A user by id as a managed entity, in one statement written once (the user of a cached access token);
 * `withCounted` reads its counted fields in it too.
 */
export async function findUserById(
  em: EntityManager,
  id: number,
  withCounted = false,
): Promise<{ user: User; counted?: CountedValues } | null> {
  const sql = (userByIdSql[withCounted ? 'counted' : 'plain'] ??=
    `select ${aliasedColumns(em, User, 'u')}${countedOf(withCounted)} from "users" u where u."id" = ?`);
  const [row] = await em.getConnection().execute<Array<Record<string, unknown>>>(sql, [id]);
  const userRow = row ? rowPart(row, 'u') : null;
  if (!userRow) return null;
  return { user: em.map(User, userRow), counted: withCounted ? readCounted(row) : undefined };
}
