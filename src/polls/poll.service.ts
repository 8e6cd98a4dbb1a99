import type { EntityManager } from '@mikro-orm/postgresql';
import { Poll, PollVote, Status, type User } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { notify } from '../notifications/notify.js';
import { getSettings } from '../settings/settings.service.js';
import { canSee } from '../statuses/visibility.js';

export interface NewPoll {
  options?: string[] | null;
  /** Seconds from now. */
  expiresIn?: number | null;
  multiple?: boolean | null;
  hideTotals?: boolean | null;
}

/** A poll checked against the instance's poll_limits (as Pleroma words its refusals), ready to attach to a status. */
export async function checkPoll(em: EntityManager, input: NewPoll): Promise<Omit<Poll, 'id' | 'status'>> {
  const limits = (await getSettings(em, 'instance')).poll_limits;
  const options = (input.options ?? []).map((o) => String(o).trim());
  if (options.length < 2) throw new UnprocessableError('Poll must contain at least 2 options');
  if (options.length > limits.max_options)
    throw new UnprocessableError(`Poll can't contain more than ${limits.max_options} options`);
  if (options.some((o) => !o)) throw new UnprocessableError("Poll options can't be blank");
  if (options.some((o) => [...o].length > limits.max_option_chars)) {
    throw new UnprocessableError(`Poll options cannot be longer than ${limits.max_option_chars} characters each`);
  }
  if (new Set(options).size !== options.length) throw new UnprocessableError('Poll options must be unique');
  const expiresIn = input.expiresIn;
  if (expiresIn == null || !Number.isInteger(expiresIn))
    throw new BadInputError('poll[expires_in]: seconds, an integer');
  if (expiresIn < limits.min_expiration) throw new UnprocessableError('Expiration date is too soon');
  if (expiresIn > limits.max_expiration) throw new UnprocessableError('Expiration date is too far in the future');
  return {
    options,
    multiple: input.multiple === true,
    hideTotals: input.hideTotals === true,
    expiresAt: new Date(Date.now() + expiresIn * 1000),
    endNotified: false,
  };
}

/** A poll whose status the viewer may see; 404 otherwise. */
export async function getVisiblePoll(em: EntityManager, viewer: User | null, id: string): Promise<Poll> {
  const pollId = toId(id);
  const poll = pollId ? await em.findOne(Poll, pollId) : null;
  const status = poll ? await em.findOne(Status, poll.status.id) : null;
  if (!poll || !status || !(await canSee(em, viewer, status))) throw new NotFoundError('Record not found');
  return poll;
}

/**
 * Votes in a poll the viewer may see, once: a choice for a single-choice poll, one or more for a multiple one.
 * The author does not vote in their own poll; an ended poll takes no votes.
 */
export async function vote(em: EntityManager, viewer: User, id: string, choices: number[]): Promise<Poll> {
  const poll = await getVisiblePoll(em, viewer, id);
  const status = await em.findOneOrFail(Status, poll.status.id);
  if (status.account.id === viewer.id) throw new UnprocessableError("Poll's author can't vote");
  if (poll.expiresAt <= new Date()) throw new UnprocessableError('Poll is expired');
  const picked = [...new Set(choices)];
  if (!picked.length || picked.some((c) => !Number.isInteger(c) || c < 0 || c >= poll.options.length)) {
    throw new UnprocessableError('Invalid indices');
  }
  if (!poll.multiple && picked.length > 1) throw new UnprocessableError('Too many choices');
  if (await em.count(PollVote, { poll, user: viewer })) throw new UnprocessableError('Already voted');
  await em.transactional(async (tx) => {
    for (const choice of picked) tx.create(PollVote, { poll: poll.id, user: viewer.id, choice });
  });
  return poll;
}

/** Ended polls are claimed in batches this big; the rest wait for the next round. */
const END_BATCH = 100;

/**
 * Tells the voters and the author of each poll that has ended and was not announced yet (a `poll`
 * notification). Each poll is claimed by one atomic update, so two instances (or a restart halfway) never
 * announce one twice. Returns the polls announced.
 */
export async function announceEndedPolls(em: EntityManager): Promise<number[]> {
  const claimed: Array<{ id: number; status_id: number }> = await em.getConnection().execute(
    `update polls set end_notified = true where id in (
       select id from polls where not end_notified and expires_at <= now() order by expires_at limit ? for update skip locked)
     returning id, status_id`,
    [END_BATCH],
  );
  for (const { id, status_id: statusId } of claimed) {
    const status = await em.findOne(Status, statusId);
    if (!status) continue;
    const voters: Array<{ user_id: number }> = await em
      .getConnection()
      .execute('select distinct user_id from poll_votes where poll_id = ?', [id]);
    const authorId = status.account.id;
    for (const userId of [authorId, ...voters.map((v) => Number(v.user_id)).filter((u) => u !== authorId)]) {
      await notify(em, { userId, type: 'poll', fromId: authorId, statusId });
    }
  }
  return claimed.map((c) => Number(c.id));
}

/** When the next unannounced poll ends (null: none pending). */
export async function nextPollEnd(em: EntityManager): Promise<Date | null> {
  const [row]: Array<{ at: Date | string | null }> = await em
    .getConnection()
    .execute('select min(expires_at) as at from polls where not end_notified');
  return row?.at ? new Date(row.at) : null;
}
