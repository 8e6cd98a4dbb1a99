import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  getNamedType,
  isEnumType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  type DocumentNode,
  type GraphQLSchema,
  type NamedTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import { adminRefusal } from '../src/auth/rules.js';
import { rootRefusal } from '../src/auth/permissions.js';
import { compileOperation } from '../src/graphql/compile-operation.js';
import { buildContext, credentialsOf, requestIdOf, type AppDeps, type Context } from '../src/graphql/context.js';
import { BadInputError } from '../src/core/errors.js';
import { errorPayload, type ErrorPayload } from '../src/graphql/error-payload.js';
import { operationRunner, type OperationRunner } from '../src/graphql/operation-runner.js';
import { inputProblem } from '../src/core/input-limits.js';
import { refusalBody, toHttpError, type ErrorStyles, type HttpError } from '../src/http/http-errors.js';
import type { SharedReplies } from '../src/http/shared-replies.js';
import { multipartParams } from './multipart.js';
import { PathTable, type PathMatch } from './path-table.js';
import { collectParams, defaultVariables, restParamMessage, unknownWordIn } from './params.js';
import type { RouteRow } from './types.js';
import { snakeCase } from '../src/core/names.js';

export interface CompiledRoute {
  row: RouteRow;
  path: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /**
   * Under `/api/{ns}/admin/` (or marked admin): refused to non-admins before any parameter is read (Pleroma's
   * admin pipeline), with the scope the row names, else read for GET and write otherwise.
   */
  admin: 'read' | 'write' | null;
  /** Answers a caller with no or bad credentials 403, not 401: admin routes and rows marked `anonymousForbidden`. */
  anonymousForbidden: boolean;
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The paths of the rows whose errors are not in the social style, with their style and the namespace filled in:
 * for refusals made before a route runs (a malformed body, an unknown method).
 */
export function errorStylesOf(rows: RouteRow[], namespace: string): ErrorStyles {
  const styled = rows.filter((row) => row.errors != null && row.errors !== 'social');
  return new Map(styled.map((row) => [row.path.replaceAll('{ns}', namespace), row.errors!]));
}

/**
 * Checks the table once at start, as Hasura does for its REST endpoints: every operation parses and
 * validates against the schema; no GET runs a mutation (unless the legacy API made it one: `getRunsMutation`); every path parameter is a declared variable (or is
 * read by the row's own variables function); no two rows claim the same method and path shape.
 */
export function compileRoutes(rows: RouteRow[], schema: GraphQLSchema, namespace: string): CompiledRoute[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const path = row.path.replaceAll('{ns}', namespace);
    const where = `${row.method} ${path}`;
    const { document, operation } = compileOperation(row.operation, schema, where);
    if (row.method === 'GET' && operation.operation !== OperationTypeNode.QUERY && !row.getRunsMutation)
      throw new Error(`${where}: GET may only run a query`);
    const declared = new Set(operation.variableDefinitions?.map((d) => d.variable.name.value));
    for (const [, param] of path.matchAll(PATH_PARAM)) {
      if (!row.variables && !declared.has(camel(param)) && !declared.has(param)) {
        throw new Error(`${where}: path parameter :${param} is not a declared variable`);
      }
    }
    const shape = `${row.method} ${path.replace(PATH_PARAM, ':')}`;
    if (seen.has(shape)) throw new Error(`${where}: another route already serves this method and path`);
    seen.add(shape);
    const underAdmin = path.startsWith(`/api/${namespace}/admin/`);
    const admin = row.admin ?? (underAdmin ? (row.method === 'GET' && !row.getRunsMutation ? 'read' : 'write') : null);
    return { row, path, document, operation, admin, anonymousForbidden: admin !== null || !!row.anonymousForbidden };
  });
}

/** The route's HTTP reply to an error, in its style; UNAUTHENTICATED is a 403 where the legacy API says so. */
function httpError(route: CompiledRoute, payload: ErrorPayload): HttpError {
  const forbidden = route.anonymousForbidden && payload.code === 'UNAUTHENTICATED';
  return toHttpError(forbidden ? { ...payload, code: 'FORBIDDEN' } : payload, route.row.errors ?? 'social');
}

/**
 * A failure outside the operation (building the context, a view) in the row's own error style: a zone-service
 * route answers 500 in its envelope, not the social `{error}` of the app-wide handler.
 */
function failRoute(route: CompiledRoute, deps: AppDeps, req: Request, res: Response, err: unknown): void {
  const payload = errorPayload(err);
  if (payload.internal)
    deps.logger.error(
      { err: payload.internal, reqId: requestIdOf(req), route: `${route.row.method} ${route.path}` },
      'route failed',
    );
  if (res.headersSent) return;
  const http = httpError(route, payload);
  res.status(http.status).set(http.headers).json(http.body);
}

