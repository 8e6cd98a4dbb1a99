import { MAX_DOCUMENT_BYTES } from '../../../src/instance/instance-document.service.js';
import { graphql } from '../../gql/index.js';
import { route, type RouteRow } from '../../types.js';
import { object, string } from '../../reply-schema.js';

const DOCUMENTS = '/api/{ns}/admin/instance_document/:name';

export const adminInstanceDocumentRoutes: RouteRow[] = [
  route({
    method: 'GET',
    path: DOCUMENTS,
    operation: graphql(`query AdminInstanceDocument($name: String!) { adminInstanceDocument(name: $name) }`),
    contentType: 'text/html; charset=utf-8',
    reply: string,
    view: (d) => d.adminInstanceDocument,
  }),
  route({
    method: 'PATCH',
    path: DOCUMENTS,
    operation: graphql(
      `mutation AdminUpdateInstanceDocument($name: String!, $file: Upload!) { adminUpdateInstanceDocument(name: $name, file: $file) { url } }`,
    ),
    uploads: { fileSize: MAX_DOCUMENT_BYTES, files: 1 },
    reply: object({ url: string }),
    view: (d) => d.adminUpdateInstanceDocument,
  }),
  route({
    method: 'DELETE',
    path: DOCUMENTS,
    operation: graphql(
      `mutation AdminDeleteInstanceDocument($name: String!) { adminDeleteInstanceDocument(name: $name) { url } }`,
    ),
    reply: object({ url: string }),
    view: (d) => d.adminDeleteInstanceDocument,
  }),
];
