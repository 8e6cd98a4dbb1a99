import { describe, expect, it } from '@jest/globals';
import { keysetSql, offsetPage, pageWindow, toPage } from '../../../../src/core/pagination.js';

describe('pageWindow', () => {
  it('defaults the limit to 20 and clamps it to 1..40', () => {
    expect(pageWindow({})).toEqual({ maxId: null, sinceId: null, minId: null, limit: 20 });
    expect(pageWindow({ limit: 100 }).limit).toBe(40);
    expect(pageWindow({ limit: 0 }).limit).toBe(1);
    expect(pageWindow({ limit: -5 }).limit).toBe(1);
  });

  it('reads the cursors and refuses ones that are not ids, naming the param', () => {
    expect(pageWindow({ maxId: '10', sinceId: 2, minId: '' })).toEqual({
      maxId: 10,
      sinceId: 2,
      minId: null,
      limit: 20,
    });
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
  it('returns newest first with the cursors of the first and last items', () => {
    expect(toPage([{ id: 9 }, { id: 7 }], pageWindow({}), (r) => r.id)).toEqual({
      items: [{ id: 9 }, { id: 7 }],
      pageInfo: { startCursor: 9, endCursor: 7 },
    });
    expect(toPage([{ id: 5 }, { id: 6 }], pageWindow({ minId: 4 }), (r) => r.id)).toEqual({
      items: [{ id: 6 }, { id: 5 }],
      pageInfo: { startCursor: 6, endCursor: 5 },
    });
    expect(toPage([], pageWindow({}), (r: { id: number }) => r.id)).toEqual({
      items: [],
      pageInfo: { startCursor: null, endCursor: null },
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
