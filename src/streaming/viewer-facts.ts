import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../db/batch-loaders.js';
import { GENERIC_PLAN } from '../db/prepared-pglite.js';
import { groupReactions } from '../statuses/reactions.service.js';
import { domainBlockedSql, liveMuteSql } from '../relations/relation-rules.js';
import { visibleSql, visibleToColumnSql } from '../statuses/visibility.js';

/** What of a rendered status (GraphQL data of the MastodonStatusFields fragment) the facts depend on. */
export interface StatusKeys {
  id: number;
  authorId: number;
  inReplyToId: number | null;
  /** The thread (context) id, for the viewer's conversation of a direct status. */
  conversationId: number;
  direct: boolean;
}

/** The per-viewer fields of one status, as the Status resolvers answer them for that viewer. */
export interface ViewerFields {
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  /** The author or the thread muted (Status.muted). */
  muted: boolean;
  threadMuted: boolean;
  emojiReactions: Array<{ name: string; count: number; me: boolean }>;
  parentVisible: boolean;
  /** An ID, as GraphQL serializes it. */
  directConversationId: string | null;
}

/** For many viewers at once: which statuses each may see, and the per-viewer fields of each status. */
export interface ViewerFacts {
  visible(statusId: number, viewerId: number | null): boolean;
  fields(status: StatusKeys, viewerId: number | null): ViewerFields;
  /** The viewers who block or mute (or are blocked by) one of the event's sources (`viewersHiding`'s answer). */
  hiding: Set<number>;
}

const pairKey = (a: number, b: number) => `${a}:${b}`;
/** A row id as GraphQL's ID serializes it. */
const idText = (id: number | undefined) => (id == null ? null : String(id));

/**
 * The (viewer, source) pairs of these viewers who block or mute (or are blocked by) an account the event comes
 * from, or block its domain, as one `union all` with the id arrays bound: `viewersHiding` runs it alone, and
 * `viewerFacts` as a branch of its statement.
 */
export function hidingPairsSql(viewerIds: number[], sourceIds: number[]): [string, unknown[]] {
  const viewers = intArray(viewerIds);
  const sources = intArray(sourceIds);
  return [
    `select blocker_id as viewer, blocked_id as source from blocks
      where blocker_id = any(cast(? as int[])) and blocked_id = any(cast(? as int[]))
    union all select blocked_id, blocker_id from blocks
      where blocked_id = any(cast(? as int[])) and blocker_id = any(cast(? as int[]))
    union all select muter_id, muted_id from mutes m
      where muter_id = any(cast(? as int[])) and muted_id = any(cast(? as int[])) and ${liveMuteSql('m')}
    union all select v.id, u.id from unnest(cast(? as int[])) v(id), users u
      where u.id = any(cast(? as int[])) and ${domainBlockedSql('v.id', 'u.id')}`,
    [viewers, sources, viewers, sources, viewers, sources, viewers, sources],
  ];
}

/** The viewers of the pairs, but those hidden from their own acts. */
export function hidingViewers(pairs: Array<{ viewer: number; source: number }>): Set<number> {
  const hiding = new Set<number>();
  for (const { viewer, source } of pairs) if (Number(viewer) !== Number(source)) hiding.add(Number(viewer));
  return hiding;
}

/** One row of `viewerFacts`' statement: what it says (`kind`) about a status (or author, context) and a viewer. */
interface FactRow {
  kind:
    | 'visible'
    | 'public'
    | 'favourite'
    | 'reblog'
    | 'bookmark'
    | 'mute'
    | 'threadmute'
    | 'reaction'
    | 'hidden'
    | 'hiding'
    | 'participation';
  a: number;
  b: number | null;
  emoji: string | null;
  n: number | null;
}

/**
 * The facts behind the per-viewer fields of `statuses` (a status and the one it reblogs) for every viewer
 * of one streaming event, in one statement however many viewers there are. Each rule is the one the Status
 * resolvers apply for a single viewer (visibility, the viewer's favourites, reblogs, bookmarks and mutes, emoji reactions
 * without those of accounts the viewer blocks or mutes, the viewer's conversation).
 * `null` is the anonymous viewer (a receiver of a public stream without a token). With `sourceIds` (the accounts
 * the event comes from), the same statement also finds the viewers hiding them, as `viewersHiding` does.
 */
