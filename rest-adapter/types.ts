import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import type { AppDeps, Context } from '../src/graphql/context.js';
import type { ErrorStyle } from '../src/http/http-errors.js';
import type { SocialEventType } from '../src/events/events.js';
import type { JsonSchema } from './reply-schema.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An operation's data when it answered without errors, as views read it. Root fields a caller can be refused are
 * nullable in the schema (null with an error when refused, docs/graphql.md); without an error they hold a value,
 * so they are typed without null here (the router renders any error instead of calling the view).
 */
export type Answered<TData> = { [K in keyof TData]: NonNullable<TData[K]> };

/** Request parameters from path, query string and body, merged (path wins, then body, then query). */
export type Params = Record<string, unknown>;

/**
 * One documented REST path: which GraphQL operation it runs and how its reply is rendered. `TData` is the
 * operation's result type, generated from its text (rest-adapter/gql, `npm run codegen`): write rows with
 * `route({...})` so the view, status and headers functions are checked against it.
 * Paths may contain `:params` and `{ns}`, the configured namespace word (`pleroma` by default).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds rows of many result types
export interface RouteRow<TData = any> {
  method: HttpMethod;
  path: string;
  /** `graphql(`...`)` of rest-adapter/gql: one literal document with exactly one operation (fragments by name). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- variables come from REST params, checked by GraphQL at run time
  operation: TypedDocumentNode<TData, any>;
  /**
   * Builds the variables from the params. Default: each declared variable `$fooBar` takes the param
   * `foo_bar` (or `fooBar`), coerced to the variable's declared type. `fill` applies that default to params
   * the row has rearranged first.
   */
  variables?: (
    params: Params,
    req: Request,
    fill: (params: Params) => Record<string, unknown>,
  ) => Record<string, unknown>;
  /**
   * Enum variables whose words the legacy API checks in its own way (GraphQL would answer its enum message):
   * `refuse` answers words outside the set with the error it makes from them and the set's words
   * (`source[privacy]: must be one of public, ...`); `drop` leaves unknown words out of a list. Variable name
   * to rule.
   */
  words?: Record<string, { refuse: (unknown: string[], words: string[]) => Error } | 'drop'>;
  /** Renders the legacy JSON from the operation's data (and, if it must, the params). Default: the data as is. */
  view?: (data: Answered<TData>, ctx: Context, params: Params) => unknown;
  /**
   * JSON Schema of the view's reply, for the OpenAPI document: an entity declared next to its view
   * (`reply: Account`, `reply: listOf(Status)`, rest-adapter/reply-schema.ts); with `contentType`, the schema of
   * the text sent. Every row names one (test/integration/src/http/openapi.test.ts); 204 and `file` rows need none.
   */
  reply?: JsonSchema;
  /**
   * The view's reply under the other statuses `status` may give (a 400 listing what failed, a 503 of an unhealthy
   * check), status to schema. A 4xx one is documented beside the error body every route may answer.
   */
  replies?: Record<number, JsonSchema>;
  /** Success status (default 200), or a function of the data. 204 sends no body. */
  status?: number | ((data: Answered<TData>) => number);
  errors?: ErrorStyle;
  /**
   * Accept multipart/form-data with files up to these limits (files become `Upload` variables); `fileSize` may
   * be read per request (an instance setting).
   */
  uploads?: { fileSize: number | ((deps: AppDeps) => Promise<number>); files: number };
  /** Request headers read as params, header name to param name (`{ 'idempotency-key': 'idempotency_key' }`). */
  headerParams?: Record<string, string>;
  /**
   * Admin-only outside `/api/{ns}/admin/` (the emoji pack API): callers other than admins with this admin scope
   * are refused before any parameter is read, as under the admin prefix, and the authorization sweep covers it.
   */
  admin?: 'read' | 'write';
  /**
   * The legacy path answers a caller with no or bad credentials 403, not 401 (Pleroma's registration through an
   * app): UNAUTHENTICATED is rendered as FORBIDDEN, message kept. Admin routes always do, as Pleroma's admin API.
   */
  anonymousForbidden?: true;
  /**
   * The legacy path runs a change on GET (Pleroma's `GET /api/pleroma/emoji/packs/import`): allowed only with
   * this flag, which names why (also Pleroma's MFA setup and backup codes).
   */
  getRunsMutation?: string;
  /** A file reply instead of JSON: the bytes, their type and the download name, from the data. */
  file?: (data: Answered<TData>) => { body: Buffer; contentType: string; filename: string };
  /** The media type `file` sends, for the OpenAPI document (application/octet-stream when unset). */
  fileType?: string;
  /** Send the view's text with this content type instead of JSON (an HTML document). */
  contentType?: string;
  /**
   * The reply to a caller presenting no credentials is the same for everyone: rendered once and sent again as
   * it was, in this process, for at most `maxAgeMs` and until one of the `changedBy` events (published here or
   * brought by the bus) says what it shows changed. Only JSON replies of rows without `headers`.
   */
  sharedReply?: { maxAgeMs: number; changedBy: readonly SocialEventType[] };
  /**
   * The operation shows the caller's own account with its counts (statuses, followers, follows, follow requests,
   * last status): they are read with the caller's row at authentication, one statement for both.
   */
  showsCallerCounts?: true;
  /** Response headers derived from the data and the request (a Link header for pagination, say). */
  headers?: (data: Answered<TData>, ctx: Context, req: Request) => Record<string, string>;
}

/** A row typed by its operation: `route({ method, path, operation: graphql(`query ...`), view: (d) => ... })`. */
export function route<TData>(row: RouteRow<TData>): RouteRow<TData> {
  return row;
}
