import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders } from '../db/batch-loaders.js';
import { Notification, Status, type FilterContext, type Visibility } from '../entities/index.js';
import {
  filteringByUser,
  usersFiltering,
  USERS_FILTERING_SQL,
  USERS_WITH_FILTER_MATCH_SQL,
} from '../filters/filter.service.js';
import { listsOfStatus } from '../lists/list.service.js';
import type { SocialEvent } from '../events/events.js';
import type { StreamEventName, StreamSpec } from './streams.js';
import { hidingPairsSql, hidingViewers, type StatusKeys } from './viewer-facts.js';

/** What routing a status event needs, read once per event and instance. */
export interface StatusFacts {
  statusId: number;
  authorId: number;
  visibility: Visibility;
  recipientIds: number[];
  tags: string[];
  local: boolean;
  rebloggedAuthorId: number | null;
  isReblog: boolean;
  /**
   * What the renderer needs of the statuses the payload shows (the status, then the one it reblogs), read
   * here once for both; absent for a deleted status.
   */
  shown?: StatusKeys[];
}

/** One event as routing sees it: its name on the wire, the accounts that caused it, and who it may go to. */
export interface RoutedEvent {
  name: StreamEventName;
  /** A receiver blocking or muting (or blocked by) one of these gets nothing. */
  sourceIds: number[];
  /** For a status event: the statuses its payload shows, as routing read them (see `StatusFacts.shown`). */
  shown?: StatusKeys[];
  /** For a status event: the users with a live v2 filter matching it, read with its audience. */
  filterMatches?: () => Promise<Set<number>>;
  matches(spec: StreamSpec, viewerId: number | null): Promise<boolean>;
}

const keysOf = (s: Status): StatusKeys => ({
  id: s.id,
  authorId: s.account.id,
  inReplyToId: s.inReplyTo?.id ?? null,
  conversationId: s.context.id,
  direct: s.visibility === 'direct',
});

async function statusFacts(em: EntityManager, statusId: number): Promise<StatusFacts | null> {
  const s = await em.findOne(Status, statusId);
  if (!s) return null;
  const original = s.reblogOf ? await em.findOne(Status, s.reblogOf.id) : null;
  // A reblog whose original is gone shows nothing: no keys for the renderer.
  const shown = s.reblogOf && !original ? undefined : [keysOf(s), ...(original ? [keysOf(original)] : [])];
  return {
    statusId: s.id,
    authorId: s.account.id,
    visibility: s.visibility,
    recipientIds: s.recipientIds,
    tags: s.tags,
    local: s.local,
    rebloggedAuthorId: original?.account.id ?? null,
    isReblog: s.reblogOf != null,
    shown,
  };
}

/** Who a status event may reach and who filters it, read in one statement when the first receiver asks. */
interface StatusAudience {
  /** The home timelines it belongs to: author, addressees, followers, followers of its hashtags. */
  home: Set<number>;
  /** The users whose irreversible or `hide` filters drop it, with the contexts each applies to. */
  filtering: Map<number, Set<FilterContext>>;
  /** The users with a live v2 filter matching it (rendered for themselves: their payloads carry `filtered`). */
  filterMatches: Set<number>;
}

/**
 * The home timelines a status belongs to (a reblog only where the follow shows reblogs; followers of its
 * hashtags for a public status that is not a reblog, as the home timeline) and the users whose filters match
 * it, as one `union all` (ids only: 500 followers are 500 rows, no entities). A deleted status's row is gone:
 * nothing to filter, and receivers drop it from whatever they show.
 */
async function statusAudience(em: EntityManager, name: StreamEventName, f: StatusFacts): Promise<StatusAudience> {
  const branches: Array<[string, unknown[]]> = [];
  if (f.visibility !== 'direct')
    branches.push([
      `select 'follower' as kind, follower_id as user_id, cast(null as text[]) as context from follows
      where following_id = ? and state = 'accepted'${f.isReblog ? ' and show_reblogs' : ''}`,
      [f.authorId],
    ]);
  if (f.visibility === 'public' && !f.isReblog && f.tags.length)
    branches.push([`select 'tag', user_id, null from followed_tags where name in (${placeholders(f.tags)})`, f.tags]);
  if (name !== 'delete')
    branches.push(
      [`select 'hides', user_id, context from (${USERS_FILTERING_SQL}) h`, [f.statusId]],
      [`select 'matches', user_id, null from (${USERS_WITH_FILTER_MATCH_SQL}) m`, [f.statusId]],
    );
  const rows: Array<{ kind: string; user_id: number; context: FilterContext[] | null }> = branches.length
    ? await em.getConnection().execute(
        branches.map(([sql]) => sql).join('\n    union all '),
        branches.flatMap(([, params]) => params),
      )
    : [];
  const home = new Set([f.authorId, ...f.recipientIds]);
  const filterMatches = new Set<number>();
  for (const r of rows)
    if (r.kind === 'follower' || r.kind === 'tag') home.add(Number(r.user_id));
    else if (r.kind === 'matches') filterMatches.add(Number(r.user_id));
  const hides = rows.filter((r) => r.kind === 'hides') as Array<{ user_id: number; context: FilterContext[] }>;
  return { home, filtering: filteringByUser(hides), filterMatches };
}

