import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';

/**
 * Every type, field, argument and enum value of the SDL has a description (the playground's documentation
 * comes from them). The names in UNDESCRIBED predate the rule and are being described; the list only shrinks.
 */
const UNDESCRIBED = new Set<string>(
  JSON.parse(readFileSync(new URL('./undescribed.json', import.meta.url), 'utf8')) as string[],
);

function undescribed(type: GraphQLNamedType): string[] {
  const missing = type.description ? [] : [type.name];
  if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      for (const arg of 'args' in field ? field.args : [])
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  if (isEnumType(type))
    for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  return missing;
}

describe('descriptions in schema/schema.graphql', () => {
  const schema = buildSchema(readFileSync(new URL('../../../schema/schema.graphql', import.meta.url), 'utf8'));
  const missing = Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type))
    .flatMap(undescribed);

  it('are on every type, field, argument and enum value (add `description` to the decorator)', () => {
    expect(missing.filter((name) => !UNDESCRIBED.has(name))).toEqual([]);
  });

  it('leave no stale entry in undescribed.json (remove the names you described)', () => {
    expect([...UNDESCRIBED].filter((name) => !missing.includes(name))).toEqual([]);
  });
});
