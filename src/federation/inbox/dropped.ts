import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import type { Activity } from '@fedify/vocab';
import type { FederationData } from '../federation-data.js';

/** Why most activities are dropped: the sender's host is rejected, or its actor could not be read. */
export const UNKNOWN_SENDER = 'sender rejected or unknown';

/**
 * Logs, at info, an inbound activity that changes nothing here, with its id, its sender and why (never its
 * body or headers): a peer's operator asking why a post never arrived gets an answer from our log.
 */
export function dropped(ctx: InboxContext<FederationData>, activity: Activity, reason: string): void {
  ctx.data.deps.logger.info(
    { activity: activity.id?.href ?? null, sender: activity.actorId?.href ?? null, reason },
    'inbound activity dropped',
  );
}
