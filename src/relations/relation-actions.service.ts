import type { EntityManager } from '@mikro-orm/postgresql';
import { findVisibleAccount } from '../accounts/account.service.js';
import {
  AccountNote,
  Block,
  Endorsement,
  Follow,
  Mute,
  Notification,
  Subscription,
  type User,
} from '../entities/index.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../core/errors.js';
import { getSettings } from '../settings/settings.service.js';
import { blockCreated, followAccepted, followCreated, followRemoved } from '../events/publish.js';
import { notify } from '../notifications/notify.js';

/** The account a relation action is about: one the actor may see, and not the actor (Pleroma's words). */
async function otherAccount(em: EntityManager, actor: User, id: string, selfError: string): Promise<User> {
  const target = await findVisibleAccount(em, id, actor, 'Record not found');
  if (target.id === actor.id) throw new BadInputError(selfError);
  return target;
}

export interface FollowOptions {
  /** Show the account's reblogs in the home timeline (default true). */
  reblogs?: boolean | null;
  /** Subscribe to (true) or unsubscribe from (false) the account's new statuses (Mastodon's notify; null: unchanged). */
  notify?: boolean | null;
}

/**
 * Follows an account: at once, or as a follow request when the account is locked; following again changes
 * only the options given. Refused between accounts that block each other. Notifies the account
 * (`follow` or `follow_request`).
 */
export async function follow(em: EntityManager, actor: User, id: string, options: FollowOptions = {}): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not follow yourself');
  if (await em.count(Block, { blocker: target, blocked: actor }))
    throw new ForbiddenError(`Could not follow user: ${target.nickname} blocked you.`);
  if (await em.count(Block, { blocker: actor, blocked: target }))
    throw new ForbiddenError(`Could not follow user: you are blocking ${target.nickname}.`);
  const existing = await em.findOne(Follow, { follower: actor, following: target });
  // As Pleroma's MastodonAPI.follow: notify sets the subscription, which outlives the follow.
  if (options.notify != null) await storeSubscription(em, actor, target, options.notify);
  if (existing) {
    if (options.reblogs != null) existing.showReblogs = options.reblogs;
    await em.flush();
    return target;
  }
  // A remote account answers with Accept or Reject (federation); until then the follow is a request.
  const state = target.locked || !target.local ? 'pending' : 'accepted';
  em.create(Follow, { follower: actor, following: target, state, showReblogs: options.reblogs ?? true });
  await em.flush();
  if (target.local)
    await notify(em, { userId: target.id, type: state === 'pending' ? 'follow_request' : 'follow', fromId: actor.id });
  followCreated(em, actor.id, target.id, state);
  return target;
}

/** Drops any follow request notification the follower's request left. */
async function forgetFollowRequest(em: EntityManager, followerId: number, followingId: number): Promise<void> {
  await em.nativeDelete(Notification, { user: followingId, fromAccount: followerId, type: 'follow_request' });
}

/** Stops following an account, or withdraws the follow request. */
export async function unfollow(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not unfollow yourself');
  const existing = await em.findOne(Follow, { follower: actor, following: target });
  if (existing) {
    if (existing.state === 'pending') await forgetFollowRequest(em, actor.id, target.id);
    await em.remove(existing).flush();
    followRemoved(em, actor.id, target.id, false);
  }
  return target;
}

/** Blocks an account: every follow and subscription between the two, either way and requests included, ends. */
export async function block(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not block yourself');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Follow, {
      $or: [
        { follower: actor.id, following: target.id },
        { follower: target.id, following: actor.id },
      ],
    });
    await tx.nativeDelete(Subscription, {
      $or: [
        { subscriber: actor.id, target: target.id },
        { subscriber: target.id, target: actor.id },
      ],
    });
    await forgetFollowRequest(tx, target.id, actor.id);
    await forgetFollowRequest(tx, actor.id, target.id);
    if (!(await tx.count(Block, { blocker: actor.id, blocked: target.id })))
      tx.create(Block, { blocker: actor.id, blocked: target.id });
  });
  blockCreated(em, actor.id, target.id);
  return target;
}

/**
 * Another server's account blocked a local one: every follow between the two ends, either way (what the
 * blocker's server did on its side), requests and their notifications included.
 */
export async function endFollowsBetween(em: EntityManager, a: User, b: User): Promise<void> {
  await em.nativeDelete(Follow, {
    $or: [
      { follower: a.id, following: b.id },
      { follower: b.id, following: a.id },
    ],
  });
  await forgetFollowRequest(em, a.id, b.id);
  await forgetFollowRequest(em, b.id, a.id);
}

export async function unblock(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not unblock yourself');
  await em.nativeDelete(Block, { blocker: actor, blocked: target });
  return target;
}

export interface MuteOptions {
  /** Also mute the account's notifications (default true). */
  notifications?: boolean | null;
  /** Seconds until the mute ends; 0 or none: until unmuted. */
  duration?: number | null;
}

/** Mutes an account (or changes the mute's options). */
export async function mute(em: EntityManager, actor: User, id: string, options: MuteOptions = {}): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not mute yourself');
  if (options.duration != null && (!Number.isInteger(options.duration) || options.duration < 0)) {
    throw new BadInputError('duration: must be a number of seconds');
  }
  const expiresAt = options.duration ? new Date(Date.now() + options.duration * 1000) : null;
  const existing = await em.findOne(Mute, { muter: actor, muted: target });
  const values = { notifications: options.notifications ?? true, expiresAt };
  if (existing) Object.assign(existing, values);
  else em.create(Mute, { muter: actor, muted: target, ...values });
  await em.flush();
  return target;
}

