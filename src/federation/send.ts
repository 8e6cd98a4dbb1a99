import type { Activity } from '@fedify/vocab';
import { randomUUID } from 'node:crypto';
import type { User } from '../entities/index.js';
import type { FedContext } from './federation-data.js';
import { recipientOf } from './recipients.js';
import { actorUri } from './uris.js';

/** Sends an activity of a local account to remote accounts (their shared inboxes unless told otherwise). */
export async function send(
  ctx: FedContext,
  sender: User,
  to: User[],
  activity: Activity,
  preferSharedInbox = true,
): Promise<void> {
  if (!to.length) return;
  await ctx.sendActivity({ identifier: sender.nickname }, to.map(recipientOf), activity, { preferSharedInbox });
}

/** A new id for an activity of a local account: its actor URI, the kind and a random part. */
export const activityId = (ctx: FedContext, user: User, kind: string) =>
  new URL(`${actorUri(ctx.data.deps.config, user)}#${kind}/${randomUUID()}`);
