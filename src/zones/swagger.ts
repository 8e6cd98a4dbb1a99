import type { AppConfig } from '../config.js';

/** The most files one batch upload (GraphQL `uploadZones`) may carry: the upload rate budget (10 per 10 s). */
export const MAX_FILES_PER_BATCH = 10;

const envelope = (description: string) => ({ description, schema: { $ref: '#/definitions/Envelope' } });

/** GET /api/swagger.json: the zone service described in Swagger 2.0, interface version 0.0.1. */
export function zoneServiceSwagger(config: AppConfig) {
  const url = new URL(config.publicUrl);
  return {
    swagger: '2.0',
    info: {
      title: 'Zonefile parsing service',
      version: '0.0.1',
      description: 'Upload DNS zone files; they are parsed, checked and stored.',
    },
    host: url.host,
    basePath: '/',
    schemes: [url.protocol.replace(':', '')],
    securityDefinitions: {
      Bearer: {
        type: 'apiKey',
        name: 'Authorization',
        in: 'header',
        description: 'The word Bearer, a space, then the JWT from /api/login.',
      },
    },
    paths: {
      '/api/login': {
        post: {
          tags: ['accounts'],
          summary: 'Authenticate as a regular user',
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          produces: ['application/json'],
          parameters: [
            { name: 'username', in: 'query', type: 'string', required: true, description: 'Username' },
            { name: 'password', in: 'query', type: 'string', required: true, description: 'Password' },
          ],
          responses: {
            200: envelope('Logged in: message and token carry the JWT, expires_in its lifetime in seconds'),
            400: envelope('A parameter is missing'),
            401: envelope('Login failed'),
            429: envelope('More than 5 requests in 5 seconds'),
          },
        },
      },
      '/api/upload': {
        post: {
          tags: ['DNS'],
          summary: 'Upload a zonefile',
          consumes: ['multipart/form-data'],
          produces: ['application/json'],
          security: [{ Bearer: [] }],
          parameters: [
            {
              name: 'file',
              in: 'formData',
              type: 'file',
              required: true,
              description: 'Zone file to upload (text/plain, at most 1 MiB)',
            },
            {
              name: 'origin',
              in: 'formData',
              type: 'string',
              required: false,
              description: 'Zone name, when the file has no $ORIGIN or absolute SOA owner',
            },
            {
              name: 'Authorization',
              in: 'header',
              type: 'string',
              required: true,
              description: 'The word Bearer, a space, then the token',
            },
          ],
          responses: {
            200: envelope('Stored: message and zone {id, origin, serial, record_count}'),
            400: envelope('The file field is missing, or no usable origin'),
            401: envelope('Missing or invalid token'),
            409: envelope('The zone belongs to another user'),
            413: envelope('The file is larger than 1 MiB'),
            415: envelope('The file is not text/plain UTF-8 text'),
            422: envelope('The zone does not parse: message names the first line, errors lists all'),
            429: envelope('More than 10 uploads in 10 seconds'),
            500: envelope('Internal server error (logged)'),
          },
        },
      },
    },
    definitions: {
      Response: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
      Envelope: {
        type: 'object',
        properties: { response: { $ref: '#/definitions/Response' } },
        required: ['response'],
      },
    },
  };
}
