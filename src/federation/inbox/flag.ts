import '../fedify-env.js';
import type { InboxContext } from '@fedify/fedify';
import type { Flag } from '@fedify/vocab';
import type { User } from '../../entities/index.js';
import { receiveReport } from '../../reports/report.service.js';
import { htmlToText } from '../../statuses/status-content.js';
import type { FederationData } from '../federation-data.js';
import { dropped, UNKNOWN_SENDER } from './dropped.js';
import { statusByUri } from './note.js';
import { localAccountOf, senderAccount } from './sender.js';

/** How many of a Flag's objects are looked at (the reported account and its statuses). */
const MAX_FLAG_OBJECTS = 50;

/**
 * A report forwarded by another server (Pleroma's and Mastodon's Flag: `object` is the reported actor and the
 * reported statuses' ids, `content` the comment). It becomes a report here about the first local account
 * named, filed by the sending actor; of the statuses, only that account's local ones are kept. A Flag naming
 * no local account changes nothing; one from a rejected host never gets here (senderAccount).
 */
export async function onFlag(ctx: InboxContext<FederationData>, activity: Flag): Promise<void> {
  const em = ctx.data.deps.orm.em.fork();
  const sender = await senderAccount(ctx, em, activity);
  if (!sender) return dropped(ctx, activity, UNKNOWN_SENDER);
  let account: User | null = null;
  const statusIds: number[] = [];
  for (const id of activity.objectIds.slice(0, MAX_FLAG_OBJECTS)) {
    const local: User | null = account ? null : await localAccountOf(ctx, em, id);
    if (local) {
      account = local;
      continue;
    }
    const status = await statusByUri(ctx, em, id.href);
    if (status) statusIds.push(status.id);
  }
  if (!account) return dropped(ctx, activity, 'no local account named');
  await receiveReport(em, sender, account, statusIds, htmlToText(activity.content?.toString() ?? ''));
}
