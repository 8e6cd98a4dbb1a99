import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLScalarType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { rules } from '../src/auth/permissions.js';
import type { RuleMap } from '../src/auth/rules.js';
import { HTTP_STATUS } from '../src/http/http-errors.js';
import { keysetVariables, offsetStyle } from './pagination.js';
import { entitiesOf } from './reply-schema.js';
import { compileRoutes, type CompiledRoute } from './router.js';
import type { RouteRow } from './types.js';
import { snakeCase } from '../src/core/names.js';

/**
 * The OpenAPI 3.1 document of the REST API, made from the route table: each row's method and path, its
 * operation's variables (path, query or body parameters, typed from the GraphQL schema), its body types (JSON and
 * forms; multipart where the row takes uploads), its replies (the success status and the error statuses in the
 * row's error style) and its security (the OAuth scopes the permission rules of the fields it runs ask for).
 * The success bodies are the views' legacy JSON, described by the schema a row names (`reply`), its entities
 * listed once under `components.schemas`.
 */
type Json = Record<string, unknown>;

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** What the permission rules of an operation's root fields ask of a caller. */
interface Access {
  /** Any caller may run it (every root field allows anonymous callers). */
  anonymous: boolean;
  scopes: Set<string>;
}

/** graphql-shield's rule objects, as far as this module reads them: a name, or the rules a logic rule combines. */
interface RuleShape {
  name?: string;
  rules?: RuleShape[];
  constructor: { name: string };
}

type FieldRule = RuleMap[string][string];

/** Walks one rule: scopes named by hasScope / isAdmin, and whether it lets an anonymous caller through. */
function accessOf(rule: FieldRule | undefined, access: Access): boolean {
  const r = rule as unknown as RuleShape | undefined;
  if (!r) return false; // no rule: denied (deny by default)
  const kind = r.constructor.name;
  if (kind === 'RuleTrue') return true;
  if (kind === 'RuleFalse') return false;
  if (r.rules) {
    const open = r.rules.map((sub) => accessOf(sub as unknown as FieldRule, access));
    return kind === 'RuleOr' || kind === 'RuleRace' ? open.some(Boolean) : open.every(Boolean);
  }
  const name = r.name ?? '';
  const [builder, ...rest] = name.split(':');
  const arg = rest.join(':');
  if (builder === 'hasScope') access.scopes.add(arg);
  if (builder === 'hasScopeWhenAuthenticated') {
    access.scopes.add(arg);
    return true;
  }
  if (builder === 'isAdmin') access.scopes.add(`admin:${arg}`);
  return false;
}

function routeAccess(operation: OperationDefinitionNode): Access {
  const type =
    operation.operation === 'query' ? 'Query' : operation.operation === 'mutation' ? 'Mutation' : 'Subscription';
  const access: Access = { anonymous: true, scopes: new Set() };
  for (const sel of operation.selectionSet.selections)
    if (sel.kind === Kind.FIELD && !sel.name.value.startsWith('__'))
      access.anonymous = accessOf(rules[type]?.[sel.name.value], access) && access.anonymous;
  return access;
}

/** JSON Schema of a GraphQL input type, as a REST client sends it. */
function schemaOf(type: GraphQLInputType, seen: Set<string> = new Set()): Json {
  if (isNonNullType(type)) return schemaOf(type.ofType, seen);
  if (isListType(type)) return { type: 'array', items: schemaOf(type.ofType, seen) };
  if (type instanceof GraphQLEnumType) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if (type instanceof GraphQLInputObjectType) {
    if (seen.has(type.name)) return { type: 'object' };
    const fields = Object.values(type.getFields());
    const inner = new Set([...seen, type.name]);
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, schemaOf(f.type, inner)])),
      required: fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name),
    };
  }
  const scalar = (type as GraphQLScalarType).name;
  switch (scalar) {
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'ID':
    case 'String':
      return { type: 'string' };
    case 'Upload':
      return { type: 'string', format: 'binary' };
    case 'DateTimeISO':
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    case 'JSON':
    case 'JSONObject':
      return {};
    default:
      return { type: 'string', description: `GraphQL scalar ${scalar}` };
  }
}

