import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import { keysetVariables } from '../../../rest-adapter/pagination.js';
import type { Params } from '../../../rest-adapter/types.js';

/** The Relay variables a paged route gets from Mastodon's params (`fill` here keeps what was set). */
const variables = (params: Params) =>
  keysetVariables(params, {} as Request, (p) =>
    Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')),
  );

describe('keysetVariables', () => {
  it('turns max_id into after, since_id into before with first, min_id into before with last', () => {
    expect(variables({ max_id: '9', limit: '5', local: 'true' })).toEqual({
      max_id: '9',
      limit: '5',
      local: 'true',
      after: '9',
      first: 5,
    });
    expect(variables({ since_id: '3', limit: '2' })).toMatchObject({ before: '3', first: 2 });
    expect(variables({ min_id: '3', limit: '2' })).toMatchObject({ before: '3', last: 2 });
    expect(variables({ min_id: '3', since_id: '7' })).toMatchObject({ before: '7' });
    expect(variables({ min_id: '8', since_id: '7', max_id: '20' })).toMatchObject({ before: '8', after: '20' });
    expect(variables({})).toEqual({});
  });

  it('reads limit as Mastodon does: at least 1, the largest left to the list', () => {
    expect(variables({ limit: '0' })).toMatchObject({ first: 1 });
    expect(variables({ limit: '-4' })).toMatchObject({ first: 1 });
    expect(variables({ limit: '400' })).toMatchObject({ first: 400 });
  });

  it('refuses what the REST API refused, in its words', () => {
    expect(() => variables({ max_id: 'abc' })).toThrow('max_id: must be an id');
    expect(() => variables({ since_id: '1e9' })).toThrow('since_id: must be an id');
    expect(() => variables({ min_id: '-1' })).toThrow('min_id: must be an id');
    expect(() => variables({ limit: 'x' })).toThrow('limit: Int cannot represent non-integer value: "x"');
    expect(() => variables({ max_id: ['1', '2'] })).toThrow('max_id: ID cannot represent value: ["1", "2"]');
  });
});
