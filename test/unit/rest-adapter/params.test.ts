import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type OperationDefinitionNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import { legacyWord } from '../../../rest-adapter/enum-words.js';
import {
  coerce,
  collectParams,
  defaultVariables,
  paramNameFor,
  restParamMessage,
  UnknownWord,
  unknownWordIn,
} from '../../../rest-adapter/params.js';

const OPERATION = parse(`query Q(
  $count: Int, $strict: Boolean!, $ratio: Float, $name: String, $ids: [ID!], $pages: [Int!]!, $redirectUris: String,
  $withReblogs: Boolean
) { __typename }`).definitions[0] as OperationDefinitionNode;
const DEFS: readonly VariableDefinitionNode[] = OPERATION.variableDefinitions!;
const typeOf = (name: string): TypeNode => DEFS.find((d) => d.variable.name.value === name)!.type;

const request = (parts: { query?: unknown; body?: unknown; params?: Record<string, string> }) =>
  ({ query: parts.query ?? {}, body: parts.body, params: parts.params ?? {} }) as unknown as Request;

describe('collectParams', () => {
  it('turns `name[]` keys into arrays under `name`', () => {
    expect(collectParams(request({ query: { 'ids[]': ['1', '2'], 'one[]': '7', plain: 'x' } }))).toEqual({
      ids: ['1', '2'],
      one: ['7'],
      plain: 'x',
    });
    expect(collectParams(request({ body: { 'scopes[]': ['read', 'write'] } }))).toEqual({ scopes: ['read', 'write'] });
  });

  it('lets path parameters win over the body, and the body over the query string', () => {
    const params = collectParams(
      request({ query: { id: 'q', a: 'q', b: 'q' }, body: { id: 'b', a: 'b' }, params: { id: 'p' } }),
    );
    expect(params).toEqual({ id: 'p', a: 'b', b: 'q' });
  });

  it('ignores a body that is not an object', () => {
    expect(collectParams(request({ query: { a: '1' }, body: undefined }))).toEqual({ a: '1' });
    expect(collectParams(request({ query: { a: '1' }, body: 'text' }))).toEqual({ a: '1' });
  });
});

describe('paramNameFor', () => {
  it('reads the snake_case param first, else the camelCase one', () => {
    expect(paramNameFor('redirectUris', { redirect_uris: 'x' })).toBe('redirect_uris');
    expect(paramNameFor('redirectUris', { redirectUris: 'x' })).toBe('redirectUris');
    expect(paramNameFor('redirectUris', { redirect_uris: 'a', redirectUris: 'b' })).toBe('redirect_uris');
    expect(paramNameFor('name', {})).toBe('name');
  });
});

describe('coerce', () => {
  it('converts integer text to Int, and leaves anything else for GraphQL to reject', () => {
    expect(coerce('42', typeOf('count'))).toBe(42);
    expect(coerce('-3', typeOf('count'))).toBe(-3);
    expect(coerce(' 7 ', typeOf('count'))).toBe(7);
    expect(coerce('4.5', typeOf('count'))).toBe('4.5');
    expect(coerce('12abc', typeOf('count'))).toBe('12abc');
    expect(coerce('', typeOf('count'))).toBe('');
    expect(coerce(9, typeOf('count'))).toBe(9);
  });

  it('converts "true"/"false" (and 1/0, on/off) to Boolean, through a non-null type', () => {
    expect(coerce('true', typeOf('strict'))).toBe(true);
    expect(coerce('false', typeOf('strict'))).toBe(false);
    expect(coerce('TRUE', typeOf('strict'))).toBe(true);
    expect(coerce('1', typeOf('strict'))).toBe(true);
    expect(coerce('0', typeOf('strict'))).toBe(false);
    expect(coerce('on', typeOf('strict'))).toBe(true);
    expect(coerce('off', typeOf('strict'))).toBe(false);
    expect(coerce('maybe', typeOf('strict'))).toBe('maybe');
    expect(coerce(false, typeOf('strict'))).toBe(false);
  });

  it('converts numeric text to Float', () => {
    expect(coerce('1.5', typeOf('ratio'))).toBe(1.5);
    expect(coerce('2', typeOf('ratio'))).toBe(2);
    expect(coerce('', typeOf('ratio'))).toBe('');
    expect(coerce('NaN', typeOf('ratio'))).toBe('NaN');
    expect(coerce('Infinity', typeOf('ratio'))).toBe('Infinity');
  });

  it('leaves strings and IDs as text', () => {
    expect(coerce('0042', typeOf('name'))).toBe('0042');
    expect(coerce('true', typeOf('name'))).toBe('true');
  });

  it('wraps a single value into a list and converts each item', () => {
    expect(coerce('5', typeOf('ids'))).toEqual(['5']);
    expect(coerce(['1', '2'], typeOf('pages'))).toEqual([1, 2]);
    expect(coerce('3', typeOf('pages'))).toEqual([3]);
  });

  it('passes null and undefined through', () => {
    expect(coerce(null, typeOf('count'))).toBeNull();
    expect(coerce(undefined, typeOf('strict'))).toBeUndefined();
  });
});

