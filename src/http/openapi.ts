import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { openApiDocument } from '../../rest-adapter/openapi.js';
import { openApiPage } from '../../rest-adapter/openapi-page.js';
import { routes } from '../../rest-adapter/routes/index.js';
import type { AppConfig } from '../config.js';

export const OPENAPI_PATH = '/api/openapi';

/**
 * `GET /api/openapi`: the REST API's OpenAPI 3.1 document (Pleroma serves its own there), made from the route
 * table on first request and kept; `GET /api/openapi/docs`: the same as an HTML page that needs no network.
 */
export function openApiRouter(schema: GraphQLSchema, config: AppConfig): express.Router {
  let doc: ReturnType<typeof openApiDocument> | null = null;
  const document = () =>
    (doc ??= openApiDocument(routes, schema, {
      namespace: config.namespace,
      publicUrl: config.publicUrl,
      version: config.version,
    }));
  let page: string | null = null;
  const router = express.Router();
  router.get(OPENAPI_PATH, (_req, res) => void res.json(document()));
  router.get(`${OPENAPI_PATH}/docs`, (_req, res) => {
    res.type('text/html; charset=utf-8').send((page ??= openApiPage(document())));
  });
  return router;
}
