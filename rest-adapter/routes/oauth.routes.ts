import type { RouteRow } from '../types.js';
import { appView, TOKEN_FIELDS, tokenView } from '../views/oauth.view.js';

export const oauthRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/v1/apps',
    operation: `mutation CreateApp($clientName: String!, $redirectUris: String!, $scopes: String, $website: String) {
      createApp(input: { clientName: $clientName, redirectUris: $redirectUris, scopes: $scopes, website: $website }) {
        id name clientId clientSecret redirectUri website scopes
      }
    }`,
    view: (d) => appView(d.createApp),
  },
  {
    method: 'POST',
    path: '/oauth/token',
    operation: `mutation ExchangeToken($input: TokenRequestInput!) { exchangeToken(input: $input) { ${TOKEN_FIELDS} } }`,
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
    view: (d) => tokenView(d.exchangeToken),
  },
  {
    method: 'POST',
    path: '/oauth/revoke',
    operation: `mutation RevokeToken($token: String!, $clientId: String!, $clientSecret: String!) {
      revokeToken(token: $token, clientId: $clientId, clientSecret: $clientSecret)
    }`,
    view: () => ({}),
  },
];
