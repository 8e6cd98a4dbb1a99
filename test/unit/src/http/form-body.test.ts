import { describe, expect, it } from '@jest/globals';
import type { Request, RequestHandler, Response } from 'express';
import { forBodies, nestBrackets } from '../../../../src/http/form-body.js';

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

describe('forBodies', () => {
  /** What a chain of `forBodies` ran for a request with these headers, and what it passed on. */
  function run(headers: Record<string, string>, ...handlers: RequestHandler[]) {
    const seen: string[] = [];
    let passed: unknown = 'not called';
    const named = handlers.map((handler, i): RequestHandler => (req, res, next) => {
      seen.push(String(i));
      handler(req, res, next);
    });
    forBodies(...named)({ headers } as Request, {} as Response, (err?: unknown) => (passed = err));
    return { seen, passed };
  }
  const pass: RequestHandler = (_req, _res, next) => next();

  it('skips every handler for a request without a body, as the parsers would each skip it', () => {
    expect(run({}, pass, pass)).toEqual({ seen: [], passed: undefined });
    expect(run({ 'content-length': 'x' }, pass)).toEqual({ seen: [], passed: undefined });
  });

  it('sets an absent body to undefined when it skips them, as the parsers do (Apollo refuses a request without)', () => {
    const req = { headers: {} } as Request;
    forBodies()(req, {} as Response, () => {});
    expect('body' in req).toBe(true);
    expect(req.body).toBeUndefined();
  });

  it('runs them in turn for one with a Content-Length (0 too) or a Transfer-Encoding, and stops at an error', () => {
    expect(run({ 'content-length': '0' }, pass, pass)).toEqual({ seen: ['0', '1'], passed: undefined });
    expect(run({ 'transfer-encoding': 'chunked' }, pass)).toEqual({ seen: ['0'], passed: undefined });
    const refused = new Error('too large');
    expect(run({ 'content-length': '9' }, (_req, _res, next) => next(refused), pass)).toEqual({
      seen: ['0'],
      passed: refused,
    });
  });
});
