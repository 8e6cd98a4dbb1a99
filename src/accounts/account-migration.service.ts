import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { User } from '../entities/index.js';
import { resolveRemote } from '../federation/resolve.js';
import { accountApId } from './account.presenter.js';
import { findUserByNickname } from './account.service.js';

/** At most this many aliases per account, so an account's actor document stays small. */
export const MAX_ALIASES = 10;

/** Pleroma's words when the alias names no account, and when it is not one of the caller's aliases. */
export const NO_SUCH_ACCOUNT = 'Target account does not exist.';
export const NO_SUCH_ALIAS = 'Account has no such alias.';

/**
 * The account a handle names: a local nickname or a known `nick@host`, else (a handle of another server) fetched
 * by WebFinger as search's `resolve=true` does; null when nothing answers.
 */
export async function accountByHandle(em: EntityManager, handle: string): Promise<User | null> {
  const nickname = handle.trim().replace(/^@/, '');
  if (!nickname) return null;
  const known = await findUserByNickname(em, nickname);
  if (known || !nickname.includes('@')) return known;
  return (await resolveRemote(em, nickname).catch(() => ({ account: undefined }))).account ?? null;
}

/** The caller's aliases as handles (Pleroma's full nicknames), in the order they were added; unknown ids left out. */
export async function listAliases(em: EntityManager, config: AppConfig, user: User): Promise<string[]> {
  if (!user.alsoKnownAs.length) return [];
  const local = `${config.publicUrl}/users/`;
  const localNicknames = user.alsoKnownAs
    .filter((id) => id.startsWith(local))
    .map((id) => decodeURIComponent(id.slice(local.length)));
  const accounts = await em.find(User, {
    $or: [{ apId: { $in: user.alsoKnownAs } }, { local: true, nickname: { $in: localNicknames } }],
  });
  const handleOf = new Map(accounts.map((a) => [accountApId(config, a), a.nickname]));
  return user.alsoKnownAs.flatMap((id) => (handleOf.has(id) ? [handleOf.get(id)!] : []));
}

/** Adds the account a handle names to the caller's aliases (404 when it names none); adding one twice keeps one. */
export async function addAlias(em: EntityManager, config: AppConfig, user: User, handle: string): Promise<string[]> {
  const target = await accountByHandle(em, handle);
  if (!target) throw new NotFoundError(NO_SUCH_ACCOUNT);
  if (target.id === user.id) throw new BadInputError('An account cannot be its own alias.');
  const id = accountApId(config, target);
  if (!user.alsoKnownAs.includes(id)) {
    if (user.alsoKnownAs.length >= MAX_ALIASES) throw new BadInputError(`At most ${MAX_ALIASES} aliases.`);
    user.alsoKnownAs = [...user.alsoKnownAs, id];
    await em.flush();
  }
  return listAliases(em, config, user);
}

/** Removes an alias by its handle (404 when the caller has no such alias). */
export async function removeAlias(em: EntityManager, config: AppConfig, user: User, handle: string): Promise<string[]> {
  const nickname = handle.trim().replace(/^@/, '');
  const target = nickname ? await findUserByNickname(em, nickname) : null;
  const id = target && accountApId(config, target);
  if (!id || !user.alsoKnownAs.includes(id)) throw new NotFoundError(NO_SUCH_ALIAS);
  user.alsoKnownAs = user.alsoKnownAs.filter((a) => a !== id);
  await em.flush();
  return listAliases(em, config, user);
}
