import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Block, Follow, Mute, type User } from '../entities/index.js';
import {
  emptyPage,
  keysetFilter,
  keysetOrder,
  mapPage,
  pageWindow,
  toPage,
  type Page,
  type PageArgs,
} from '../core/pagination.js';
import { liveMute } from './relation-rules.js';

/** Lists of accounts, newest relation first, paginated by the relation's id as Mastodon does. */

/** Mastodon's sizes for lists of accounts: 40 by default, at most 80. */
const MAX_ACCOUNTS = 80;
const DEFAULT_ACCOUNTS = 40;
const active = { deactivated: false };

/** One page of relation rows (follows, blocks, mutes) matching `where`, as the accounts they point at. */
async function accountPage<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  args: PageArgs,
  account: keyof T & string,
): Promise<Page<User>> {
  const window = pageWindow(args, MAX_ACCOUNTS, DEFAULT_ACCOUNTS);
  const range = keysetFilter(window);
  const rows = await em.find(entity, (range ? { $and: [where, { id: range }] } : where) as FilterQuery<T>, {
    orderBy: { id: keysetOrder(window) } as never,
    limit: window.limit,
    populate: [account] as never,
  });
  const page = toPage(rows as T[], window, (row) => row.id);
  return mapPage(page, (row) => (row[account] as { getEntity(): User }).getEntity());
}

/** Whether the viewer may not read the account's follow lists: hidden by its owner, or the owner blocks the viewer. */
async function listHidden(em: EntityManager, owner: User, viewer: User | null, hidden: boolean): Promise<boolean> {
  if (viewer?.id === owner.id) return false;
  return hidden || (viewer != null && (await em.count(Block, { blocker: owner, blocked: viewer })) > 0);
}

/** GET /api/v1/accounts/:id/followers: empty for others when hidden (hide_followers) or when the owner blocks them. */
export async function followersPage(
  em: EntityManager,
  owner: User,
  viewer: User | null,
  args: PageArgs,
): Promise<Page<User>> {
  if (await listHidden(em, owner, viewer, owner.hideFollowers)) return emptyPage();
  return accountPage(em, Follow, { following: owner, state: 'accepted', follower: active }, args, 'follower');
}

export async function followingPage(
  em: EntityManager,
  owner: User,
  viewer: User | null,
  args: PageArgs,
): Promise<Page<User>> {
  if (await listHidden(em, owner, viewer, owner.hideFollows)) return emptyPage();
  return accountPage(em, Follow, { follower: owner, state: 'accepted', following: active }, args, 'following');
}

/** The viewer's pending follow requests, from accounts still active. */
export function followRequestsPage(em: EntityManager, viewer: User, args: PageArgs): Promise<Page<User>> {
  return accountPage(em, Follow, { following: viewer, state: 'pending', follower: active }, args, 'follower');
}

export function blocksPage(em: EntityManager, viewer: User, args: PageArgs): Promise<Page<User>> {
  return accountPage(em, Block, { blocker: viewer, blocked: active }, args, 'blocked');
}

/** The viewer's mutes in force. */
export function mutesPage(em: EntityManager, viewer: User, args: PageArgs): Promise<Page<User>> {
  return accountPage(em, Mute, { muter: viewer, muted: active, ...liveMute() }, args, 'muted');
}
