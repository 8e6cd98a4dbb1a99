import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { AppError, BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { idPage } from '../db/id-page.js';
import {
  MediaAttachment,
  ScheduledStatus,
  type OAuthApp,
  type ScheduledStatusParams,
  type User,
} from '../entities/index.js';
import { checkNewStatus, createStatus, type NewStatus } from './status.service.js';

/** A status is scheduled at least this far ahead (Mastodon's and Pleroma's 5 minutes). */
export const MIN_LEAD_MS = 5 * 60 * 1000;
/** Pleroma's default limits: statuses scheduled for one (UTC) day, and in all. */
export const DAILY_LIMIT = 25;
export const TOTAL_LIMIT = 300;
/** A publisher holds a claimed row this long; one that died lets another take it after that. */
const CLAIM_MS = 5 * 60 * 1000;

const NOT_FOUND = 'Record not found';

function checkScheduledAt(at: Date, now: Date): void {
  if (Number.isNaN(at.getTime())) throw new BadInputError('scheduled_at: is not a valid date');
  if (at.getTime() - now.getTime() < MIN_LEAD_MS)
    throw new UnprocessableError('scheduled_at: must be at least 5 minutes from now');
}

/** Pleroma's limits, counting the user's other scheduled statuses (not `exceptId`, the one being moved). */
async function checkLimits(em: EntityManager, user: User, at: Date, exceptId: number | null): Promise<void> {
  const others = exceptId ? { id: { $ne: exceptId } } : {};
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const dayEnd = new Date(dayStart.getTime() + 24 * 3600 * 1000);
  const sameDay = await em.count(ScheduledStatus, {
    user: user.id,
    scheduledAt: { $gte: dayStart, $lt: dayEnd },
    ...others,
  });
  if (sameDay >= DAILY_LIMIT) throw new UnprocessableError('scheduled_at: daily limit exceeded');
  if ((await em.count(ScheduledStatus, { user: user.id, ...others })) >= TOTAL_LIMIT)
    throw new UnprocessableError('scheduled_at: total limit exceeded');
}

/** The parameters kept for later: what POST /api/v1/statuses took, without the request's idempotency key. */
function paramsOf(input: NewStatus): ScheduledStatusParams {
  const { status, visibility, inReplyToId, inReplyToConversationId, sensitive, spoilerText, mediaIds, language, poll } =
    input;
  return { status, visibility, inReplyToId, inReplyToConversationId, sensitive, spoilerText, mediaIds, language, poll };
}

/**
 * Schedules a status: checked now as a status posted now would be (a refusal changes nothing), at least 5 minutes
 * ahead and within the user's limits; posted by `publishDueScheduledStatuses` at its time.
 */
export async function scheduleStatus(
  em: EntityManager,
  author: User,
  app: OAuthApp | null,
  input: NewStatus,
  scheduledAt: Date,
  now = new Date(),
): Promise<ScheduledStatus> {
  checkScheduledAt(scheduledAt, now);
  await checkNewStatus(em, author, input);
  await checkLimits(em, author, scheduledAt, null);
  const row = em.create(ScheduledStatus, { user: author, application: app, scheduledAt, params: paramsOf(input) });
  await em.flush();
  return row;
}

/** One of the user's scheduled statuses; 404 for another's or an unknown id. */
export async function ownScheduledStatus(em: EntityManager, user: User, id: string): Promise<ScheduledStatus> {
  const rowId = toId(id);
  const row = rowId ? await em.findOne(ScheduledStatus, { id: rowId, user: user.id }) : null;
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** The user's scheduled statuses, newest first, paginated by id. */
export async function scheduledStatusesPage(
  em: EntityManager,
  user: User,
  args: PageArgs,
): Promise<Page<ScheduledStatus>> {
  return idPage(em, ScheduledStatus, { user: user.id }, args);
}

/** Moves a scheduled status to another time, with the same rules as when it was scheduled. */
export async function rescheduleStatus(
  em: EntityManager,
  user: User,
  id: string,
  scheduledAt: Date,
  now = new Date(),
): Promise<ScheduledStatus> {
  const row = await ownScheduledStatus(em, user, id);
  checkScheduledAt(scheduledAt, now);
  await checkLimits(em, user, scheduledAt, row.id);
  row.scheduledAt = scheduledAt;
  await em.flush();
  return row;
}

/** Cancels a scheduled status; answers it as it was. */
export async function cancelScheduledStatus(em: EntityManager, user: User, id: string): Promise<ScheduledStatus> {
  const row = await ownScheduledStatus(em, user, id);
  await em.removeAndFlush(row);
  return row;
}

/** Claims one due row in one statement: a row another publisher holds (or has just posted) is skipped. */
async function claimDue(em: EntityManager, now: Date): Promise<number | null> {
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `update "scheduled_statuses" set "claimed_until" = ?
      where "id" = (select "id" from "scheduled_statuses"
        where "scheduled_at" <= ? and ("claimed_until" is null or "claimed_until" < ?)
        order by "scheduled_at", "id" limit 1 for update skip locked)
      returning "id"`,
    [new Date(now.getTime() + CLAIM_MS), now, now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export interface PublishOutcome {
  published: number;
  /** Rows that could no longer be posted (their media or replied-to status gone...), with why; they are deleted. */
  dropped: Array<{ id: number; reason: string }>;
}

/**
 * Posts every scheduled status due at `now`, each once across every publisher on the database: a row is claimed
 * atomically, posted with an idempotency key of its own (a publisher that dies between posting and deleting the
 * row leaves a claim that lapses; the next one gets the same status back instead of a second one), then deleted.
 */
export async function publishDueScheduledStatuses(
  em: EntityManager,
  config: AppConfig,
  now = new Date(),
): Promise<PublishOutcome> {
  const outcome: PublishOutcome = { published: 0, dropped: [] };
  for (let id = await claimDue(em, now); id != null; id = await claimDue(em, now)) {
    const fork = em.fork();
    const row = await fork.findOneOrFail(ScheduledStatus, id, { populate: ['user', 'application'] });
    try {
      await createStatus(fork, config, row.user.getEntity(), row.application?.getEntity() ?? null, {
        ...row.params,
        idempotencyKey: `scheduled-status:${row.id}`,
      });
      outcome.published += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome.dropped.push({ id: row.id, reason: err.message });
    }
    await fork.nativeDelete(ScheduledStatus, id);
  }
  return outcome;
}

/** When the next scheduled status is due, if any: a claimed one once its claim lapses. */
export async function nextScheduledAt(em: EntityManager): Promise<Date | null> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ next: Date | string | null }>>(
      `select min(greatest("scheduled_at", coalesce("claimed_until", "scheduled_at"))) as "next" from "scheduled_statuses"`,
    );
  return row?.next ? new Date(row.next) : null;
}

/** The uploads a scheduled status will carry, in the order given (those deleted since are left out). */
export async function scheduledMedia(em: EntityManager, row: ScheduledStatus): Promise<MediaAttachment[]> {
  const ids = (row.params.mediaIds ?? []).map(toId).filter((id): id is number => id != null);
  if (!ids.length) return [];
  const found = await em.find(MediaAttachment, { id: { $in: ids }, account: row.user.id });
  return ids.map((id) => found.find((m) => m.id === id)).filter((m): m is MediaAttachment => m != null);
}