describe('enum words', () => {
  // As TypeGraphQL builds them: the GraphQL name, and the legacy word as the internal value.
  const kind = new GraphQLEnumType({
    name: 'Kind',
    values: { MENTION: { value: 'mention' }, PLEROMA_EMOJI_REACTION: { value: 'pleroma:emoji_reaction' } },
  });
  const input = new GraphQLInputObjectType({ name: 'KindInput', fields: { kind: { type: kind } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        f: {
          type: GraphQLString,
          args: { kinds: { type: new GraphQLList(kind) }, input: { type: new GraphQLList(input) } },
        },
      },
    }),
  });
  const defs = (parse('query($kinds: [Kind!], $input: [KindInput!]) { f }').definitions[0] as OperationDefinitionNode)
    .variableDefinitions!;

  it('turns each legacy word into its enum value, in lists and input objects; leaves unknown words for GraphQL', () => {
    expect(
      defaultVariables(
        defs,
        { kinds: ['mention', 'pleroma:emoji_reaction', 'bogus'], input: { kind: 'mention' } },
        schema,
      ),
    ).toEqual({ kinds: ['MENTION', 'PLEROMA_EMOJI_REACTION', 'bogus'], input: [{ kind: 'MENTION' }] });
  });

  it("marks an enum value's GraphQL name as no legacy word, in lists and input objects, and finds it", () => {
    const vars = defaultVariables(
      defs,
      { kinds: ['mention', 'MENTION'], input: { kind: 'PLEROMA_EMOJI_REACTION' } },
      schema,
    );
    expect(vars.kinds).toEqual(['MENTION', new UnknownWord('MENTION', 'Kind')]);
    expect(unknownWordIn(vars.kinds)).toEqual(new UnknownWord('MENTION', 'Kind'));
    expect(unknownWordIn(vars.input)).toEqual(new UnknownWord('PLEROMA_EMOJI_REACTION', 'Kind'));
    expect(String(unknownWordIn(vars.input))).toBe('PLEROMA_EMOJI_REACTION');
    expect(unknownWordIn({ kinds: ['MENTION', 'bogus'], upload: Buffer.from('MENTION') })).toBeNull();
  });

  it("words a refused variable as a param, without GraphQL's suggestions of enum names", () => {
    expect(
      restParamMessage(
        'Variable "$visibility" got invalid value "Public"; Value "Public" does not exist in "Visibility" enum. Did you mean the enum value "PUBLIC"?',
      ),
    ).toBe('visibility: Value "Public" does not exist in "Visibility" enum.');
  });

  it('gives the views the lower-case word back', () => {
    expect([legacyWord('PUBLIC'), legacyWord('FOLLOW_REQUEST')]).toEqual(['public', 'follow_request']);
  });
});

describe('defaultVariables', () => {
  it('fills each declared variable from its param, coerced; blanks and unknown params are left out', () => {
    const vars = defaultVariables(DEFS, {
      count: '20',
      strict: 'false',
      ratio: '0.25',
      name: '',
      ids: ['9'],
      pages: '1',
      redirect_uris: 'urn:x',
      with_reblogs: 'true',
      other: 'x',
    });
    expect(vars).toEqual({
      count: 20,
      strict: false,
      ratio: 0.25,
      ids: ['9'],
      pages: [1],
      redirectUris: 'urn:x',
      withReblogs: true,
    });
  });

  it('gives the same variables for a JSON body, a form body and a query string', () => {
    const json = collectParams(
      request({
        body: {
          count: 20,
          strict: true,
          ids: ['1', '2'],
          redirect_uris: 'https://a.example/cb',
          with_reblogs: false,
          pages: [3],
        },
      }),
    );
    // The same values as a form or a query string sends them: text, and lists as `name[]`.
    const asText = {
      count: '20',
      strict: 'true',
      'ids[]': ['1', '2'],
      redirect_uris: 'https://a.example/cb',
      with_reblogs: 'false',
      'pages[]': '3',
    };
    const form = collectParams(request({ body: asText }));
    const query = collectParams(request({ query: asText }));
    const expected = {
      count: 20,
      strict: true,
      ids: ['1', '2'],
      redirectUris: 'https://a.example/cb',
      withReblogs: false,
      pages: [3],
    };
    expect(defaultVariables(DEFS, json)).toEqual(expected);
    expect(defaultVariables(DEFS, form)).toEqual(expected);
    expect(defaultVariables(DEFS, query)).toEqual(expected);
  });
});
