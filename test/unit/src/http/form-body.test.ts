import { describe, expect, it } from '@jest/globals';
import { nestBrackets } from '../../../../src/http/form-body.js';

describe('nestBrackets', () => {
  it('nests bracketed form keys and keeps the rest', () => {
    expect(
      nestBrackets({
        'source[privacy]': 'private',
        'fields_attributes[0][name]': 'a',
        'fields_attributes[0][value]': 'b',
        'metadata[share-files]': 'true',
        plain: '1',
      }),
    ).toEqual({
      source: { privacy: 'private' },
      fields_attributes: { 0: { name: 'a', value: 'b' } },
      metadata: { 'share-files': 'true' },
      plain: '1',
    });
  });

  it('reads a trailing [] as a list, one value or many', () => {
    expect(nestBrackets({ 'media_ids[]': '1', 'poll[options][]': ['tea', 'coffee'] })).toEqual({
      media_ids: ['1'],
      poll: { options: ['tea', 'coffee'] },
    });
  });

  it('keeps keys that are not bracket notation as they are', () => {
    const odd = { '[x]': '1', 'a[]b': '2', 'a[][b]': '3', 'a[b': '4', 'a]': '5' };
    expect(nestBrackets(odd)).toEqual(odd);
  });

  it('lets a later key win over an earlier one of the same path', () => {
    expect(nestBrackets({ a: 'text', 'a[b]': '1' })).toEqual({ a: { b: '1' } });
    expect(nestBrackets({ 'a[b]': '1', a: 'text' })).toEqual({ a: 'text' });
  });

  it('drops keys that would reach the prototype', () => {
    const out = nestBrackets({
      '__proto__[polluted]': 'yes',
      'a[__proto__][polluted]': 'yes',
      'a[constructor][prototype][polluted]': 'yes',
      constructor: 'x',
      kept: 'y',
    });
    expect(out).toEqual({ kept: 'y' });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
