import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { findVisibleAccount } from '../accounts/account.service.js';
import { Report, ReportNote, Status, User, type ReportState } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { plainRows } from '../db/batch-loaders.js';
import { logModerationAction, mention } from '../moderation-log/moderation-log.service.js';
import { reportOpened } from '../events/publish.js';
import { notify } from '../notifications/notify.js';
import {
  ADMIN_PAGE_SIZE,
  countedWindow,
  keysetSql,
  toPage,
  type CountedPage,
  type CountedPageArgs,
} from '../core/pagination.js';
import { canSee } from '../statuses/visibility.js';

export interface NewReport {
  accountId?: string | null;
  statusIds?: string[] | null;
  comment?: string | null;
  forward?: boolean | null;
}

/** Pleroma's limit on a report's comment (`max_report_comment_size`). */
const MAX_COMMENT = 1000;

/**
 * Files a report about an account. The statuses must be the reported account's and visible to the reporter;
 * every admin and moderator gets a `pleroma:report` notification. With `forward` and a remote account,
 * federation sends a Flag to the account's server (src/federation/outbox-flag.ts).
 */
export async function createReport(em: EntityManager, reporter: User, input: NewReport): Promise<Report> {
  if (!input.accountId) throw new BadInputError('account_id: Valid `account_id` required');
  const account = await findVisibleAccount(em, input.accountId, reporter, 'Record not found');
  const comment = input.comment ?? '';
  if (comment.length > MAX_COMMENT) throw new BadInputError(`comment: Comment must be up to ${MAX_COMMENT} characters`);
  const statusIds = [...new Set((input.statusIds ?? []).map((id) => toId(id) ?? 0))];
  const statuses = statusIds.length ? await em.find(Status, { id: { $in: statusIds }, account }) : [];
  const visible = await Promise.all(statuses.map((s) => canSee(em, reporter, s)));
  if (statuses.length !== statusIds.length || visible.includes(false)) {
    throw new BadInputError('status_ids: every status must be a visible status of the reported account');
  }
  return openReport(em, reporter, account, { content: comment, statusIds, forward: input.forward ?? false });
}

/** Records a report and tells the staff: every admin and moderator gets a `pleroma:report` notification. */
async function openReport(
  em: EntityManager,
  reporter: User,
  account: User,
  facts: { content: string; statusIds: number[]; forward: boolean },
): Promise<Report> {
  const report = em.create(Report, { actor: reporter, account, ...facts });
  await em.flush();
  const staff = await em.find(User, { $or: [{ isAdmin: true }, { isModerator: true }], deactivated: false });
  for (const user of staff)
    await notify(em, { userId: user.id, type: 'pleroma:report', fromId: reporter.id, reportId: report.id });
  reportOpened(em, report);
  return report;
}

/**
 * A report another server forwarded (an ActivityPub Flag) about a local account: the sending actor is the
 * reporter. Only the reported account's own local statuses are kept (other or unknown ids are dropped); the
 * comment is cut to the local limit. Null when the account is not a local one.
 */
export async function receiveReport(
  em: EntityManager,
  sender: User,
  account: User,
  statusIds: number[],
  comment: string,
): Promise<Report | null> {
  if (!account.local || sender.local) return null;
  const ids = [...new Set(statusIds)];
  const own = ids.length ? await em.find(Status, { id: { $in: ids }, account, local: true }, { fields: ['id'] }) : [];
  const kept = new Set(own.map((s) => s.id));
  return openReport(em, sender, account, {
    content: comment.slice(0, MAX_COMMENT),
    statusIds: ids.filter((id) => kept.has(id)),
    forward: false,
  });
}

export interface ReportFilters extends CountedPageArgs {
  state?: ReportState | null;
}

/** A page of reports, newest first, and how many match in all: plain rows, for reading only (see `plainRows`). */
export async function listReports(em: EntityManager, filters: ReportFilters): Promise<CountedPage<Report>> {
  const state = filters.state ?? null;
  const w = countedWindow(filters, ADMIN_PAGE_SIZE);
  const keyset = keysetSql('"id"', w);
  const [rows, total] = await Promise.all([
    plainRows(em, Report)(
      `(?::text is null or "state" = ?) and ${keyset.sql} order by "id" ${keyset.order} limit ? offset ?`,
      [state, state, ...keyset.params, w.limit, w.offset],
    ),
    em.count(Report, state ? { state } : {}),
  ]);
  return { ...toPage(rows, w, (r) => r.id), totalCount: total };
}

