import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { AppError, BadInputError, NotFoundError } from '../core/errors.js';
import { Follow, User } from '../entities/index.js';
import { accountMoved } from '../events/publish.js';
import { refreshedRemoteAccount, resolveRemote } from '../federation/resolve.js';
import { follow, unfollow } from '../relations/relation-actions.service.js';
import { confirmPassword } from './account-lifecycle.service.js';
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

/** Pleroma's words when the target of a move is unknown, and when it does not list the account moving. */
export const TARGET_NOT_FOUND = 'Target account not found.';
export const TARGET_WITHOUT_ALIAS = 'Target account must have the origin in `alsoKnownAs`';

/**
 * The local followers of `origin` who allow it (`allow_following_move`, on by default) follow `target` instead,
 * as Pleroma's move_following does; one `target` blocks, or who blocks it, keeps following `origin`.
 */
export async function moveLocalFollowers(em: EntityManager, origin: User, target: User): Promise<void> {
  const rows = await em.find(
    Follow,
    { following: origin, state: 'accepted', follower: { local: true, allowFollowingMove: true } },
    { populate: ['follower'] },
  );
  for (const row of rows) {
    const follower = row.follower.getEntity();
    if (follower.id === target.id) continue;
    try {
      await follow(em, follower, String(target.id));
      await unfollow(em, follower, String(origin.id));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
}

/**
 * Moves the caller's account to the one a handle names (Pleroma's move_account), with the password. The
 * target, read again from its server when remote, must list the caller in `alsoKnownAs`. The account is then
 * marked moved (`moved`), its remote followers' servers get a Move, and its local followers follow the target.
 */
export async function moveAccount(
  em: EntityManager,
  config: AppConfig,
  user: User,
  password: string,
  handle: string,
): Promise<User> {
  await confirmPassword(em, user, password);
  let target = await accountByHandle(em, handle);
  if (target && !target.local && target.apId) target = (await refreshedRemoteAccount(em, target.apId)) ?? target;
  if (!target || target.deactivated) throw new NotFoundError(TARGET_NOT_FOUND);
  if (target.id === user.id) throw new BadInputError('An account cannot move to itself.');
  if (!target.alsoKnownAs.includes(accountApId(config, user))) throw new BadInputError(TARGET_WITHOUT_ALIAS);
  user.movedTo = ref(target);
  await em.flush();
  accountMoved(em, user.id, target.id);
  await moveLocalFollowers(em, user, target);
  return target;
}
