import type { EntityManager } from '@mikro-orm/postgresql';
import { findVisibleAccount } from '../accounts/account.service.js';
import { Scrobble, type User } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { idPage } from '../db/id-page.js';
import { blockedEitherWay } from '../relations/relationship.service.js';

export interface NewScrobble {
  title: string;
  artist?: string | null;
  album?: string | null;
  length?: number | null;
}

/** Longest title, artist or album name kept. */
const MAX_TEXT = 500;

function text(field: string, value: string | null | undefined, required = false): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (required) throw new BadInputError(`${field}: can't be blank`);
    return null;
  }
  if (trimmed.length > MAX_TEXT) throw new BadInputError(`${field}: should be at most ${MAX_TEXT} character(s)`);
  return trimmed;
}

/** Records what the user listens to (Pleroma's scrobble); `length` in milliseconds. */
export async function createScrobble(em: EntityManager, user: User, input: NewScrobble): Promise<Scrobble> {
  if (input.length != null && (!Number.isInteger(input.length) || input.length < 0))
    throw new BadInputError('length: must be a whole number of milliseconds, 0 or more');
  const scrobble = em.create(Scrobble, {
    user,
    title: text('title', input.title, true)!,
    artist: text('artist', input.artist),
    album: text('album', input.album),
    length: input.length ?? null,
  });
  await em.flush();
  return scrobble;
}

/**
 * An account's scrobbles, newest first, paginated by id. Accounts the viewer may not see (deactivated,
 * pending, or blocked either way) have none to show: NOT_FOUND, as for the account itself.
 */
export async function accountScrobbles(
  em: EntityManager,
  viewer: User | null,
  accountId: string,
  page: PageArgs,
): Promise<Page<Scrobble>> {
  const account = await findVisibleAccount(em, accountId, viewer);
  if (viewer && viewer.id !== account.id && (await blockedEitherWay(em, viewer.id, account.id)))
    throw new NotFoundError("Can't find user");
  return idPage(em, Scrobble, { user: account }, page, { populate: ['user'] });
}