/**
 * Applies the row's `words` rules to the enum variables its params filled (`coerce` has turned every known word
 * into its enum value, so what is not an enum value is an unknown word).
 */
function checkWords(route: CompiledRoute, schema: GraphQLSchema, variables: Record<string, unknown>) {
  for (const [name, rule] of Object.entries(route.row.words ?? {})) {
    const definition = route.operation.variableDefinitions?.find((d) => d.variable.name.value === name);
    const type = definition && getNamedType(typeFromAST(schema, definition.type as NamedTypeNode));
    if (!isEnumType(type) || variables[name] == null) continue;
    const known = (v: unknown) => type.getValues().some((e) => e.name === v);
    const given = [variables[name]].flat();
    const unknown = given.filter((v) => !known(v)).map(String);
    if (rule === 'drop') variables[name] = given.filter(known);
    else if (unknown.length)
      throw rule.refuse(
        unknown,
        type.getValues().map((e) => String(e.value)),
      );
  }
  return variables;
}

/**
 * The legacy APIs take their own words only: an enum value's GraphQL name (`visibility=PUBLIC`) left after the
 * row's `words` rules is refused as GraphQL refuses an unknown value (`visibility: Value "PUBLIC" does not exist
 * in "Visibility" enum.`).
 */
function refuseUnknownWords(variables: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(variables)) {
    const unknown = unknownWordIn(value);
    if (unknown)
      throw new BadInputError(
        `${snakeCase(name)}: Value "${unknown.word}" does not exist in "${unknown.enumName}" enum.`,
      );
  }
}

/**
 * Why the caller may not run the route's operation at all (no or bad credentials, a missing scope, not an admin),
 * from the rules of its root fields: asked when a param is refused before the operation ran, so the caller hears
 * 401 or 403 before 400, in that order as when the params were plain text the resolvers checked.
 */
function callerRefusal(route: CompiledRoute, ctx: Context): Promise<Error | null> {
  const type = route.operation.operation === OperationTypeNode.MUTATION ? 'Mutation' : 'Query';
  const fields = route.operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  return rootRefusal(ctx, type, fields);
}

/** Sends JSON text as `res.json` sends the value it stringifies (same headers). */
function sendJsonText(res: Response, status: number, body: string): void {
  res.status(status);
  if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
  res.send(body);
}

/** Whether the request presents no credentials of any kind (header, cookie or `access_token` parameter). */
const presentsNone = (req: Request) => Object.values(credentialsOf(req)).every((value) => value === undefined);

async function runRoute(
  route: CompiledRoute,
  schema: GraphQLSchema,
  run: OperationRunner,
  deps: AppDeps,
  req: Request,
  res: Response,
  replies: SharedReplies | undefined,
): Promise<void> {
  const { row, document, operation } = route;
  // One entry per route: a request with a query string (which may vary without end) is rendered afresh.
  const shared =
    row.sharedReply && replies && presentsNone(req) && !req.originalUrl.includes('?')
      ? { key: route.path, stamp: replies.stamp }
      : null;
  if (shared) {
    const reply = replies!.get(shared.key);
    if (reply) return sendJsonText(res, reply.status, reply.body);
  }
  const ctx: Context = await buildContext(deps, req, { withCounted: !!row.showsCallerCounts });
  if (route.admin) {
    // The operation's own rules check again (and more finely); this makes a refusal independent of the params.
    const refusal = await adminRefusal(ctx, route.admin);
    if (refusal) throw refusal;
  }
  const params = collectParams(req);
  for (const [header, param] of Object.entries(row.headerParams ?? {})) {
    const value = req.get(header);
    if (value !== undefined) params[param] = value;
  }
  const fill = (p: typeof params) => defaultVariables(operation.variableDefinitions ?? [], p, schema);
  let variableValues: Record<string, unknown>;
  try {
    variableValues = checkWords(route, schema, row.variables ? row.variables(params, req, fill) : fill(params));
    refuseUnknownWords(variableValues);
    // A row's own variables function may build values (JSON sent as text): the limits are checked on what it built.
    const problem = inputProblem(variableValues);
    if (problem) throw new BadInputError(problem);
  } catch (err) {
    throw (err instanceof BadInputError && (await callerRefusal(route, ctx))) || err;
  }
  const result = await run({ document, variableValues, contextValue: ctx });
  // No data: a variable was refused before any resolver (and so any rule) ran; who may not call hears that first.
  const refusal = result.errors?.length && result.data === undefined ? await callerRefusal(route, ctx) : null;
  if (refusal) throw refusal;
  if (ctx.rateLimit) {
    res.set({
      'X-RateLimit-Limit': String(ctx.rateLimit.limit),
      'X-RateLimit-Remaining': String(ctx.rateLimit.remaining),
      'X-RateLimit-Reset': String(ctx.rateLimit.resetSeconds),
    });
  }
  if (result.errors?.length) {
    const payload = errorPayload(result.errors[0]);
    if (payload.code === 'BAD_USER_INPUT') payload.message = restParamMessage(payload.message);
    if (payload.internal)
      deps.logger.error(
        { err: payload.internal, reqId: ctx.requestId, route: `${row.method} ${route.path}` },
        'operation failed',
      );
    const http = httpError(route, payload);
    if (payload.code === 'RATE_LIMITED') res.set('X-RateLimit-Remaining', '0');
    res.status(http.status).set(http.headers).json(http.body);
    return;
  }
  const data = result.data ?? {};
  const status = typeof row.status === 'function' ? row.status(data) : (row.status ?? 200);
  if (row.headers) res.set(row.headers(data, ctx, req));
  if (status === 204) {
    res.status(204).end();
    return;
  }
  if (row.file) {
    const file = row.file(data);
    res.status(status).type(file.contentType).attachment(file.filename).send(file.body);
    return;
  }
  const body = row.view ? row.view(data, ctx, params) : data;
  if (row.contentType) res.status(status).type(row.contentType).send(String(body));
  else if (shared && !row.headers && !ctx.rateLimit) {
    const text = JSON.stringify(body);
    replies!.set(shared.key, { status, body: text }, row.sharedReply!, shared.stamp);
    sendJsonText(res, status, text);
  } else res.status(status).json(body);
}

