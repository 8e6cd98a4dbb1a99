import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { Frontend, frontendView } from '../../views/frontend.view.js';
import { listOf } from '../../reply-schema.js';

const ADMIN = '/api/{ns}/admin';

/** Pleroma's FrontendController: the frontends, and installing one (answers the list). */
export const adminFrontendRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: `${ADMIN}/frontends`,
    operation: graphql(`query AdminFrontends { adminFrontends { ...AdminFrontendEntry } }`),
    reply: listOf(Frontend),
    view: (d) => d.adminFrontends.map(frontendView),
  }),
  route({
    method: 'POST',
    path: `${ADMIN}/frontends/install`,
    operation:
      graphql(`mutation AdminInstallFrontend($name: String!, $ref: String, $file: String, $buildUrl: String, $buildDir: String) {
      adminInstallFrontend(name: $name, ref: $ref, file: $file, buildUrl: $buildUrl, buildDir: $buildDir) { ...AdminFrontendEntry }
    }`),
    reply: listOf(Frontend),
    view: (d) => d.adminInstallFrontend.map(frontendView),
  }),
];
