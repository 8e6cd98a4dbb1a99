import { graphql } from '../gql/index.js';
import type { AdminAppFragment, AdminAppResultFragment } from '../gql/graphql.js';
import { boolean, entity, integer, mapOf, nullable, object, string } from '../reply-schema.js';

export const ADMIN_OAUTH_APP_FRAGMENT = graphql(
  `fragment AdminApp on AdminOAuthApp { id name clientId clientSecret redirectUri website trusted }`,
);

export const ADMIN_OAUTH_APP_RESULT_FRAGMENT = graphql(
  `fragment AdminAppResult on AdminOAuthAppResult { errors app { ...AdminApp } }`,
);

/** Pleroma's AppView "show.json" for admins: integer id, trusted. */
export const adminOAuthAppView = (a: AdminAppFragment) => ({
  id: Number(a.id),
  name: a.name,
  client_id: a.clientId,
  client_secret: a.clientSecret,
  redirect_uri: a.redirectUri,
  website: a.website,
  trusted: a.trusted,
});

/** The app, or Pleroma's object of field name to message. */
export const adminOAuthAppResultView = (r: AdminAppResultFragment) => (r.errors ? r.errors : adminOAuthAppView(r.app!));

/** JSON Schema of `adminOAuthAppView`'s reply. */
export const AdminOAuthApp = entity(
  'AdminOAuthApp',
  object({
    id: integer,
    name: string,
    client_id: string,
    client_secret: string,
    redirect_uri: string,
    website: nullable(string),
    trusted: boolean,
  }),
);

/** JSON Schema of the refusal `adminOAuthAppResultView` renders: field name to message. */
export const AdminOAuthAppErrors = entity('AdminOAuthAppErrors', mapOf(string));
