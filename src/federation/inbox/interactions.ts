import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import { Announce, EmojiReact, isActor, Like, Note, type Activity } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors.js';
import { Status, type User } from '../../entities/index.js';
import { favourite, reblog, unfavourite, unreblog } from '../../statuses/interactions.service.js';
import { react, unreact } from '../../statuses/reactions.service.js';
import type { FederationData } from '../federation-data.js';
import { accountForActor } from '../remote-accounts.js';
import { statusByUri, storeNote } from './note.js';
import { dropped, UNKNOWN_SENDER } from './dropped.js';
import { senderAccount } from './sender.js';

const UNKNOWN_STATUS = 'no status here by that id';

type Ctx = InboxContext<FederationData>;

/** What an inbound Like, Announce or EmojiReact did, kept by its id for an Undo that names it by id only. */
interface Received {
  kind: 'like' | 'announce' | 'react';
  senderId: number;
  statusId: number;
  emoji?: string;
}

const receivedKey = (activityId: string) => ['fedigraph', 'received', activityId] as const;
const RECEIVED_TTL = Temporal.Duration.from({ hours: 24 * 90 });

async function remember(ctx: Ctx, activity: Like | Announce | EmojiReact, value: Received): Promise<void> {
  if (activity.id) await ctx.data.kv.set(receivedKey(activity.id.href), value, { ttl: RECEIVED_TTL });
}

/**
 * Runs a service the REST API uses on behalf of a remote account. Its refusals (a status the account may not
 * see, a reaction that is not one emoji, nothing to undo) mean the activity changes nothing here.
 */
async function asService(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

/** The emoji of a reaction: an EmojiReact's content, or a Misskey Like's (`content` with `_misskey_reaction`). */
const emojiOf = (activity: Like | EmojiReact): string | undefined => activity.content?.toString().trim() || undefined;

/**
 * A remote favourite of a status known here: the same favourite() as the API (the author is notified). A Like
 * with a content is a Misskey reaction and is read as an EmojiReact, as Pleroma does.
 */
export async function onLike(ctx: Ctx, activity: Like): Promise<void> {
  if (emojiOf(activity)) return onEmojiReact(ctx, activity);
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  const status = await statusByUri(ctx, em, activity.objectId?.href ?? null);
  if (!status) return dropped(ctx, activity, UNKNOWN_STATUS);
  await asService(() => favourite(em, sender, String(status.id)));
  await remember(ctx, activity, { kind: 'like', senderId: sender.id, statusId: status.id });
}

/** A Pleroma reaction: the same react() as the API, with the activity's content as the emoji. */
export async function onEmojiReact(ctx: Ctx, activity: EmojiReact | Like): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  const status = await statusByUri(ctx, em, activity.objectId?.href ?? null);
  const emoji = emojiOf(activity);
  if (!status || !emoji) return dropped(ctx, activity, status ? 'no emoji' : UNKNOWN_STATUS);
  await asService(() => react(em, sender, String(status.id), emoji));
  await remember(ctx, activity, { kind: 'react', senderId: sender.id, statusId: status.id, emoji });
}

/** The status an Announce names: known here, or fetched and recorded (a relay announces statuses of others). */
async function announcedStatus(ctx: Ctx, em: EntityManager, activity: Announce): Promise<Status | null> {
  const known = await statusByUri(ctx, em, activity.objectId?.href ?? null);
  if (known) return known;
  const note = await activity.getObject(ctx).catch(() => null);
  if (!(note instanceof Note) || !note.id || note.id.href !== activity.objectId?.href) return null;
  const attribution = await note.getAttribution(ctx).catch(() => null);
  if (!attribution || !isActor(attribution) || attribution.id?.origin !== note.id.origin) return null;
  const author = await accountForActor(em, attribution);
  return storeNote(ctx, em, note, author, attribution.followersId?.href ?? null);
}

/**
 * A remote reblog: the same reblog() as the API (the author is notified, followers' timelines get it); the
 * reblog row is then marked as the sender's (remote, with the Announce's id).
 */
export async function onAnnounce(ctx: Ctx, activity: Announce): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  const status = await announcedStatus(ctx, em, activity);
  if (!status) return dropped(ctx, activity, 'announced Note not fetched or not by an author of its origin');
  await asService(async () => {
    const row = await reblog(em, sender, String(status.id));
    if (row.local || (!row.apId && activity.id)) {
      row.local = false;
      row.apId ??= activity.id?.href ?? null;
      await em.flush();
    }
  });
  await remember(ctx, activity, { kind: 'announce', senderId: sender.id, statusId: status.id });
}

/**
 * True when the sender made the undone activity. An embedded activity without an `actor` (as Misskey and older
 * servers send it) is the Undo's own actor's, as Mastodon reads it; the signature vouches for that actor.
 */
export const undoneBySender = (object: Activity, sender: User): boolean =>
  !object.actorId || object.actorId.href === sender.apId;

/**
 * Undo of a Like, Announce or EmojiReact the sender made: the same unfavourite(), unreblog(), unreact() as the
 * API. False when it names nothing of the sender's here.
 */
export async function undoInteraction(
  ctx: Ctx,
  em: EntityManager,
  sender: User,
  object: Like | Announce | EmojiReact,
): Promise<boolean> {
  if (!undoneBySender(object, sender)) return false;
  const status = await statusByUri(ctx, em, object.objectId?.href ?? null);
  if (!status) return false;
  const id = String(status.id);
  const emoji = object instanceof Announce ? undefined : emojiOf(object);
  if (emoji) await asService(() => unreact(em, sender, id, emoji));
  else if (object instanceof Like) await asService(() => unfavourite(em, sender, id));
  else if (object instanceof Announce) await asService(() => unreblog(em, sender, id));
  return true;
}

/**
 * An Undo naming by id a Like, Announce or EmojiReact the sender made earlier: the same services as above. False
 * when no such activity of the sender was received.
 */
export async function undoInteractionById(
  ctx: Ctx,
  em: EntityManager,
  sender: User,
  activityId: string,
): Promise<boolean> {
  const key = receivedKey(activityId);
  const received = await ctx.data.kv.get<Received>(key);
  if (!received || received.senderId !== sender.id) return false;
  const id = String(received.statusId);
  if (received.kind === 'like') await asService(() => unfavourite(em, sender, id));
  else if (received.kind === 'announce') await asService(() => unreblog(em, sender, id));
  else if (received.emoji) await asService(() => unreact(em, sender, id, received.emoji!));
  await ctx.data.kv.delete(key);
  return true;
}

export const isInteraction = (object: unknown): object is Like | Announce | EmojiReact =>
  object instanceof Like || object instanceof Announce || object instanceof EmojiReact;
