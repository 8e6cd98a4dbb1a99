import type { EntityManager } from '@mikro-orm/postgresql';
import { FollowedTag, Hashtag, type User } from '../entities/index.js';
import { NotFoundError } from '../core/errors.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { idPage } from '../db/id-page.js';

/** A hashtag as the Tag entity shows it to a caller. */
export interface TagData {
  name: string;
  /** Whether the caller follows it; null without a caller. */
  following: boolean | null;
}

const HASHTAG_NOT_FOUND = 'Hashtag not found';

/** A hashtag some status used (lower-cased, without '#'); Pleroma's 404 otherwise. */
async function knownHashtag(em: EntityManager, input: string): Promise<string> {
  const name = input.trim().replace(/^#/, '').toLowerCase();
  if (!name || !(await em.count(Hashtag, { name }))) throw new NotFoundError(HASHTAG_NOT_FOUND);
  return name;
}

/** GET /api/v1/tags/:name: a hashtag some status used, with whether the caller follows it. */
export async function findTag(em: EntityManager, viewer: User | null, input: string): Promise<TagData> {
  const name = await knownHashtag(em, input);
  return { name, following: viewer ? (await em.count(FollowedTag, { user: viewer.id, name })) > 0 : null };
}

/** Follows a hashtag (again: no change); its public statuses then reach the caller's home timeline and stream. */
export async function followTag(em: EntityManager, viewer: User, input: string): Promise<TagData> {
  const name = await knownHashtag(em, input);
  await em
    .createQueryBuilder(FollowedTag)
    .insert({ user: viewer.id, name })
    .onConflict(['user_id', 'name'])
    .ignore()
    .execute('run');
  return { name, following: true };
}

export async function unfollowTag(em: EntityManager, viewer: User, input: string): Promise<TagData> {
  const name = await knownHashtag(em, input);
  await em.nativeDelete(FollowedTag, { user: viewer.id, name });
  return { name, following: false };
}

/** The hashtags the caller follows, newest follow first (cursor: the follow; Mastodon's sizes, 100 and 200). */
export async function followedTagsPage(em: EntityManager, viewer: User, args: PageArgs): Promise<Page<TagData>> {
  const page = await idPage(em, FollowedTag, { user: viewer.id }, args, { maxSize: 200, defaultSize: 100 });
  return { ...page, items: page.items.map((row) => ({ name: row.name, following: true })) };
}
