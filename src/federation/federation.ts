import './fedify-env.js';
import './native-builtins.js';
import { createFederation, type Federation } from '@fedify/fedify';
import {
  Accept,
  Activity,
  Announce,
  Block,
  Create,
  Delete,
  Flag,
  Follow,
  EmojiReact,
  Like,
  Move,
  Note,
  Reject,
  Undo,
  Update,
} from '@fedify/vocab';
import type { AppDeps } from '../graphql/context.js';
import { Follow as FollowRow, Status, User } from '../entities/index.js';
import { actorOf, INSTANCE_ACTOR, localAccount } from './actors.js';
import { actorFetchAuthorized, fetchAuthorized } from './authorized-fetch.js';
import type { FederationData } from './federation-data.js';
import { dropped } from './inbox/dropped.js';
import { onFlag } from './inbox/flag.js';
import { onAccept, onBlock, onFollow, onReject, onUndo } from './inbox/follow.js';
import { onCreate, onDelete, onUpdate } from './inbox/note.js';
import { onAnnounce, onEmojiReact, onLike } from './inbox/interactions.js';
import { onMove } from './inbox/move.js';
import { keyPairsOf } from './keys.js';
import type { DatabaseKvStore } from './kv-store.js';
import type { JobsMessageQueue } from './message-queue.js';
import { createOf, noteOf } from './objects/note.js';
import { noteFactsOfStatus } from './notes.js';
import { keyOwner } from './uris.js';
import { USER_AGENT } from './user-agent.js';

const OUTBOX_SIZE = 20;

/**
 * The Fedify instance: actors at /users/{nickname} (and the instance actor), WebFinger, the personal and
 * shared inboxes, outbox, followers and following collections, and Notes at /objects/{id}. Ids are always
 * built on PUBLIC_URL (`origin`), whatever Host a request came with.
 */
