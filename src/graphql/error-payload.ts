import { GraphQLError } from 'graphql';
import { AppError, type ErrorCode } from '../errors.js';
import { tokenLimitError } from './limits.js';

/** Codes that graphql-js and Apollo attach to request-level problems, folded into ours. */
const REQUEST_ERROR_CODES: Record<string, ErrorCode> = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  GRAPHQL_VALIDATION_FAILED: 'BAD_USER_INPUT',
  GRAPHQL_PARSE_FAILED: 'BAD_USER_INPUT',
  BAD_REQUEST: 'BAD_USER_INPUT',
  OPERATION_RESOLUTION_FAILURE: 'BAD_USER_INPUT',
  // Apollo Client resends the whole query on this code: it stays as Apollo defines it.
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_USER_INPUT',
};

export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
  /** The original error when it was unexpected: to be logged, never shown. */
  internal?: unknown;
}

/**
 * Turns any error from executing an operation into a stable, safe payload. AppErrors keep their code and
 * message; errors raised by GraphQL itself before execution (a bad variable, an invalid document) are bad
 * input; anything else is INTERNAL with a generic message, and the original goes to the log.
 */
export function errorPayload(error: unknown): ErrorPayload {
  const original = error instanceof GraphQLError ? (tokenLimitError(error) ?? error.originalError ?? null) : error;
  if (original instanceof AppError)
    return { code: original.code, message: original.message, details: original.details };
  if (error instanceof GraphQLError) {
    const known = REQUEST_ERROR_CODES[String(error.extensions?.code ?? '')];
    if (known) return { code: known, message: error.message, details: {} };
    // No path and no original error of ours: graphql-js refused the request itself (variable coercion,
    // validation). A bad enum value arrives wrapped, its inner error as `originalError`: keep the outer message,
    // which names the variable.
    if (!error.path && (!original || original instanceof GraphQLError))
      return { code: 'BAD_USER_INPUT', message: error.message, details: {} };
    if (original instanceof GraphQLError) return errorPayload(original);
  }
  return { code: 'INTERNAL', message: 'Internal server error', details: {}, internal: original ?? error };
}
