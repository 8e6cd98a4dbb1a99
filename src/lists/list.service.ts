import type { EntityManager } from '@mikro-orm/postgresql';
import { Follow, List, ListMember, User, type RepliesPolicy, type Status } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { pageWindow, type Page, type PageArgs } from '../core/pagination.js';
import { notFilteredSql } from '../filters/filter.service.js';
import { accountPage } from '../relations/relation-lists.js';
import { cond, hiddenAuthorSql, statusPage } from '../statuses/status-query.js';

export const REPLIES_POLICIES: readonly RepliesPolicy[] = ['followed', 'list', 'none'];
const MAX_TITLE = 255;

function checkedTitle(title: string | null | undefined): string {
  const text = (title ?? '').trim();
  if (!text) throw new UnprocessableError("title: can't be blank");
  if ([...text].length > MAX_TITLE) throw new UnprocessableError(`title: at most ${MAX_TITLE} characters`);
  return text;
}

function checkedPolicy(policy: string | null | undefined): RepliesPolicy | undefined {
  if (policy == null) return undefined;
  if (!REPLIES_POLICIES.includes(policy as RepliesPolicy))
    throw new BadInputError(`replies_policy: one of ${REPLIES_POLICIES.join(', ')}`);
  return policy as RepliesPolicy;
}

/** One of the viewer's lists; 404 for anyone else's. */
export async function ownList(em: EntityManager, viewer: User, id: string | number): Promise<List> {
  const listId = toId(id);
  const list = listId ? await em.findOne(List, { id: listId, user: viewer }) : null;
  if (!list) throw new NotFoundError('List not found');
  return list;
}

/** The viewer's lists, oldest first (as Pleroma and Mastodon list them). */
export function lists(em: EntityManager, viewer: User): Promise<List[]> {
  return em.find(List, { user: viewer }, { orderBy: { id: 'asc' } });
}

export async function createList(
  em: EntityManager,
  viewer: User,
  input: { title?: string | null; repliesPolicy?: string | null },
): Promise<List> {
  const list = em.create(List, {
    user: viewer,
    title: checkedTitle(input.title),
    repliesPolicy: checkedPolicy(input.repliesPolicy) ?? 'list',
  });
  await em.flush();
  return list;
}

export async function updateList(
  em: EntityManager,
  viewer: User,
  id: string,
  input: { title?: string | null; repliesPolicy?: string | null },
): Promise<List> {
  const list = await ownList(em, viewer, id);
  const title = input.title == null ? list.title : checkedTitle(input.title);
  const policy = checkedPolicy(input.repliesPolicy) ?? list.repliesPolicy;
  Object.assign(list, { title, repliesPolicy: policy });
  await em.flush();
  return list;
}

export async function deleteList(em: EntityManager, viewer: User, id: string): Promise<List> {
  const list = await ownList(em, viewer, id);
  await em.nativeDelete(List, list.id);
  return list;
}

/** The accounts on one of the viewer's lists, most recently added first; cursor = the membership. */
export async function listAccounts(em: EntityManager, viewer: User, id: string, page: PageArgs): Promise<Page<User>> {
  const list = await ownList(em, viewer, id);
  return accountPage(em, ListMember, { list }, page, 'account');
}

/** Account ids, checked as ids of accounts that exist. */
async function accountsByIds(em: EntityManager, ids: string[]): Promise<User[]> {
  if (!ids.length) throw new UnprocessableError('account_ids: at least one account');
  const wanted = [...new Set(ids.map(toId))];
  if (wanted.some((id) => id == null)) throw new NotFoundError('Record not found');
  const users = await em.find(User, { id: { $in: wanted as number[] } });
  if (users.length !== wanted.length) throw new NotFoundError('Record not found');
  return users;
}

/** A change to the members of one of the viewer's lists; answers the list. */
type ListMembersChange = (em: EntityManager, viewer: User, id: string, accountIds: string[]) => Promise<List>;

/** Adds accounts the viewer follows to one of their lists (Mastodon refuses any other: 422); again is a no-op. */
export const addListAccounts: ListMembersChange = async (em, viewer, id, accountIds) => {
  const list = await ownList(em, viewer, id);
  const users = await accountsByIds(em, accountIds);
  const followed = new Set(
    (
      await em.find(
        Follow,
        { follower: viewer, following: { $in: users }, state: 'accepted' },
        { fields: ['following'] },
      )
    ).map((f) => f.following.id),
  );
  const notFollowed = users.filter((u) => !followed.has(u.id));
  if (notFollowed.length) throw new UnprocessableError('You must be following an account to add it to a list');
  for (const u of users) {
    await em
      .createQueryBuilder(ListMember)
      .insert({ list: list.id, account: u.id })
      .onConflict(['list_id', 'account_id'])
      .ignore()
      .execute('run');
  }
  return list;
};

export const removeListAccounts: ListMembersChange = async (em, viewer, id, accountIds) => {
  const list = await ownList(em, viewer, id);
  const ids = accountIds.map(toId).filter((n): n is number => n != null);
  if (ids.length) await em.nativeDelete(ListMember, { list, account: { $in: ids } });
  return list;
};

/** The viewer's lists that hold the account. */
export async function listsWithAccount(em: EntityManager, viewer: User, accountId: string): Promise<List[]> {
  const id = toId(accountId);
  if (!id) return [];
  const memberships = await em.find(ListMember, { account: id, list: { user: viewer } }, { fields: ['list'] });
  return em.find(List, { id: { $in: memberships.map((m) => m.list.id) } }, { orderBy: { id: 'asc' } });
}

/**
 * Whether the status row `s` belongs on the timeline of the list row `l`: by one of its accounts, and a reply
 * only as the list's replies_policy allows (to the list's accounts, to anyone the owner follows, or none;
 * a reply to oneself always). Used by the list timeline and the `list` stream alike.
 */
export const LIST_MATCH_SQL = `exists (select 1 from list_members lm where lm.list_id = l.id and lm.account_id = s.account_id)
  and (s.in_reply_to_account_id is null or s.in_reply_to_account_id = s.account_id
    or (l.replies_policy = 'list' and exists (select 1 from list_members lr where lr.list_id = l.id and lr.account_id = s.in_reply_to_account_id))
    or (l.replies_policy = 'followed' and (s.in_reply_to_account_id = l.user_id
      or exists (select 1 from follows f where f.follower_id = l.user_id and f.following_id = s.in_reply_to_account_id and f.state = 'accepted'))))`;

/** The lists (id and owner) a status belongs on. */
export async function listsOfStatus(
  em: EntityManager,
  statusId: number,
): Promise<Array<{ listId: number; userId: number }>> {
  const rows: Array<{ id: number; user_id: number }> = await em
    .getConnection()
    .execute(`select l.id, l.user_id from lists l, statuses s where s.id = ? and ${LIST_MATCH_SQL}`, [statusId]);
  return rows.map((r) => ({ listId: Number(r.id), userId: Number(r.user_id) }));
}

/** A list's timeline: statuses of its accounts that the owner may see, muted accounts and home filters applied. */
export async function listTimeline(em: EntityManager, viewer: User, id: string, page: PageArgs): Promise<Page<Status>> {
  const list = await ownList(em, viewer, id);
  return statusPage(em, viewer.id, pageWindow(page), [
    cond(`exists (select 1 from lists l where l.id = ? and ${LIST_MATCH_SQL})`, list.id),
    hiddenAuthorSql(viewer.id),
    notFilteredSql(viewer.id, 'home'),
  ]);
}
