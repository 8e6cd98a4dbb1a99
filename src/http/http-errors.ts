import type { ErrorCode } from '../core/errors.js';
import type { ErrorPayload } from '../graphql/error-payload.js';

/**
 * How an interface words its errors: the social server's `{error}`, the zone service's envelope, or `list`:
 * `{error}` but 400s as `[{error}]` (the few admin operations Pleroma answers with a list of errors).
 */
export type ErrorStyle = 'social' | 'envelope' | 'list';

/** The one mapping from error codes to HTTP statuses. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  SERVICE_UNAVAILABLE: 503,
  // Another server failed what it was asked (a pack download): the spec answers 500, with the reason.
  REMOTE_FAILED: 500,
  QUERY_TOO_COMPLEX: 400,
  // Only /graphql raises it, and answers 200 as Apollo's automatic persisted queries protocol has it: the client
  // then sends the whole query.
  PERSISTED_QUERY_NOT_FOUND: 200,
  INTERNAL: 500,
};

/** Details used for headers, not repeated in bodies. */
const HEADER_DETAILS = new Set(['retryAfter', 'limit']);

export interface HttpError {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Renders an error payload in the interface's style, with the headers HTTP asks for (Retry-After, WWW-Authenticate). */
export function toHttpError(payload: ErrorPayload, style: ErrorStyle): HttpError {
  const status = HTTP_STATUS[payload.code];
  const extra = Object.fromEntries(Object.entries(payload.details).filter(([k]) => !HEADER_DETAILS.has(k)));
  const headers: Record<string, string> = {};
  if (payload.code === 'RATE_LIMITED') headers['Retry-After'] = String(payload.details.retryAfter ?? 1);
  if (payload.code === 'UNAUTHENTICATED') headers['WWW-Authenticate'] = 'Bearer realm="fedigraph"';
  return { status, headers, body: errorBody(style, status, payload.message, extra) };
}

/**
 * The body of every error reply of the REST interfaces, in the interface's style: the one place that words
 * them (`{"error": …}` for the social API, the zone service's `{"response": {"message": …}}` envelope, and
 * for `list` rows a 400 as `[{"error": …}]`).
 */
export function errorBody(
  style: ErrorStyle,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): unknown {
  if (style === 'envelope') return { response: { message, ...extra } };
  const social = { error: message, ...extra };
  return style === 'list' && status === 400 ? [social] : social;
}

/** The paths whose errors are not in the social style, with their style (the zone service's, the list rows'). */
export type ErrorStyles = ReadonlyMap<string, ErrorStyle>;

/**
 * The body of a refusal made before any route or operation runs (a malformed or oversized body, a bad path,
 * an unknown method): GraphQL's `errors` list on /graphql, else the path's style.
 */
export function refusalBody(path: string, styles: ErrorStyles, status: number, message: string): unknown {
  if (path.startsWith('/graphql'))
    return { errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' } }] };
  return errorBody(styles.get(path) ?? 'social', status, message);
}