/** The error body of a status in the row's style: the zone service's envelope, `[{error}]` for a 400 in the list style. */
const errorSchema = (style: RouteRow['errors'], status: number): Json =>
  style === 'list' && status === 400
    ? { type: 'array', items: { $ref: '#/components/schemas/Error' } }
    : style === 'envelope'
      ? {
          type: 'object',
          properties: {
            response: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
          },
          required: ['response'],
        }
      : { $ref: '#/components/schemas/Error' };

/** The Relay variables a Mastodon page row fills from its own params (`keysetVariables`), and those params. */
const RELAY_VARIABLES = new Set(['after', 'before', 'first', 'last']);
const MASTODON_PAGE_PARAMS: Json[] = [
  ...['max_id', 'since_id', 'min_id'].map((name) => ({
    name,
    in: 'query',
    required: false,
    schema: { type: 'string' },
  })),
  { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
];
/** The params an offset-style row (`offsetVariables`) fills its Relay variables from. */
const OFFSET_PAGE_PARAMS: Json[] = ['offset', 'limit'].map((name) => ({
  name,
  in: 'query',
  required: false,
  schema: { type: 'integer' },
}));

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: a parameter is missing or invalid',
  401: 'No credentials, or bad ones',
  403: 'The caller may not do this',
  404: 'Not found (or not visible to the caller)',
  413: 'Too large',
  503: 'Unavailable',
  422: 'Refused by a rule of the instance',
  429: 'Rate limited (see Retry-After)',
};

function operationOf(route: CompiledRoute, schema: GraphQLSchema, operationId: string): Json {
  const { row, operation } = route;
  const pathParams = new Set([...route.path.matchAll(PATH_PARAM)].map((m) => m[1]));
  const parameters: Json[] = [...pathParams].map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inBody = row.method !== 'GET' && row.method !== 'DELETE';
  const keyset = row.variables === keysetVariables;
  const offset = !!row.variables && offsetStyle.has(row.variables);
  if (keyset) parameters.push(...MASTODON_PAGE_PARAMS);
  if (offset) parameters.push(...OFFSET_PAGE_PARAMS);
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const def of operation.variableDefinitions ?? []) {
    const variable = def.variable.name.value;
    if (pathParams.has(variable) || pathParams.has(snakeCase(variable))) continue;
    if ((keyset || offset) && RELAY_VARIABLES.has(variable)) continue;
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    if (!type) continue;
    const name = snakeCase(variable);
    const schemaJson: Json = { ...schemaOf(type) };
    if (def.defaultValue && 'value' in def.defaultValue) schemaJson.default = def.defaultValue.value;
    const isRequired = isNonNullType(type) && !def.defaultValue;
    if (inBody) {
      properties[name] = schemaJson;
      if (isRequired) required.push(name);
    } else {
      const list = schemaJson.type === 'array';
      parameters.push({
        name: list ? `${name}[]` : name,
        in: 'query',
        required: isRequired,
        schema: schemaJson,
        ...(list ? { style: 'form', explode: true } : {}),
      });
    }
  }
  const bodySchema: Json = { type: 'object', properties, ...(required.length ? { required } : {}) };
  const content: Json = {
    'application/json': { schema: bodySchema },
    'application/x-www-form-urlencoded': { schema: bodySchema },
  };
  if (row.uploads) content['multipart/form-data'] = { schema: bodySchema };

  const access = routeAccess(operation);
  const responses: Json = {};
  const success = typeof row.status === 'number' ? row.status : 200;
  // A status function whose successes the row lists in `replies` (204, or 400 with a body) has no default 200.
  const listed = typeof row.status === 'function' && Object.keys(row.replies ?? {}).some((s) => s.startsWith('2'));
  if (!listed)
    responses[String(success)] =
      success === 204
        ? { description: 'Done; no body' }
        : {
            description: typeof row.status === 'function' ? 'Success (the status depends on the result)' : 'Success',
            content: row.file
              ? { [row.fileType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } }
              : row.contentType
                ? { [row.contentType.split(';')[0]]: { schema: row.reply ?? { type: 'string' } } }
                : { 'application/json': { schema: row.reply ?? {} } },
          };
  for (const [status, schema] of Object.entries(row.replies ?? {}))
    responses[status] =
      status === '204'
        ? { description: 'Done; no body' }
        : {
            description: ERROR_TEXT[Number(status)] ?? 'The operation answered, with this status',
            content: {
              'application/json': {
                schema: Number(status) >= 400 ? { anyOf: [errorSchema(row.errors, Number(status)), schema] } : schema,
              },
            },
          };
  const statuses = [400, 404, 413, 422, 429];
  if (!access.anonymous) statuses.push(route.anonymousForbidden ? 403 : 401, 403);
  for (const status of new Set(statuses))
    if (!responses[String(status)] && Object.values(HTTP_STATUS).includes(status))
      responses[String(status)] = {
        description: ERROR_TEXT[status],
        content: { 'application/json': { schema: errorSchema(row.errors, status) } },
      };

  const name = operation.name?.value ?? operationId;
  return {
    operationId,
    summary: `${operation.operation} ${name}`,
    description: `Runs the GraphQL ${operation.operation} \`${name}\`.${row.variables ? " The row maps its parameters itself: the list below is the operation's variables." : ''}`,
    tags: [tagOf(route.path)],
    parameters,
    ...(inBody && (Object.keys(properties).length || row.uploads) ? { requestBody: { content } } : {}),
    responses,
    security: access.anonymous
      ? [{}, ...(access.scopes.size ? [{ OAuth2: [...access.scopes] }] : [])]
      : [{ OAuth2: [...access.scopes] }],
  };
}

