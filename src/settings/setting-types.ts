import { Atom, ElixirMap, isKeyword, keywordGet, Module, Regex, Tuple, type Term } from './terms.js';

/**
 * The types a setting's description gives (Pleroma's `config/description.exs` vocabulary): a base type, a list of
 * one (`{ list: 'tuple' }`, `["list", "tuple"]` in JSON), or several allowed ones (an array).
 */
export type BaseType =
  'string' | 'integer' | 'number' | 'boolean' | 'atom' | 'module' | 'keyword' | 'tuple' | 'map' | 'group' | 'regex';
export type SingleType = BaseType | { list: BaseType };
export type SettingType = SingleType | SingleType[];

/** A nested setting: its description and, unless its default says it plainly, its type. */
export interface ChildDescription {
  description: string;
  type?: SettingType;
  suggestions?: unknown[];
  /** The settings inside a keyword-typed one. */
  children?: Record<string, ChildDescription>;
}

const alternatives = (type: SettingType): SingleType[] => (Array.isArray(type) ? type : [type]);

/** The type a default value implies when its description names none. */
export function typeOfDefault(value: unknown): SettingType {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return { list: 'string' };
  return 'keyword';
}

export const childType = (child: ChildDescription, defaultValue: unknown): SettingType =>
  child.type ?? typeOfDefault(defaultValue);

/** `{ list: 'tuple' }` → `["list", "tuple"]`: the JSON the admin front-end reads. */
export function typeJson(type: SettingType): unknown {
  if (Array.isArray(type)) return type.map(typeJson);
  return typeof type === 'string' ? type : ['list', type.list];
}

function conformsTo(term: Term, type: SingleType): boolean {
  if (typeof type === 'object') return Array.isArray(term) && term.every((t) => conformsTo(t, type.list));
  switch (type) {
    case 'string':
      return typeof term === 'string';
    case 'integer':
      return typeof term === 'number' && Number.isInteger(term);
    case 'number':
      return typeof term === 'number';
    case 'boolean':
      return typeof term === 'boolean';
    case 'atom':
      return term instanceof Atom;
    case 'module':
      return term instanceof Module;
    case 'keyword':
    case 'group':
      return isKeyword(term);
    case 'tuple':
      return term instanceof Tuple;
    case 'map':
      return term instanceof ElixirMap;
    case 'regex':
      return term instanceof Regex;
  }
}

/** A nested setting of a keyword list or a map (keyed by atom or by string). */
function nestedGet(term: Tuple[] | ElixirMap, name: string): Term | undefined {
  if (Array.isArray(term)) return keywordGet(term, name);
  return term.entries.find(([k]) => (k instanceof Atom ? k.name : k) === name)?.[1];
}

/**
 * Why `term` does not fit the described type, or null when it does. Nested settings of a keyword list are
 * checked against their own descriptions; names the description does not know pass unchecked.
 */
export function typeMismatch(
  term: Term,
  type: SettingType,
  children: Record<string, ChildDescription> | undefined,
  defaults: unknown,
  path: string,
): string | null {
  if (!alternatives(type).some((t) => conformsTo(term, t))) return `${path} must be ${JSON.stringify(typeJson(type))}`;
  if (!children || !(isKeyword(term) || term instanceof ElixirMap)) return null;
  const defaultsOf = (name: string) =>
    defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>)[name] : undefined;
  for (const [name, child] of Object.entries(children)) {
    const value = nestedGet(term, name);
    if (value === undefined) continue;
    const problem = typeMismatch(
      value,
      childType(child, defaultsOf(name)),
      child.children,
      defaultsOf(name),
      `${path}:${name}`,
    );
    if (problem) return problem;
  }
  return null;
}

/** A default as the server's code holds it → its term (objects become keyword lists, as Pleroma writes them). */
export function plainToTerm(
  value: unknown,
  type: SettingType | undefined,
  children?: Record<string, ChildDescription>,
): Term {
  const types = type ? alternatives(type) : [];
  if (typeof value === 'string') {
    if (types.includes('atom')) return new Atom(value);
    if (types.includes('module')) return new Module(value);
    return value;
  }
  if (value instanceof RegExp) return new Regex(value.source, value.flags.replace(/[^imsu]/g, ''));
  if (Array.isArray(value)) {
    if (types.includes('tuple') && !value.some(Array.isArray))
      return new Tuple(value.map((v) => plainToTerm(v, undefined)));
    const itemType = types.find((t): t is { list: BaseType } => typeof t === 'object')?.list;
    return value.map((v) => plainToTerm(v, itemType));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).map(
      ([k, v]) => new Tuple([new Atom(k), plainToTerm(v, children?.[k]?.type, children?.[k]?.children)]),
    );
  }
  return value as Term;
}
