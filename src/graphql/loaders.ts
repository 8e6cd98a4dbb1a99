import type { EntityManager } from '@mikro-orm/postgresql';
import { accountCounts, createAccountLoaders, primeCounted } from '../accounts/account.loaders.js';
import { createAdminLoaders } from '../admin/admin.loaders.js';
import { byId, keyedBy, plainOf, plainRows, sharedTrip } from '../db/batch-loaders.js';
import { createChatLoaders } from '../chats/chat.loaders.js';
import { createCustomFilterLoaders } from '../filters/custom-filter.loaders.js';
import { User, ZoneVersion, type OAuthApp, type Status } from '../entities/index.js';
import { createPollLoaders } from '../polls/poll.loaders.js';
import { createReportLoaders } from '../reports/report.loaders.js';
import { createStatusLoaders } from '../statuses/status.loaders.js';
import type { NewStatusFacts, StatusFacts } from '../statuses/status-facts.js';

type Trip = ReturnType<typeof sharedTrip>;

/** The loaders of this module itself: accounts as plain rows and zone versions. */
function createOwnLoaders(em: EntityManager) {
  const users = plainRows(em, User, 'u', accountCounts);
  return {
    /** Accounts as plain rows (see `plainRows`) with their counts: they are only rendered. */
    userById: byId((ids) => users(...keyedBy('id', ids))),
    zoneVersionById: byId((ids) => em.find(ZoneVersion, { id: { $in: ids } })),
    /** Versions with their (lazy) text, records and upload, loaded only when a query asks for them. */
    zoneVersionContent: byId((ids) =>
      em.find(ZoneVersion, { id: { $in: ids } }, { populate: ['text', 'records', 'upload'] }),
    ),
  };
}

/** The groups of loaders, each made by one factory; a request makes only those whose loaders it uses. */
const GROUPS = [
  (em: EntityManager, viewerId: number | null, trip: Trip) => createAccountLoaders(em, viewerId, trip),
  (em: EntityManager, viewerId: number | null, trip: Trip) => createStatusLoaders(em, viewerId, trip),
  (em: EntityManager, viewerId: number | null, trip: Trip) => createCustomFilterLoaders(em, viewerId, trip),
  (em: EntityManager, viewerId: number | null) => createChatLoaders(em, viewerId),
  (em: EntityManager) => createReportLoaders(em),
  (em: EntityManager) => createAdminLoaders(em),
  (em: EntityManager, viewerId: number | null) => createPollLoaders(em, viewerId),
  (em: EntityManager) => createOwnLoaders(em),
] as const;

type AllLoaders = UnionToIntersection<ReturnType<(typeof GROUPS)[number]>>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

interface Scope {
  em: EntityManager;
  viewerId: number | null;
  trip: Trip | null;
}
const scopeOf = Symbol('loader scope');

/**
 * The prototype of every request's loaders, built at the first request (the loader names come from the
 * factories): a getter per loader that makes its group on first use (all the group's loaders become the
 * object's own properties), so a request pays for the groups it reads, not for the hundred-odd loaders of all.
 */
let prototype: object | null = null;
function loaderPrototype(em: EntityManager): object {
  if (prototype) return prototype;
  const proto: PropertyDescriptorMap = {};
  GROUPS.forEach((make) => {
    for (const name of Object.keys(make(em, null, sharedTrip(em))))
      proto[name] = {
        get(this: { [scopeOf]: Scope }) {
          const scope = this[scopeOf];
          scope.trip ??= sharedTrip(scope.em);
          const group = make(scope.em, scope.viewerId, scope.trip) as Record<string, unknown>;
          for (const [key, value] of Object.entries(group))
            Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
          return group[name];
        },
        configurable: true,
      };
  });
  return (prototype = Object.create(Object.prototype, proto) as object);
}

/**
 * Per-request batch loaders; those that depend on who is asking take the viewer's id. Made lazily, a group at a
 * time, as the request reads them (counted fields of all groups share one trip to the database, `sharedTrip`).
 */
export function createLoaders(em: EntityManager, viewerId: number | null): AllLoaders {
  const loaders = Object.create(loaderPrototype(em)) as { [scopeOf]: Scope };
  loaders[scopeOf] = { em, viewerId, trip: null };
  return loaders as unknown as AllLoaders;
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * What a status just created by `author` shows to its author is known without reading it back: no
 * favourites, reblogs, replies or reactions, none of them the author's, and the author mutes nobody as
 * themselves; with no media or poll attached, none; its app is the one posting; its author is the account the
 * request authenticated (read at its start). With the facts its insert read (a status opening a thread of its
 * own: nobody muted it yet), the thread mute, the filter matches (when the author has no filters) and the
 * author's counts too, and the reply reads nothing; without them, it reads those.
 */
export function primeNewStatus(
  em: EntityManager,
  loaders: Loaders,
  status: Status,
  author: User,
  app: OAuthApp | null,
  attached: { media: boolean; poll: boolean; facts: NewStatusFacts | null },
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
  const { facts } = attached;
  if (!facts) return;
  loaders.threadMutedByViewer.prime(status.context.id, false);
  if (!facts.authorHasFilters) loaders.filterMatchesByStatusId.prime(status.id, []);
  primeCounted(loaders, author.id, facts.authorCounts);
}

/**
 * Primes the loaders of a status's render with what `visibleStatusWithFacts` read with it besides its parts (which
 * its fields read from the row): its author and the author's counts. The reply then reads nothing more unless the
 * status has media, reactions, a poll or a filter match (their loaders read them).
 */
export function primeStatusFacts(loaders: Loaders, status: Status, facts: StatusFacts): void {
  loaders.userById.prime(status.account.id, facts.author);
  primeCounted(loaders, status.account.id, facts.authorCounts);
}