/** `/api/v1/accounts/{id}` → `accounts`; `/api/pleroma/admin/users` → `admin/users`. */
function tagOf(path: string): string {
  const rest = path.replace(/^\/api\/(v\d|[a-z]+)\//, '').split('/');
  if (rest[0] === 'admin' && rest[1]) return `admin/${rest[1]}`;
  return rest[0].startsWith(':') || !rest[0] ? 'other' : rest[0];
}

/** Tag of the paths served outside the route table, each documented by hand below with its media types. */
export const OUTSIDE_TABLE = 'outside the route table';

const html = { 'text/html': { schema: { type: 'string' } } };
const errorJson = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
/** A page and its refusals (a bad or unknown token), all HTML. */
const pages = (done: string): Json => ({
  '200': { description: done, content: html },
  '400': { description: 'Bad input, shown on the page', content: html },
  '404': { description: 'Unknown or used token, shown on the page', content: html },
});
const outside = (summary: string, responses: Json, parameters: Json[] = []): Json => ({
  summary,
  description: `${summary}. Served outside the route table.`,
  tags: [OUTSIDE_TABLE],
  parameters,
  responses,
  // Open to anyone; the streaming API and the pages read their own credentials (a token, a login form).
  security: [{}],
});

/**
 * The paths that are not rows of the route table, as their handlers answer: pages, redirects, files and the
 * streaming API (a WebSocket upgrade, or server-sent events).
 */
function outsidePaths(namespace: string): Record<string, Json> {
  const stream = [path('stream')];
  return {
    '/api/v1/streaming': {
      get: outside("Mastodon's streaming API over WebSocket (token in `access_token` or Sec-WebSocket-Protocol)", {
        '101': { description: 'Switching to the WebSocket protocol; events are JSON text frames' },
        '401': { description: 'No or bad credentials', content: errorJson },
      }),
    },
    '/api/v1/streaming/health': {
      get: outside('Whether the streaming API is up', {
        '200': { description: 'Up', content: { 'text/plain': { schema: { const: 'OK' } } } },
      }),
    },
    '/api/v1/streaming/{stream}': {
      get: outside(
        'One stream as server-sent events',
        {
          '200': { description: 'The events', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          '401': { description: 'No or bad credentials', content: errorJson },
        },
        stream,
      ),
    },
    '/oauth/authorize': {
      get: outside('The login and consent page', { '200': { description: 'The page', content: html } }),
      post: outside('Logs in and grants the app a code', {
        '200': {
          description: 'The code shown (out-of-band redirect URI), or the page again with the problem',
          content: html,
        },
        '302': {
          description: 'To the redirect URI with `code` (and `state`)',
          headers: { Location: { schema: { type: 'string' } } },
        },
        '400': { description: 'Bad input, shown on the page', content: html },
      }),
    },
    '/backups/{name}': {
      get: outside(
        "An export of the caller's account",
        {
          '200': {
            description: 'The archive',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
        [path('name')],
      ),
    },
    '/api/account/confirm_email/{userId}/{token}': {
      get: outside('The link of the confirmation e-mail', pages('The account confirmed'), [
        path('userId'),
        path('token'),
      ]),
    },
    [`/api/${namespace}/password_reset/{token}`]: {
      get: outside('The password reset form', pages('The form'), [path('token')]),
      post: outside('Sets the new password', pages('Changed'), [path('token')]),
    },
    '/api/openapi': {
      get: outside('This document', {
        '200': {
          description: 'The OpenAPI 3.1 document',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      }),
    },
    '/api/openapi/docs': {
      get: outside('This document as one HTML page (no script, nothing fetched)', {
        '200': { description: 'The page', content: html },
      }),
    },
  };
}

export interface OpenApiOptions {
  namespace: string;
  publicUrl: string;
  version: string;
}

/** The OpenAPI 3.1 document of `rows` (the whole route table by default). */
export function openApiDocument(rows: RouteRow[], schema: GraphQLSchema, opts: OpenApiOptions): Json {
  const paths: Record<string, Json> = {};
  const ids = new Map<string, number>();
  const scopes = new Set<string>();
  const entities = new Map<string, Json>();
  for (const route of compileRoutes(rows, schema, opts.namespace)) {
    const base = `${route.row.method.toLowerCase()}${route.operation.name?.value ?? 'Operation'}`;
    const n = (ids.get(base) ?? 0) + 1;
    ids.set(base, n);
    const op = operationOf(route, schema, n === 1 ? base : `${base}${n}`);
    for (const req of op.security as Array<{ OAuth2?: string[] }>) for (const s of req.OAuth2 ?? []) scopes.add(s);
    const path = route.path.replace(PATH_PARAM, '{$1}');
    (paths[path] ??= {})[route.row.method.toLowerCase()] = op;
    entitiesOf([route.row.reply, route.row.replies], entities);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'fedigraph REST API',
      version: opts.version,
      description:
        'The Mastodon and Pleroma compatible REST API, generated from the route table (each route runs one GraphQL operation).',
    },
    servers: [{ url: opts.publicUrl }],
    paths: { ...paths, ...outsidePaths(opts.namespace) },
    components: {
      schemas: {
        Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
        ...Object.fromEntries([...entities].sort(([a], [b]) => a.localeCompare(b))),
      },
      securitySchemes: {
        OAuth2: {
          type: 'oauth2',
          flows: {
            authorizationCode: {
              authorizationUrl: `${opts.publicUrl}/oauth/authorize`,
              tokenUrl: `${opts.publicUrl}/oauth/token`,
              scopes: Object.fromEntries([...scopes].sort().map((s) => [s, s])),
            },
          },
        },
      },
    },
  };
}
