import type { AppDeps } from '../../src/graphql/context.js';
import { uploadLimit } from '../../src/media/media.service.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { MediaAttachment, mediaView } from '../views/media.view.js';

const UPLOAD = graphql(`mutation UploadMedia($file: Upload!, $description: String, $focus: String) {
  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }
}`);

/** Multipart `file`, at most the instance's upload_limit (read per request: admins may change it). */
const uploads = { fileSize: (deps: AppDeps) => uploadLimit(deps.orm.em.fork()), files: 1 };

export const mediaRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/v1/media',
    operation: UPLOAD,
    uploads,
    reply: MediaAttachment,
    view: (d) => mediaView(d.uploadMedia),
  }),
  // v2 answers 200, as Mastodon does for a file processed at once (202 with a null url means "still processing",
  // which never happens here: the upload is stored and described before the reply).
  route({
    method: 'POST',
    path: '/api/v2/media',
    operation: UPLOAD,
    uploads,
    reply: MediaAttachment,
    view: (d) => mediaView(d.uploadMedia),
  }),
  route({
    method: 'GET',
    path: '/api/v1/media/:id',
    operation: graphql(`query Media($id: ID!) { media(id: $id) { ...MastodonMedia } }`),
    reply: MediaAttachment,
    view: (d) => mediaView(d.media),
  }),
  route({
    method: 'PUT',
    path: '/api/v1/media/:id',
    operation: graphql(`mutation UpdateMedia($id: ID!, $description: String, $focus: String) {
      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }
    }`),
    reply: MediaAttachment,
    view: (d) => mediaView(d.updateMedia),
  }),
];
