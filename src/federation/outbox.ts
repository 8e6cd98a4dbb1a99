import './fedify-env.js';
import type { Federation } from '@fedify/fedify';
import { Block, Delete, Follow, Tombstone, Undo } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../db/batch-loaders.js';
import type { EventBus } from '../events/bus.js';
import type { SocialEvent } from '../events/events.js';
import { Status, User } from '../entities/index.js';
import { blockedEitherWay } from '../relations/relationship.service.js';
import type { FedContext, FederationData } from './federation-data.js';
import { followKey, sendFollowAnswer } from './follows.js';
import { addressingFor } from './objects/note.js';
import { addresseesOf } from './notes.js';
import { deliverFlag } from './outbox-flag.js';
import { deliverInteraction, deliverReblog, type Delivery } from './outbox-interactions.js';
import { deliverActorUpdate, deliverMove, deliverNote } from './outbox-updates.js';
import { announceByRelay } from './relays.js';
import { mayFederateSql, remoteAccountSql } from './may-federate.js';
import { recipientOf } from './recipients.js';
import { isRejectedHost } from './remote-accounts.js';
import { activityId, send } from './send.js';
import { actorUri, followersUri } from './uris.js';

/**
 * The remote accounts a local author's activity goes to: the given ones, plus (unless direct) the accepted
 * followers; never an account blocking or blocked by the author, nor one on a rejected host.
 */
async function remoteAudience(em: EntityManager, author: User, ids: number[], withFollowers: boolean): Promise<User[]> {
  // The remote ones are picked by the database: most followers are local, and an author with none remote
  // (the common case) costs one statement and no entities.
  const remote: Array<{ id: number }> = await em.getConnection().execute(
    `select u.id from users u
     where u.id in (select unnest(cast(? as int[]))
                    union select f.follower_id from follows f where ? and f.following_id = ? and f.state = 'accepted')
       and ${remoteAccountSql('u')}`,
    [intArray(ids), withFollowers, author.id],
  );
  if (!remote.length) return [];
  const users = await em.find(User, { id: { $in: remote.map((r) => r.id) } });
  const out: User[] = [];
  for (const u of users) {
    if (await blockedEitherWay(em, author.id, u.id)) continue;
    if (await isRejectedHost(em, new URL(u.apId!).host)) continue;
    out.push(u);
  }
  return out;
}

/** Whether a new status may go to another server (`mayFederateSql`), in one statement and without entities. */
async function mayFederate(em: EntityManager, statusId: number): Promise<boolean> {
  const may = mayFederateSql('s');
  const [row] = await em
    .getConnection()
    .execute<Array<{ yes: boolean }>>(`select ${may.sql} as yes from statuses s where s.id = ?`, [
      ...may.params,
      statusId,
    ]);
  return row?.yes === true;
}

async function load(em: EntityManager, ...ids: number[]): Promise<User[] | null> {
  const users = await Promise.all(ids.map((id) => em.findOne(User, id)));
  return users.every(Boolean) ? (users as User[]) : null;
}

/**
 * Whether an event is known from itself to mean nothing for other servers: a new status its insert found to stay
 * here, an interaction with a local status. Then nothing is made for it, not even an EntityManager.
 */
function staysHere(event: SocialEvent): boolean {
  switch (event.type) {
    case 'status.created':
      return event.federates === false;
    case 'favourite.added':
    case 'favourite.removed':
    case 'emoji_reaction.added':
    case 'emoji_reaction.removed':
      return !event.remote;
    default:
      return false;
  }
}

