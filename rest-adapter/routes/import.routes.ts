import { Upload } from 'graphql-upload-minimal';
import { graphql } from '../gql/index.js';
import { route, type Params, type RouteRow } from '../types.js';
import { exactly } from '../reply-schema.js';

/** A list file: the multipart parser keeps this much; the import reads at most 5 MB of it. */
const LIST_UPLOADS = { fileSize: 5_000_001, files: 1 };

/** `list` as text or as an uploaded file. */
const listParam = (p: Params) =>
  p.list instanceof Upload ? { file: p.list } : { list: typeof p.list === 'string' ? p.list : null };

/** Pleroma's imports: 200 "job started" at once, the work done in the background. */
const QUEUED_IMPORT = {
  variables: listParam,
  uploads: LIST_UPLOADS,
  reply: exactly('job started'),
  view: () => 'job started',
};

export const importRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/{ns}/follow_import',
    operation: graphql(
      `mutation ImportFollows($list: String, $file: Upload) { importFollows(list: $list, file: $file) { jobId } }`,
    ),
    ...QUEUED_IMPORT,
  }),
  route({
    method: 'POST',
    path: '/api/{ns}/blocks_import',
    operation: graphql(
      `mutation ImportBlocks($list: String, $file: Upload) { importBlocks(list: $list, file: $file) { jobId } }`,
    ),
    ...QUEUED_IMPORT,
  }),
  route({
    method: 'POST',
    path: '/api/{ns}/mutes_import',
    operation: graphql(
      `mutation ImportMutes($list: String, $file: Upload) { importMutes(list: $list, file: $file) { jobId } }`,
    ),
    ...QUEUED_IMPORT,
  }),
];