/**
 * Runs a handler as Express runs a route's handler: what it throws, or the promise it returns rejects with, goes
 * to `next`.
 */
function invoke(handler: RequestHandler, req: Request, res: Response, next: NextFunction): void {
  try {
    const ret: unknown = handler(req, res, next);
    if (ret instanceof Promise) ret.catch((err: unknown) => next(err ?? new Error('Rejected promise')));
  } catch (err) {
    next(err);
  }
}

/** A table path's handlers by method, in the table's order (a 405's Allow lists them so). */
interface PathMethods {
  handlers: Map<string, RequestHandler>;
  /** `req.route` once a route of the path is chosen: the metrics exporter labels a request with its path. */
  route: { path: string };
}

/**
 * The table as one middleware: the request's path is looked up in a tree of segments (static before parameters,
 * as `/users/invites` before `/users/:nickname`) and the first matching path serving the method (HEAD served by
 * GET) runs; a known path under another method answers 405 with Allow; OPTIONS (CORS has answered preflights)
 * and unknown paths go on.
 */
export function restRouter(
  rows: RouteRow[],
  schema: GraphQLSchema,
  deps: AppDeps,
  replies?: SharedReplies,
): RequestHandler {
  const run = operationRunner(schema);
  const styles = errorStylesOf(rows, deps.config.namespace);
  const byPath = new Map<string, PathMethods>();
  for (const route of compileRoutes(rows, schema, deps.config.namespace)) {
    if (route.row.sharedReply) replies?.watch(route.row.sharedReply.changedBy);
    const serve: RequestHandler = (req, res) =>
      runRoute(route, schema, run, deps, req, res, replies).catch((err) => failRoute(route, deps, req, res, err));
    // Every write takes multipart/form-data as it takes other forms (clients send FormData, megalodon's
    // updateMedia for one); only rows with `uploads` accept files in it.
    const uploads = route.row.uploads ?? (route.row.method !== 'GET' ? { files: 0, fileSize: 0 } : null);
    let handler = serve;
    if (uploads) {
      const { fileSize, files } = uploads;
      const limits = { files, fileSize: typeof fileSize === 'number' ? fileSize : () => fileSize(deps) };
      const multipart = multipartParams(limits, route.row.errors ?? 'social') as RequestHandler;
      handler = (req, res, next) =>
        invoke(multipart, req, res, (err?: unknown) => (err ? next(err) : invoke(serve, req, res, next)));
    }
    const methods: PathMethods = byPath.get(route.path) ?? { handlers: new Map(), route: { path: route.path } };
    methods.handlers.set(route.row.method, handler);
    byPath.set(route.path, methods);
  }
  const table = new PathTable<PathMethods>();
  for (const [path, methods] of byPath) table.add(path, methods);

  return (req, res, next) => {
    let matches: PathMatch<PathMethods>[];
    try {
      matches = table.match(req.path);
    } catch (err) {
      return next(err);
    }
    for (const { value, params } of matches) {
      const handler = value.handlers.get(req.method) ?? (req.method === 'HEAD' ? value.handlers.get('GET') : undefined);
      if (handler) {
        req.params = params;
        req.route = value.route;
        return invoke(handler, req, res, next);
      }
    }
    const [known] = matches;
    if (!known || req.method === 'OPTIONS') return next();
    req.route = known.value.route;
    const message = `Method ${req.method} is not allowed on this path`;
    res
      .status(405)
      .set('Allow', [...known.value.handlers.keys()].join(', '))
      .json(refusalBody(known.path, styles, 405, message));
  };
}
