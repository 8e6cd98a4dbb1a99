import { describe, expect, it } from '@jest/globals';
import { emptyPage, keysetSql, mapPage, offsetPage, pageWindow, toPage } from '../../../../src/core/pagination.js';

describe('pageWindow', () => {
  it('defaults the limit to 20 and clamps it to 1..40', () => {
    expect(pageWindow({})).toEqual({ maxId: null, sinceId: null, minId: null, size: 20, limit: 21 });
    expect(pageWindow({ limit: 100 }).size).toBe(40);
    expect(pageWindow({ limit: 0 }).size).toBe(1);
    expect(pageWindow({ limit: -5 }).size).toBe(1);
  });

  it("reads Relay's arguments: after is max_id, before is since_id with first and min_id with last", () => {
    expect(pageWindow({ first: 5, after: '9' })).toEqual({ maxId: 9, sinceId: null, minId: null, size: 5, limit: 6 });
    expect(pageWindow({ first: 5, before: '3' })).toMatchObject({ sinceId: 3, minId: null, size: 5 });
    expect(pageWindow({ last: 5, before: '3' })).toMatchObject({ sinceId: null, minId: 3, size: 5 });
    expect(pageWindow({ last: 2, after: '9', before: '3' })).toMatchObject({ maxId: 9, minId: 3, size: 2 });
    expect(pageWindow({ first: 100 }).size).toBe(40);
  });

  it('refuses a first or last below 1, both at once, and cursors that are not ours, naming the argument', () => {
    expect(() => pageWindow({ first: 0 })).toThrow('first: must be a positive integer');
    expect(() => pageWindow({ last: -1 })).toThrow('last: must be a positive integer');
    expect(() => pageWindow({ first: 1, last: 1 })).toThrow('first, last: give one of them');
    expect(() => pageWindow({ after: 'abc' })).toThrow('after: must be an id');
    expect(() => pageWindow({ before: '1.5' })).toThrow('before: must be an id');
  });

  it('reads the cursors and refuses ones that are not ids, naming the param', () => {
    expect(pageWindow({ maxId: '10', sinceId: 2, minId: '' })).toMatchObject({ maxId: 10, sinceId: 2, minId: null });
    expect(() => pageWindow({ maxId: 'abc' })).toThrow('max_id: must be an id');
    expect(() => pageWindow({ minId: '-1' })).toThrow('min_id: must be an id');
  });

  it('takes ids past the row id range (2^31, 2^63, a Date.now() id) as the largest row id', () => {
    for (const id of ['2147483648', '1795837318048', '9223372036854775808', '0000099999999999999999999'])
      expect(pageWindow({ sinceId: id }).sinceId).toBe(2_147_483_647);
    expect(pageWindow({ maxId: '007' }).maxId).toBe(7);
    expect(() => pageWindow({ sinceId: '1e9' })).toThrow('since_id: must be an id');
  });
});

describe('keysetSql', () => {
  it('bounds the cursor column and orders ascending only for min_id', () => {
    expect(keysetSql('s.id', pageWindow({ maxId: 9, sinceId: 3 }))).toEqual({
      sql: 's.id < ? and s.id > ?',
      params: [9, 3],
      order: 'desc',
    });
    expect(keysetSql('n.id', pageWindow({ minId: 4 }))).toEqual({ sql: 'n.id > ?', params: [4], order: 'asc' });
    expect(keysetSql('s.id', pageWindow({}))).toEqual({ sql: 'true', params: [], order: 'desc' });
  });
});

describe('toPage', () => {
  const cursor = (r: { id: number }) => r.id;
  it('returns newest first with each cursor and those of the first and last items', () => {
    expect(toPage([{ id: 9 }, { id: 7 }], pageWindow({}), cursor)).toEqual({
      items: [{ id: 9 }, { id: 7 }],
      cursors: ['9', '7'],
      pageInfo: { startCursor: '9', endCursor: '7', hasNextPage: false, hasPreviousPage: false },
    });
    expect(toPage([{ id: 5 }, { id: 6 }], pageWindow({ minId: 4 }), cursor)).toEqual({
      items: [{ id: 6 }, { id: 5 }],
      cursors: ['6', '5'],
      pageInfo: { startCursor: '6', endCursor: '5', hasNextPage: false, hasPreviousPage: false },
    });
    expect(toPage([], pageWindow({}), cursor)).toEqual(emptyPage());
  });

  it('drops the row past the page size and says a page follows in the direction fetched', () => {
    const rows = [{ id: 9 }, { id: 8 }, { id: 7 }];
    expect(toPage(rows, pageWindow({ first: 2 }), cursor)).toMatchObject({
      cursors: ['9', '8'],
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    expect(toPage([{ id: 5 }, { id: 6 }, { id: 7 }], pageWindow({ last: 2, before: '4' }), cursor)).toMatchObject({
      cursors: ['6', '5'],
      pageInfo: { startCursor: '6', endCursor: '5', hasNextPage: false, hasPreviousPage: true },
    });
  });
});

describe('mapPage', () => {
  it('replaces the items and drops the ones mapped to undefined with their cursors', () => {
    const page = toPage([{ id: 9 }, { id: 8 }, { id: 7 }], pageWindow({}), (r) => r.id);
    expect(mapPage(page, (r) => (r.id === 8 ? undefined : `#${r.id}`))).toEqual({
      items: ['#9', '#7'],
      cursors: ['9', '7'],
      pageInfo: page.pageInfo,
    });
  });
});

describe('offsetPage', () => {
  it('turns page and page_size into a limit and an offset, with the default size', () => {
    expect(offsetPage(undefined, undefined, 50)).toEqual({ page: 1, pageSize: 50, limit: 50, offset: 0 });
    expect(offsetPage(3, 20, 50)).toEqual({ page: 3, pageSize: 20, limit: 20, offset: 40 });
  });

  it('refuses what is not a positive integer, naming the parameter', () => {
    expect(() => offsetPage(0, null, 50)).toThrow('page: must be a positive integer');
    expect(() => offsetPage(1, 2.5, 50)).toThrow('page_size: must be a positive integer');
  });
});