/** What one domain event means for other servers. */
async function deliver(ctx: FedContext, event: SocialEvent): Promise<void> {
  if (staysHere(event)) return;
  const { config } = ctx.data.deps;
  const em = ctx.data.deps.orm.em.fork();
  const delivery: Delivery = {
    audience: remoteAudience,
    send: (author, to, activity, shared) => send(ctx, author, to, activity, shared),
  };
  switch (event.type) {
    case 'favourite.added':
    case 'favourite.removed':
    case 'emoji_reaction.added':
    case 'emoji_reaction.removed':
      await deliverInteraction(ctx, em, delivery, event);
      return;
    case 'follow.created':
    case 'follow.accepted': {
      const pair = await load(em, event.followerId, event.followingId);
      if (!pair) return;
      const [follower, following] = pair;
      if (follower.local && !following.local && event.type === 'follow.created') {
        const id = activityId(ctx, follower, 'follows');
        await ctx.data.kv.set(followKey(follower.id, following.id), id.href);
        await send(
          ctx,
          follower,
          [following],
          new Follow({ id, actor: new URL(actorUri(config, follower)), object: new URL(following.apId!) }),
          false,
        );
      } else if (
        !follower.local &&
        following.local &&
        (event.type === 'follow.accepted' || event.state === 'accepted')
      ) {
        await sendFollowAnswer(ctx, em, follower, following, 'accept');
      }
      return;
    }
    case 'follow.removed': {
      const pair = await load(em, event.followerId, event.followingId);
      if (!pair) return;
      const [follower, following] = pair;
      if (follower.local && !following.local && !event.rejected) {
        const followId = await ctx.data.kv.get<string>(followKey(follower.id, following.id));
        const object = new Follow({
          id: followId ? new URL(followId) : null,
          actor: new URL(actorUri(config, follower)),
          object: new URL(following.apId!),
        });
        await send(
          ctx,
          follower,
          [following],
          new Undo({ id: activityId(ctx, follower, 'undo'), actor: new URL(actorUri(config, follower)), object }),
          false,
        );
      } else if (!follower.local && following.local && event.rejected) {
        await sendFollowAnswer(ctx, em, follower, following, 'reject');
      }
      return;
    }
    case 'block.created': {
      const pair = await load(em, event.blockerId, event.blockedId);
      if (!pair || !pair[0].local || pair[1].local || !pair[1].apId) return;
      const [blocker, blocked] = pair;
      const block = new Block({
        id: activityId(ctx, blocker, 'blocks'),
        actor: new URL(actorUri(config, blocker)),
        object: new URL(blocked.apId!),
      });
      await ctx.sendActivity({ identifier: blocker.nickname }, [recipientOf(blocked)], block, {
        preferSharedInbox: false,
      });
      return;
    }
    case 'status.created': {
      // The status's insert may have answered the question already (yes: a no returned above).
      if (!(event.federates ?? (await mayFederate(em, event.statusId)))) return;
      const status = await em.findOne(Status, event.statusId);
      if (status?.reblogOf) {
        const reblogger = await em.findOne(User, status.account.id);
        if (reblogger) await deliverReblog(ctx, em, delivery, reblogger, status.id, status.reblogOf.id, false);
        return;
      }
      if (!status?.local) return;
      await deliverNote(ctx, em, delivery, status, 'create');
      await announceByRelay(ctx, em, status);
      return;
    }
    case 'status.updated': {
      const status = await em.findOne(Status, event.statusId);
      if (status) await deliverNote(ctx, em, delivery, status, 'update');
      return;
    }
    case 'account.updated':
      await deliverActorUpdate(ctx, em, delivery, event.accountId);
      return;
    case 'account.moved':
      await deliverMove(ctx, em, delivery, event.accountId, event.targetId);
      return;
    case 'report.opened':
      await deliverFlag(ctx, em, event.reportId);
      return;
    case 'status.deleted': {
      if (event.reblogOfId != null) {
        const reblogger = await em.findOne(User, event.accountId);
        if (reblogger) await deliverReblog(ctx, em, delivery, reblogger, event.statusId, event.reblogOfId, true);
        return;
      }
      if (!event.local) return;
      const author = await em.findOne(User, event.accountId);
      if (!author?.local) return;
      const to = await remoteAudience(em, author, event.recipientIds, event.visibility !== 'direct');
      const id = `${config.publicUrl}/objects/${event.statusId}`;
      const addressees = (await addresseesOf(em, config, event.recipientIds))
        .map((u) => actorUri(config, u))
        .filter(Boolean);
      const { to: tos, cc: ccs } = addressingFor(event.visibility, followersUri(config, author), addressees);
      const del = new Delete({
        id: new URL(`${id}#delete`),
        actor: new URL(actorUri(config, author)),
        object: new Tombstone({ id: new URL(id) }),
        tos: tos.map((u) => new URL(u)),
        ccs: ccs.map((u) => new URL(u)),
      });
      await send(ctx, author, to, del, event.visibility !== 'direct');
      return;
    }
    default:
  }
}

/**
 * Listens to the domain events this process publishes (another instance queues its own) and queues the
 * activities they mean (Fedify's sendActivity puts each delivery on the durable queue). `stop` stops listening
 * and waits for the activities being queued, so a shutdown does not cut them off.
 */
export function startOutbox(
  federation: Federation<FederationData>,
  data: FederationData,
  bus: EventBus,
): { stop(): Promise<void> } {
  const ctx = federation.createContext(new URL(data.deps.config.publicUrl), data);
  const underWay = new Set<Promise<void>>();
  const unsubscribe = bus.subscribeOwn((event) => {
    const work = deliver(ctx, event)
      .catch((err) => data.deps.logger.warn({ err, event: event.type }, 'federation: activity not queued'))
      .finally(() => underWay.delete(work));
    underWay.add(work);
  });
  return {
    async stop() {
      unsubscribe();
      await Promise.all(underWay);
    },
  };
}
