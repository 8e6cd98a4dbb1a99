import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import type { Move } from '@fedify/vocab';
import { ref } from '@mikro-orm/core';
import { moveLocalFollowers } from '../../accounts/account-migration.service.js';
import type { FederationData } from '../federation-data.js';
import { refreshedRemoteAccount } from '../resolve.js';
import { dropped, UNKNOWN_SENDER } from './dropped.js';
import { localAccountOf, senderAccount } from './sender.js';

/**
 * A remote account moved (Mastodon's and Pleroma's Move: `object` the account itself, `target` the new one).
 * The target, fetched now (past every cache) or a local account, must list the sender in `alsoKnownAs`, as
 * Mastodon and Pleroma check; then the sender is marked moved and its local followers follow the target.
 * Anything else changes nothing and is logged.
 */
export async function onMove(ctx: InboxContext<FederationData>, activity: Move): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  if (activity.objectId?.href !== sender.apId) return dropped(ctx, activity, 'object not the sender');
  const targetId = activity.targetId;
  if (!targetId) return dropped(ctx, activity, 'no target');
  const target =
    targetId.origin === new URL(ctx.data.deps.config.publicUrl).origin
      ? await localAccountOf(ctx, em, targetId)
      : await refreshedRemoteAccount(em, targetId.href);
  if (!target) return dropped(ctx, activity, 'target not fetched');
  if (target.id === sender.id || !target.alsoKnownAs.includes(sender.apId!)) {
    return dropped(ctx, activity, 'target does not list the sender in alsoKnownAs');
  }
  sender.movedTo = ref(target);
  await em.flush();
  await moveLocalFollowers(em, sender, target);
}
