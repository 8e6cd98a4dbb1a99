/**
 * Hostile request values for the fuzz tests: a small sample of each kind the published lists (the Big List of
 * Naughty Strings and its like) collect, plus the non-text values a JSON body can carry. Labels name each one in
 * a failure.
 */

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

export const NAUGHTY_STRINGS: Array<[string, string]> = [
  ['empty', ''],
  ['blank', ' \t\r\n'],
  ['reserved word NaN', 'NaN'],
  ['reserved word null', 'null'],
  ['reserved word undefined', 'undefined'],
  ['Infinity', 'Infinity'],
  ['boolean text', 'true'],
  ['zero', '0'],
  ['negative text', '-1'],
  ['float text', '1.5e308'],
  ['hex text', '0xFFFFFFFF'],
  ['huge integer text', '99999999999999999999999'],
  ['NUL byte', 'a\u0000b'],
  ['control characters', '\u0001\u0008\u001b[31m\u007f'],
  ['right-to-left override', '\u202etxt.exe'],
  ['zero-width characters', 'a\u200b\u200c\u200d\ufeffb'],
  ['emoji and combining marks', '👩‍👩‍👧‍👦 Z̤͔ͧ̑̓ä͖̭̈̇'],
  ['lone surrogate', '\ud800x'],
  ['non-characters', '\uffff\ufffe'],
  ['script injection', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL injection', "1' OR '1'='1'; DROP TABLE users; --"],
  ['LIKE wildcards', '%_\\%'],
  ['template injection', '{{7*7}} ${7*7} <%= 7*7 %>'],
  ['format string', '%s%s%n%x%d'],
  ['shell injection', '$(touch /tmp/pwned) `id` | rm -rf /'],
  ['path traversal', '../../../../etc/passwd'],
  ['encoded traversal', '..%2f..%2f%2e%2e%2fetc%2fpasswd'],
  ['URL with credentials', 'http://user:pass@127.0.0.1:22/x?y#z'],
  ['file URL', 'file:///etc/passwd'],
  ['prototype key', '__proto__'],
  ['JSON text', '{"a":[1,{"b":null}]}'],
  ['Elixir atom', ':pleroma'],
  ['email-like', 'a@b@c.example'],
  ['mention-like', '@admin@localhost'],
  ['long string', 'x'.repeat(100_000)],
];

/** Values only a JSON body carries (a form sends them as bracket keys or text). */
export const NON_TEXT_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['boolean', true],
  ['huge number', 1e308],
  ['negative number', -1],
  ['fraction', 0.5],
  ['object', { a: 1, b: { c: 'd' } }],
  ['object with a __proto__ key', JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')],
  ['array', ['x', 1, null]],
  ['empty array', []],
  ['deep JSON', deep(40)],
];

export const HOSTILE_VALUES: Array<[string, unknown]> = [...NAUGHTY_STRINGS, ...NON_TEXT_VALUES];

/** Form keys aimed at the bracket nesting: the prototype, and nesting past the depth limit. */
export const HOSTILE_FORM_KEYS: string[] = [
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  `deep${'[a]'.repeat(40)}`,
  'a[][b]',
  '[]',
];
