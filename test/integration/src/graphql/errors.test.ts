import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, BadInputError, ForbiddenError, RateLimitedError } from '../../../../src/core/errors.js';
import { errorPayload } from '../../../../src/graphql/error-payload.js';
import { formatError } from '../../../../src/http/graphql.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

describe('errorPayload', () => {
  it('turns a plain Error into INTERNAL with a generic message, keeping the original for the log only', () => {
    const boom = new Error('connect ECONNREFUSED 10.0.0.7:5432');
    expect(errorPayload(boom)).toEqual({
      code: 'INTERNAL',
      message: 'Internal server error',
      details: {},
      internal: boom,
    });
  });

  it('does the same for a plain Error thrown inside a resolver (wrapped by graphql-js)', () => {
    const boom = new TypeError("Cannot read properties of undefined (reading 'id')");
    const wrapped = new GraphQLError(boom.message, { originalError: boom, path: ['me'] });
    expect(errorPayload(wrapped)).toEqual({
      code: 'INTERNAL',
      message: 'Internal server error',
      details: {},
      internal: boom,
    });
  });

  it('answers NOT_FOUND for a refused foreign key (the row named was deleted meanwhile), wrapped or not', () => {
    const refused = Object.assign(new Error('insert or update on table "bookmarks" violates foreign key constraint'), {
      code: '23503',
    });
    const expected = { code: 'NOT_FOUND', message: 'Record not found', details: {} };
    expect(errorPayload(refused)).toEqual(expected);
    expect(
      errorPayload(new GraphQLError(refused.message, { originalError: refused, path: ['bookmarkStatus'] })),
    ).toEqual(expected);
  });

  it('treats thrown non-errors as INTERNAL', () => {
    expect(errorPayload('a string')).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
    expect(errorPayload(undefined)).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
  });

  it('keeps the code, message and details of an AppError, wrapped or not', () => {
    const refusal = new ForbiddenError('Your account is currently disabled', { identifier: 'account_is_disabled' });
    const expected = {
      code: 'FORBIDDEN',
      message: 'Your account is currently disabled',
      details: { identifier: 'account_is_disabled' },
    };
    expect(errorPayload(refusal)).toEqual(expected);
    expect(errorPayload(new GraphQLError('x', { originalError: refusal, path: ['login'] }))).toEqual(expected);
    expect(errorPayload(new RateLimitedError(3, 5))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Throttled',
      details: { retryAfter: 3, limit: 5 },
    });
  });

  it('reads request-level errors (bad variables, invalid or unparsable documents) as BAD_USER_INPUT', () => {
    // graphql-js variable coercion: no original error, no path
    expect(
      errorPayload(new GraphQLError('Variable "$id" got invalid value {}; ID cannot represent value: {}')),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    for (const code of ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST']) {
      expect(errorPayload(new GraphQLError('nope', { extensions: { code } }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'nope',
        details: {},
      });
    }
  });

  it("keeps Apollo's PERSISTED_QUERY_NOT_FOUND, and reads graphql-js's token limit as QUERY_TOO_COMPLEX", () => {
    expect(
      errorPayload(new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })),
    ).toEqual({ code: 'PERSISTED_QUERY_NOT_FOUND', message: 'PersistedQueryNotFound', details: {} });
    const tokens = new GraphQLError('Syntax Error: Document contains more that 2000 tokens. Parsing aborted.');
    const parseFailed = new GraphQLError(tokens.message, {
      originalError: tokens,
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    for (const error of [tokens, parseFailed]) {
      expect(errorPayload(error)).toEqual({
        code: 'QUERY_TOO_COMPLEX',
        message: 'Token limit of 2000 exceeded.',
        details: { rule: 'tokens', limit: 2000 },
      });
    }
  });

  it('does not trust a code a resolver error merely claims in its extensions', () => {
    const sneaky = new GraphQLError('secret detail', {
      path: ['me'],
      originalError: new Error('secret detail'),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(errorPayload(sneaky)).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
  });
});

describe('formatError', () => {
  const formatted = (message: string): GraphQLFormattedError => ({
    message,
    locations: [{ line: 1, column: 3 }],
    path: ['me'],
    extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['Error: boom', '    at resolver (file.ts:1:1)'] },
  });

  it('answers an internal error with code INTERNAL, the generic message, and no stack', () => {
    const boom = new Error('boom: password=hunter2');
    const out = formatError(
      formatted(boom.message),
      new GraphQLError(boom.message, { originalError: boom, path: ['me'] }),
    );
    expect(out).toEqual({
      message: 'Internal server error',
      locations: [{ line: 1, column: 3 }],
      path: ['me'],
      extensions: { code: 'INTERNAL' },
    });
    expect(JSON.stringify(out)).not.toMatch(/stack|hunter2|boom/);
  });

  it("keeps an AppError's message and details, with the code last so details cannot override it", () => {
    const err = new AppError('BAD_USER_INPUT', 'name: is blank', { code: 'FORGED', field: 'name' });
    const out = formatError(
      formatted(err.message),
      new GraphQLError(err.message, { originalError: err, path: ['createApp'] }),
    );
    expect(out.message).toBe('name: is blank');
    expect(out.extensions).toEqual({ field: 'name', code: 'BAD_USER_INPUT' });
  });

  it('passes BadInputError through with its message', () => {
    const out = formatError(formatted('x'), new BadInputError("redirect_uris: can't be blank"));
    expect(out).toMatchObject({ message: "redirect_uris: can't be blank", extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('errors over HTTP', () => {
  const t = useTestApp();

  it('answers a bad variable with BAD_USER_INPUT', async () => {
    const wrongType = await gql(t, 'query($id: ID) { account(id: $id) { nickname } }', { id: { nested: true } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveLength(1);
    expect(wrongType.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(wrongType.body.errors![0].message).toMatch(/\$id/);

    const missing = await gql(t, 'mutation($input: CreateAppInput!) { createApp(input: $input) { id } }');
    expect(missing.status).toBe(400);
    expect(missing.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(missing.body.errors![0].message).toMatch(/\$input/);

    const badField = await gql(t, 'mutation($input: CreateAppInput!) { createApp(input: $input) { id } }', {
      input: { clientName: 'x' },
    });
    expect(badField.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers an invalid or unparsable document with BAD_USER_INPUT', async () => {
    const invalid = await gql(t, '{ instance { noSuchField } }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(invalid.body.errors![0].message).toMatch(/noSuchField/);
    const unparsable = await gql(t, '{ instance { title ');
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown persisted query hash with PERSISTED_QUERY_NOT_FOUND, as Apollo defines it', async () => {
    const query = '{ instance { title } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persistedQuery = { version: 1, sha256Hash };
    const notFound = {
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    };
    const post = await t.http().post('/graphql').send({ extensions: { persistedQuery } });
    expect({ status: post.status, body: post.body }).toEqual({ status: 200, body: notFound });
    const get = await t
      .http()
      .get('/graphql')
      .query({ extensions: JSON.stringify({ persistedQuery }) });
    expect({ status: get.status, body: get.body }).toEqual({ status: 200, body: notFound });
    // The client then sends the query with its hash, and the hash alone afterwards.
    const registered = await t.http().post('/graphql').send({ query, extensions: { persistedQuery } });
    expect(registered.body).toEqual({ data: { instance: { title: expect.any(String) } } });
    const hit = await t.http().post('/graphql').send({ extensions: { persistedQuery } });
    expect({ status: hit.status, body: hit.body }).toEqual({ status: 200, body: registered.body });
  });

  it('never sends a stack trace, even for refusals', async () => {
    const res = await gql(t, '{ me { nickname } }');
    expect(res.body.errors![0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  describe('an unexpected failure inside a resolver', () => {
    // Hide the table the peer list reads on every request (the instance's counts are reused for a few seconds), so
    // the database throws a plain (non-App) error mid-operation.
    beforeAll(async () => {
      await t.orm.em.getConnection().execute('alter table "users" rename to "users_hidden"');
    });
    afterAll(async () => {
      await t.orm.em.getConnection().execute('alter table "users_hidden" rename to "users"');
    });

    it('is INTERNAL with the generic message and no stack over GraphQL, and is logged', async () => {
      const res = await gql(t, '{ instancePeers }');
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([
        {
          message: 'Internal server error',
          locations: [{ line: 1, column: 3 }],
          path: ['instancePeers'],
          extensions: { code: 'INTERNAL' },
        },
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/users_hidden|instance_settings|relation|stack/i);
      const logged = t.logLines.filter((l) => l.includes('graphql operation failed'));
      expect(logged.length).toBeGreaterThanOrEqual(1);
      expect(logged.join('\n')).toMatch(/relation \\"users\\" does not exist/);
    });

    it('is 500 {error: "Internal server error"} over REST, and is logged with the route', async () => {
      const res = await t.http().get('/api/v1/instance/peers');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });
      expect(res.text).not.toMatch(/users_hidden|instance_settings|relation|stack/i);
      const logged = t.logLines.filter(
        (l) => l.includes('operation failed') && l.includes('GET /api/v1/instance/peers'),
      );
      expect(logged).toHaveLength(1);
    });
  });

  describe('an unexpected failure before the operation runs (building the request context)', () => {
    // With the token table hidden, looking up a presented bearer token throws a plain database error.
    beforeAll(async () => {
      await t.orm.em.getConnection().execute('alter table "oauth_tokens" rename to "oauth_tokens_hidden"');
    });
    afterAll(async () => {
      await t.orm.em.getConnection().execute('alter table "oauth_tokens_hidden" rename to "oauth_tokens"');
    });

    it('is INTERNAL with the generic message over GraphQL', async () => {
      const res = await gql(t, '{ instance { title } }', {}, 'some-opaque-token');
      expect(res.status).toBe(500);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL' } });
      expect(JSON.stringify(res.body)).not.toMatch(/oauth_tokens|relation|stack|Context creation/i);
    });

    it('is 500 {error} on a social route', async () => {
      const res = await t.http().get('/api/v1/instance').set('authorization', 'Bearer some-opaque-token');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });
    });

    it('is 500 in the envelope on a zone-service route', async () => {
      const res = await t
        .http()
        .post('/api/login')
        .query({ username: 'x', password: 'y' })
        .set('authorization', 'Bearer some-opaque-token');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ response: { message: 'Internal server error' } });
      expect(t.logLines.filter((l) => l.includes('route failed') && l.includes('POST /api/login'))).toHaveLength(1);
    });
  });
});
