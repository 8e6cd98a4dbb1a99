import { describe, expect, it } from '@jest/globals';
import { ModerationLogEntry, Report, ReportNote } from '../../../../../src/entities/index.js';
import { updateSettings } from '../../../../support/settings.js';
import { makeAdmin, makeReport, makeReportNote } from '../../../../support/factories/report.factory.js';
import { makeStatus } from '../../../../support/factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();

const em = () => t.orm.em.fork();
const logMessages = async () =>
  (await em().find(ModerationLogEntry, {}, { orderBy: { id: 'asc' } })).map((e) => e.message);

/** A report about a fresh account with one private and one public status, filed by another. */
async function scenario() {
  const [reporter, reported] = await makeUsersWithTokens(t, 2);
  const pub = await makeStatus(t, reported.user, 'public words');
  const priv = await makeStatus(t, reported.user, { status: 'private words', visibility: 'private' });
  const report = await makeReport(t, {
    actor: reporter.user,
    account: reported.user,
    statuses: [pub, priv],
    content: 'bad',
  });
  return { reporter, reported, pub, priv, report };
}

describe('GET /api/pleroma/admin/reports', () => {
  it('lists reports newest first with total, nesting accounts, statuses and notes', async () => {
    const admin = await makeAdmin(t);
    const { reporter, reported, pub, priv, report } = await scenario();
    await makeReportNote(t, report, admin.user, 'first');
    await makeReportNote(t, report, admin.user, 'second');
    const other = await makeReport(t, { actor: reported.user, account: reporter.user, state: 'closed' });
    const res = await api(t, admin.token).get('/api/pleroma/admin/reports?page_size=50');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const ids = res.body.reports.map((r: { id: string }) => r.id);
    expect(ids.indexOf(String(other.id))).toBeLessThan(ids.indexOf(String(report.id)));
    const shown = res.body.reports.find((r: { id: string }) => r.id === String(report.id));
    expect(shown).toMatchObject({
      id: String(report.id),
      content: 'bad',
      state: 'open',
      created_at: expect.any(String),
      account: {
        id: String(reported.user.id),
        username: reported.user.nickname,
        nickname: reported.user.nickname,
        tags: [],
        roles: { admin: false, moderator: false },
        source: { note: '' },
      },
      actor: { id: String(reporter.user.id), acct: reporter.user.nickname },
    });
    expect(shown.statuses.map((s: { id: string }) => s.id)).toEqual([String(pub.id), String(priv.id)]);
    expect(shown.statuses[1]).toMatchObject({
      visibility: 'private',
      account: { id: String(reported.user.id) },
      media_attachments: [],
    });
    expect(shown.notes.map((n: { content: string }) => n.content)).toEqual(['first', 'second']);
    expect(shown.notes[0]).toEqual({
      id: expect.any(String),
      content: 'first',
      user: expect.objectContaining({ id: String(admin.user.id) }),
      created_at: expect.any(String),
    });
    expect(Object.keys(shown).sort()).toEqual([
      'account',
      'actor',
      'content',
      'created_at',
      'id',
      'notes',
      'state',
      'statuses',
    ]);
  });

  it('filters by state and pages with page, page_size and limit', async () => {
    const admin = await makeAdmin(t);
    const [a, b] = await makeUsersWithTokens(t, 2);
    for (let i = 0; i < 3; i++) await makeReport(t, { actor: a.user, account: b.user, state: 'resolved' });
    const resolved = await em().count(Report, { state: 'resolved' });
    const all = await api(t, admin.token).get('/api/pleroma/admin/reports?state=resolved');
    expect(all.body.total).toBe(resolved);
    expect(all.body.reports.every((r: { state: string }) => r.state === 'resolved')).toBe(true);
    const page2 = await api(t, admin.token).get('/api/pleroma/admin/reports?state=resolved&page=2&page_size=2');
    expect(page2.body).toMatchObject({ total: resolved });
    expect(page2.body.reports).toHaveLength(Math.min(2, resolved - 2));
    expect(
      (await api(t, admin.token).get('/api/pleroma/admin/reports?state=resolved&limit=1')).body.reports,
    ).toHaveLength(1);
  });

  it('refuses a bad state or page with 400 naming the parameter', async () => {
    const admin = await makeAdmin(t);
    expect((await api(t, admin.token).get('/api/pleroma/admin/reports?state=done')).body).toEqual({
      error: 'state: must be one of open, closed, resolved',
    });
    const bad = await api(t, admin.token).get('/api/pleroma/admin/reports?page=0');
    expect([bad.status, bad.body]).toEqual([400, { error: 'page: must be a positive integer' }]);
  });

  it('is refused to anonymous callers, non-admins and admins without an admin scope', async () => {
    const [user] = await makeUsersWithTokens(t, 1);
    const admin = await makeUser(t, { isAdmin: true });
    for (const token of [null, user.token, await tokenFor(t, admin, ['read', 'write'])]) {
      const res = await api(t, token).get('/api/pleroma/admin/reports');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('accepts an admin with a plain read token when enforce_oauth_admin_scope_usage is off', async () => {
    const admin = await makeAdmin(t, ['read']);
    await updateSettings(em(), 'auth', { enforce_oauth_admin_scope_usage: false });
    try {
      expect((await api(t, admin.token).get('/api/pleroma/admin/reports')).status).toBe(200);
    } finally {
      await updateSettings(em(), 'auth', { enforce_oauth_admin_scope_usage: true });
    }
  });
});

describe('GET /api/pleroma/admin/reports/:id', () => {
  it('shows one report; 404 for an unknown id', async () => {
    const admin = await makeAdmin(t);
    const { report } = await scenario();
    const res = await api(t, admin.token).get(`/api/pleroma/admin/reports/${report.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: String(report.id), state: 'open', notes: [] });
    for (const id of ['999999', 'nope']) {
      const missing = await api(t, admin.token).get(`/api/pleroma/admin/reports/${id}`);
      expect([missing.status, missing.body]).toEqual([404, { error: 'Not found' }]);
    }
  });

  it('is refused to a non-admin', async () => {
    const { report, reporter } = await scenario();
    expect((await api(t, reporter.token).get(`/api/pleroma/admin/reports/${report.id}`)).status).toBe(403);
  });
});

describe('GET /api/pleroma/admin/grouped_reports', () => {
  it('groups reports by reported status with their reporters', async () => {
    const admin = await makeAdmin(t);
    const { reporter, reported, pub, report } = await scenario();
    const [second] = await makeUsersWithTokens(t, 1);
    const again = await makeReport(t, { actor: second.user, account: reported.user, statuses: [pub] });
    const res = await api(t, admin.token).get('/api/pleroma/admin/grouped_reports');
    expect(res.status).toBe(200);
    const group = res.body.reports.find((g: { status: { id: string } }) => g.status.id === String(pub.id));
    expect(group.account.id).toBe(String(reported.user.id));
    expect(group.reports.map((r: { id: string }) => r.id)).toEqual([String(again.id), String(report.id)]);
    expect(group.actors.map((a: { id: string }) => a.id).sort()).toEqual(
      [String(reporter.user.id), String(second.user.id)].sort(),
    );
    expect(group.date).toEqual(expect.any(String));
  });
});

describe('PATCH /api/pleroma/admin/reports', () => {
  it('changes states, answers 204 and logs each change', async () => {
    const admin = await makeAdmin(t);
    const { report, reported } = await scenario();
    const res = await api(t, admin.token)
      .patch('/api/pleroma/admin/reports')
      .send({ reports: [{ id: String(report.id), state: 'resolved' }] });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await em().findOneOrFail(Report, report.id)).state).toBe('resolved');
    expect(await logMessages()).toContain(
      `@${admin.user.nickname} updated report #${report.id} (on user @${reported.user.nickname}) with 'resolved' state`,
    );
  });

  it('answers 400 with the invalid entries while the valid ones still apply', async () => {
    const admin = await makeAdmin(t);
    const { report } = await scenario();
    const res = await api(t, admin.token)
      .patch('/api/pleroma/admin/reports')
      .send({
        reports: [
          { id: String(report.id), state: 'closed' },
          { id: String(report.id), state: 'bogus' },
          { id: '999999', state: 'closed' },
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body).toEqual([
      { id: String(report.id), error: 'Unsupported state' },
      { id: '999999', error: 'Not found' },
    ]);
    expect((await em().findOneOrFail(Report, report.id)).state).toBe('closed');
  });

  it('answers 400 without entries', async () => {
    const admin = await makeAdmin(t);
    for (const body of [{}, { reports: [] }]) {
      const res = await api(t, admin.token).patch('/api/pleroma/admin/reports').send(body);
      expect([res.status, res.body]).toEqual([400, { error: 'reports: is required' }]);
    }
  });

  it('changes nothing for a non-admin', async () => {
    const { report, reporter } = await scenario();
    const res = await api(t, reporter.token)
      .patch('/api/pleroma/admin/reports')
      .send({ reports: [{ id: String(report.id), state: 'closed' }] });
    expect(res.status).toBe(403);
    expect((await em().findOneOrFail(Report, report.id)).state).toBe('open');
  });
});

describe('POST /api/pleroma/admin/reports/:id/notes', () => {
  it('adds a note (204) and logs it', async () => {
    const admin = await makeAdmin(t);
    const { report, reported } = await scenario();
    const res = await api(t, admin.token)
      .post(`/api/pleroma/admin/reports/${report.id}/notes`)
      .send({ content: 'checked' });
    expect(res.status).toBe(204);
    const notes = await em().find(ReportNote, { report: report.id });
    expect(notes.map((n) => [n.content, n.user.id])).toEqual([['checked', admin.user.id]]);
    expect(await logMessages()).toContain(
      `@${admin.user.nickname} added note 'checked' to report #${report.id} on user @${reported.user.nickname}`,
    );
  });

  it('answers 400 Invalid parameters without content, 404 for an unknown report, 403 for a non-admin', async () => {
    const admin = await makeAdmin(t);
    const { report, reporter } = await scenario();
    const empty = await api(t, admin.token).post(`/api/pleroma/admin/reports/${report.id}/notes`).send({});
    expect([empty.status, empty.body]).toEqual([400, { error: 'Invalid parameters' }]);
    expect(
      (await api(t, admin.token).post('/api/pleroma/admin/reports/999999/notes').send({ content: 'x' })).status,
    ).toBe(404);
    expect(
      (await api(t, reporter.token).post(`/api/pleroma/admin/reports/${report.id}/notes`).send({ content: 'x' }))
        .status,
    ).toBe(403);
    expect(await em().count(ReportNote, { report: report.id })).toBe(0);
  });
});

describe('DELETE /api/pleroma/admin/reports/:report_id/notes/:id', () => {
  it('deletes a note (204) and logs it; 404 for a note of another report', async () => {
    const admin = await makeAdmin(t);
    const { report, reported, reporter } = await scenario();
    const note = await makeReportNote(t, report, admin.user, 'gone soon');
    const other = await makeReport(t, { actor: reporter.user, account: reported.user });
    expect((await api(t, admin.token).delete(`/api/pleroma/admin/reports/${other.id}/notes/${note.id}`)).status).toBe(
      404,
    );
    expect(
      (await api(t, reporter.token).delete(`/api/pleroma/admin/reports/${report.id}/notes/${note.id}`)).status,
    ).toBe(403);
    const res = await api(t, admin.token).delete(`/api/pleroma/admin/reports/${report.id}/notes/${note.id}`);
    expect(res.status).toBe(204);
    expect(await em().count(ReportNote, { id: note.id })).toBe(0);
    expect(await logMessages()).toContain(
      `@${admin.user.nickname} deleted note 'gone soon' from report #${report.id} on user @${reported.user.nickname}`,
    );
  });
});