/**
 * A status event reaches: on `user`, the home timelines it belongs to (author, addressees, followers; a
 * reblog only where the follow shows reblogs; followers of its hashtags for a public status); on `list`, the lists it belongs on; on the public and hashtag
 * streams, public statuses that are not reblogs; never a receiver whose irreversible filters drop it.
 * Visibility itself is decided again when the status is rendered for each receiver.
 */
function routeStatus(em: EntityManager, name: StreamEventName, f: StatusFacts, extraSource?: number): RoutedEvent {
  let audience: Promise<StatusAudience> | undefined;
  const read = () => (audience ??= statusAudience(em, name, f));
  let lists: Promise<Set<string>> | undefined;
  const listIds = () =>
    (lists ??= listsOfStatus(em, f.statusId).then((rows) => new Set(rows.map((r) => String(r.listId)))));
  const filteredFor = async (viewerId: number | null, context: FilterContext) =>
    viewerId != null && ((await read()).filtering.get(viewerId)?.has(context) ?? false);
  const isPublic = f.visibility === 'public' && !f.isReblog;
  const matchesStream = async (spec: StreamSpec, viewerId: number | null) => {
    switch (spec.name) {
      case 'user':
        return viewerId != null && (await read()).home.has(viewerId);
      case 'list':
        return viewerId != null && (name === 'delete' || (await listIds()).has(spec.list!));
      case 'public':
        return isPublic;
      case 'public:local':
        return isPublic && f.local;
      case 'hashtag':
        return isPublic && f.tags.includes(spec.tag!);
      case 'hashtag:local':
        return isPublic && f.local && f.tags.includes(spec.tag!);
      default:
        return false;
    }
  };
  return {
    name,
    shown: f.shown,
    filterMatches: name === 'delete' ? undefined : async () => (await read()).filterMatches,
    sourceIds: [
      f.authorId,
      ...(f.rebloggedAuthorId ? [f.rebloggedAuthorId] : []),
      ...(extraSource ? [extraSource] : []),
    ],
    async matches(spec, viewerId) {
      if (!(await matchesStream(spec, viewerId))) return false;
      // The owner's irreversible filters drop it here as on the timeline the stream stands for.
      return !(await filteredFor(viewerId, spec.name === 'user' || spec.name === 'list' ? 'home' : 'public'));
    },
  };
}

/** To one user, on the given streams. */
const toUser = (
  name: StreamEventName,
  userIds: number[],
  streams: StreamSpec['name'][],
  sourceIds: number[],
): RoutedEvent => ({
  name,
  sourceIds,
  async matches(spec, viewerId) {
    return viewerId != null && userIds.includes(viewerId) && streams.includes(spec.name);
  },
});

/** How an event is routed, or null when there is nothing to route (the status is already gone, say). */
export async function routeEvent(em: EntityManager, event: SocialEvent): Promise<RoutedEvent | null> {
  switch (event.type) {
    case 'status.created':
    case 'status.updated': {
      const facts = await statusFacts(em, event.statusId);
      return facts && routeStatus(em, event.type === 'status.created' ? 'update' : 'status.update', facts);
    }
    case 'emoji_reaction.added': {
      const facts = await statusFacts(em, event.statusId);
      return facts && routeStatus(em, 'status.update', facts, event.accountId);
    }
    case 'status.deleted':
      return routeStatus(em, 'delete', {
        statusId: event.statusId,
        authorId: event.accountId,
        visibility: event.visibility,
        recipientIds: event.recipientIds,
        tags: event.tags,
        local: event.local,
        rebloggedAuthorId: null,
        isReblog: event.reblogOfId != null,
      });
    case 'notification.created': {
      const notification = await em.findOne(Notification, event.notificationId, { fields: ['status'] });
      const statusId = notification?.status?.id;
      if (statusId != null && (await usersFiltering(em, statusId)).get(event.userId)?.has('notifications')) return null;
      return toUser('notification', [event.userId], ['user', 'user:notification'], [event.accountId]);
    }
    case 'conversation.updated':
      return toUser('conversation', [event.userId], ['direct'], []);
    case 'chat_message.created':
      return toUser(
        'pleroma:chat_update',
        [event.senderId, event.recipientId],
        ['user', 'user:pleroma_chat'],
        [event.senderId],
      );
    case 'chat_message.deleted':
      return toUser('pleroma:chat_update', [event.senderId, event.recipientId], ['user', 'user:pleroma_chat'], []);
    case 'report.opened':
      return {
        name: 'report',
        sourceIds: [],
        async matches(spec) {
          return spec.name === 'admin:report';
        },
      };
    default:
      return null;
  }
}

/**
 * Of these viewers, those who block or mute (or are blocked by) an account the event comes from, or block its
 * domain: one statement per event, however many receivers (`hidingPairsSql`). A viewer is never hidden from
 * their own acts.
 */
export async function viewersHiding(em: EntityManager, viewerIds: number[], sourceIds: number[]): Promise<Set<number>> {
  if (!viewerIds.length || !sourceIds.length) return new Set();
  return hidingViewers(await em.getConnection().execute(...hidingPairsSql(viewerIds, sourceIds)));
}
