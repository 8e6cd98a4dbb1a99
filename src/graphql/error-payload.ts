import { GraphQLError } from 'graphql';
import { AppError, type ErrorCode } from '../core/errors.js';
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

/**
 * PostgreSQL's SQLSTATE for a refused foreign key. MikroORM converts it to ForeignKeyConstraintViolationException
 * on a flush but not for a query builder's statement, so the code (on both) is what is checked.
 */
const FOREIGN_KEY_VIOLATION = '23503';

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
 *
 * A write that names a row the database no longer has (a foreign key refused) lost a race: a concurrent request
 * deleted the status, account or list between this request's check and its write (a bookmark of a status an
 * admin deletes meanwhile). The statement changed nothing; the answer is the one the check would have given.
 */
export function errorPayload(error: unknown): ErrorPayload {
  const original = error instanceof GraphQLError ? (tokenLimitError(error) ?? error.originalError ?? null) : error;
  if (original instanceof AppError)
    return { code: original.code, message: original.message, details: original.details };
  if ((original as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION)
    return { code: 'NOT_FOUND', message: 'Record not found', details: {} };
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
