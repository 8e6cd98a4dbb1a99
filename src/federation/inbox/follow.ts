import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import { Follow, type Accept, type Block, type Reject, type Undo } from '@fedify/vocab';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { Follow as FollowRow, User } from '../../entities/index.js';
import {
  authorizeFollowRequest,
  endFollowsBetween,
  follow,
  rejectFollowRequest,
  unfollow,
} from '../../relations/relation-actions.service.js';
import type { FederationData } from '../federation-data.js';
import { followKey, sendFollowAnswer } from '../follows.js';
import { relayAccepted, relayFollowed, relayUnfollowed, relayUri } from '../relays.js';
import { isInteraction, undoInteraction, undoInteractionById, undoneBySender } from './interactions.js';
import { dropped, UNKNOWN_SENDER } from './dropped.js';
import { localAccountOf, senderAccount } from './sender.js';

const NO_LOCAL_ACCOUNT = 'object not a local account';
const NO_FOLLOW = 'no follow of ours answered';

/** A remote account follows a local one: the same follow() as the REST API (locked accounts get a request). */
export async function onFollow(ctx: InboxContext<FederationData>, activity: Follow): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const follower = await senderAccount(ctx, em, activity);
  if (!follower) return dropped(ctx, activity, UNKNOWN_SENDER);
  if (activity.objectId?.href === relayUri(ctx.data.deps.config)) return relayFollowed(ctx, follower, activity);
  const target = await localAccountOf(ctx, em, activity.objectId);
  if (!target) return dropped(ctx, activity, NO_LOCAL_ACCOUNT);
  if (activity.id) await ctx.data.kv.set(followKey(follower.id, target.id), activity.id.href);
  try {
    await follow(em, follower, String(target.id));
  } catch (err) {
    // Blocked: the follow is refused, and the other server is told.
    if (!(err instanceof ForbiddenError)) throw err;
    await sendFollowAnswer(ctx, em, follower, target, 'reject');
  }
}

/** An Accept of our relay actor's Follow of a relay: the relay is followed back. */
async function acceptedRelay(ctx: InboxContext<FederationData>, activity: Accept): Promise<boolean> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return false;
  // By the Follow's id only: getObject() here would spoil the object for answered() below.
  return relayAccepted(ctx, sender, activity.objectId?.href ?? null);
}

/** The local follower and the remote account an Accept or Reject answers for. */
async function answered(ctx: InboxContext<FederationData>, activity: Accept | Reject) {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return null;
  // Read before getObject(), which may replace the embedded object with what its id fetches.
  const objectId = activity.objectId?.href ?? null;
  const object = await activity.getObject(ctx).catch(() => null);
  let follower: User | null = object instanceof Follow ? await localAccountOf(ctx, em, object.actorId) : null;
  if (!follower && objectId) {
    // The Follow by its id only: find which of ours it was.
    for await (const { key, value } of ctx.data.kv.list(['fedigraph', 'follow'])) {
      if (value === objectId && key[3] === String(sender.id))
        follower = await em.findOne(User, { id: Number(key[2]), local: true });
    }
  }
  return follower ? { em, sender, follower } : null;
}

export async function onAccept(ctx: InboxContext<FederationData>, activity: Accept): Promise<void> {
  if (await acceptedRelay(ctx, activity)) return;
  const found = await answered(ctx, activity);
  if (!found) return dropped(ctx, activity, NO_FOLLOW);
  try {
    await authorizeFollowRequest(found.em, found.sender, String(found.follower.id));
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err; // no request pending: nothing to accept
  }
}

export async function onReject(ctx: InboxContext<FederationData>, activity: Reject): Promise<void> {
  const found = await answered(ctx, activity);
  if (!found) return dropped(ctx, activity, NO_FOLLOW);
  try {
    await rejectFollowRequest(found.em, found.sender, String(found.follower.id));
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    // An accepted follow taken back (the account removed its follower).
    await found.em.nativeDelete(FollowRow, { follower: found.follower.id, following: found.sender.id });
  }
}

/** Undo of a Follow: the same unfollow() as the REST API; of a Like, Announce or EmojiReact: see interactions.ts. */
export async function onUndo(ctx: InboxContext<FederationData>, activity: Undo): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const objectId = activity.objectId?.href ?? null;
  const object = await activity.getObject(ctx).catch(() => null);
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  let undone: boolean;
  if (isInteraction(object)) undone = await undoInteraction(ctx, em, sender, object);
  else if (!(object instanceof Follow)) {
    // An Undo naming a Like, Announce or EmojiReact by its id only.
    undone = objectId !== null && (await undoInteractionById(ctx, em, sender, objectId));
  } else if (!undoneBySender(object, sender)) undone = false;
  else if (object.objectId?.href === relayUri(ctx.data.deps.config)) return relayUnfollowed(ctx, sender);
  else {
    const target = await localAccountOf(ctx, em, object.objectId);
    if (target) await unfollow(em, sender, String(target.id));
    undone = target !== null;
  }
  if (!undone) dropped(ctx, activity, 'nothing of the sender to undo');
}

/** A remote account blocked a local one: the follows between them end here too (no more deliveries either way). */
export async function onBlock(ctx: InboxContext<FederationData>, activity: Block): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const target = await localAccountOf(ctx, em, activity.objectId);
  if (!target) return dropped(ctx, activity, NO_LOCAL_ACCOUNT);
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  await endFollowsBetween(em, sender, target);
}
