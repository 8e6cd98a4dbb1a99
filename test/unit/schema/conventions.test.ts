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
 * Mutations that still answer `Boolean`, each justified in docs/graphql.md ("Mutations that answer a Boolean"):
 * the others answer what they changed.
 */
const BOOLEAN_MUTATIONS = new Set([
  'adminEmailInvite',
  'adminReloadEmoji',
  'adminDownloadEmojiPack',
  'adminRestart',
  'disableAccount',
  'changeEmail',
  'importFollows',
  'importBlocks',
  'importMutes',
  'clearNotifications',
  'revokeToken',
  'confirmEmail',
  'resendConfirmationEmail',
  'requestPasswordReset',
  'resetPassword',
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
    expect([...BOOLEAN_MUTATIONS].filter((name) => !still.has(name))).toEqual([]);
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
