import './fedify-env.js';
import { Flag } from '@fedify/vocab';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { textHtml } from '../accounts/account.presenter.js';
import { Report, Status, User } from '../entities/index.js';
import { INSTANCE_ACTOR } from './actors.js';
import type { FedContext } from './federation-data.js';
import { recipientOf } from './recipients.js';
import { isRejectedHost } from './remote-accounts.js';
import { statusUri } from './uris.js';

/**
 * A report filed here with `forward` about a remote account: a Flag goes to that account's server (its shared
 * inbox, else the account's inbox). It names the account and the reported statuses by id and carries the
 * comment (as HTML, the way Pleroma sends it); it is sent (and signed) by the instance actor, never by the reporter, whose identity stays here.
 * Nothing goes to a rejected host, nor for a report received from another server.
 */
export async function deliverFlag(ctx: FedContext, em: EntityManager, reportId: number): Promise<void> {
  const report = await em.findOne(Report, reportId);
  if (!report?.forward) return;
  const [reporter, account] = await Promise.all([
    em.findOne(User, report.actor.id),
    em.findOne(User, report.account.id),
  ]);
  if (!reporter?.local || !account || account.local || !account.apId || !account.inboxUrl) return;
  if (await isRejectedHost(em, new URL(account.apId).host)) return;
  const statuses = report.statusIds.length
    ? await em.find(Status, { id: { $in: report.statusIds }, account }, { orderBy: { id: 'asc' } })
    : [];
  const actor = ctx.getActorUri(INSTANCE_ACTOR);
  const reported = new URL(account.apId);
  const flag = new Flag({
    id: new URL(`${actor.href}#flags/${randomUUID()}`),
    actor,
    objects: [
      reported,
      ...statuses
        .map((s) => statusUri(ctx.data.deps.config, s))
        .filter(Boolean)
        .map((u) => new URL(u)),
    ],
    content: textHtml(report.content),
    ccs: [reported],
  });
  await ctx.sendActivity({ identifier: INSTANCE_ACTOR }, recipientOf(account), flag, { preferSharedInbox: true });
}
