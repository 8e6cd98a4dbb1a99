import type { EntityManager } from '@mikro-orm/postgresql';
import { byId, groupedBy } from '../batch-loaders.js';
import { Report, ReportNote, Status } from '../entities/index.js';

/** Batch loaders behind the Report fields. They apply no visibility: only admins reach reports' nested data. */
export function createReportLoaders(em: EntityManager) {
  return {
    reportById: byId((ids) => em.find(Report, { id: { $in: ids } })),
    /** Any status by id, whoever may see it (a report shows what it reports). */
    anyStatusById: byId((ids) => em.find(Status, { id: { $in: ids } })),
    /** Notes of each report, oldest first. */
    notesByReportId: groupedBy(
      (ids) => em.find(ReportNote, { report: { $in: ids } }, { orderBy: { id: 'asc' } }),
      (n) => n.report.id,
    ),
    /** Reports about each account, newest first. */
    reportsByAccountId: groupedBy(
      (ids) => em.find(Report, { account: { $in: ids } }, { orderBy: { id: 'desc' } }),
      (r) => r.account.id,
    ),
  };
}
