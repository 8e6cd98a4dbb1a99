import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import { isActor, type Activity } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/index.js';
import { localAccount } from '../actors.js';
import type { FederationData } from '../federation-data.js';
import { accountForActor, isRejectedHost } from '../remote-accounts.js';

/**
 * The account of an inbound activity's actor (Fedify has checked the signature belongs to it), created or
 * refreshed from its actor document; null when its host is rejected (`mrf_simple.reject`) or it is one of ours.
 */
export async function senderAccount(
  ctx: InboxContext<FederationData>,
  em: EntityManager,
  activity: Activity,
): Promise<User | null> {
  const actorId = activity.actorId;
  if (!actorId || actorId.origin === new URL(ctx.data.deps.config.publicUrl).origin) return null;
  if (await isRejectedHost(em, actorId.host)) return null;
  const known = await em.findOne(User, { apId: actorId.href });
  if (known) return known;
  const actor = await activity.getActor(ctx);
  if (!actor || !isActor(actor) || actor.id?.href !== actorId.href) return null;
  return accountForActor(em, actor);
}

/** The local account an id of this server names (`/users/{nickname}`), or null. */
export async function localAccountOf(
  ctx: { parseUri(uri: URL | null): { type: string; identifier?: string } | null },
  em: EntityManager,
  uri: URL | null,
): Promise<User | null> {
  const parsed = ctx.parseUri(uri);
  return parsed?.type === 'actor' && parsed.identifier ? localAccount(em, parsed.identifier) : null;
}
