import { describe, expect, it } from '@jest/globals';
import '../../../src/app.js';

// The app imports Fedify, whose JSON-LD bundle replaces JSON.stringify with a slow JavaScript one
// (src/federation/native-json.ts): the app must leave the native one in place.
describe('JSON.stringify once the app is loaded', () => {
  it('is the native one again, not core-js', () => {
    expect(JSON.stringify.name).toBe('stringifyNatively');
    expect(String(JSON.stringify)).not.toContain('rawStrings');
  });

  it('serializes as the native one does: dates, toJSON, a replacer, indentation and lone surrogates', () => {
    const value = {
      at: new Date(Date.UTC(2026, 10, 25)),
      list: [1, 'two', null, undefined],
      drop: undefined,
      s: '\ud800',
    };
    expect(JSON.stringify(value)).toBe('{"at":"2026-11-25T00:00:00.000Z","list":[1,"two",null,null],"s":"\\ud800"}');
    expect(JSON.stringify(value, ['list'], 1)).toBe('{\n "list": [\n  1,\n  "two",\n  null,\n  null\n ]\n}');
    expect(JSON.stringify(undefined)).toBeUndefined();
  });

  it('throws TypeErrors of this context for a cycle or a BigInt', () => {
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    expect(() => JSON.stringify(cycle)).toThrow(TypeError);
    expect(() => JSON.stringify({ n: 1n })).toThrow(TypeError);
  });
});
