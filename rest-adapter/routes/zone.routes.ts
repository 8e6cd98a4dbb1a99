import { MAX_ZONE_BYTES } from '../../src/zones/upload-reader.js';
import { graphql } from '../gql/index.js';
import { route, type RouteRow } from '../types.js';
import { ZoneSummary, zoneSummaryView } from '../views/zone.view.js';
import { integer, object, string } from '../reply-schema.js';

/** The zone-file service (zonefile-service.md): every reply in the `{"response": {...}}` envelope. */
export const zoneRoutes: RouteRow[] = [
  route({
    method: 'POST',
    path: '/api/login',
    operation: graphql(`mutation ZoneLogin($username: String!, $password: String!, $code: String) {
      issueToken(username: $username, password: $password, code: $code) { accessToken expiresIn }
    }`),
    errors: 'envelope',
    reply: object({ response: object({ message: string, token: string, expires_in: integer }) }),
    view: (d) => ({
      response: {
        message: d.issueToken.accessToken,
        token: d.issueToken.accessToken,
        expires_in: d.issueToken.expiresIn,
      },
    }),
  }),
  route({
    method: 'POST',
    path: '/api/upload',
    operation: graphql(
      `mutation UploadZone($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { ...ZoneSummary } }`,
    ),
    uploads: { fileSize: MAX_ZONE_BYTES, files: 1 },
    errors: 'envelope',
    reply: object({ response: object({ message: string, zone: ZoneSummary }) }),
    view: (d) => ({ response: { message: `Zone ${d.uploadZone.origin} stored`, zone: zoneSummaryView(d.uploadZone) } }),
  }),
];