export async function getReport(em: EntityManager, id: string | number): Promise<Report> {
  const reportId = toId(id);
  const report = reportId ? await em.findOne(Report, reportId) : null;
  if (!report) throw new NotFoundError('Not found');
  return report;
}

/** The reported account, as the log's `subject_actor` names it. */
async function reportedAccount(em: EntityManager, report: Report): Promise<User> {
  return em.findOneOrFail(User, report.account.id);
}

export interface ReportStateChange {
  id: string;
  state?: ReportState | null;
}

/**
 * Moves each report to its state and logs it (report_update). As Pleroma does, entries that cannot apply are
 * answered with their error while the valid ones still apply.
 */
export async function updateReportStates(
  em: EntityManager,
  admin: User,
  changes: ReportStateChange[] | null | undefined,
): Promise<Array<{ id: string; error: string }>> {
  if (!changes?.length) throw new BadInputError('reports: is required');
  const errors: Array<{ id: string; error: string }> = [];
  for (const change of changes) {
    if (!change.state) {
      errors.push({ id: change.id, error: 'Unsupported state' });
      continue;
    }
    const reportId = toId(change.id);
    const report = reportId ? await em.findOne(Report, reportId) : null;
    if (!report) {
      errors.push({ id: change.id, error: 'Not found' });
      continue;
    }
    report.state = change.state;
    const account = await reportedAccount(em, report);
    logModerationAction(
      em,
      admin,
      'report_update',
      { subject: reportSubject(report), subject_actor: userSubject(account) },
      `${mention(admin)} updated report #${report.id} (on user ${mention(account)}) with '${report.state}' state`,
    );
  }
  await em.flush();
  return errors;
}

export async function addReportNote(
  em: EntityManager,
  admin: User,
  reportId: string,
  content: string | null | undefined,
): Promise<ReportNote> {
  if (!content?.trim()) throw new BadInputError('Invalid parameters');
  const report = await getReport(em, reportId);
  const note = em.create(ReportNote, { report, user: admin, content });
  const account = await reportedAccount(em, report);
  logModerationAction(
    em,
    admin,
    'report_note',
    { subject: reportSubject(report), subject_actor: userSubject(account), text: content },
    `${mention(admin)} added note '${content}' to report #${report.id} on user ${mention(account)}`,
  );
  await em.flush();
  return note;
}

export async function deleteReportNote(
  em: EntityManager,
  admin: User,
  reportId: string,
  noteId: string,
): Promise<void> {
  const report = await getReport(em, reportId);
  const id = toId(noteId);
  const note = id ? await em.findOne(ReportNote, { id, report }) : null;
  if (!note) throw new NotFoundError('Not found');
  const account = await reportedAccount(em, report);
  logModerationAction(
    em,
    admin,
    'report_note_delete',
    { subject: reportSubject(report), subject_actor: userSubject(account), text: note.content },
    `${mention(admin)} deleted note '${note.content}' from report #${report.id} on user ${mention(account)}`,
  );
  em.remove(note);
  await em.flush();
}

const reportSubject = (r: Report) => ({ type: 'report', id: String(r.id), state: r.state });
const userSubject = (u: User) => ({ type: 'user', id: u.id, nickname: u.nickname });

export interface ReportGroup {
  status: Status;
  reports: Report[];
}

/** Reports grouped by the status they report (Pleroma's grouped_reports), the most recently reported first. */
export async function groupedReports(em: EntityManager): Promise<ReportGroup[]> {
  const reports = await em.find(Report, { [raw('cardinality(status_ids)')]: { $gt: 0 } }, { orderBy: { id: 'desc' } });
  const byStatus = new Map<number, Report[]>();
  for (const r of reports) for (const id of r.statusIds) byStatus.set(id, [...(byStatus.get(id) ?? []), r]);
  const statuses = await em.find(Status, { id: { $in: [...byStatus.keys()] } });
  const found = new Map(statuses.map((s) => [s.id, s]));
  return [...byStatus].filter(([id]) => found.has(id)).map(([id, rs]) => ({ status: found.get(id)!, reports: rs }));
}
