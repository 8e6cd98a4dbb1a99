import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/**
 * A call to any field of the schema, written from its type alone: required arguments only, each a literal that
 * passes GraphQL's own checks, so that a refusal can only come from the authorization rules. The sweeps over
 * every guarded field use it, and a field added later is covered without editing them.
 */

/** Fields whose required arguments cannot be written in a document (files are sent as multipart). */
export const unwritable = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((a) => isNonNullType(a.type) && getNamedType(a.type).name === 'Upload');

const SCALARS: Record<string, string> = {
  ID: '"1"',
  String: '"x"',
  Int: '1',
  Float: '1',
  Boolean: 'true',
  JSON: '{}',
  JSONObject: '{}',
  DateTimeISO: '"2026-01-01T00:00:00.000Z"',
};

/** A literal of the type, with the required input fields only. */
export function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type))
    return `{ ${Object.values(type.getFields())
      .filter((f) => isNonNullType(f.type))
      .map((f) => `${f.name}: ${literal(f.type)}`)
      .join(', ')} }`;
  const scalar = SCALARS[type.name];
  if (!scalar) throw new Error(`no sample literal for the scalar ${type.name}: add one to SCALARS`);
  return scalar;
}

/** `alias: name(required: args) { __typename }`, as the field's type needs. */
export function ask(field: GraphQLField<unknown, unknown>, alias = field.name): string {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${literal(a.type)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${alias === field.name ? '' : `${alias}: `}${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
}
