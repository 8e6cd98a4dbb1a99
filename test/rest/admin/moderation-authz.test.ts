import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminInviteRoutes } from '../../../rest-adapter/routes/admin/invites.routes.js';
import { adminModerationLogRoutes } from '../../../rest-adapter/routes/admin/moderation-log.routes.js';
import { adminReportRoutes } from '../../../rest-adapter/routes/admin/reports.routes.js';
import { adminStatsRoutes } from '../../../rest-adapter/routes/admin/stats.routes.js';
import { adminStatusRoutes } from '../../../rest-adapter/routes/admin/statuses.routes.js';
import { Invite, ModerationLogEntry, Report, ReportNote, Status } from '../../../src/entities/index.js';
import { makeAdmin, makeReport, makeReportNote } from '../../factories/report.factory.js';
import { makeStatus } from '../../factories/social.factory.js';
import { makeUser, makeUsersWithTokens, tokenFor } from '../../factories/user.factory.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { api } from '../../helpers/rest.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.stop(); });

const rows = [...adminReportRoutes, ...adminStatusRoutes, ...adminInviteRoutes, ...adminModerationLogRoutes, ...adminStatsRoutes];

/** Everything these routes could change, to prove a refused call changed nothing. */
async function snapshot() {
  const em = t.orm.em.fork();
  return {
    reports: (await em.find(Report, {}, { orderBy: { id: 'asc' } })).map((r) => r.state),
    notes: await em.count(ReportNote, {}),
    statuses: (await em.find(Status, {}, { orderBy: { id: 'asc' } })).map((s) => [s.id, s.visibility, s.sensitive]),
    invites: (await em.find(Invite, {}, { orderBy: { id: 'asc' } })).map((i) => i.used),
    log: await em.count(ModerationLogEntry, {}),
  };
}

describe('the moderation admin routes', () => {
  it.each(rows.map((row) => [row.method, row.path.replace('{ns}', 'pleroma')] as const))(
    '%s %s answers 403 {error} to anonymous callers, non-admins and admins without an admin scope, and changes nothing',
    async (method, path) => {
      const [user, other] = await makeUsersWithTokens(t, 2);
      const status = await makeStatus(t, other.user, 'reported');
      const report = await makeReport(t, { actor: user.user, account: other.user, statuses: [status] });
      const note = await makeReportNote(t, report, (await makeAdmin(t)).user);
      const url = path.replace(':nickname_or_id', other.user.nickname).replace(':instance', 'fedigraph.test')
        .replace(':report_id', String(report.id)).replace(':id/notes', `${report.id}/notes`)
        .replace(/notes\/:id$/, `notes/${note.id}`).replace(/statuses\/:id$/, `statuses/${status.id}`).replace(/reports\/:id$/, `reports/${report.id}`);
      const body = { reports: [{ id: String(report.id), state: 'closed' }], content: 'x', visibility: 'private', sensitive: true, token: 'x', email: 'a@example.test' };
      const adminWithoutScope = await tokenFor(t, await makeUser(t, { isAdmin: true }), ['read', 'write']);
      const before = await snapshot();
      for (const token of [null, user.token, adminWithoutScope]) {
        for (const params of [body, {}]) { // with its parameters, and without (refused before they are checked)
          const call = api(t, token)[method.toLowerCase() as 'get'](url);
          const res = method === 'GET' ? await call.query(params) : await call.send(params);
          expect([res.status, res.body]).toEqual([403, { error: expect.any(String) }]);
        }
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
