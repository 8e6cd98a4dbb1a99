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
    statuses(limit: 2) { id content visibility favouritesCount account { id acct } }
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
            expect(u.statuses.map((s: { content: string }) => s.content)).toEqual(['newest', 'newer']);
            expect(u.statuses[1].visibility).toBe('DIRECT');
            expect(u.statuses[0].account).toEqual({ id: String(u.id), acct: u.nickname });
            expect(u.account.counts.statuses).toBe(3);
          }
        }),
      );
    }
    expectFlat(counts);
    expect(counts[1]).toBeLessThanOrEqual(12);
  });

  it('refuses a statuses limit out of range', async () => {
    const { body } = await gql(
      t,
      '{ adminUsers(pageSize: 1) { nodes { statuses(limit: 41) { id } } } }',
      {},
      adminToken,
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'limit: must be from 1 to 40',
      extensions: { code: 'BAD_USER_INPUT' },
    });
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
