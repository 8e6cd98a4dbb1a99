import type { EntityManager } from '@mikro-orm/postgresql';
import { createAccountLoaders } from '../accounts/account.loaders.js';
import { createAdminLoaders } from '../admin/admin.loaders.js';
import { byId, keyedBy, plainRows, sharedTrip } from './batch-loaders.js';
import { createChatLoaders } from '../chats/chat.loaders.js';
import { User, ZoneVersion } from '../entities/index.js';
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
