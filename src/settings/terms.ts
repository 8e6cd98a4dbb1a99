/**
 * Elixir terms in the JSON form Pleroma's admin API speaks (docs: admin-api.md, "Rules for POST /config"), and
 * back. Pure: no database, no settings. A stored setting is the JSON form of its term; the term is what merging,
 * deleting subkeys and type checks work on.
 *
 *   ":name"                 ⇄ Atom('name')                        (rule 2)
 *   "Pleroma.Upload"        ⇄ Module('Pleroma.Upload')            (rule 1: namespace, Phoenix., Tesla., Oban, Ueberauth)
 *   {"tuple": [a, b]}       ⇄ Tuple([a, b])                       (rule 3)
 *   [{"tuple": [":k", v]}]  ⇄ a keyword list: Tuple pairs, atom first (rule 4)
 *   {"k": v}                ⇄ ElixirMap (keys converted like values)
 *   "~r/pattern/flags"      ⇄ Regex (Pleroma's ConfigDB: Elixir's regex sigil, any of its eight delimiters)
 *   strings, numbers, booleans, null as they are
 */

export class Atom {
  constructor(readonly name: string) {}
}

export class Module {
  constructor(readonly name: string) {}
}

export class Tuple {
  constructor(readonly items: Term[]) {}
}

export class ElixirMap {
  constructor(readonly entries: Array<[Term, Term]>) {}
}

/** An Elixir regex: its source as written between the delimiters (escapes kept) and its modifiers. */
export class Regex {
  constructor(
    readonly source: string,
    readonly modifiers: string,
  ) {}
}

export type Term = null | boolean | number | string | Atom | Module | Tuple | ElixirMap | Regex | Term[];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value that cannot be converted; `path` says where inside it (`[2].tuple[1]`). */
export class TermError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(path ? `${message} at ${path}` : message);
  }
}

/** Libraries whose module names Pleroma converts besides its own (rule 1). */
const MODULE_PREFIXES = ['Phoenix', 'Tesla'];
const MODULE_NAMES = ['Oban', 'Ueberauth'];

/** `pleroma` → `Pleroma`: the service's own module prefix from the namespace word. */
export const moduleRoot = (namespace: string): string => namespace.charAt(0).toUpperCase() + namespace.slice(1);

/** Rule 1: the string names a module. */
export function isModuleName(text: string, namespace: string): boolean {
  const prefixes = [moduleRoot(namespace), ...MODULE_PREFIXES];
  return (
    MODULE_NAMES.includes(text) ||
    prefixes.some((p) => text.startsWith(`${p}.`) && /^[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)+$/.test(text))
  );
}

/** The sigil's delimiters, opening → closing (Elixir's eight; Pleroma's ConfigDB accepts them all). */
const SIGIL_DELIMITERS: Record<string, string> = {
  '/': '/',
  '|': '|',
  '"': '"',
  "'": "'",
  '(': ')',
  '[': ']',
  '{': '}',
  '<': '>',
};

/** The longest regex source taken: matching cost grows with it, and no setting needs more. */
export const MAX_REGEX_SOURCE = 1000;

/** Elixir's modifiers with a JavaScript flag of the same meaning; x (extended), f (firstline), U (ungreedy) have none. */
const JS_FLAGS: Record<string, string> = { i: 'i', m: 'm', s: 's', u: 'u' };

/**
 * `~r/pattern/flags` (or another delimiter: `~r[...]`, `~r{...}i`) → Regex; anything else starting with `~r` is
 * refused rather than stored as a string that looks like a regex. The source must compile (see compileRegex).
 */
export function parseRegex(text: string, path = ''): Regex {
  const open = text.charAt(2);
  const close = SIGIL_DELIMITERS[open];
  const match = close === undefined ? null : /^([^]*?)([uismxfU]*)$/.exec(text.slice(3));
  const body = match?.[1] ?? '';
  if (!match || !body.endsWith(close) || body.length < 2) {
    throw new TermError(path, `"${text}" is not a regular expression sigil (~r/pattern/modifiers)`);
  }
  const regex = new Regex(body.slice(0, -1), match[2]);
  compileRegex(regex, path);
  return regex;
}

/**
 * The Regex as a JavaScript RegExp, always in unicode mode so that PCRE-only escapes (`\A`, `\z`) fail here
 * instead of quietly matching something else. Throws TermError for modifiers with no JavaScript meaning, a
 * source over MAX_REGEX_SOURCE, or one the engine refuses.
 */
export function compileRegex(regex: Regex, path = ''): RegExp {
  if (regex.source.length > MAX_REGEX_SOURCE)
    throw new TermError(path, `regular expression longer than ${MAX_REGEX_SOURCE} characters`);
  const unsupported = [...regex.modifiers].filter((m) => !(m in JS_FLAGS));
  if (unsupported.length)
    throw new TermError(path, `regular expression modifier ${unsupported.join(', ')} is not supported`);
  const flags = new Set([...regex.modifiers].map((m) => JS_FLAGS[m]));
  flags.add('u');
  try {
    return new RegExp(regex.source, [...flags].join(''));
  } catch (err) {
    throw new TermError(
      path,
      `invalid regular expression ~r/${regex.source}/${regex.modifiers}: ${(err as Error).message.replace(/^Invalid regular expression: \/[^]*\/[a-z]*: /, '')}`,
    );
  }
}

