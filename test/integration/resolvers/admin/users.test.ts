import { beforeAll, describe, expect, it } from '@jest/globals';
import { ModerationLogEntry, User } from '../../../../src/entities/index.js';
import { buildAppSchema } from '../../../../src/graphql/schema.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { ask, unwritable } from '../../../support/field-calls.js';
import { gql } from '../../../support/graphql.js';
import { countStatements } from '../../../support/sql-count.js';
import { expectFlat } from '../../../support/statements.js';

const t = useTestApp();
let admin: User;
let adminToken: string;
beforeAll(async () => {
  admin = await makeUser(t, { nickname: 'gqlboss', isAdmin: true });
  adminToken = await tokenFor(t, admin, ['admin']);
});

describe('admin fields', () => {
  it('every admin query and mutation refuses anyone but an admin with admin scopes (UNAUTHENTICATED anonymously, else FORBIDDEN), and changes nothing', async () => {
    const { schema } = await buildAppSchema();
    const fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
    ]
      // A required file comes only in a multipart request, which the REST sweep sends (test/integration/rest-adapter/routes/admin/authorization).
      .filter(([, f]) => f.name.startsWith('admin') && !unwritable(f));
    expect(fields.length).toBeGreaterThan(0);
    const user = await makeUser(t, { nickname: 'x' });
    const callers = [
      undefined,
      await tokenFor(t, user, ['read', 'write', 'follow', 'push', 'admin']),
      await tokenFor(t, admin, ['read', 'write']),
    ];
    const em = t.orm.em.fork();
    const before = [await em.count(User, {}), await em.count(ModerationLogEntry, {})];
    for (const [kind, field] of fields) {
      for (const token of callers) {
        const { body } = await gql(t, `${kind} { ${ask(field)} }`, {}, token);
        expect({ field: field.name, code: body.errors?.[0]?.extensions.code }).toEqual({
          field: field.name,
          code: token ? 'FORBIDDEN' : 'UNAUTHENTICATED',
        });
      }
    }
    expect([await em.count(User, {}), await em.count(ModerationLogEntry, {})]).toEqual(before);
    expect(await em.fork().findOneOrFail(User, { nickname: 'x' })).toMatchObject({
      deactivated: false,
      isAdmin: false,
      tags: [],
    });
  });
});

describe('adminUsers', () => {
  const QUERY = `query($tags: [String!]) { adminUsers(tags: $tags) { totalCount pageSize nodes {
    id nickname roles { admin moderator } displayName
    account { id acct counts { statuses followers following } }
    statuses(first: 2) { totalCount pageInfo { hasNextPage } nodes { id content visibility favouritesCount account { id acct } } }
  } } }`;

  it('gives users with their latest statuses (any visibility) for a constant number of SQL statements', async () => {
    const counts: number[] = [];
    for (const [tag, size] of [
      ['small', 2],
      ['large', 8],
    ] as const) {
      for (let i = 0; i < size; i += 1) {
        const user = await makeUser(t, { tags: [tag] });
        await makeStatus(t, user, 'older');
        await makeStatus(t, user, { status: 'newer', visibility: 'direct' });
        await makeStatus(t, user, 'newest');
      }
      counts.push(
        await countStatements(t.orm, async () => {
          const { body } = await gql(t, QUERY, { tags: [tag] }, adminToken);
          expect(body.errors).toBeUndefined();
          expect(body.data.adminUsers.totalCount).toBe(size);
          for (const u of body.data.adminUsers.nodes) {
            expect(u.statuses.nodes.map((s: { content: string }) => s.content)).toEqual(['newest', 'newer']);
            expect([u.statuses.totalCount, u.statuses.pageInfo.hasNextPage]).toEqual([3, true]);
            expect(u.statuses.nodes[1].visibility).toBe('DIRECT');
            expect(u.statuses.nodes[0].account).toEqual({ id: String(u.id), acct: u.nickname });
            expect(u.account.counts.statuses).toBe(3);
          }
        }),
      );
    }
    expectFlat(counts);
    expect(counts[1]).toBeLessThanOrEqual(12);
  });

  it("pages each user's statuses with cursors and page numbers, and refuses a bad window", async () => {
    const user = await makeUser(t, { tags: ['paged'] });
    for (const text of ['one', 'two', 'three']) await makeStatus(t, user, text);
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $page: Int, $pageSize: Int) {
      adminUsers(tags: ["paged"], first: 1) { nodes { statuses(first: $first, after: $after, last: $last, before: $before,
        page: $page, pageSize: $pageSize) {
          totalCount nodes { content } pageInfo { startCursor endCursor hasNextPage hasPreviousPage } } } } }`;
    const page = async (vars: Record<string, unknown>) => {
      const { body } = await gql(t, PAGE, vars, adminToken);
      expect(body.errors).toBeUndefined();
      const s = body.data.adminUsers.nodes[0].statuses;
      return { ...s, texts: s.nodes.map((n: { content: string }) => n.content) };
    };
    const first = await page({ first: 2 });
    expect([first.texts, first.totalCount, first.pageInfo.hasNextPage]).toEqual([['three', 'two'], 3, true]);
    const next = await page({ first: 2, after: first.pageInfo.endCursor });
    expect([next.texts, next.pageInfo.hasNextPage]).toEqual([['one'], false]);
    const above = await page({ last: 1, before: next.pageInfo.startCursor });
    expect([above.texts, above.pageInfo.hasPreviousPage]).toEqual([['two'], true]);
    expect((await page({ page: 2, pageSize: 2 })).texts).toEqual(['one']);
    for (const [vars, message] of [
      [{ first: 0 }, 'first: must be a positive integer'],
      [{ after: 'x' }, 'after: must be an id'],
      [{ page: 0 }, 'page: must be a positive integer'],
    ] as const) {
      const { body } = await gql(t, PAGE, vars, adminToken);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('admin mutations', () => {
  it('tag, grant, and update credentials, with field problems as data', async () => {
    await makeUser(t, { nickname: 'gqltarget' });
    const tagged = await gql(
      t,
      'mutation { adminTagUsers(nicknames: ["gqltarget"], tags: ["Vip"]) { nickname tags } }',
      {},
      adminToken,
    );
    expect(tagged.body.data.adminTagUsers).toEqual([{ nickname: 'gqltarget', tags: ['vip'] }]);
    const granted = await gql(
      t,
      'mutation { adminGrantPermission(group: MODERATOR, nicknames: ["gqltarget"]) { roles { admin moderator } } }',
      {},
      adminToken,
    );
    expect(granted.body.data.adminGrantPermission).toEqual([{ roles: { admin: false, moderator: true } }]);
    const bad = await gql(
      t,
      'mutation { adminUpdateUserCredentials(nickname: "gqltarget", input: { actorType: "Robot" }) { success errors } }',
      {},
      adminToken,
    );
    expect(bad.body.data.adminUpdateUserCredentials).toEqual({ success: false, errors: { actor_type: 'is invalid' } });
    const unknown = await gql(
      t,
      'mutation { adminGrantPermission(group: OVERLORD, nicknames: ["gqltarget"]) { id } }',
      {},
      adminToken,
    );
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Value "OVERLORD" does not exist in "PermissionGroup" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
