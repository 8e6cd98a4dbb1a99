import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders } from '../batch-loaders.js';
import { groupReactions } from '../statuses/reactions.service.js';
import { liveMuteSql } from '../relations/relation-rules.js';
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
  muted: boolean;
  emojiReactions: Array<{ name: string; count: number; me: boolean }>;
  parentVisible: boolean;
  directConversationId: number | null;
}

/** For many viewers at once: which statuses each may see, and the per-viewer fields of each status. */
export interface ViewerFacts {
  visible(statusId: number, viewerId: number | null): boolean;
  fields(status: StatusKeys, viewerId: number | null): ViewerFields;
}

const pairKey = (a: number, b: number) => `${a}:${b}`;
const ids = (rows: Array<Record<string, unknown>>, a: string, b: string) =>
  new Set(rows.map((r) => pairKey(Number(r[a]), Number(r[b]))));

/**
 * The facts behind the per-viewer fields of `statuses` (a status and the one it reblogs) for every viewer
 * of one streaming event, in a fixed number of statements however many viewers there are. Each rule is the
 * one the Status resolvers apply for a single viewer (visibility, the viewer's favourites, reblogs and mutes,
 * emoji reactions without those of accounts the viewer blocks or mutes, the viewer's conversation).
 * `null` is the anonymous viewer.
 */
export async function viewerFacts(
  em: EntityManager,
  statuses: StatusKeys[],
  viewerIds: number[],
): Promise<ViewerFacts> {
  const rows = <T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]> =>
    em.getConnection().execute(sql, params);
  const statusIds = statuses.map((s) => s.id);
  const parents = statuses.map((s) => s.inReplyToId).filter((id): id is number => id != null);
  const seen = [...new Set([...statusIds, ...parents])];
  const authors = [...new Set(statuses.map((s) => s.authorId))];
  const contexts = statuses.filter((s) => s.direct).map((s) => s.conversationId);
  const none = Promise.resolve([] as Array<Record<string, unknown>>);
  const some = viewerIds.length > 0;
  const viewers = viewerIds.map(() => '(cast(? as integer))').join(', ');
  const visibleTo = visibleToColumnSql('s', 'v.id');
  const anonymous = visibleSql('s', null);
  const liveMute = liveMuteSql('m');

  const [visibleRows, anonymousRows, favourites, reblogs, mutes, reactions, participations] = await Promise.all([
    some
      ? rows(
          `select s.id as status_id, v.id as viewer_id from statuses s cross join (values ${viewers}) as v(id)
      where s.id in (${placeholders(seen)}) and ${visibleTo.sql}`,
          [...viewerIds, ...seen, ...visibleTo.params],
        )
      : none,
    rows(`select s.id from statuses s where s.id in (${placeholders(seen)}) and ${anonymous.sql}`, [
      ...seen,
      ...anonymous.params,
    ]),
    some
      ? rows(
          `select user_id, status_id from favourites where status_id in (${placeholders(statusIds)}) and user_id in (${placeholders(viewerIds)})`,
          [...statusIds, ...viewerIds],
        )
      : none,
    some
      ? rows(
          `select account_id, reblog_of_id from statuses where reblog_of_id in (${placeholders(statusIds)}) and account_id in (${placeholders(viewerIds)})`,
          [...statusIds, ...viewerIds],
        )
      : none,
    some
      ? rows(
          `select m.muter_id, m.muted_id from mutes m where m.muter_id in (${placeholders(viewerIds)}) and m.muted_id in (${placeholders(authors)}) and ${liveMute}`,
          [...viewerIds, ...authors],
        )
      : none,
    rows<{ status_id: number; emoji: string; user_id: number }>(
      `select r.status_id, r.emoji, r.user_id from emoji_reactions r join users u on u.id = r.user_id
      where r.status_id in (${placeholders(statusIds)}) and not u.deactivated order by r.id`,
      statusIds,
    ),
    some && contexts.length
      ? rows(
          `select user_id, context_id, id from conversation_participations
      where context_id in (${placeholders(contexts)}) and user_id in (${placeholders(viewerIds)}) order by id`,
          [...contexts, ...viewerIds],
        )
      : none,
  ]);

  // Reactions are shown without those of accounts the viewer blocks or mutes: the pairs among these reactors.
  const reactors = [...new Set(reactions.map((r) => Number(r.user_id)))];
  const hidden =
    some && reactors.length
      ? ids(
          await rows(
            `select b.blocker_id as viewer, b.blocked_id as reactor from blocks b
        where b.blocker_id in (${placeholders(viewerIds)}) and b.blocked_id in (${placeholders(reactors)})
        union select m.muter_id, m.muted_id from mutes m where m.muter_id in (${placeholders(viewerIds)}) and m.muted_id in (${placeholders(reactors)}) and ${liveMute}`,
            [...viewerIds, ...reactors, ...viewerIds, ...reactors],
          ),
          'viewer',
          'reactor',
        )
      : new Set<string>();

  const visible = ids(visibleRows, 'status_id', 'viewer_id');
  const publicIds = new Set(anonymousRows.map((r) => Number(r.id)));
  const favourited = ids(favourites, 'status_id', 'user_id');
  const reblogged = ids(reblogs, 'reblog_of_id', 'account_id');
  const muted = ids(mutes, 'muted_id', 'muter_id');
  const conversation = new Map<string, number>();
  for (const p of participations) {
    const key = pairKey(Number(p.context_id), Number(p.user_id));
    if (!conversation.has(key)) conversation.set(key, Number(p.id));
  }
  const canSee = (statusId: number, viewerId: number | null) =>
    viewerId == null ? publicIds.has(statusId) : visible.has(pairKey(statusId, viewerId));

  return {
    visible: canSee,
    fields(s, viewerId) {
      const has = (set: Set<string>, key: number) => viewerId != null && set.has(pairKey(key, viewerId));
      const shown = reactions
        .filter(
          (r) =>
            Number(r.status_id) === s.id && (viewerId == null || !hidden.has(pairKey(viewerId, Number(r.user_id)))),
        )
        .map((r) => ({ emoji: r.emoji, userId: Number(r.user_id) }));
      return {
        favourited: has(favourited, s.id),
        reblogged: has(reblogged, s.id),
        muted: has(muted, s.authorId),
        emojiReactions: groupReactions(shown, viewerId).map((g) => ({
          name: g.name,
          count: g.userIds.length,
          me: g.me,
        })),
        parentVisible: s.inReplyToId != null && canSee(s.inReplyToId, viewerId),
        directConversationId:
          s.direct && viewerId != null ? (conversation.get(pairKey(s.conversationId, viewerId)) ?? null) : null,
      };
    },
  };
}
