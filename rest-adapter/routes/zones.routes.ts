import { MAX_ZONE_BYTES } from '../../src/zones/upload-reader.js';
import type { RouteRow } from '../types.js';
import { ZONE_SUMMARY_FIELDS, zoneSummaryView } from '../views/zone.view.js';

/** The zone-file service (zonefile-service.md): every reply in the `{"response": {...}}` envelope. */
export const zoneRoutes: RouteRow[] = [
  {
    method: 'POST',
    path: '/api/login',
    operation: `mutation ZoneLogin($username: String!, $password: String!) {
      login(username: $username, password: $password) { accessToken expiresIn }
    }`,
    errors: 'envelope',
    view: (d) => ({ response: { message: d.login.accessToken, token: d.login.accessToken, expires_in: d.login.expiresIn } }),
  },
  {
    method: 'POST',
    path: '/api/upload',
    operation: `mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ${ZONE_SUMMARY_FIELDS} } }`,
    uploads: { fileSize: MAX_ZONE_BYTES, files: 1 },
    errors: 'envelope',
    view: (d) => ({ response: { message: `Zone ${d.uploadZone.origin} stored`, zone: zoneSummaryView(d.uploadZone) } }),
  },
];
