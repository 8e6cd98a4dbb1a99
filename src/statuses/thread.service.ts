import type { EntityManager } from '@mikro-orm/postgresql';
import { Status, type User } from '../entities/index.js';
import { cond, hiddenAuthorSql } from './status-query.js';
import { visibleSql } from './visibility.js';

export interface ThreadContext {
  ancestors: Status[];
  descendants: Status[];
}

/** Ids of the thread's statuses (reblogs aside) that the viewer may see, muted authors left out. */
async function visibleIds(em: EntityManager, viewer: User | null, contextId: number): Promise<Set<number>> {
  const parts = [
    visibleSql('s', viewer?.id ?? null),
    cond('s.context_id = ? and s.reblog_of_id is null', contextId),
    ...(viewer ? [hiddenAuthorSql(viewer.id)] : []),
  ];
  const rows = await em
    .createQueryBuilder(Status, 's')
    .select('id')
    .where(
      parts.map((p) => `(${p.sql})`).join(' and '),
      parts.flatMap((p) => p.params),
    )
    .getResultList();
  return new Set(rows.map((r) => r.id));
}

/**
 * The statuses above (root first) and below (depth first, oldest branch first) a status in its thread, as the
 * viewer may see them. The walk goes through statuses the viewer may not see without showing them.
 */
export async function threadContext(em: EntityManager, viewer: User | null, status: Status): Promise<ThreadContext> {
  const [thread, visible] = await Promise.all([
    em.find(Status, { context: status.context.id, reblogOf: null }, { orderBy: { id: 'asc' } }),
    visibleIds(em, viewer, status.context.id),
  ]);
  const byId = new Map(thread.map((s) => [s.id, s]));
  const children = new Map<number, Status[]>();
  for (const s of thread) {
    if (!s.inReplyTo) continue;
    children.set(s.inReplyTo.id, [...(children.get(s.inReplyTo.id) ?? []), s]);
  }

  const ancestors: Status[] = [];
  const seen = new Set([status.id]);
  for (let parent = status.inReplyTo ? byId.get(status.inReplyTo.id) : undefined; parent && !seen.has(parent.id);) {
    seen.add(parent.id);
    ancestors.unshift(parent);
    parent = parent.inReplyTo ? byId.get(parent.inReplyTo.id) : undefined;
  }

  const descendants: Status[] = [];
  const stack = [...(children.get(status.id) ?? [])].reverse();
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    descendants.push(next);
    stack.push(...[...(children.get(next.id) ?? [])].reverse());
  }
  const show = (s: Status) => visible.has(s.id);
  return { ancestors: ancestors.filter(show), descendants: descendants.filter(show) };
}
