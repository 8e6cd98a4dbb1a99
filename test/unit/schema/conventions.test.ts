import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
} from 'graphql';

/**
 * The schema conventions of docs/graphql.md ("Schema conventions"), read from schema/schema.graphql so a new
 * field that breaks one fails here, naming the rule and the field.
 */
const schema = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));

type Named = GraphQLField<unknown, unknown> | GraphQLInputField | GraphQLArgument;

/** Every field, input field and argument, as `Type.field` or `Type.field(arg)`. */
function everyField(): [string, Named][] {
  return Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__'))
    .flatMap((t) =>
      isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)
        ? Object.values(t.getFields()).flatMap((f): [string, Named][] => [
            [`${t.name}.${f.name}`, f],
            ...('args' in f
              ? (f.args as readonly GraphQLArgument[]).map((a): [string, Named] => [
                  `${t.name}.${f.name}(${a.name})`,
                  a,
                ])
              : []),
          ])
        : [],
    );
}

/**
 * Identifiers that stay Int, each because the REST path that reads them answers a non-integer with GraphQL's
 * Int wording ("id: Int cannot represent non-integer value"), which an ID argument would change.
 */
const INT_IDS = new Set([
  'Query.adminModerationLog(userId)',
  'Mutation.adminUpdateOAuthApp(id)',
  'Mutation.adminDeleteOAuthApp(id)',
]);

describe('schema conventions', () => {
  it('every identifier is an ID (fields named id, or ending in Id or Ids)', () => {
    const wrong = everyField()
      .filter(([name, f]) => /(^|\.|\()(id|\w+Ids?)\)?$/.test(name) && getNamedType(f.type).name !== 'ID')
      .filter(([name]) => !INT_IDS.has(name))
      .map(([name, f]) => `ID rule: ${name} is ${String(f.type)}, not ID`);
    expect(wrong).toEqual([]);
  });

  it('its allow-list names only fields that exist and still break the rule', () => {
    const fields = new Map(everyField());
    expect(
      [...INT_IDS].filter((name) => getNamedType(fields.get(name)?.type ?? schema.getType('ID')!).name === 'ID'),
    ).toEqual([]);
  });

  it('every enum value is in SCREAMING_SNAKE_CASE (REST views map them to the legacy words)', () => {
    const wrong = Object.values(schema.getTypeMap())
      .filter((t) => isEnumType(t) && !t.name.startsWith('__'))
      .flatMap((t) => (isEnumType(t) ? t.getValues().map((v) => `${t.name}.${v.name}`) : []))
      .filter((name) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(name.split('.')[1]))
      .map((name) => `enum rule: ${name} is not SCREAMING_SNAKE_CASE`);
    expect(wrong).toEqual([]);
  });
});
