import { describe, expect, it } from '@jest/globals';
import { nestBrackets } from '../../../rest-adapter/params.js';

describe('nestBrackets', () => {
  it('nests bracketed form keys and keeps the rest', () => {
    expect(
      nestBrackets({
        'source[privacy]': 'private',
        'fields_attributes[0][name]': 'a',
        'fields_attributes[0][value]': 'b',
        plain: 1,
      }),
    ).toEqual({
      source: { privacy: 'private' },
      fields_attributes: { 0: { name: 'a', value: 'b' } },
      plain: 1,
    });
  });

  it('merges into an object sent as JSON, and drops keys that would reach the prototype', () => {
    expect(nestBrackets({ source: { sensitive: true }, 'source[privacy]': 'direct' })).toEqual({
      source: { sensitive: true, privacy: 'direct' },
    });
    const out = nestBrackets({ '__proto__[polluted]': 'yes', 'a[constructor][x]': 1 });
    expect(out).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
