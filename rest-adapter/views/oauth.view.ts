import { graphql } from '../gql/index.js';
import type { OAuthAppFragment, OAuthTokenFragment } from '../gql/graphql.js';
import { entity, integer, listOf, nullable, object, string } from '../reply-schema.js';

export const APP_FRAGMENT = graphql(
  `fragment OAuthApp on OAuthClient { id name clientId clientSecret redirectUri website scopes vapidKey }`,
);

/** POST /api/v1/apps: the app with its credentials; ids as strings, as Mastodon returns them. */
export function appView(app: OAuthAppFragment) {
  return {
    id: String(app.id),
    name: app.name,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: app.redirectUri,
    website: app.website,
    scopes: app.scopes.split(' '),
    vapid_key: app.vapidKey,
  };
}

export const TOKEN_FRAGMENT = graphql(
  `fragment OAuthToken on Token { accessToken tokenType scope createdAt expiresIn refreshToken accountId }`,
);

/** POST /oauth/token: RFC 6749 names, plus the account id as Pleroma adds it. */
export function tokenView(t: OAuthTokenFragment) {
  return {
    access_token: t.accessToken,
    token_type: t.tokenType,
    scope: t.scope,
    created_at: t.createdAt,
    expires_in: t.expiresIn,
    ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
    ...(t.accountId ? { id: String(t.accountId) } : {}),
  };
}

/** JSON Schema of `appView`'s reply. */
export const OAuthApp = entity(
  'OAuthApp',
  object({
    id: string,
    name: string,
    client_id: string,
    client_secret: string,
    redirect_uri: string,
    website: nullable(string),
    scopes: listOf(string),
    vapid_key: string,
  }),
);

/** JSON Schema of `tokenView`'s reply. */
export const Token = entity(
  'Token',
  object(
    { access_token: string, token_type: string, scope: string, created_at: integer, expires_in: integer },
    { refresh_token: string, id: string },
  ),
);
