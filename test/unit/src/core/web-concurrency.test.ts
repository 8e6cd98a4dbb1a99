import { describe, expect, it } from '@jest/globals';
import { processPlan } from '../../../../src/core/web-concurrency.js';

const postgres = { databaseUrl: 'postgres://db/x', redisUrl: 'redis://r' };

describe('processPlan (WEB_CONCURRENCY)', () => {
  it('runs one process per core by default on PostgreSQL with Redis, and what WEB_CONCURRENCY asks', () => {
    expect(processPlan({}, postgres, 2)).toEqual({ processes: 2 });
    expect(processPlan({ WEB_CONCURRENCY: '3' }, postgres, 2)).toEqual({ processes: 3 });
    expect(processPlan({ WEB_CONCURRENCY: ' 1 ' }, postgres, 8)).toEqual({ processes: 1 });
  });

  it('keeps PGlite in one process and says why', () => {
    for (const env of [{}, { WEB_CONCURRENCY: '4' }])
      expect(processPlan(env, { databaseUrl: undefined, redisUrl: 'redis://r' }, 8)).toEqual({
        processes: 1,
        note: expect.stringContaining('PGlite database belongs to the process that opened its files'),
      });
  });

  it('refuses several processes asked for without Redis; the default falls back to one', () => {
    const noRedis = { databaseUrl: 'postgres://db/x', redisUrl: undefined };
    expect(processPlan({ WEB_CONCURRENCY: '2' }, noRedis, 2)).toEqual({
      refusal: expect.stringMatching(/^WEB_CONCURRENCY=2 needs REDIS_URL/),
    });
    expect(processPlan({}, noRedis, 2)).toEqual({ processes: 1, note: expect.stringContaining('REDIS_URL') });
    expect(processPlan({ WEB_CONCURRENCY: '1' }, noRedis, 2)).toEqual({ processes: 1 });
  });

  it('refuses a value that is not a whole number of processes', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '1000', '01'])
      expect(processPlan({ WEB_CONCURRENCY: bad }, postgres, 2)).toEqual({
        refusal: `WEB_CONCURRENCY must be a whole number of processes from 1 to 999, got "${bad}"`,
      });
  });
});
