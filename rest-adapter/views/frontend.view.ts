import { graphql } from '../gql/index.js';
import type { AdminFrontendEntryFragment } from '../gql/graphql.js';

export const FRONTEND_FRAGMENT = graphql(`fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }`);

/** Pleroma's FrontendView entry. */
export const frontendView = (f: AdminFrontendEntryFragment) => ({
  name: f.name,
  git: f.git,
  build_url: f.buildUrl,
  ref: f.ref,
  installed: f.installed,
});
