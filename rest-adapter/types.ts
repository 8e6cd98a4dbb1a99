import type { Request } from 'express';
import type { AppDeps, Context } from '../src/context.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Request parameters from path, query string and body, merged (path wins, then body, then query). */
export type Params = Record<string, unknown>;

/**
 * How an interface words its errors: the social server's `{error}`, the zone service's envelope, or `list`:
 * `{error}` but 400s as `[{error}]` (the few admin operations Pleroma answers with a list of errors).
 */
export type ErrorStyle = 'social' | 'envelope' | 'list';

/** The result `data` of the route's operation. */
export type Data = Record<string, any>;

/**
 * One documented REST path: which GraphQL operation it runs and how its reply is rendered.
 * Paths may contain `:params` and `{ns}`, the configured namespace word (`pleroma` by default).
 */
export interface RouteRow {
  method: HttpMethod;
  path: string;
  /** A GraphQL document with exactly one operation (fragments allowed). */
  operation: string;
  /**
   * Builds the variables from the params. Default: each declared variable `$fooBar` takes the param
   * `foo_bar` (or `fooBar`), coerced to the variable's declared type. `fill` applies that default to params
   * the row has rearranged first.
   */
  variables?: (params: Params, req: Request, fill: (params: Params) => Record<string, unknown>) => Record<string, unknown>;
  /** Renders the legacy JSON from the operation's data (and, if it must, the params). Default: the data as is. */
  view?: (data: Data, ctx: Context, params: Params) => unknown;
  /** Success status (default 200), or a function of the data. 204 sends no body. */
  status?: number | ((data: Data) => number);
  errors?: ErrorStyle;
  /**
   * Accept multipart/form-data with files up to these limits (files become `Upload` variables); `fileSize` may
   * be read per request (an instance setting).
   */
  uploads?: { fileSize: number | ((deps: AppDeps) => Promise<number>); files: number };
  /** Request headers read as params, header name to param name (`{ 'idempotency-key': 'idempotency_key' }`). */
  headerParams?: Record<string, string>;
  /** Response headers derived from the data and the request (a Link header for pagination, say). */
  headers?: (data: Data, ctx: Context, req: Request) => Record<string, string>;
}