/** Elixir's `inspect` of a regex, as Pleroma's ConfigDB returns one: always `/`-delimited, inner `/` escaped. */
function regexJson(regex: Regex): string {
  let out = '';
  for (let i = 0; i < regex.source.length; i++) {
    const ch = regex.source[i];
    if (ch === '\\' && i + 1 < regex.source.length) out += ch + regex.source[++i];
    else out += ch === '/' ? '\\/' : ch;
  }
  return `~r/${out}/${regex.modifiers}`;
}

function stringTerm(text: string, namespace: string, path = ''): Term {
  const trimmed = text.trim();
  if (trimmed.startsWith('~r')) return parseRegex(trimmed, path);
  if (trimmed.startsWith(':') && trimmed.length > 1) return new Atom(trimmed.slice(1));
  if (isModuleName(trimmed, namespace)) return new Module(trimmed);
  return text;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON form → term. Throws TermError for shapes with no term (a `tuple` that is not an array, say). */
export function fromJson(value: unknown, namespace: string, path = ''): Term {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TermError(path, 'not a finite number');
    return value;
  }
  if (typeof value === 'string') return stringTerm(value, namespace, path);
  if (Array.isArray(value)) return value.map((v, i) => fromJson(v, namespace, `${path}[${i}]`));
  if (isPlainObject(value)) {
    if ('tuple' in value) {
      if (Object.keys(value).length !== 1) throw new TermError(path, 'an object with "tuple" must have no other key');
      if (!Array.isArray(value.tuple)) throw new TermError(`${path}.tuple`, 'a tuple must be an array');
      return new Tuple(value.tuple.map((v, i) => fromJson(v, namespace, `${path}.tuple[${i}]`)));
    }
    return new ElixirMap(
      Object.entries(value).map(([k, v]) => [
        stringTerm(k, namespace, `${path}.${k}`),
        fromJson(v, namespace, `${path}.${k}`),
      ]),
    );
  }
  throw new TermError(path, `unsupported value ${typeof value}`);
}

/** Term → JSON form (Pleroma's `ConfigDB.convert`). */
export function toJson(term: Term): Json {
  if (term instanceof Atom) return `:${term.name}`;
  if (term instanceof Module) return term.name;
  if (term instanceof Tuple) return { tuple: term.items.map(toJson) };
  if (term instanceof ElixirMap)
    return Object.fromEntries(term.entries.map(([k, v]) => [String(toJson(k)), toJson(v)]));
  if (term instanceof Regex) return regexJson(term);
  if (Array.isArray(term)) return term.map(toJson);
  return term;
}

/** `:name` or a module name → the term a group or key names; anything else is refused. */
export function parseName(text: unknown, namespace: string, what: 'group' | 'key'): Atom | Module {
  if (typeof text !== 'string' || text.trim() === '') throw new TermError('', `${what} is required`);
  const term = stringTerm(text, namespace);
  if (term instanceof Atom || (what === 'key' && term instanceof Module)) return term;
  throw new TermError(
    '',
    `${what} must be ${what === 'key' ? 'an atom (":name") or a module name' : 'an atom (":name")'}, got "${text}"`,
  );
}

export const nameText = (name: Atom | Module): string => (name instanceof Atom ? `:${name.name}` : name.name);

/** A keyword list: a list of 2-tuples whose first items are atoms (the empty list is one, as in Elixir). */
export function isKeyword(term: Term): term is Tuple[] {
  return (
    Array.isArray(term) && term.every((t) => t instanceof Tuple && t.items.length === 2 && t.items[0] instanceof Atom)
  );
}

/** The key of a keyword pair. */
const pairKey = (pair: Tuple): string => (pair.items[0] as Atom).name;

export function keywordGet(list: Tuple[], key: string): Term | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (pairKey(list[i]) === key) return list[i].items[1];
  return undefined;
}

export const keywordKeys = (list: Tuple[]): string[] => [...new Set(list.map(pairKey))];

/**
 * Elixir's `Keyword.merge(a, b, fun)`: a's pairs whose key b lacks, in a's order, then b's pairs; a key present in
 * both takes `fun(a value, b value)`.
 */
function keywordMerge(a: Tuple[], b: Tuple[], resolve: (old: Term, next: Term) => Term): Tuple[] {
  const bKeys = new Set(b.map(pairKey));
  const kept = a.filter((p) => !bKeys.has(pairKey(p)));
  return [
    ...kept,
    ...b.map((p) => {
      const old = keywordGet(a, pairKey(p));
      return old === undefined ? p : new Tuple([p.items[0], resolve(old, p.items[1])]);
    }),
  ];
}

