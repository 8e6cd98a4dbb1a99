import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy, keyedBy, plainRows } from '../db/batch-loaders.js';
import { Report, ReportNote, Status } from '../entities/index.js';

/** Batch loaders behind the Report fields. They apply no visibility: only admins reach reports' nested data. */
export function createReportLoaders(em: EntityManager) {
  const [statuses, notes] = [plainRows(em, Status), plainRows(em, ReportNote)];
  return {
    reportById: byId((ids) => em.find(Report, { id: { $in: ids } })),
    /** Any status by id, whoever may see it (a report shows what it reports); plain rows (see `plainRows`). */
    anyStatusById: byId((ids) => statuses(...keyedBy('id', ids))),
    /** Notes of each report, oldest first, as plain rows. */
    notesByReportId: groupedBy(
      (ids) => notes(...keyedBy('report_id', ids)),
      (n) => n.report.id,
    ),
    /** Reports about each account, newest first. */
    reportsByAccountId: groupedBy(
      (ids) => em.find(Report, { account: { $in: ids } }, { orderBy: { id: 'desc' } }),
      (r) => r.account.id,
    ),
  };
}
