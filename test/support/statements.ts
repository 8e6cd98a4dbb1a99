import { expect } from '@jest/globals';

/**
 * The statement counts of one query at several sizes must not grow with the size: no statement per item. They may
 * differ by a trip or two: grouped loaders asked for in one turn of the event loop share one statement
 * (`sharedTrip`), and which loads fall in one turn depends on how the answers before them arrived (on PostgreSQL,
 * from several pooled connections at once).
 */
export function expectFlat(counts: number[]): void {
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
}
