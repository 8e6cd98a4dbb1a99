import type { EntityManager } from '@mikro-orm/postgresql';
import { findVisibleAccount } from '../accounts/account.service.js';
import { FeaturedTag, type User } from '../entities/index.js';
import { BadInputError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { scanStatusText } from './status-content.js';

/** Mastodon's limit of featured hashtags per account. */
const MAX_FEATURED_TAGS = 10;
/** Mastodon suggests at most this many of the account's recent hashtags. */
const MAX_SUGGESTIONS = 10;

/** A featured hashtag with what the FeaturedTag entity counts of the owner's statuses. */
export interface FeaturedTagData {
  id: number;
  name: string;
  owner: User;
  statusesCount: number;
  lastStatusAt: Date | null;
}

/**
 * The owner's featured hashtags, oldest first (Mastodon's order), each with the count and date of the owner's
 * public and unlisted statuses using it (reblogs aside), as Mastodon counts them.
 */
async function withCounts(em: EntityManager, owner: User, rows: FeaturedTag[]): Promise<FeaturedTagData[]> {
  if (!rows.length) return [];
  const names = rows.map((r) => r.name);
  const counts: Array<{ name: string; n: string; last: Date | null }> = await em.getConnection().execute(
    `select t.name, count(s.id) as n, max(s.created_at) as last from (values ${names.map(() => '(?)').join(', ')}) as t(name)
     left join statuses s on s.account_id = ? and t.name = any(s.tags) and s.reblog_of_id is null
       and s.visibility in ('public', 'unlisted')
     group by t.name`,
    [...names, owner.id],
  );
  const byName = new Map(counts.map((c) => [c.name, c]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    owner,
    statusesCount: Number(byName.get(r.name)?.n ?? 0),
    lastStatusAt: byName.get(r.name)?.last ? new Date(byName.get(r.name)!.last!) : null,
  }));
}

async function featuredOf(em: EntityManager, owner: User): Promise<FeaturedTagData[]> {
  return withCounts(em, owner, await em.find(FeaturedTag, { user: owner.id }, { orderBy: { id: 'asc' } }));
}

/** GET /api/v1/featured_tags: the caller's own. */
export function ownFeaturedTags(em: EntityManager, viewer: User): Promise<FeaturedTagData[]> {
  return featuredOf(em, viewer);
}

/** GET /api/v1/accounts/:id/featured_tags: an account's, for anyone who may see the account. */
export async function accountFeaturedTags(
  em: EntityManager,
  viewer: User | null,
  id: string,
): Promise<FeaturedTagData[]> {
  return featuredOf(em, await findVisibleAccount(em, id, viewer, 'Record not found'));
}

/** A hashtag name as a status would write it (`#` optional, any case); 422 when it is not one. */
function hashtagName(host: string, input: string | null | undefined): string {
  const raw = (input ?? '').trim().replace(/^#/, '');
  if (!raw) throw new BadInputError('name: is required');
  const { tags } = scanStatusText(`#${raw}`, host);
  if (tags.length !== 1 || tags[0] !== raw.toLowerCase())
    throw new UnprocessableError('Validation failed: Tag is invalid');
  return tags[0];
}

/**
 * Features a hashtag (POST /api/v1/featured_tags): featuring one featured already answers it again; at most 10
 * (Mastodon's limit, its words).
 */
export async function featureTag(
  em: EntityManager,
  host: string,
  viewer: User,
  input: string | null | undefined,
): Promise<FeaturedTagData> {
  const name = hashtagName(host, input);
  const existing = await em.findOne(FeaturedTag, { user: viewer.id, name });
  if (!existing && (await em.count(FeaturedTag, { user: viewer.id })) >= MAX_FEATURED_TAGS)
    throw new UnprocessableError(`Validation failed: You can't feature more than ${MAX_FEATURED_TAGS} hashtags`);
  await em
    .createQueryBuilder(FeaturedTag)
    .insert({ user: viewer.id, name })
    .onConflict(['user_id', 'name'])
    .ignore()
    .execute('run');
  await em.getConnection().execute(`insert into hashtags (name) values (?) on conflict do nothing`, [name]);
  const row = await em.findOneOrFail(FeaturedTag, { user: viewer.id, name });
  return (await withCounts(em, viewer, [row]))[0];
}

/** Stops featuring one of the caller's featured hashtags, by id; another's or an unknown id is not found. */
export async function unfeatureTag(em: EntityManager, viewer: User, id: string): Promise<number> {
  const tagId = toId(id);
  const deleted = tagId ? await em.nativeDelete(FeaturedTag, { id: tagId, user: viewer.id }) : 0;
  if (!deleted) throw new NotFoundError('Record not found');
  return tagId!;
}

/** The hashtags the caller used most in their latest statuses and does not feature yet (Mastodon's suggestions). */
export async function featuredTagSuggestions(em: EntityManager, viewer: User): Promise<string[]> {
  const rows: Array<{ name: string }> = await em.getConnection().execute(
    `select t.name from (select tags from statuses where account_id = ? and reblog_of_id is null
        order by id desc limit 100) s cross join unnest(s.tags) as t(name)
     where not exists (select 1 from featured_tags f where f.user_id = ? and f.name = t.name)
     group by t.name order by count(*) desc, t.name limit ?`,
    [viewer.id, viewer.id, MAX_SUGGESTIONS],
  );
  return rows.map((r) => r.name);
}
