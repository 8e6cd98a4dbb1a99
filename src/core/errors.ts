/**
 * Typed application errors. Each carries a stable code that GraphQL exposes as `extensions.code`;
 * src/http/http-errors.ts maps the code to an HTTP status in one place.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'REMOTE_FAILED'
  | 'QUERY_TOO_COMPLEX'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'INTERNAL';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra machine-readable detail, exposed in `extensions` (never secrets). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const subclass = (code: ErrorCode, fallback: string) =>
  class extends AppError {
    constructor(message = fallback, details: Record<string, unknown> = {}) {
      super(code, message, details);
    }
  };

export const UnauthenticatedError = subclass('UNAUTHENTICATED', 'Invalid credentials');
export const ForbiddenError = subclass('FORBIDDEN', 'Forbidden');
export const NotFoundError = subclass('NOT_FOUND', 'Not found');
export const BadInputError = subclass('BAD_USER_INPUT', 'Invalid parameters');
export const ConflictError = subclass('CONFLICT', 'Conflict');
export const PayloadTooLargeError = subclass('PAYLOAD_TOO_LARGE', 'Payload too large');
export const UnsupportedMediaTypeError = subclass('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type');
export const UnprocessableError = subclass('UNPROCESSABLE', 'Unprocessable entity');
export const ServiceUnavailableError = subclass('SERVICE_UNAVAILABLE', 'Service unavailable');

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, limit: number) {
    super('RATE_LIMITED', 'Throttled', { retryAfter: retryAfterSeconds, limit });
  }
}

/** A client's document is over one of the limits of src/graphql/limits.ts (`rule`): nothing ran. */
export class QueryTooComplexError extends AppError {
  /** `value`: what the document reached, when it was counted to the end. */
  constructor(message: string, rule: string, limit: number, value?: number) {
    super('QUERY_TOO_COMPLEX', message, value === undefined ? { rule, limit } : { rule, limit, value });
  }
}
