import type { AppDeps } from '../../src/context.js';
import { uploadLimit } from '../../src/media/media.service.js';
import type { RouteRow } from '../types.js';
import { MEDIA_FRAGMENT, mediaView } from '../views/media.view.js';

const UPLOAD = `mutation UploadMedia($file: Upload!, $description: String, $focus: String) {
  uploadMedia(file: $file, description: $description, focus: $focus) { ...MastodonMedia }
} ${MEDIA_FRAGMENT}`;

/** Multipart `file`, at most the instance's upload_limit (read per request: admins may change it). */
const uploads = { fileSize: (deps: AppDeps) => uploadLimit(deps.orm.em.fork()), files: 1 };

export const mediaRoutes: RouteRow[] = [
  { method: 'POST', path: '/api/v1/media', operation: UPLOAD, uploads, view: (d) => mediaView(d.uploadMedia) },
  // v2 answers 202 as Pleroma does (the file is usable at once; no processing is pending).
  { method: 'POST', path: '/api/v2/media', operation: UPLOAD, uploads, status: 202, view: (d) => mediaView(d.uploadMedia) },
  {
    method: 'GET',
    path: '/api/v1/media/:id',
    operation: `query Media($id: ID!) { media(id: $id) { ...MastodonMedia } } ${MEDIA_FRAGMENT}`,
    view: (d) => mediaView(d.media),
  },
  {
    method: 'PUT',
    path: '/api/v1/media/:id',
    operation: `mutation UpdateMedia($id: ID!, $description: String, $focus: String) {
      updateMedia(id: $id, description: $description, focus: $focus) { ...MastodonMedia }
    } ${MEDIA_FRAGMENT}`,
    view: (d) => mediaView(d.updateMedia),
  },
];
