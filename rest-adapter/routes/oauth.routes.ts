import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { appView, OAuthApp, Token, tokenView } from '../views/oauth.view.js';
import { EMPTY, integer, listOf, nullable, object, string } from '../reply-schema.js';

export const oauthRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/apps',
    operation:
      graphql(`mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {
      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) { ...OAuthApp }
    }`),
    reply: OAuthApp,
    view: (d) => appView(d.createApp),
  }),
  route({
    method: 'POST',
    path: '/oauth/token',
    operation: graphql(
      `mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ...OAuthToken } }`,
    ),
    variables: (p) => ({
      input: {
        grantType: p.grant_type ?? '',
        clientId: p.client_id ?? '',
        clientSecret: p.client_secret ?? '',
        username: p.username,
        password: p.password,
        code: p.code,
        redirectUri: p.redirect_uri,
        refreshToken: p.refresh_token,
        scope: Array.isArray(p.scope) ? p.scope.join(' ') : p.scope,
      },
    }),
    reply: Token,
    view: (d) => tokenView(d.exchangeToken),
  }),
  route({
    method: 'POST',
    path: '/oauth/revoke',
    operation: graphql(`mutation RevokeToken($token: String!, $clientId: ID!, $clientSecret: String!) {
      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)
    }`),
    reply: EMPTY,
    view: () => ({}),
  }),
  route({
    method: 'GET',
    path: '/api/v1/apps/verify_credentials',
    operation: graphql(`query CurrentApp { currentApp { name website vapidKey } }`),
    // Pleroma's short AppView, with the VAPID key as Pleroma adds it.
    reply: object({ name: string, website: nullable(string), vapid_key: string }),
    view: (d) => ({ name: d.currentApp.name, website: d.currentApp.website, vapid_key: d.currentApp.vapidKey }),
  }),
  route({
    method: 'GET',
    path: '/api/oauth_tokens',
    operation: graphql(`query UserTokens { userTokens { id appName validUntil } }`),
    reply: listOf(object({ id: integer, app_name: string, valid_until: string })),
    view: (d) => d.userTokens.map((t) => ({ id: Number(t.id), app_name: t.appName, valid_until: t.validUntil })),
  }),
  route({
    method: 'DELETE',
    path: '/api/oauth_tokens/:id',
    operation: graphql(`mutation RevokeUserToken($id: ID!) { revokeUserToken(id: $id) { id } }`),
    // Pleroma answers 201 with an empty body.
    status: 201,
    contentType: 'application/json',
    // Pleroma's empty body under a JSON type.
    reply: { type: 'string', maxLength: 0 },
    view: () => '',
  }),
];
