import './fedify-env.js';
import { Announce, EmojiReact, Like, PUBLIC_COLLECTION, Undo, type Activity } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EventOf } from '../events/events.js';
import { Status, User } from '../entities/index.js';
import type { FedContext } from './federation-data.js';
import { actorUri, followersUri, statusUri } from './uris.js';

/** Where the kv keeps the id of the Like or EmojiReact behind a favourite or a reaction (for its Undo). */
const sentKey = (kind: 'like' | 'react', userId: number, statusId: number, emoji = '') =>
  ['fedigraph', kind, String(userId), String(statusId), emoji] as const;

/** The Announce id of a local reblog: one per reblog row, so reblogging again after an undo is a new activity. */
export const announceId = (ctx: FedContext, reblogId: number) =>
  new URL(`${ctx.data.deps.config.publicUrl}/objects/${reblogId}/activity`);

/** What delivery needs: `remoteAudience` and `send` of outbox.ts, given so this module does not import it back. */
export interface Delivery {
  audience(em: EntityManager, author: User, ids: number[], withFollowers: boolean): Promise<User[]>;
  send(author: User, to: User[], activity: Activity, preferSharedInbox: boolean): Promise<void>;
}

/**
 * A local account's favourite or reaction (or its removal) of a remote status: a Like or EmojiReact (or
 * their Undo) goes to the status's author only, as Pleroma does. Local statuses have nobody to tell.
 */
export async function deliverInteraction(
  ctx: FedContext,
  em: EntityManager,
  d: Delivery,
  event: EventOf<'favourite.added' | 'favourite.removed' | 'emoji_reaction.added' | 'emoji_reaction.removed'>,
): Promise<void> {
  // The event tells whether the status is another server's: a local one costs no statement here.
  if (!event.remote) return;
  const { config } = ctx.data.deps;
  const [user, status] = await Promise.all([em.findOne(User, event.accountId), em.findOne(Status, event.statusId)]);
  if (!user?.local || !status || status.local) return;
  const author = await em.findOne(User, status.account.id);
  if (!author || author.local) return;
  const to = await d.audience(em, user, [author.id], false);
  if (!to.length) return;
  const actor = new URL(actorUri(config, user));
  const object = new URL(statusUri(config, status));
  const emoji = 'emoji' in event ? event.emoji : '';
  const key = sentKey(event.type.startsWith('favourite') ? 'like' : 'react', user.id, status.id, emoji);
  const tos = [new URL(author.apId!)];
  const make = (id: URL | null) =>
    emoji ? new EmojiReact({ id, actor, object, content: emoji, tos }) : new Like({ id, actor, object, tos });
  if (event.type === 'favourite.added' || event.type === 'emoji_reaction.added') {
    const id = new URL(`${actor.href}#${emoji ? 'reactions' : 'likes'}/${randomUUID()}`);
    await ctx.data.kv.set(key, id.href);
    await d.send(user, to, make(id), false);
    return;
  }
  const sent = await ctx.data.kv.get<string>(key);
  await ctx.data.kv.delete(key);
  const undo = new Undo({
    id: new URL(`${actor.href}#undo/${randomUUID()}`),
    actor,
    object: make(sent ? new URL(sent) : null),
    tos,
  });
  await d.send(user, to, undo, false);
}

/** The Announce of a local reblog (public, to the reblogger's followers and the reblogged status's author). */
async function announceOf(ctx: FedContext, em: EntityManager, reblogger: User, reblogId: number, original: Status) {
  const { config } = ctx.data.deps;
  const author = await em.findOne(User, original.account.id);
  const ccs = [new URL(followersUri(config, reblogger)), ...(author ? [new URL(actorUri(config, author))] : [])];
  const announce = new Announce({
    id: announceId(ctx, reblogId),
    actor: new URL(actorUri(config, reblogger)),
    object: new URL(statusUri(config, original)),
    tos: [PUBLIC_COLLECTION],
    ccs,
  });
  return { announce, author };
}

/** A local account reblogged a status (or took the reblog back): an Announce (or its Undo) to followers and the author. */
export async function deliverReblog(
  ctx: FedContext,
  em: EntityManager,
  d: Delivery,
  reblogger: User,
  reblogId: number,
  originalId: number,
  undo: boolean,
): Promise<void> {
  if (!reblogger.local) return;
  const original = await em.findOne(Status, originalId);
  if (!original) return;
  const { announce, author } = await announceOf(ctx, em, reblogger, reblogId, original);
  const to = await d.audience(em, reblogger, author && !author.local ? [author.id] : [], true);
  const activity = undo
    ? new Undo({
        id: new URL(`${announce.id!.href}#undo`),
        actor: announce.actorId,
        object: announce,
        tos: announce.toIds,
        ccs: announce.ccIds,
      })
    : announce;
  await d.send(reblogger, to, activity, true);
}