export async function unmute(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not unmute yourself');
  await em.nativeDelete(Mute, { muter: actor, muted: target });
  return target;
}

/** Adds (idempotently, even when two requests race) or removes the actor's subscription to the target. */
async function storeSubscription(em: EntityManager, actor: User, target: User, subscribed: boolean): Promise<void> {
  if (!subscribed) {
    await em.nativeDelete(Subscription, { subscriber: actor.id, target: target.id });
    return;
  }
  await em
    .getConnection()
    .execute(
      'insert into subscriptions (subscriber_id, target_id) values (?, ?) on conflict (subscriber_id, target_id) do nothing',
      [actor.id, target.id],
    );
}

/**
 * Pleroma's subscription: be notified of every new status of an account, whether followed or not (its own
 * table). Refused when either blocks the other (Pleroma's words for the blocked side); unsubscribing from an
 * account not subscribed to is no error.
 */
export async function setSubscription(em: EntityManager, actor: User, id: string, subscribed: boolean): Promise<User> {
  const target = await otherAccount(
    em,
    actor,
    id,
    subscribed ? 'Can not subscribe to yourself' : 'Can not unsubscribe from yourself',
  );
  if (subscribed) {
    if (await em.count(Block, { blocker: target, blocked: actor }))
      throw new ForbiddenError(`Could not subscribe: ${target.nickname} is blocking you`);
    if (await em.count(Block, { blocker: actor, blocked: target }))
      throw new ForbiddenError(`Could not subscribe: you are blocking ${target.nickname}`);
  }
  await storeSubscription(em, actor, target, subscribed);
  return target;
}

async function pendingRequest(em: EntityManager, actor: User, id: string): Promise<Follow> {
  const requester = await findVisibleAccount(em, id, actor, 'Record not found');
  const request = await em.findOne(
    Follow,
    { follower: requester, following: actor, state: 'pending' },
    { populate: ['follower'] },
  );
  if (!request) throw new NotFoundError('Record not found');
  return request;
}

/** Accepts a follow request; its notification becomes a follow notification, as in Pleroma. */
export async function authorizeFollowRequest(em: EntityManager, actor: User, id: string): Promise<User> {
  const request = await pendingRequest(em, actor, id);
  request.state = 'accepted';
  await em.flush();
  await em.nativeUpdate(
    Notification,
    { user: actor, fromAccount: request.follower, type: 'follow_request' },
    { type: 'follow' },
  );
  followAccepted(em, request.follower.id, actor.id);
  return request.follower.getEntity();
}

export async function rejectFollowRequest(em: EntityManager, actor: User, id: string): Promise<User> {
  const request = await pendingRequest(em, actor, id);
  const requester = request.follower.getEntity();
  await forgetFollowRequest(em, requester.id, actor.id);
  await em.remove(request).flush();
  followRemoved(em, requester.id, actor.id, true);
  return requester;
}

/** Sets the actor's private note on an account (Mastodon's POST /api/v1/accounts/:id/note); empty removes it. */
export async function setAccountNote(em: EntityManager, actor: User, id: string, comment: string): Promise<User> {
  const target = await findVisibleAccount(em, id, actor, 'Record not found');
  if (!comment) {
    await em.nativeDelete(AccountNote, { author: actor, target });
    return target;
  }
  // One statement: two requests setting the note at once cannot both insert (the later one updates).
  await em
    .createQueryBuilder(AccountNote)
    .insert({ author: actor.id, target: target.id, comment })
    .onConflict(['author_id', 'target_id'])
    .merge({ comment, updatedAt: new Date() })
    .execute('run');
  return target;
}

/**
 * Features an account the actor follows on their profile (Mastodon's endorsement), at most `max_endorsed_users`
 * of them; endorsing again changes nothing. Refusals in Pleroma's words (400).
 */
export async function endorse(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not endorse yourself');
  if (await em.count(Endorsement, { user: actor, target })) return target;
  const { max_endorsed_users: max } = await getSettings(em, 'instance');
  if ((await em.count(Endorsement, { user: actor })) >= max)
    throw new BadInputError('You have already pinned the maximum number of users');
  if (!(await em.count(Follow, { follower: actor, following: target, state: 'accepted' })))
    throw new BadInputError(`Could not endorse: You are not following ${target.nickname}`);
  await em
    .createQueryBuilder(Endorsement)
    .insert({ user: actor.id, target: target.id })
    .onConflict(['user_id', 'target_id'])
    .ignore()
    .execute('run');
  return target;
}

/** Stops featuring an account (no error when it was not featured). */
export async function unendorse(em: EntityManager, actor: User, id: string): Promise<User> {
  const target = await otherAccount(em, actor, id, 'Can not unendorse yourself');
  await em.nativeDelete(Endorsement, { user: actor, target });
  return target;
}

/**
 * Removes an account from the actor's followers (its follow, or its follow request, ends; federation tells a
 * remote follower with a Reject). No follow: nothing changes.
 */
export async function removeFromFollowers(em: EntityManager, actor: User, id: string): Promise<User> {
  const follower = await otherAccount(em, actor, id, 'Can not unfollow yourself');
  const existing = await em.findOne(Follow, { follower, following: actor });
  if (existing) {
    await forgetFollowRequest(em, follower.id, actor.id);
    await em.remove(existing).flush();
    followRemoved(em, follower.id, actor.id, true);
  }
  return follower;
}
