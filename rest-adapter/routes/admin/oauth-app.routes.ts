import { graphql } from '../../gql/index.js';
import { intParam } from '../../pagination.js';
import { route, type Params, type RouteRow } from '../../types.js';
import {
  AdminOAuthApp,
  AdminOAuthAppErrors,
  adminOAuthAppResultView,
  adminOAuthAppView,
} from '../../views/oauth-app.view.js';
import { integer, listOf, object } from '../../reply-schema.js';

const APPS = '/api/{ns}/admin/oauth_app';

/** `scopes` as a list (`scopes[]=read`) or a space-separated string; the rest as sent. */
const appInput = (p: Params) => ({
  name: p.name,
  redirectUris: p.redirect_uris,
  scopes: Array.isArray(p.scopes) ? p.scopes.join(' ') : p.scopes,
  website: p.website,
  trusted: p.trusted === undefined ? undefined : p.trusted === true || p.trusted === 'true',
});

export const adminOAuthAppRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: APPS,
    operation:
      graphql(`query AdminOAuthApps($name: String, $clientId: ID, $trusted: Boolean, $page: Int, $pageSize: Int) {
      adminOAuthApps(name: $name, clientId: $clientId, trusted: $trusted, page: $page, pageSize: $pageSize) {
        totalCount pageSize nodes { ...AdminApp }
      }
    }`),
    reply: object({ apps: listOf(AdminOAuthApp), count: integer, page_size: integer }),
    view: (d) => ({
      apps: d.adminOAuthApps.nodes.map(adminOAuthAppView),
      count: d.adminOAuthApps.totalCount,
      page_size: d.adminOAuthApps.pageSize,
    }),
  }),
  route({
    method: 'POST',
    path: APPS,
    operation: graphql(`mutation AdminCreateOAuthApp($input: AdminOAuthAppInput!) {
      adminCreateOAuthApp(input: $input) { ...AdminAppResult }
    }`),
    variables: (p) => ({ input: appInput(p) }),
    status: (d) => (d.adminCreateOAuthApp.errors ? 400 : 200),
    reply: AdminOAuthApp,
    replies: { 400: AdminOAuthAppErrors },
    view: (d) => adminOAuthAppResultView(d.adminCreateOAuthApp),
  }),
  route({
    method: 'PATCH',
    path: `${APPS}/:id`,
    operation: graphql(`mutation AdminUpdateOAuthApp($id: ID!, $input: AdminOAuthAppInput!) {
      adminUpdateOAuthApp(id: $id, input: $input) { ...AdminAppResult }
    }`),
    variables: (p) => ({ id: intParam('id', p.id), input: appInput(p) }),
    status: (d) => (d.adminUpdateOAuthApp.errors ? 400 : 200),
    reply: AdminOAuthApp,
    replies: { 400: AdminOAuthAppErrors },
    view: (d) => adminOAuthAppResultView(d.adminUpdateOAuthApp),
  }),
  route({
    method: 'DELETE',
    path: `${APPS}/:id`,
    operation: graphql(`mutation AdminDeleteOAuthApp($id: ID!) { adminDeleteOAuthApp(id: $id) }`),
    variables: (p) => ({ id: intParam('id', p.id) }),
    status: 204,
  }),
];
