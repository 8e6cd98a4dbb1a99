import { describe, expect, it } from '@jest/globals';
import { positionCursor, positionSlice, positionWindow } from '../../../../src/core/position-page.js';

const ranking = ['a', 'b', 'c', 'd', 'e'];
const page = (args: Parameters<typeof positionWindow>[0]) => positionSlice(ranking, positionWindow(args, 3, 2));

describe('position-cursor pages', () => {
  it('pages forward with first and after, hasNextPage exact', () => {
    const one = page({});
    expect([one.items, one.pageInfo.hasNextPage, one.pageInfo.hasPreviousPage]).toEqual([['a', 'b'], true, false]);
    const two = page({ first: 3, after: one.pageInfo.endCursor });
    expect([two.items, two.pageInfo.hasNextPage]).toEqual([['c', 'd', 'e'], false]);
    expect(two.cursors).toEqual([2, 3, 4].map(positionCursor));
    expect(page({ first: 9 }).items).toEqual(['a', 'b', 'c']);
  });

  it('pages backward with last and before, hasPreviousPage exact; after and before bound both ends', () => {
    const above = page({ last: 2, before: positionCursor(4) });
    expect([above.items, above.pageInfo.hasPreviousPage, above.pageInfo.hasNextPage]).toEqual([
      ['c', 'd'],
      true,
      false,
    ]);
    expect(page({ last: 3, before: positionCursor(2) }).items).toEqual(['a', 'b']);
    expect(page({ last: 3, before: positionCursor(2) }).pageInfo.hasPreviousPage).toBe(false);
    const between = page({ first: 3, after: positionCursor(0), before: positionCursor(3) });
    expect([between.items, between.pageInfo.hasNextPage]).toEqual([['b', 'c'], false]);
    expect(page({ after: positionCursor(1), before: positionCursor(2) }).items).toEqual([]);
  });

  it('refuses foreign cursors, sizes under 1, first with last, and last without before', () => {
    expect(() => positionWindow({ after: '12' }, 3, 2)).toThrow('after: not a cursor of this list');
    expect(() => positionWindow({ before: positionCursor(1) + 'x' }, 3, 2)).toThrow(
      'before: not a cursor of this list',
    );
    expect(() => positionWindow({ first: 0 }, 3, 2)).toThrow('first: must be a positive integer');
    expect(() => positionWindow({ first: 1, last: 1 }, 3, 2)).toThrow('first, last: give one of them');
    expect(() => positionWindow({ last: 1 }, 3, 2)).toThrow('last: give before with it');
  });
});
