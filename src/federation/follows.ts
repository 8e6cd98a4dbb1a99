import './fedify-env.js';
import { Accept, Follow, Reject } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.js';
import type { FedContext } from './federation-data.js';
import { activityId, send } from './send.js';
import { actorUri } from './uris.js';

/** Where Fedify's kv keeps the id of the Follow activity behind a follow (for Accept, Reject and Undo). */
export const followKey = (followerId: number, followingId: number) =>
  ['fedigraph', 'follow', String(followerId), String(followingId)] as const;

/** Accept or Reject of a remote account's Follow of a local one (the Follow's id as it was received). */
export async function sendFollowAnswer(
  ctx: FedContext,
  em: EntityManager,
  follower: User,
  target: User,
  answer: 'accept' | 'reject',
): Promise<void> {
  const followId = await ctx.data.kv.get<string>(followKey(follower.id, target.id));
  const object = new Follow({
    id: followId ? new URL(followId) : null,
    actor: new URL(follower.apId!),
    object: new URL(actorUri(ctx.data.deps.config, target)),
  });
  const Kind = answer === 'accept' ? Accept : Reject;
  await send(
    ctx,
    target,
    [follower],
    new Kind({ id: activityId(ctx, target, answer), actor: new URL(actorUri(ctx.data.deps.config, target)), object }),
    false,
  );
}
