import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  entitiesOf,
  entity,
  exactly,
  extend,
  listOf,
  mapOf,
  nullable,
  object,
  string,
  wordsOf,
} from '../../../rest-adapter/reply-schema.js';

const ajv = new Ajv2020({ strict: false });
const valid = (schema: unknown, value: unknown) => ajv.validate(schema as object, value);

describe('reply schema helpers', () => {
  it('object requires its keys and allows the optional ones', () => {
    const schema = object({ id: string }, { moved: string });
    expect(schema).toEqual({
      type: 'object',
      properties: { id: string, moved: string },
      required: ['id'],
    });
    expect(valid(schema, { id: '1' })).toBe(true);
    expect(valid(schema, { id: '1', moved: 'x' })).toBe(true);
    expect(valid(schema, { moved: 'x' })).toBe(false);
  });

  it('wordsOf gives the lower-cased names of the enum members it is given', () => {
    expect(wordsOf<'PUBLIC' | 'FOLLOW_REQUEST'>({ PUBLIC: 1, FOLLOW_REQUEST: 1 })).toEqual({
      type: 'string',
      enum: ['public', 'follow_request'],
    });
  });

  it('extend holds both schemas; mapOf types every value; exactly one value; nullable adds null', () => {
    const schema = extend(object({ id: string }), { extra: exactly('ok') });
    expect(valid(schema, { id: '1', extra: 'ok' })).toBe(true);
    expect(valid(schema, { id: '1' })).toBe(false);
    expect(valid(schema, { extra: 'ok' })).toBe(false);
    expect(valid(mapOf(listOf(string)), { a: ['x'], b: [] })).toBe(true);
    expect(valid(mapOf(listOf(string)), { a: 'x' })).toBe(false);
    expect(valid(nullable(string), null)).toBe(true);
  });

  it('an entity is a reference in the document; entitiesOf finds it and the entities it refers to', () => {
    const Inner = entity('Inner', object({ id: string }));
    const Outer = entity('Outer', object({ inner: Inner }));
    expect(JSON.parse(JSON.stringify(listOf(Outer)))).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Outer' },
    });
    const found = entitiesOf([listOf(Outer), { 400: Inner }]);
    expect([...found.keys()]).toEqual(['Outer', 'Inner']);
    expect(found.get('Inner')).toEqual(object({ id: string }));
  });
});
