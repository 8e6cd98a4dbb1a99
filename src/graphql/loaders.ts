import type { EntityManager } from '@mikro-orm/postgresql';
import { createAccountLoaders } from '../accounts/account.loaders.js';
import { createAdminLoaders } from '../admin/admin.loaders.js';
import { byId, keyedBy, plainOf, plainRows, sharedTrip } from '../db/batch-loaders.js';
import { createChatLoaders } from '../chats/chat.loaders.js';
import { createCustomFilterLoaders } from '../filters/custom-filter.loaders.js';
import { User, ZoneVersion, type OAuthApp, type Status } from '../entities/index.js';
import { createPollLoaders } from '../polls/poll.loaders.js';
import { createReportLoaders } from '../reports/report.loaders.js';
import { createStatusLoaders } from '../statuses/status.loaders.js';

/** Per-request batch loaders; those that depend on who is asking take the viewer's id. */
export function createLoaders(em: EntityManager, viewerId: number | null) {
  const users = plainRows(em, User);
  const trip = sharedTrip(em);
  return {
    ...createAccountLoaders(em, viewerId, trip),
    ...createStatusLoaders(em, viewerId, trip),
    ...createCustomFilterLoaders(em, viewerId, trip),
    ...createChatLoaders(em, viewerId),
    ...createReportLoaders(em),
    ...createAdminLoaders(em),
    ...createPollLoaders(em, viewerId),
    /** Accounts as plain rows (see `plainRows`): they are only rendered. */
    userById: byId((ids) => users(...keyedBy('id', ids))),
    zoneVersionById: byId((ids) => em.find(ZoneVersion, { id: { $in: ids } })),
    /** Versions with their (lazy) text, records and upload, loaded only when a query asks for them. */
    zoneVersionContent: byId((ids) =>
      em.find(ZoneVersion, { id: { $in: ids } }, { populate: ['text', 'records', 'upload'] }),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * What a status just created by `author` shows to its author is known without reading it back: no
 * favourites, reblogs, replies or reactions, none of them the author's, and the author mutes nobody as
 * themselves; with no media or poll attached, none; its app is the one posting; its author is the account the
 * request authenticated (read at its start). Primed, the reply to the POST reads only the author's counts and the
 * viewer's thread mutes and filters.
 */
export function primeNewStatus(
  em: EntityManager,
  loaders: Loaders,
  status: Status,
  author: User,
  app: OAuthApp | null,
  attached: { media: boolean; poll: boolean },
): void {
  for (const count of [loaders.favouritesCount, loaders.reblogsCount, loaders.repliesCount]) count.prime(status.id, 0);
  for (const flag of [loaders.favouritedByViewer, loaders.rebloggedByViewer, loaders.bookmarkedByViewer])
    flag.prime(status.id, false);
  loaders.mutedByViewer.prime(author.id, false);
  loaders.reactionsByStatusId.prime(status.id, []);
  if (!attached.media) loaders.mediaByStatusId.prime(status.id, []);
  if (!attached.poll) loaders.pollByStatusId.prime(status.id, []);
  if (app && status.application?.id === app.id) loaders.appById.prime(app.id, app);
  loaders.userById.prime(author.id, plainOf(em, User, author));
}
