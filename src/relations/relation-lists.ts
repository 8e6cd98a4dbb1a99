import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { toId } from '../core/ids.js';
import { intArray } from '../db/batch-loaders.js';
import { Block, Endorsement, Follow, Mute, User } from '../entities/index.js';
import { blockedEitherWaySql, liveMute } from './relation-rules.js';
import { emptyPage, mapPage, type Page, type PageArgs } from '../core/pagination.js';
import { idPage } from '../db/id-page.js';

/** Lists of accounts, newest relation first, paginated by the relation's id as Mastodon does. */

/** Mastodon's sizes for lists of accounts: 40 by default, at most 80. */
const MAX_ACCOUNTS = 80;
const DEFAULT_ACCOUNTS = 40;
const active = { deactivated: false };

/**
 * One page of relation rows (follows, blocks, mutes, list memberships) matching `where`, as the accounts they
 * point at: newest row first, the row's id as cursor, Mastodon's sizes.
 */
export async function accountPage<T extends { id: number }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  args: PageArgs,
  account: keyof T & string,
): Promise<Page<User>> {
  const sizes = { maxSize: MAX_ACCOUNTS, defaultSize: DEFAULT_ACCOUNTS };
  const page = await idPage(em, entity, where, args, { ...sizes, populate: [account] });
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

/** The accounts the viewer features on their profile, newest first (cursor: the endorsement). */
export function endorsementsPage(em: EntityManager, viewer: User, args: PageArgs): Promise<Page<User>> {
  return accountPage(em, Endorsement, { user: viewer, target: active }, args, 'target');
}

/** For one account: the viewer's followings that follow it. */
export interface FamiliarFollowers {
  id: number;
  accounts: User[];
}

/**
 * GET /api/v1/accounts/familiar_followers: for each account asked (unknown ids left out, each once), the active
 * accounts that the viewer follows and that follow it, oldest follow first; none when the account hides its
 * followers from others, and never an account blocked either way by the viewer.
 */
export async function familiarFollowers(
  em: EntityManager,
  viewer: User,
  ids: readonly string[],
): Promise<FamiliarFollowers[]> {
  const wanted = [...new Set(ids.map(toId).filter((id): id is number => id !== null))];
  const owners = wanted.length ? await em.find(User, { id: { $in: wanted }, deactivated: false }) : [];
  const shown = owners.filter((o) => o.id === viewer.id || !o.hideFollowers).map((o) => o.id);
  const rows = shown.length
    ? await em.getConnection().execute<Array<{ owner: number; account: number }>>(
        `select f.following_id as owner, f.follower_id as account from follows f
         join follows mine on mine.follower_id = ? and mine.following_id = f.follower_id and mine.state = 'accepted'
         join users u on u.id = f.follower_id and not u.deactivated
         where f.following_id = any(cast(? as int[])) and f.state = 'accepted' and f.follower_id <> ?
           and not ${blockedEitherWaySql('?', 'f.follower_id')}
         order by f.id`,
        [viewer.id, intArray(shown), viewer.id, viewer.id, viewer.id],
      )
    : [];
  const accounts = new Map(
    (await em.find(User, { id: { $in: rows.map((r) => Number(r.account)) } })).map((u) => [u.id, u]),
  );
  return wanted
    .filter((id) => owners.some((o) => o.id === id))
    .map((id) => ({
      id,
      accounts: rows.filter((r) => Number(r.owner) === id).map((r) => accounts.get(Number(r.account))!),
    }));
}
