import { describe, expect, it } from '@jest/globals';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { allow } from 'graphql-shield';
import { rules } from '../../../../src/auth/permissions.js';
import { buildAppSchema } from '../../../../src/graphql/schema.js';
import { useTestApp } from '../../../support/app.js';
import { ask, unwritable } from '../../../support/field-calls.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { gql } from '../../../support/graphql.js';

/**
 * A field a caller may be refused is nullable, so a refusal nulls that field only (docs/graphql.md,
 * Nullability). Generated from the shield map: every root query and mutation whose rule is not `allow`, and
 * every nested field with a rule, is asked by callers who may not have it, beside a field they may have; the
 * refusal must sit at the guarded field's path and the allowed field must survive. A new guarded field is
 * covered without editing this file.
 */
const t = useTestApp();

type Viewer = { name: string; token?: string };
type Reply = Awaited<ReturnType<typeof gql>>['body'];

const refusedAt = (body: Reply, path: string[]) =>
  body.errors?.find(
    (e) =>
      ['UNAUTHENTICATED', 'FORBIDDEN'].includes(e.extensions.code) &&
      JSON.stringify((e as { path?: unknown }).path) === JSON.stringify(path),
  );

/** The callers tried in turn until one is refused: anonymous, then a user's tokens with fewer and more scopes. */
async function viewers(): Promise<Viewer[]> {
  const user = await makeUser(t);
  return [
    { name: 'anonymous' },
    { name: 'a user with the push scope only', token: await tokenFor(t, user, ['push']) },
    { name: 'a user with read:statuses only', token: await tokenFor(t, user, ['read:statuses']) },
    { name: 'another user (not an admin)', token: await tokenFor(t, user) },
  ];
}

function guardedRootFields(schema: GraphQLSchema, root: 'Query' | 'Mutation') {
  const type = schema.getType(root) as GraphQLObjectType;
  const map = (rules as Record<string, Record<string, unknown>>)[root];
  return Object.values(type.getFields()).filter((f) => map[f.name] !== allow);
}

describe('a refused field is null with its error, and its siblings stay', () => {
  it('for every root query and mutation with a rule other than allow', async () => {
    const { schema } = await buildAppSchema();
    const callers = await viewers();
    expect((rules as Record<string, Record<string, unknown>>).Query.instance).toBe(allow);
    const unrefused: string[] = [];
    const lost: string[] = [];
    const tried: string[] = [];
    for (const root of ['Query', 'Mutation'] as const) {
      for (const field of guardedRootFields(schema, root)) {
        if (unwritable(field)) continue;
        tried.push(`${root}.${field.name}`);
        const sibling = root === 'Query' ? 'instance { uri }' : '__typename';
        const document = `${root === 'Query' ? 'query' : 'mutation'} { ${sibling} ${ask(field, 'refused')} }`;
        let refused = false;
        for (const viewer of callers) {
          const { body } = await gql(t, document, {}, viewer.token);
          if (!refusedAt(body, ['refused'])) continue;
          refused = true;
          const kept = root === 'Query' ? body.data?.instance?.uri : body.data?.__typename;
          if (!kept || body.data?.refused !== null) lost.push(`${root}.${field.name} as ${viewer.name}`);
          break;
        }
        if (!refused) unrefused.push(`${root}.${field.name}`);
      }
    }
    expect(tried).toEqual(expect.arrayContaining(['Query.me', 'Query.adminReports', 'Mutation.createStatus']));
    expect(lost).toEqual([]);
    // A field no caller above is refused needs a caller who is: add one to `viewers`.
    expect(unrefused).toEqual([]);
  });

  it('for every nested field the map guards', async () => {
    const { schema } = await buildAppSchema();
    const owner = await makeUser(t);
    const status = await makeStatus(t, owner, 'guarded');
    /** How to reach an object of each type with guarded fields: the root field, and its id here. */
    const reach: Record<string, { root: string; id: string }> = {
      Account: { root: 'account', id: String(owner.id) },
      Status: { root: 'status', id: String(status.id) },
    };
    const callers = await viewers();
    const lost: string[] = [];
    const unrefused: string[] = [];
    const tried: string[] = [];
    for (const [typeName, fields] of Object.entries(rules as Record<string, Record<string, unknown>>)) {
      if (['Query', 'Mutation', 'Subscription'].includes(typeName)) continue;
      const way = reach[typeName];
      expect([typeName, way !== undefined]).toEqual([typeName, true]); // a type with guarded fields needs a way in
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const name of Object.keys(fields)) {
        tried.push(`${typeName}.${name}`);
        const document = `query($id: ID!) { ${way.root}(id: $id) { id ${ask(type.getFields()[name])} } }`;
        let refused = false;
        for (const viewer of callers) {
          const { body } = await gql(t, document, { id: way.id }, viewer.token);
          if (!refusedAt(body, [way.root, name])) continue;
          refused = true;
          const object = body.data?.[way.root];
          if (object?.id !== way.id || object[name] !== null) lost.push(`${typeName}.${name} as ${viewer.name}`);
          break;
        }
        if (!refused) unrefused.push(`${typeName}.${name}`);
      }
    }
    expect(tried).toEqual(expect.arrayContaining(['Account.email', 'Account.defaultScope', 'Status.favouritedBy']));
    expect(lost).toEqual([]);
    expect(unrefused).toEqual([]);
  });

  it('keeps `me` beside an admin field asked by a non-admin', async () => {
    const user = await makeUser(t);
    const { body } = await gql(t, '{ me { id } adminReports { totalCount } }', {}, await tokenFor(t, user));
    expect(body.data).toEqual({ me: { id: String(user.id) }, adminReports: null });
    expect(body.errors?.map((e) => [e.extensions.code, (e as { path?: unknown }).path])).toEqual([
      ['FORBIDDEN', ['adminReports']],
    ]);
  });
});
