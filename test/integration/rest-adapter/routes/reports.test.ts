import { describe, expect, it } from '@jest/globals';
import { Notification, Report } from '../../../../src/entities/index.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { block, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();

describe('POST /api/v1/reports', () => {
  it("files a report in the open state and answers with Mastodon's Report entity", async () => {
    const [reporter, reported] = await makeUsersWithTokens(t, 2);
    const s1 = await makeStatus(t, reported.user, 'one');
    const s2 = await makeStatus(t, reported.user, 'two');
    const res = await api(t, reporter.token)
      .post('/api/v1/reports')
      .send({
        account_id: String(reported.user.id),
        status_ids: [String(s1.id), String(s2.id)],
        comment: 'spam',
        forward: true,
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      action_taken: false,
      action_taken_at: null,
      category: 'other',
      comment: 'spam',
      forwarded: true,
      created_at: expect.any(String),
      status_ids: [String(s1.id), String(s2.id)],
      rule_ids: [],
      target_account: expect.objectContaining({ id: String(reported.user.id), username: reported.user.nickname }),
    });
    const row = await em().findOneOrFail(Report, Number(res.body.id));
    expect(row).toMatchObject({ state: 'open', content: 'spam', forward: true, statusIds: [s1.id, s2.id] });
    expect(row.actor.id).toBe(reporter.user.id);
    expect(row.account.id).toBe(reported.user.id);
  });

  it('notifies admins and moderators with a pleroma:report notification carrying the report', async () => {
    const admin = await makeAdmin(t, ['read', 'write']);
    const moderator = await makeUser(t, { isModerator: true });
    const [reporter, reported] = await makeUsersWithTokens(t, 2);
    const status = await makeStatus(t, reported.user, 'bad words');
    const res = await api(t, reporter.token)
      .post('/api/v1/reports')
      .send({ account_id: String(reported.user.id), status_ids: [String(status.id)], comment: 'rude' });
    expect(
      await em().count(Notification, {
        type: 'pleroma:report',
        report: Number(res.body.id),
        user: { $in: [admin.user.id, moderator.id] },
      }),
    ).toBe(2);
    expect(
      await em().count(Notification, {
        report: Number(res.body.id),
        user: { $nin: [admin.user.id, moderator.id] },
        type: 'pleroma:report',
      }),
    ).toBe(0);

    const list = await api(t, admin.token).get('/api/v1/notifications?types[]=pleroma:report');
    expect(list.status).toBe(200);
    const notification = list.body.find((n: { report?: { id: string } }) => n.report?.id === res.body.id);
    expect(notification).toMatchObject({
      type: 'pleroma:report',
      account: { id: String(reporter.user.id) },
      report: {
        id: res.body.id,
        content: 'rude',
        state: 'open',
        notes: [],
        account: { id: String(reported.user.id) },
        actor: { id: String(reporter.user.id) },
        statuses: [{ id: String(status.id) }],
      },
    });
    expect(notification.status).toBeUndefined();
  });

  it('refuses statuses of another account or that the reporter cannot see, and an unknown account; nothing is filed', async () => {
    const [reporter, reported, other] = await makeUsersWithTokens(t, 3);
    const foreign = await makeStatus(t, other.user, 'not theirs');
    const direct = await makeStatus(t, reported.user, { status: 'secret', visibility: 'direct' });
    const before = await em().count(Report, {});
    for (const ids of [[String(foreign.id)], [String(direct.id)], ['999999']]) {
      const res = await api(t, reporter.token)
        .post('/api/v1/reports')
        .send({ account_id: String(reported.user.id), status_ids: ids });
      expect([res.status, res.body]).toEqual([
        400,
        { error: 'status_ids: every status must be a visible status of the reported account' },
      ]);
    }
    const missing = await api(t, reporter.token).post('/api/v1/reports').send({ status_ids: [] });
    expect([missing.status, missing.body]).toEqual([400, { error: 'account_id: Valid `account_id` required' }]);
    expect((await api(t, reporter.token).post('/api/v1/reports').send({ account_id: '999999' })).status).toBe(404);
    expect(
      (
        await api(t, reporter.token)
          .post('/api/v1/reports')
          .send({ account_id: String(reported.user.id), comment: 'x'.repeat(1001) })
      ).status,
    ).toBe(400);
    expect(await em().count(Report, {})).toBe(before);
  });

  it('needs a user with write:reports', async () => {
    const [reporter, reported] = await makeUsersWithTokens(t, 2);
    const readOnly = await tokenFor(t, reporter.user, ['read']);
    expect(
      (
        await api(t)
          .post('/api/v1/reports')
          .send({ account_id: String(reported.user.id) })
      ).status,
    ).toBe(401);
    expect(
      (
        await api(t, readOnly)
          .post('/api/v1/reports')
          .send({ account_id: String(reported.user.id) })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(t, await tokenFor(t, reporter.user, ['write:reports']))
          .post('/api/v1/reports')
          .send({ account_id: String(reported.user.id) })
      ).status,
    ).toBe(200);
  });

  it('does not notify an admin who blocks the reporter', async () => {
    const admin = await makeAdmin(t);
    const [reporter, reported] = await makeUsersWithTokens(t, 2);
    await block(t, admin.user, reporter.user);
    const res = await api(t, reporter.token)
      .post('/api/v1/reports')
      .send({ account_id: String(reported.user.id) });
    expect(await em().count(Notification, { report: Number(res.body.id), user: admin.user.id })).toBe(0);
  });
});
