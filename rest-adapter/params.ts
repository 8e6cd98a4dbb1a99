import { isEnumType, isInputObjectType, isInputType, isListType, isNonNullType, Kind, typeFromAST } from 'graphql';
import type { GraphQLInputType, GraphQLSchema, NamedTypeNode, TypeNode, VariableDefinitionNode } from 'graphql';
import type { Request } from 'express';
import type { Params } from './types.js';
import { snakeCase } from '../src/core/names.js';

/**
 * `name[]` keys (as query strings send arrays) become `name` holding an array. Form bodies come nested already
 * (src/http/form-body.ts).
 */
function normaliseArrays(source: unknown): Params {
  if (!source || typeof source !== 'object') return {};
  const out: Params = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
    else out[key] = value;
  }
  return out;
}

/** Path parameters win over body parameters, which win over the query string. */
export function collectParams(req: Request): Params {
  return { ...normaliseArrays(req.query), ...normaliseArrays(req.body), ...(req.params as Params) };
}

/** The request param a variable reads: `$redirectUris` ← `redirect_uris` (or `redirectUris`). */
export function paramNameFor(variable: string, params: Params): string {
  const s = snakeCase(variable);
  return s in params ? s : variable;
}

/**
 * Converts text from query strings and forms to the variable's declared type: "true"/"false" to booleans,
 * digits to numbers, single values to lists, and (given the schema) the legacy APIs' words to the GraphQL enum
 * value they stand for, in input objects too: `public` → `PUBLIC`, `pleroma:emoji_reaction` →
 * `PLEROMA_EMOJI_REACTION` (the enum value whose internal value is that word); the enum value's own name is no
 * legacy word (an `UnknownWord`). A value that does not convert is passed on unchanged, so GraphQL rejects it with
 * a message that names the variable.
 */
export function coerce(value: unknown, type: TypeNode, schema?: GraphQLSchema): unknown {
  const known = schema && typeFromAST(schema, type as NamedTypeNode);
  if (known && isInputType(known)) return coerceTo(value, known);
  if (value === undefined || value === null) return value;
  if (type.kind === Kind.NON_NULL_TYPE) return coerce(value, type.type);
  if (type.kind === Kind.LIST_TYPE) return (Array.isArray(value) ? value : [value]).map((v) => coerce(v, type.type));
  return typeof value === 'string' ? coerceText(value, type.name.value) : value;
}

/**
 * An enum value's GraphQL name sent where the legacy API takes its own word (`PUBLIC` for `public`): the REST API
 * takes only its words, as it did before the sets were enums. GraphQL would accept the name, so it is marked
 * here, refused by the router in GraphQL's words for an unknown value (or by the row's `words` rule).
 */
export class UnknownWord {
  constructor(
    readonly word: string,
    readonly enumName: string,
  ) {}
  toString(): string {
    return this.word;
  }
}

/** The first UnknownWord in a variable's value (in lists and input objects too). */
export function unknownWordIn(value: unknown): UnknownWord | null {
  if (value instanceof UnknownWord) return value;
  if (!value || typeof value !== 'object') return null;
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return null; // an upload, a buffer
  for (const v of Object.values(value)) {
    const found = unknownWordIn(v);
    if (found) return found;
  }
  return null;
}

function coerceTo(value: unknown, type: GraphQLInputType): unknown {
  if (value === undefined || value === null) return value;
  if (isNonNullType(type)) return coerceTo(value, type.ofType);
  if (isListType(type)) return (Array.isArray(value) ? value : [value]).map((v) => coerceTo(v, type.ofType));
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const fields = type.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k in fields ? coerceTo(v, fields[k].type) : v]),
    );
  }
  if (typeof value !== 'string') return value;
  if (isEnumType(type)) {
    const word = type.getValues().find((v) => v.value === value);
    if (word) return word.name;
    return type.getValue(value) ? new UnknownWord(value, type.name) : value;
  }
  return coerceText(value, type.name);
}

function coerceText(value: string, typeName: string): unknown {
  switch (typeName) {
    case 'Int':
      return /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    case 'Float':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'Boolean':
      if (['true', '1', 'on'].includes(value.toLowerCase())) return true;
      if (['false', '0', 'off'].includes(value.toLowerCase())) return false;
      return value;
    default:
      return value;
  }
}

/** The default variables: every declared variable filled from the same-named param, coerced. */
export function defaultVariables(
  definitions: readonly VariableDefinitionNode[],
  params: Params,
  schema?: GraphQLSchema,
): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const def of definitions) {
    const name = def.variable.name.value;
    const value = params[paramNameFor(name, params)];
    if (value !== undefined && value !== '') vars[name] = coerce(value, def.type, schema);
  }
  return vars;
}

/**
 * GraphQL words variable problems in terms of `$variables`; a REST client sent params. Rewrites
 * `Variable "$clientName" of required type "String!" was not provided.` as `client_name: is required`, without
 * GraphQL's suggestions of enum names.
 */
export function restParamMessage(message: string): string {
  const missing =
    /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/.exec(message);
  if (missing) return `${snakeCase(missing[1])}: is required`;
  const invalid = /^Variable "\$(\w+)" got invalid value .*?; (.*)$/s.exec(message);
  // GraphQL suggests enum names (`Did you mean the enum value "PUBLIC"?`), which REST does not take: left out.
  if (invalid) return `${snakeCase(invalid[1])}: ${invalid[2].replace(/ Did you mean the enum value .*\?$/s, '')}`;
  return message;
}

/** A text param as given, or '' when missing: for secrets a missing one is a wrong one (Pleroma's password checks). */
export function textParam(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
