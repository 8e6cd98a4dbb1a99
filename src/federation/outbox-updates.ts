import './fedify-env.js';
import { Move, PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { accountApId } from '../accounts/account.presenter.js';
import { Status, User } from '../entities/index.js';
import { actorOf } from './actors.js';
import type { FedContext } from './federation-data.js';
import { createOf, noteOf } from './objects/note.js';
import { noteFactsOfStatus } from './notes.js';
import type { Delivery } from './outbox-interactions.js';
import { actorUri, followersUri } from './uris.js';

/**
 * A local status as a Create (when posted) or an Update carrying the new Note (when changed later), to the
 * same audience either way: the followers (unless direct) and the addressees, never an account blocking or
 * blocked by the author nor a rejected host. No Note is built when no remote account receives it (most
 * statuses of most instances).
 */
export async function deliverNote(
  ctx: FedContext,
  em: EntityManager,
  d: Delivery,
  status: Status,
  kind: 'create' | 'update',
): Promise<void> {
  if (!status.local || status.reblogOf) return;
  const { config } = ctx.data.deps;
  const author = await em.findOne(User, status.account.id);
  if (!author?.local) return;
  const direct = status.visibility === 'direct';
  const to = await d.audience(em, author, [...status.recipientIds, ...status.mentionIds], !direct);
  if (!to.length) return;
  const note = noteOf(await noteFactsOfStatus(em, config, status), config.publicUrl);
  const addressing = { actor: note.attributionId, tos: note.toIds, ccs: note.ccIds };
  const activity =
    kind === 'create'
      ? createOf(note)
      : new Update({
          id: new URL(`${note.id!.href}#updates/${randomUUID()}`),
          object: note.clone({
            updated: Temporal.Instant.fromEpochMilliseconds((status.editedAt ?? new Date()).getTime()),
          }),
          ...addressing,
        });
  await d.send(author, to, activity, !direct);
}

/**
 * A local account's profile changed: an Update of its actor (as served at /users/{nickname}) goes to its
 * followers' servers, shared inboxes first, each once (`to: Public, followers`, as Pleroma sends it).
 */
export async function deliverActorUpdate(
  ctx: FedContext,
  em: EntityManager,
  d: Delivery,
  accountId: number,
): Promise<void> {
  const user = await em.findOne(User, accountId);
  if (!user?.local) return;
  const to = await d.audience(em, user, [], true);
  if (!to.length) return;
  const actor = await actorOf(ctx, user.nickname);
  if (!actor) return;
  const { config } = ctx.data.deps;
  const update = new Update({
    id: new URL(`${actorUri(config, user)}#updates/${randomUUID()}`),
    actor: actor.id,
    object: actor,
    tos: [PUBLIC_COLLECTION, new URL(followersUri(config, user))],
  });
  await d.send(user, to, update, true);
}

/**
 * A local account moved: a Move (`object` the account, `target` the new one, `to` its followers, as Pleroma
 * sends it) goes to its remote followers' servers, so their followers follow the new account.
 */
export async function deliverMove(
  ctx: FedContext,
  em: EntityManager,
  d: Delivery,
  accountId: number,
  targetId: number,
): Promise<void> {
  const [user, target] = await Promise.all([em.findOne(User, accountId), em.findOne(User, targetId)]);
  if (!user?.local || !target) return;
  const to = await d.audience(em, user, [], true);
  if (!to.length) return;
  const { config } = ctx.data.deps;
  const actor = new URL(actorUri(config, user));
  const move = new Move({
    id: new URL(`${actor.href}#moves/${randomUUID()}`),
    actor,
    object: actor,
    target: new URL(accountApId(config, target)),
    tos: [new URL(followersUri(config, user))],
  });
  await d.send(user, to, move, true);
}