/** Rule 7: nested keyword lists are merged at every depth; any other value is replaced by the new one. */
export function deepMerge(old: Term, next: Term): Term {
  return isKeyword(old) && isKeyword(next) ? keywordMerge(old, next, deepMerge) : next;
}

/** The group/key/subkey sets of rules 8 and 9, with `svc` standing for the namespace word. */
function wholeKeys(namespace: string): Array<[string, string]> {
  return [
    [namespace, 'ecto_repos'],
    ['chatlog', 'meta'],
    ['mime', 'types'],
    ['cors_plug', 'max_age'],
    ['cors_plug', 'methods'],
    ['cors_plug', 'expose'],
    ['cors_plug', 'headers'],
    ['auto_linker', 'opts'],
    ['cluster', 'node_blacklist'],
    ['logger', 'backends'],
  ];
}

function wholeSubkeys(namespace: string): Array<[string, string, string]> {
  return [
    [namespace, 'assets', 'mascots'],
    [namespace, 'emoji', 'groups'],
    [namespace, 'workers', 'retries'],
    [namespace, 'mrf_subchain', 'match_actor'],
    [namespace, 'mrf_keyword', 'replace'],
  ];
}

const atomName = (name: Atom | Module): string => (name instanceof Atom ? name.name : `\0${name.name}`);

/**
 * The value a setting takes when `next` is posted over `old` (rules 7, 8 and 9): keyword lists merge deeply,
 * except the keys of rule 8 (replaced whole) and the subkeys of rule 9 (replaced whole inside the merge);
 * lists that are not keyword lists and plain values are replaced.
 */
export function mergeSetting(
  namespace: string,
  group: Atom,
  key: Atom | Module,
  old: Term | undefined,
  next: Term,
): Term {
  if (old === undefined) return next;
  const g = group.name;
  const k = atomName(key);
  if (wholeKeys(namespace).some(([wg, wk]) => wg === g && wk === k)) return next;
  if (!isKeyword(old) || !isKeyword(next)) return next;
  const merged = keywordMerge(old, next, deepMerge);
  const whole = wholeSubkeys(namespace).filter(
    ([wg, wk, sub]) =>
      wg === g && wk === k && keywordGet(old, sub) !== undefined && keywordGet(next, sub) !== undefined,
  );
  return merged.map((pair) =>
    whole.some(([, , sub]) => sub === pairKey(pair))
      ? new Tuple([pair.items[0], keywordGet(next, pairKey(pair))!])
      : pair,
  );
}

/** Rule 5: keys of the namespace's group whose every nested setting applies at build time. */
export const BUILD_TIME_KEYS = ['http_client_pools', 'connections_pool', 'pools', 'chat'];

/** Rule 5, in part: the nested settings of a key that apply at build time (`:upload_limit` of `:instance`, ...). */
export function buildTimeSubkeys(namespace: string, key: Atom | Module): string[] {
  const root = moduleRoot(namespace);
  if (key instanceof Module)
    return key.name === `${root}.Captcha` ? ['seconds_valid'] : key.name === `${root}.Upload` ? ['proxy_remote'] : [];
  return key.name === 'instance' ? ['upload_limit'] : [];
}

/** Whether touching these nested settings (`'all'`: the whole value) of a setting needs a restart to apply. */
export function needsRestart(namespace: string, group: Atom, key: Atom | Module, touched: string[] | 'all'): boolean {
  if (group.name !== namespace) return false;
  if (key instanceof Atom && BUILD_TIME_KEYS.includes(key.name)) return true;
  const subkeys = buildTimeSubkeys(namespace, key);
  return touched === 'all' ? subkeys.length > 0 : subkeys.some((s) => touched.includes(s));
}

/** Rule 6 with subkeys: the value without those nested settings, or null when nothing is left (the setting goes). */
export function dropSubkeys(value: Term, subkeys: string[]): Term | null {
  if (!isKeyword(value)) return null;
  const left = value.filter((p) => !subkeys.includes(pairKey(p)));
  return left.length ? left : null;
}

/** The names of a setting's nested settings as `":name"`, or its own key for a value that is not a keyword list (the `db` field). */
export function dbKeys(value: Term, key: Atom | Module): string[] {
  return isKeyword(value) ? keywordKeys(value).map((k) => `:${k}`) : [nameText(key)];
}

/**
 * A term as the server's code reads it: keyword lists and maps become objects, atoms and modules their names,
 * tuples arrays, regexes compiled RegExps (checked when stored, so this does not throw for a stored value).
 */
export function toPlain(term: Term): unknown {
  if (term instanceof Atom || term instanceof Module) return term.name;
  if (term instanceof Regex) return compileRegex(term);
  if (term instanceof Tuple) return term.items.map(toPlain);
  if (term instanceof ElixirMap)
    return Object.fromEntries(term.entries.map(([k, v]) => [String(toPlain(k)), toPlain(v)]));
  if (isKeyword(term) && term.length > 0) return Object.fromEntries(term.map((p) => [pairKey(p), toPlain(p.items[1])]));
  if (Array.isArray(term)) return term.map(toPlain);
  return term;
}
