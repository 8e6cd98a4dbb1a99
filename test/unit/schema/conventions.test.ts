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
 * Mutations that still answer `Boolean`, each with why (docs/graphql.md, "Mutations that answer a Boolean"): they
 * change no object a client caches, or answering one would tell what the caller may not know. The others answer
 * what they changed.
 */
const BOOLEAN_MUTATIONS = new Map([
  ['requestPasswordReset', 'answers true whether or not the address is known: anything else tells who has an account'],
  ['resendConfirmationEmail', 'answers true whether or not the address is known, as requestPasswordReset'],
  ['confirmEmail', "called with a mailed link's token, not an access token: the account is not the caller's to read"],
  ['resetPassword', "called with a mailed link's token, not an access token: the account is not the caller's to read"],
  ['revokeToken', 'called with a client secret; the token it ends is no object a client caches'],
  ['disableAccount', "the caller's tokens end with it: there is nothing left it may read"],
  ['adminRestart', 'applies settings inside the process: no object changes (adminNeedReboot reads false after it)'],
]);

const booleanMutations = () =>
  Object.values(schema.getMutationType()!.getFields())
    .filter((f) => getNamedType(f.type).name === 'Boolean')
    .map((f) => f.name);

describe('schema conventions', () => {
  it('every identifier is an ID (fields named id, or ending in Id or Ids)', () => {
    const wrong = everyField()
      .filter(([name, f]) => /(^|\.|\()(id|\w+Ids?)\)?$/.test(name) && getNamedType(f.type).name !== 'ID')
      .map(([name, f]) => `ID rule: ${name} is ${String(f.type)}, not ID`);
    expect(wrong).toEqual([]);
  });

  it('a mutation answers what it changed, not a Boolean', () => {
    expect(booleanMutations().filter((name) => !BOOLEAN_MUTATIONS.has(name))).toEqual([]);
  });

  it('its allow-list names only mutations that still answer a Boolean', () => {
    const still = new Set(booleanMutations());
    expect([...BOOLEAN_MUTATIONS.keys()].filter((name) => !still.has(name))).toEqual([]);
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
