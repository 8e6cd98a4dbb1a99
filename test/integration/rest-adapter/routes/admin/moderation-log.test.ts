import { describe, expect, it } from '@jest/globals';
import { ModerationLogEntry } from '../../../../../src/entities/index.js';
import { makeAdmin, makeReport } from '../../../../support/factories/report.factory.js';
import { makeStatus } from '../../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();

const ADMIN = '/api/pleroma/admin';

describe('GET /api/pleroma/admin/moderation_log', () => {
  it("lists entries of admin actions newest first as {items, total} (Pleroma's ModerationLogView), with actor, action, subject, time and message", async () => {
    const admin = await makeAdmin(t);
    const [reporter, reported] = await makeUsersWithTokens(t, 2);
    const report = await makeReport(t, { actor: reporter.user, account: reported.user });
    const status = await makeStatus(t, reported.user, 'gone');
    await api(t, admin.token)
      .patch(`${ADMIN}/reports`)
      .send({ reports: [{ id: String(report.id), state: 'closed' }] })
      .expect(204);
    await api(t, admin.token).delete(`${ADMIN}/statuses/${status.id}`).expect(200);
    const res = await api(t, admin.token).get(`${ADMIN}/moderation_log`);
    expect(res.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect(res.body.total).toBe(2);
    expect(res.body.items).toEqual([
      {
        id: expect.any(Number),
        data: {
          actor: { id: admin.user.id, nickname: admin.user.nickname, type: 'user' },
          action: 'status_delete',
          subject_id: String(status.id),
          message: `@${admin.user.nickname} deleted status #${status.id}`,
        },
        time: expect.any(Number),
        message: `@${admin.user.nickname} deleted status #${status.id}`,
      },
      {
        id: expect.any(Number),
        data: {
          actor: { id: admin.user.id, nickname: admin.user.nickname, type: 'user' },
          action: 'report_update',
          subject: { type: 'report', id: String(report.id), state: 'closed' },
          subject_actor: { type: 'user', id: reported.user.id, nickname: reported.user.nickname },
          message: `@${admin.user.nickname} updated report #${report.id} (on user @${reported.user.nickname}) with 'closed' state`,
        },
        time: expect.any(Number),
        message: `@${admin.user.nickname} updated report #${report.id} (on user @${reported.user.nickname}) with 'closed' state`,
      },
    ]);
    expect(Math.abs(res.body.items[0].time - now)).toBeLessThan(60);
  });

  it('filters by user_id, search and dates, and pages', async () => {
    const [one, two] = [await makeAdmin(t), await makeAdmin(t)];
    const [a] = await makeUsersWithTokens(t, 1);
    for (const admin of [one, one, two]) {
      const status = await makeStatus(t, a.user, 'x');
      await api(t, admin.token).put(`${ADMIN}/statuses/${status.id}`).send({ sensitive: true }).expect(200);
    }
    const em = t.orm.em.fork();
    const old = em.create(ModerationLogEntry, {
      actor: one.user,
      actorNickname: one.user.nickname,
      action: 'status_delete',
      data: { subject_id: '1' },
      message: `@${one.user.nickname} deleted status #1`,
      createdAt: new Date('2020-06-01T12:00:00Z'),
    });
    await em.flush();
    const get = (q: string) =>
      api(t, one.token)
        .get(`${ADMIN}/moderation_log?${q}`)
        .then((r) => r.body.items as Array<{ id: number; message: string }>);

    expect((await get(`user_id=${two.user.id}`)).map((e) => e.message)).toEqual([
      expect.stringMatching(new RegExp(`^@${two.user.nickname} updated status #\\d+, set sensitive: 'true'$`)),
    ]);
    expect(await get(`user_id=${one.user.id}&page_size=2`)).toHaveLength(2);
    expect(await get(`user_id=${one.user.id}&page_size=2&page=2`)).toEqual([expect.objectContaining({ id: old.id })]);
    expect(
      (await get(`search=${encodeURIComponent('DELETED STATUS #1')}&user_id=${one.user.id}`)).map((e) => e.id),
    ).toEqual([old.id]);
    expect((await get('start_date=2020-05-01T00:00:00&end_date=2020-07-01T00:00:00')).map((e) => e.id)).toEqual([
      old.id,
    ]);
    expect((await get(`start_date=2021-01-01T00:00:00&user_id=${one.user.id}`)).map((e) => e.id)).not.toContain(old.id);
    expect((await api(t, one.token).get(`${ADMIN}/moderation_log?start_date=yesterday`)).body).toEqual({
      error: 'start_date: must be an ISO 8601 date-time',
    });
  });

  it('is refused to anonymous callers and non-admins', async () => {
    const [user] = await makeUsersWithTokens(t, 1);
    for (const token of [null, user.token]) {
      const res = await api(t, token).get(`${ADMIN}/moderation_log`);
      expect([res.status, res.body]).toEqual([403, { error: expect.any(String) }]);
    }
  });
});

describe('GraphQL: adminModerationLog', () => {
  const PAGE = `query($search: String, $first: Int, $after: String, $last: Int, $before: String) {
    adminModerationLog(search: $search, first: $first, after: $after, last: $last, before: $before) {
      totalCount nodes { id message } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
    }
  }`;

  it('is a connection by date then id, whose cursor pages both ways when dates are out of id order', async () => {
    const admin = await makeAdmin(t);
    const em = t.orm.em.fork();
    // Made in this order, dated 2021, 2023, 2022: the log shows them 2023, 2022, 2021.
    const entries = ['2021-01-01', '2023-01-01', '2022-01-01'].map((day) =>
      em.create(ModerationLogEntry, {
        actor: admin.user,
        actorNickname: admin.user.nickname,
        action: 'status_delete',
        data: {},
        message: `dated-entry ${day}`,
        createdAt: new Date(`${day}T00:00:00Z`),
      }),
    );
    await em.flush();
    const page = async (vars: Record<string, unknown>) =>
      (await gql(t, PAGE, { search: 'dated-entry', ...vars }, admin.token)).body.data.adminModerationLog;
    const ids = (p: { nodes: Array<{ id: string }> }) => p.nodes.map((n) => n.id);
    const [y2021, y2023, y2022] = entries.map((e) => String(e.id));
    const first = await page({ first: 2 });
    expect([ids(first), first.totalCount, first.pageInfo.hasNextPage]).toEqual([[y2023, y2022], 3, true]);
    const next = await page({ first: 2, after: first.pageInfo.endCursor });
    expect([ids(next), next.pageInfo.hasNextPage]).toEqual([[y2021], false]);
    const back = await page({ last: 1, before: next.pageInfo.startCursor });
    expect([ids(back), back.pageInfo.hasPreviousPage]).toEqual([[y2022], true]);
    const forged = await gql(t, PAGE, { before: y2022 }, admin.token);
    expect([forged.body.errors?.[0].message, forged.body.errors?.[0].extensions.code]).toEqual([
      'before: must be a cursor this list gave',
      'BAD_USER_INPUT',
    ]);
    const [user] = await makeUsersWithTokens(t, 1);
    expect((await gql(t, PAGE, {}, user.token)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/pleroma/admin/moderation_log?user_id=', () => {
  it("refuses a user_id that is no integer in GraphQL's Int words; one that can be no account's matches nothing", async () => {
    const admin = await makeAdmin(t);
    const get = (query: string) => api(t, admin.token).get(`/api/pleroma/admin/moderation_log?${query}`);
    const x = await get('user_id=x');
    expect([x.status, x.body]).toEqual([400, { error: 'user_id: Int cannot represent non-integer value: "x"' }]);
    const big = await get('user_id=99999999999');
    expect([big.status, big.body]).toEqual([
      400,
      { error: 'user_id: Int cannot represent non 32-bit signed integer value: 99999999999' },
    ]);
    const negative = await get('user_id=-3');
    expect([negative.status, negative.body]).toEqual([200, { items: [], total: 0 }]);
  });
});
