import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { errorBody, HTTP_STATUS, refusalBody, toHttpError } from '../../../../src/http/http-errors.js';
import {
  AppError,
  BadInputError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  type ErrorCode,
} from '../../../../src/core/errors.js';
import { errorPayload } from '../../../../src/graphql/error-payload.js';

const payload = (code: ErrorCode, message: string, details: Record<string, unknown> = {}) => ({
  code,
  message,
  details,
});

describe('HTTP_STATUS', () => {
  it('maps every error code to its status', () => {
    expect(Object.entries(HTTP_STATUS).sort()).toEqual([
      ['BAD_USER_INPUT', 400],
      ['CONFLICT', 409],
      ['FORBIDDEN', 403],
      ['INTERNAL', 500],
      ['NOT_FOUND', 404],
      ['PAYLOAD_TOO_LARGE', 413],
      ['PERSISTED_QUERY_NOT_FOUND', 200],
      ['QUERY_TOO_COMPLEX', 400],
      ['RATE_LIMITED', 429],
      ['REMOTE_FAILED', 500],
      ['SERVICE_UNAVAILABLE', 503],
      ['UNAUTHENTICATED', 401],
      ['UNPROCESSABLE', 422],
      ['UNSUPPORTED_MEDIA_TYPE', 415],
    ]);
  });
});

describe('toHttpError', () => {
  it.each([
    [new UnauthenticatedError(), 401, 'Invalid credentials'],
    [new ForbiddenError(), 403, 'Forbidden'],
    [new NotFoundError(), 404, 'Not found'],
    [new BadInputError('name: is blank'), 400, 'name: is blank'],
    [new ConflictError('nickname: has already been taken'), 409, 'nickname: has already been taken'],
  ])('renders %p in the social style as {error}', (err, status, message) => {
    const http = toHttpError(errorPayload(err), 'social');
    expect(http.status).toBe(status);
    expect(http.body).toEqual({ error: message });
  });

  it('renders an unexpected error as a bare 500 without its message', () => {
    const http = toHttpError(errorPayload(new Error('connection refused at 10.0.0.7')), 'social');
    expect(http).toEqual({ status: 500, headers: {}, body: { error: 'Internal server error' } });
  });

  it('renders the envelope style as {response: {message}}', () => {
    expect(toHttpError(payload('UNAUTHENTICATED', 'Invalid credentials'), 'envelope')).toEqual({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="fedigraph"' },
      body: { response: { message: 'Invalid credentials' } },
    });
    expect(toHttpError(payload('INTERNAL', 'Internal server error'), 'envelope').body).toEqual({
      response: { message: 'Internal server error' },
    });
  });

  it('renders 400s of the list style as [{error}], its other errors as {error}', () => {
    expect(toHttpError(payload('BAD_USER_INPUT', 'email: has invalid format'), 'list').body).toEqual([
      { error: 'email: has invalid format' },
    ]);
    expect(toHttpError(payload('FORBIDDEN', 'User is not an admin.'), 'list').body).toEqual({
      error: 'User is not an admin.',
    });
  });

  it('adds WWW-Authenticate only to 401s', () => {
    expect(toHttpError(payload('UNAUTHENTICATED', 'x'), 'social').headers).toEqual({
      'WWW-Authenticate': 'Bearer realm="fedigraph"',
    });
    expect(toHttpError(payload('FORBIDDEN', 'x'), 'social').headers).toEqual({});
    expect(toHttpError(payload('BAD_USER_INPUT', 'x'), 'social').headers).toEqual({});
  });

  it('puts Retry-After in a header of a 429 and keeps the rate-limit details out of the body', () => {
    const social = toHttpError(errorPayload(new RateLimitedError(4, 5)), 'social');
    expect(social).toEqual({ status: 429, headers: { 'Retry-After': '4' }, body: { error: 'Throttled' } });
    const envelope = toHttpError(errorPayload(new RateLimitedError(2, 5)), 'envelope');
    expect(envelope).toEqual({
      status: 429,
      headers: { 'Retry-After': '2' },
      body: { response: { message: 'Throttled' } },
    });
  });

  it('keeps other machine-readable details in the body, as Pleroma adds `identifier`', () => {
    const refusal = new ForbiddenError('Your account is currently disabled', { identifier: 'account_is_disabled' });
    expect(toHttpError(errorPayload(refusal), 'social').body).toEqual({
      error: 'Your account is currently disabled',
      identifier: 'account_is_disabled',
    });
    expect(toHttpError(errorPayload(refusal), 'envelope').body).toEqual({
      response: { message: 'Your account is currently disabled', identifier: 'account_is_disabled' },
    });
  });

  it('reads the code of an AppError wrapped by GraphQL execution', () => {
    const wrapped = new GraphQLError('ignored', {
      originalError: new AppError('CONFLICT', 'taken'),
      path: ['createUser'],
    });
    expect(toHttpError(errorPayload(wrapped), 'social')).toEqual({
      status: 409,
      headers: {},
      body: { error: 'taken' },
    });
  });
});

describe('errorBody and refusalBody', () => {
  it('word an error in each style', () => {
    expect(errorBody('social', 404, 'Not found')).toEqual({ error: 'Not found' });
    expect(errorBody('envelope', 400, 'Bad', { errors: [] })).toEqual({ response: { message: 'Bad', errors: [] } });
    expect(errorBody('list', 400, 'Bad')).toEqual([{ error: 'Bad' }]);
    expect(errorBody('list', 404, 'Gone')).toEqual({ error: 'Gone' });
  });

  it("word a refusal made before any route as the path's interface does", () => {
    const envelope = new Map([
      ['/api/zones/upload', 'envelope'],
      ['/api/pleroma/admin/users/email_invite', 'list'],
    ] as const);
    expect(refusalBody('/graphql', envelope, 413, 'Too large')).toEqual({
      errors: [{ message: 'Too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(refusalBody('/graphql', envelope, 400, 'Bad')).toEqual({
      errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(refusalBody('/api/zones/upload', envelope, 405, 'No')).toEqual({ response: { message: 'No' } });
    expect(refusalBody('/api/v1/statuses', envelope, 400, 'Bad')).toEqual({ error: 'Bad' });
    expect(refusalBody('/api/pleroma/admin/users/email_invite', envelope, 400, 'Bad')).toEqual([{ error: 'Bad' }]);
  });
});
