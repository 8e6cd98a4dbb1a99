import { graphql } from '../gql/index.js';
import type { AdminFrontendEntryFragment } from '../gql/graphql.js';
import { boolean, entity, nullable, object, string } from '../reply-schema.js';

export const FRONTEND_FRAGMENT = graphql(`fragment AdminFrontendEntry on Frontend { name git buildUrl ref installed }`);

/** Pleroma's FrontendView entry. */
export const frontendView = (f: AdminFrontendEntryFragment) => ({
  name: f.name,
  git: f.git,
  build_url: f.buildUrl,
  ref: f.ref,
  installed: f.installed,
});

/** JSON Schema of `frontendView`'s reply. */
export const Frontend = entity(
  'Frontend',
  object({ name: string, git: nullable(string), build_url: nullable(string), ref: string, installed: boolean }),
);
