import { beforeAll, describe, expect, it } from '@jest/globals';
import { seedReports } from '../../../support/report-seed.js';
import { countStatements } from '../../../support/sql-count.js';
import { User } from '../../../../src/entities/index.js';
import { makeAdmin, makeReport } from '../../../support/factories/report.factory.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { expectFlat } from '../../../support/statements.js';

const t = useTestApp();
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

/** The moderators' nested query: reports with their account, actor, statuses (account, media) and notes. */
const REPORTS = `query($pageSize: Int, $state: ReportState) { adminReports(pageSize: $pageSize, state: $state) {
  totalCount
  nodes {
    id content state createdAt
    account { id nickname counts { statuses } }
    actor { id nickname }
    statuses { id content account { id nickname } mediaAttachments { id url type } favouritesCount }
    notes { id content createdAt user { id nickname } }
  }
} }`;

const countQueries = (run: () => Promise<unknown>) => countStatements(t.orm, run);

describe('reports (GraphQL)', () => {
  it('costs the same number of SQL statements for 10 and for 100 nested reports', async () => {
    await seedReports(t.orm.em.fork(), 100, admin.user);
    let ten: Awaited<ReturnType<typeof gql>> | undefined;
    let hundred: typeof ten;
    const small = await countQueries(async () => {
      ten = await gql(t, REPORTS, { pageSize: 10 }, admin.token);
    });
    const large = await countQueries(async () => {
      hundred = await gql(t, REPORTS, { pageSize: 100 }, admin.token);
    });
    expect(ten!.body.errors).toBeUndefined();
    expect(ten!.body.data.adminReports.nodes).toHaveLength(10);
    expect(hundred!.body.data.adminReports.nodes).toHaveLength(100);
    const first = hundred!.body.data.adminReports.nodes[0];
    expect(first.statuses).toHaveLength(2);
    expect(first.statuses[0].mediaAttachments).toHaveLength(1);
    expect(first.statuses[0].account.id).toBe(first.account.id);
    expect(first.notes).toEqual([
      {
        id: expect.any(String),
        content: expect.stringMatching(/^note /),
        createdAt: expect.any(String),
        user: { id: String(admin.user.id), nickname: admin.user.nickname },
      },
    ]);
    expectFlat([small, large]);
    expect(small).toBeGreaterThan(5);
    expect(small).toBeLessThan(20);
  });

  it('is refused: UNAUTHENTICATED without or with bad credentials, FORBIDDEN to non-admins and tokens without an admin scope', async () => {
    const [user] = await makeUsersWithTokens(t, 1);
    const refusal = (code: string, message: string) => ({
      data: { adminReports: null },
      errors: [{ message, locations: [{ line: 1, column: 3 }], path: ['adminReports'], extensions: { code } }],
    });
    const cases: Array<[string | undefined, ReturnType<typeof refusal>]> = [
      [undefined, refusal('UNAUTHENTICATED', 'Invalid credentials.')],
      ['made-up-token', refusal('UNAUTHENTICATED', 'The access token is invalid')],
      [user.token, refusal('FORBIDDEN', 'User is not an admin.')],
      [await tokenFor(t, admin.user, ['read', 'write']), refusal('FORBIDDEN', 'Insufficient permissions: admin:read.')],
    ];
    for (const [token, expected] of cases) {
      const res = await gql(t, '{ adminReports { totalCount } }', {}, token);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: expected });
    }
  });

  it('updates states, adds and deletes notes', async () => {
    const [a, b] = await makeUsersWithTokens(t, 2);
    const report = await makeReport(t, { actor: a.user, account: b.user });
    const upd = await gql(
      t,
      'mutation($r: [ReportStateInput!]!) { adminUpdateReportStates(reports: $r) { id error } }',
      {
        r: [
          { id: String(report.id), state: 'RESOLVED' },
          { id: '0', state: 'OPEN' },
        ],
      },
      admin.token,
    );
    expect(upd.body.data.adminUpdateReportStates).toEqual([{ id: '0', error: 'Not found' }]);
    const note = await gql(
      t,
      'mutation($id: ID!) { adminAddReportNote(id: $id, content: "hm") { id content user { nickname } } }',
      { id: String(report.id) },
      admin.token,
    );
    expect(note.body.data.adminAddReportNote).toMatchObject({ content: 'hm', user: { nickname: admin.user.nickname } });
    const shown = await gql(
      t,
      'query($id: ID!) { adminReport(id: $id) { state notes { content } } }',
      { id: String(report.id) },
      admin.token,
    );
    expect(shown.body.data.adminReport).toEqual({ state: 'RESOLVED', notes: [{ content: 'hm' }] });
    const del = await gql(
      t,
      'mutation($r: ID!, $id: ID!) { adminDeleteReportNote(reportId: $r, id: $id) }',
      { r: String(report.id), id: note.body.data.adminAddReportNote.id },
      admin.token,
    );
    expect(del.body.data.adminDeleteReportNote).toBe(note.body.data.adminAddReportNote.id);
  });
});

describe('AdminUser.reports', () => {
  it('lists the reports about an account to admins only', async () => {
    const [a, b] = await makeUsersWithTokens(t, 2);
    const status = await makeStatus(t, b.user, 'meh');
    const report = await makeReport(t, { actor: a.user, account: b.user, statuses: [status] });
    const query =
      'query($id: ID!) { adminUser(nicknameOrId: $id) { nickname reports { id actor { nickname } statuses { id } } } }';
    const res = await gql(t, query, { id: String(b.user.id) }, admin.token);
    expect(res.body.data.adminUser).toEqual({
      nickname: b.user.nickname,
      reports: [{ id: String(report.id), actor: { nickname: a.user.nickname }, statuses: [{ id: String(status.id) }] }],
    });
    const denied = await gql(t, query, { id: String(b.user.id) }, a.token);
    expect(denied.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('createReport', () => {
  it('files a report and returns it to the reporter', async () => {
    const [a, b] = await makeUsersWithTokens(t, 2);
    const res = await gql(
      t,
      'mutation($id: ID) { createReport(accountId: $id, comment: "hi") { id state content account { nickname } } }',
      { id: String(b.user.id) },
      a.token,
    );
    expect(res.body.data.createReport).toMatchObject({
      state: 'OPEN',
      content: 'hi',
      account: { nickname: b.user.nickname },
    });
  });
});