export async function viewerFacts(
  em: EntityManager,
  statuses: StatusKeys[],
  viewerKeys: Array<number | null>,
  sourceIds: number[] = [],
): Promise<ViewerFacts> {
  const viewerIds = viewerKeys.filter((v): v is number => v != null);
  const statusIds = intArray(statuses.map((s) => s.id));
  const parents = statuses.map((s) => s.inReplyToId).filter((id): id is number => id != null);
  const seen = intArray([...new Set([...statuses.map((s) => s.id), ...parents])]);
  const authors = intArray([...new Set(statuses.map((s) => s.authorId))]);
  const contexts = statuses.filter((s) => s.direct).map((s) => s.conversationId);
  const viewers = intArray(viewerIds);
  const visibleTo = visibleToColumnSql('s', 'v.id');
  const anonymous = visibleSql('s', null);
  const liveMute = liveMuteSql('m');
  const reactors = 'select r.user_id from emoji_reactions r where r.status_id = any(cast(? as int[]))';

  // Each fact is a branch of one union (the embedded database's cost is mostly per statement): columns kind,
  // a (status, author or context), b (viewer), emoji and n (a reaction's order, a participation's id).
  const branches: Array<[string, unknown[]]> = [
    [
      `select 'reaction' as kind, r.status_id as a, r.user_id as b, r.emoji, r.id as n from emoji_reactions r
      join users u on u.id = r.user_id where r.status_id = any(cast(? as int[])) and not u.deactivated`,
      [statusIds],
    ],
  ];
  // Planning the visibility rule is most of the statement's cost: the anonymous form only when asked for.
  if (viewerKeys.includes(null))
    branches.push([
      `select 'public', s.id, null, null, null from statuses s where s.id = any(cast(? as int[])) and ${anonymous.sql}`,
      [seen, ...anonymous.params],
    ]);
  if (viewerIds.length) {
    branches.push(
      [
        `select 'visible', s.id, v.id, null, null from statuses s cross join unnest(cast(? as int[])) as v(id)
        where s.id = any(cast(? as int[])) and ${visibleTo.sql}`,
        [viewers, seen, ...visibleTo.params],
      ],
      [
        `select 'favourite', status_id, user_id, null, null from favourites
        where status_id = any(cast(? as int[])) and user_id = any(cast(? as int[]))`,
        [statusIds, viewers],
      ],
      [
        `select 'reblog', reblog_of_id, account_id, null, null from statuses
        where reblog_of_id = any(cast(? as int[])) and account_id = any(cast(? as int[]))`,
        [statusIds, viewers],
      ],
      [
        `select 'bookmark', status_id, user_id, null, null from bookmarks
        where status_id = any(cast(? as int[])) and user_id = any(cast(? as int[]))`,
        [statusIds, viewers],
      ],
      [
        `select 'mute', m.muted_id, m.muter_id, null, null from mutes m
        where m.muter_id = any(cast(? as int[])) and m.muted_id = any(cast(? as int[])) and ${liveMute}`,
        [viewers, authors],
      ],
      [
        `select 'threadmute', context_id, user_id, null, null from thread_mutes
        where context_id = any(cast(? as int[])) and user_id = any(cast(? as int[]))`,
        [intArray([...new Set(statuses.map((s) => s.conversationId))]), viewers],
      ],
      // Reactions are shown without those of accounts the viewer blocks or mutes: the pairs among the reactors.
      [
        `select 'hidden', b.blocked_id, b.blocker_id, null, null from blocks b
        where b.blocker_id = any(cast(? as int[])) and b.blocked_id in (${reactors})`,
        [viewers, statusIds],
      ],
      [
        `select 'hidden', m.muted_id, m.muter_id, null, null from mutes m
        where m.muter_id = any(cast(? as int[])) and m.muted_id in (${reactors}) and ${liveMute}`,
        [viewers, statusIds],
      ],
    );
    if (sourceIds.length) {
      const [sql, params] = hidingPairsSql(viewerIds, sourceIds);
      branches.push([`select 'hiding', h.source, h.viewer, null, null from (${sql}) h`, params]);
    }
    if (contexts.length)
      branches.push([
        `select 'participation', context_id, user_id, null, min(id) from conversation_participations
        where context_id = any(cast(? as int[])) and user_id = any(cast(? as int[])) group by context_id, user_id`,
        [intArray(contexts), viewers],
      ]);
  }
  // Its parameters are id arrays: a plan for their values is no better than the generic one, and costs more.
  const facts: FactRow[] = await em.getConnection().execute(
    `${GENERIC_PLAN}${branches.map(([sql]) => sql).join('\n    union all ')}\n    order by n`,
    branches.flatMap(([, params]) => params),
  );
  const of = (kind: FactRow['kind']) => facts.filter((f) => f.kind === kind);
  const pairs = (kind: FactRow['kind']) => new Set(of(kind).map((f) => pairKey(Number(f.a), Number(f.b))));
  const reactions = of('reaction').map((r) => ({ statusId: Number(r.a), userId: Number(r.b), emoji: r.emoji! }));

  const visible = pairs('visible');
  const publicIds = new Set(of('public').map((r) => Number(r.a)));
  const favourited = pairs('favourite');
  const reblogged = pairs('reblog');
  const bookmarked = pairs('bookmark');
  const muted = pairs('mute');
  const threadMuted = pairs('threadmute');
  const hidden = pairs('hidden');
  const conversation = new Map(of('participation').map((p) => [pairKey(Number(p.a), Number(p.b)), Number(p.n)]));
  const canSee = (statusId: number, viewerId: number | null) =>
    viewerId == null ? publicIds.has(statusId) : visible.has(pairKey(statusId, viewerId));

  const shownReactions = (statusId: number, viewerId: number | null) =>
    reactions.filter((r) => r.statusId === statusId && (viewerId == null || !hidden.has(pairKey(r.userId, viewerId))));

  return {
    hiding: hidingViewers(of('hiding').map((f) => ({ viewer: Number(f.b), source: Number(f.a) }))),
    visible: canSee,
    fields(s, viewerId) {
      const has = (set: Set<string>, key: number) => viewerId != null && set.has(pairKey(key, viewerId));
      const shown = shownReactions(s.id, viewerId);
      return {
        favourited: has(favourited, s.id),
        reblogged: has(reblogged, s.id),
        bookmarked: has(bookmarked, s.id),
        muted: has(muted, s.authorId) || has(threadMuted, s.conversationId),
        threadMuted: has(threadMuted, s.conversationId),
        emojiReactions: groupReactions(shown, viewerId).map((g) => ({
          name: g.name,
          count: g.userIds.length,
          me: g.me,
        })),
        parentVisible: s.inReplyToId != null && canSee(s.inReplyToId, viewerId),
        directConversationId:
          s.direct && viewerId != null ? idText(conversation.get(pairKey(s.conversationId, viewerId))) : null,
      };
    },
  };
}
