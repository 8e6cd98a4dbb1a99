import { describe, expect, it } from '@jest/globals';
import {
  compileRegex,
  fromJson,
  MAX_REGEX_SOURCE,
  parseRegex,
  Regex,
  TermError,
  toJson,
  toPlain,
  Tuple,
  Atom,
} from '../../../../src/settings/terms.js';
import { plainToTerm, typeMismatch } from '../../../../src/settings/setting-types.js';

// Elixir regex sigils in the JSON form, as Pleroma's ConfigDB converts them ("~r/pattern/modifiers").
const NS = 'pleroma';
const t = (json: unknown) => fromJson(json, NS);

describe('regex sigils: JSON form → term', () => {
  it('reads ~r/.../ with modifiers, keeping escapes in the source', () => {
    expect(t('~r/comp[lL][aA][iI][nN]er/')).toEqual(new Regex('comp[lL][aA][iI][nN]er', ''));
    expect(t('~r/https:\\/\\/example.com/um')).toEqual(new Regex('https:\\/\\/example.com', 'um'));
    expect(t(' ~r/spam/i ')).toEqual(new Regex('spam', 'i'));
  });

  it('reads every Elixir delimiter, the closing one matching the opening one', () => {
    expect(t('~r[comp[lL][aA][iI][nN]er]')).toEqual(new Regex('comp[lL][aA][iI][nN]er', ''));
    expect(t('~r{a+}s')).toEqual(new Regex('a+', 's'));
    expect(t('~r(b|c)')).toEqual(new Regex('b|c', ''));
    expect(t('~r<x>')).toEqual(new Regex('x', ''));
    expect(t('~r|a/b|')).toEqual(new Regex('a/b', ''));
    expect(t('~r"q"')).toEqual(new Regex('q', ''));
    expect(t("~r'q'm")).toEqual(new Regex('q', 'm'));
  });

  it('reads sigils nested in keyword lists (MRF keyword policy style)', () => {
    expect(t([{ tuple: [':reject', ['~r/comp[lL][aA][iI][nN]er/', 'plain']] }])).toEqual([
      new Tuple([new Atom('reject'), [new Regex('comp[lL][aA][iI][nN]er', ''), 'plain']]),
    ]);
  });

  it.each([
    ['~r', 'no delimiter'],
    ['~rabbit', 'a letter is no delimiter'],
    ['~r/', 'nothing after the delimiter'],
    ['~r//', 'an empty pattern'],
    ['~r/abc', 'no closing delimiter'],
    ['~r[abc)', 'the wrong closing delimiter'],
    ['~r/abc/q', 'an unknown modifier'],
  ])('refuses %s (%s), naming where', (text) => {
    expect(() => fromJson([{ tuple: [':reject', [text]] }], NS, 'value')).toThrow(TermError);
    try {
      fromJson([{ tuple: [':reject', [text]] }], NS, 'value');
    } catch (err) {
      expect((err as TermError).path).toBe('value[0].tuple[1][0]');
    }
  });

  it('refuses a pattern the engine cannot compile, with the reason', () => {
    expect(() => t('~r/(unclosed/')).toThrow(
      new TermError('', 'invalid regular expression ~r/(unclosed/: Unterminated group'),
    );
    expect(() => t('~r/a{2,1}/')).toThrow(TermError);
    // PCRE-only syntax fails instead of quietly matching something else.
    expect(() => t('~r/\\Afoo/')).toThrow(TermError);
    expect(() => t('~r/(?i)foo/')).toThrow(TermError);
  });

  it('refuses modifiers with no JavaScript meaning and over-long sources', () => {
    expect(() => t('~r/a b/x')).toThrow('regular expression modifier x is not supported');
    expect(() => t('~r/a/fU')).toThrow('regular expression modifier f, U is not supported');
    expect(() => t(`~r/${'a'.repeat(MAX_REGEX_SOURCE + 1)}/`)).toThrow(
      `regular expression longer than ${MAX_REGEX_SOURCE} characters`,
    );
    expect(t(`~r/${'a'.repeat(MAX_REGEX_SOURCE)}/`)).toEqual(new Regex('a'.repeat(MAX_REGEX_SOURCE), ''));
  });

  it('leaves other strings containing ~r alone', () => {
    expect(t('a ~r/b/')).toBe('a ~r/b/');
    expect(t('~R/b/')).toBe('~R/b/');
  });
});

describe('regex terms → JSON form (Elixir inspect, as ConfigDB returns them)', () => {
  it('always writes ~r/.../ with inner slashes escaped once', () => {
    expect(toJson(new Regex('comp[lL][aA][iI][nN]er', ''))).toBe('~r/comp[lL][aA][iI][nN]er/');
    expect(toJson(t('~r|a/b|i'))).toBe('~r/a\\/b/i');
    expect(toJson(t('~r/https:\\/\\/example.com/um'))).toBe('~r/https:\\/\\/example.com/um');
    expect(toJson(t('~r[a\\]b]'))).toBe('~r/a\\]b/');
  });

  const SAMPLES = ['x', 'xx', 'a/b', 'A/B', 'ab', 'https://example.com', 'HTTPS://EXAMPLE.COM', '123', '12'];
  it('round-trips: what GET /config returns posts back to the same JSON form and the same regex', () => {
    for (const text of ['~r/x+/', '~r[a/b]s', '~r/https:\\/\\/example.com/i', '~r{\\d{3}}']) {
      const json = toJson(t(text));
      expect(toJson(t(json))).toBe(json);
      const [back, first] = [toPlain(t(json)) as RegExp, toPlain(t(text)) as RegExp];
      expect(back.flags).toBe(first.flags);
      expect(SAMPLES.map((x) => back.test(x))).toEqual(SAMPLES.map((x) => first.test(x)));
    }
  });
});

describe('regexes as the server reads them', () => {
  it('become RegExps in unicode mode with the same modifiers', () => {
    const re = toPlain(t('~r/comp[lL]ainer/i')) as RegExp;
    expect(re).toBeInstanceOf(RegExp);
    expect(re.flags).toBe('iu');
    expect(re.test('COMPLAINER')).toBe(true);
    expect((toPlain(t('~r/https:\\/\\/example.com/')) as RegExp).test('see https://example.com')).toBe(true);
    expect((toPlain(t('~r/^a.b$/s')) as RegExp).test('a\nb')).toBe(true);
    expect((toPlain(t('~r/^b$/m')) as RegExp).test('a\nb')).toBe(true);
  });

  it('compileRegex names the path it is given', () => {
    expect(() => compileRegex(new Regex('(', ''), 'value:reject')).toThrow(/at value:reject$/);
    expect(() => parseRegex('~r/(/', 'here')).toThrow(/at here$/);
  });

  it('a described setting of type regex accepts regexes only; a RegExp default becomes one', () => {
    expect(typeMismatch(new Regex('a', ''), 'regex', undefined, undefined, 'value')).toBeNull();
    expect(typeMismatch('a', 'regex', undefined, undefined, 'value')).toBe('value must be "regex"');
    expect(typeMismatch([new Regex('a', ''), 'b'], { list: 'regex' }, undefined, undefined, 'value')).toBe(
      'value must be ["list","regex"]',
    );
    expect(plainToTerm(/spam/giu, 'regex')).toEqual(new Regex('spam', 'iu'));
  });
});