export function buildFederation(
  deps: AppDeps,
  kv: DatabaseKvStore,
  queue: JobsMessageQueue,
): Federation<FederationData> {
  const { config } = deps;
  const federation = createFederation<FederationData>({
    kv,
    queue,
    origin: config.publicUrl,
    allowPrivateAddress: config.allowPrivateAddresses,
    manuallyStartQueue: true,
    userAgent: USER_AGENT,
    // As Pleroma's reachability: a host failing 5 deliveries within an hour is held (its activities wait instead
    // of being tried), probed once every 30 minutes, reachable again on its first success; what waits longer
    // than 7 days (Pleroma's federation_reachability_timeout_days) is dropped, so the queue stays bounded.
    // Those are the defaults of config.deliveryCircuit (environment settings).
    circuitBreaker: {
      failureThreshold: config.deliveryCircuit.failureThreshold,
      failureWindow: { seconds: Math.round(config.deliveryCircuit.failureWindowMinutes * 60) },
      recoveryDelay: { seconds: Math.round(config.deliveryCircuit.probeIntervalSeconds) },
      heldActivityTtl: { seconds: Math.round(config.deliveryCircuit.heldTtlDays * 86_400) },
      onStateChange: (host, from, to) => deps.logger.info({ host, from, to }, 'delivery circuit changed'),
      onActivityDrop: (host, d) =>
        deps.logger.info({ host, activity: d.activityId ?? null, inbox: d.inbox.href }, 'held delivery dropped'),
    },
  });

  federation
    .setActorDispatcher('/users/{identifier}', actorOf)
    .authorize(actorFetchAuthorized)
    .mapHandle(async (ctx, username) => {
      if (username === INSTANCE_ACTOR) return INSTANCE_ACTOR;
      const user = await localAccount(ctx.data.deps.orm.em.fork(), username);
      return user?.nickname ?? null;
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      if (identifier === INSTANCE_ACTOR) return keyPairsOf(em, ctx.data.deps.box, 'instance');
      const user = await localAccount(em, identifier);
      return user ? keyPairsOf(em, ctx.data.deps.box, keyOwner(user)) : [];
    });

  federation
    .setFollowersDispatcher('/users/{identifier}/followers', async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      if (!user) return null;
      if (user.hideFollowers) return { items: [] };
      const rows = await em.find(
        FollowRow,
        { following: user, state: 'accepted' },
        { populate: ['follower'], orderBy: { id: 'desc' }, limit: 1000 },
      );
      const items = rows
        .map((r) => r.follower.getEntity())
        .filter((u) => !u.local && u.apId && u.inboxUrl)
        .map((u) => ({
          id: new URL(u.apId!),
          inboxId: new URL(u.inboxUrl!),
          endpoints: u.sharedInboxUrl ? { sharedInbox: new URL(u.sharedInboxUrl) } : null,
        }));
      return { items };
    })
    .setCounter(async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      return user && !user.hideFollowersCount ? em.count(FollowRow, { following: user, state: 'accepted' }) : null;
    })
    .authorize(fetchAuthorized);

  federation
    .setFollowingDispatcher('/users/{identifier}/following', async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      if (!user) return null;
      if (user.hideFollows) return { items: [] };
      const rows = await em.find(
        FollowRow,
        { follower: user, state: 'accepted' },
        { populate: ['following'], orderBy: { id: 'desc' }, limit: 1000 },
      );
      const items = rows
        .map((r) => r.following.getEntity())
        .map((u) => (u.local ? ctx.getActorUri(u.nickname) : new URL(u.apId!)));
      return { items };
    })
    .setCounter(async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      return user && !user.hideFollowsCount ? em.count(FollowRow, { follower: user, state: 'accepted' }) : null;
    })
    .authorize(fetchAuthorized);

  // The outbox shows public statuses only (never unlisted, private or direct ones).
  federation
    .setOutboxDispatcher('/users/{identifier}/outbox', async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      if (!user) return null;
      const statuses = await em.find(
        Status,
        { account: user, visibility: 'public', reblogOf: null },
        { orderBy: { id: 'desc' }, limit: OUTBOX_SIZE },
      );
      const items = await Promise.all(
        statuses.map(async (s) => createOf(noteOf(await noteFactsOfStatus(em, config, s), config.publicUrl))),
      );
      return { items };
    })
    .setCounter(async (ctx, identifier) => {
      const em = ctx.data.deps.orm.em.fork();
      const user = await localAccount(em, identifier);
      return user ? em.count(Status, { account: user, visibility: 'public', reblogOf: null }) : null;
    })
    .authorize(fetchAuthorized);

  // A Note is served only when anyone may see it (public or unlisted); the others exist only for their addressees.
  federation
    .setObjectDispatcher(Note, '/objects/{id}', async (ctx, { id }) => {
      if (!/^\d{1,15}$/.test(id)) return null;
      const em = ctx.data.deps.orm.em.fork();
      const status = await em.findOne(Status, {
        id: Number(id),
        local: true,
        reblogOf: null,
        visibility: { $in: ['public', 'unlisted'] },
      });
      if (!status) return null;
      const author = await em.findOne(User, status.account.id);
      if (!author || author.deactivated) return null;
      return noteOf(await noteFactsOfStatus(em, config, status), config.publicUrl);
    })
    .authorize(fetchAuthorized);

  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .setSharedKeyDispatcher(() => ({ identifier: INSTANCE_ACTOR }))
    .on(Follow, onFollow)
    .on(Accept, onAccept)
    .on(Reject, onReject)
    .on(Undo, onUndo)
    .on(Create, onCreate)
    .on(Update, onUpdate)
    .on(Delete, onDelete)
    .on(Block, onBlock)
    .on(Like, onLike)
    .on(Announce, onAnnounce)
    .on(EmojiReact, onEmojiReact)
    .on(Flag, onFlag)
    .on(Move, onMove)
    // Every other type (Add, Remove, Question votes...): Fedify picks the closest listed class.
    .on(Activity, (ctx, activity) => dropped(ctx, activity, 'activity type not handled'))
    .onError((ctx, error) => ctx.data.deps.logger.warn({ err: error }, 'inbox activity failed'));

  return federation;
}
