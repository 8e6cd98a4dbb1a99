import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createUser, findUserByIdOrNickname, newUserErrors, TAKEN } from '../accounts/account.service.js';
import { passwordResetLink } from '../accounts/password-reset.service.js';
import { accountsRemoved } from '../accounts/account-removal.js';
import { sendConfirmationEmail } from '../accounts/registration.service.js';
import { spendUserTokens } from '../accounts/user-tokens.js';
import type { AppConfig } from '../config.js';
import { Follow, User } from '../entities/index.js';
import { credentialsChanged } from '../events/publish.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../core/errors.js';
import type { MailDeps } from '../mail/mailer.js';
import { logModerationAction, mention, mentions } from '../moderation-log/moderation-log.service.js';
import { notify } from '../notifications/notify.js';

/** A user as a moderation-log entry names it (Pleroma's user_to_map). */
export const logSubject = (user: User) => ({ id: user.id, nickname: user.nickname, type: 'user' });

/** The users of these nicknames (case-insensitive), in the order given, each once; NOT_FOUND when one is missing. */
export async function usersByNicknames(em: EntityManager, nicknames: string[]): Promise<User[]> {
  const wanted = [...new Set(nicknames.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!wanted.length) throw new BadInputError('nicknames: must not be empty');
  const found = await em.find(User, { [raw('lower(nickname)')]: { $in: wanted } });
  const byNickname = new Map(found.map((u) => [u.nickname.toLowerCase(), u]));
  return wanted.map((n) => {
    const user = byNickname.get(n);
    if (!user) throw new NotFoundError('Not found');
    return user;
  });
}

export async function userByNickname(em: EntityManager, nickname: string): Promise<User> {
  return (await usersByNicknames(em, [nickname]))[0];
}

/** A user by id or nickname, whatever its state (admins see every account); "Not found" otherwise. */
export async function userByNicknameOrId(em: EntityManager, nicknameOrId: string): Promise<User> {
  const user = await findUserByIdOrNickname(em, nicknameOrId);
  if (!user) throw new NotFoundError('Not found');
  return user;
}

export interface NewUserEntry {
  nickname: string;
  email: string;
  password: string;
}

/**
 * Creates local accounts, confirmed and approved, all or none (Pleroma's admin create): a taken nickname or
 * address, also within the batch, is a CONFLICT worded as Pleroma words it (`nickname has already been taken`).
 */
export async function createUsers(em: EntityManager, admin: User, entries: NewUserEntry[]): Promise<User[]> {
  if (!entries.length) throw new BadInputError('users: must not be empty');
  const seen = { nickname: new Set<string>(), email: new Set<string>() };
  for (const entry of entries) {
    const errors = await newUserErrors(em, entry);
    for (const field of ['nickname', 'email'] as const) {
      const value = entry[field].toLowerCase();
      if (seen[field].has(value)) (errors[field] ??= []).push(TAKEN);
      seen[field].add(value);
    }
    const [problem] = Object.entries(errors);
    if (problem) {
      const [field, [message]] = problem;
      throw message === TAKEN ? new ConflictError(`${field} ${message}`) : new BadInputError(`${field}: ${message}`);
    }
  }
  return em.transactional(async (tx) => {
    const created: User[] = [];
    for (const entry of entries) created.push(await createUser(tx, entry));
    logModerationAction(
      tx,
      await tx.findOneOrFail(User, admin.id),
      'create',
      { subjects: created.map(logSubject) },
      `${mention(admin)} created users: ${mentions(created)}`,
    );
    return created;
  });
}

/** Deletes accounts with everything they own (statuses, follows, tokens... go with the row). */
export async function deleteUsers(
  em: EntityManager,
  config: AppConfig,
  admin: User | null,
  nicknames: string[],
): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  await em.transactional(async (tx) => {
    logUsersAction(tx, admin && (await tx.findOneOrFail(User, admin.id)), 'delete', users, 'deleted users');
    await tx.flush();
    await tx.nativeDelete(User, { id: { $in: users.map((u) => u.id) } });
  });
  await accountsRemoved(em, config, users);
  return users;
}

/** The accounts of an admin follow or unfollow, by nickname. */
export interface FollowNicknames {
  follower: string;
  followed: string;
}

async function followPair(em: EntityManager, nicknames: FollowNicknames): Promise<[User, User]> {
  const follower = await userByNickname(em, nicknames.follower);
  const followed = await userByNickname(em, nicknames.followed);
  if (follower.id === followed.id) throw new BadInputError('followed: must not be the follower');
  return [follower, followed];
}

/** Makes one user follow another, at once (a pending request is accepted; locks and blocks are not asked). */
export async function adminFollow(em: EntityManager, admin: User, nicknames: FollowNicknames): Promise<[User, User]> {
  const [follower, followed] = await followPair(em, nicknames);
  const existing = await em.findOne(Follow, { follower, following: followed });
  if (existing) existing.state = 'accepted';
  else em.create(Follow, { follower, following: followed });
  logFollowAction(em, admin, 'follow', follower, followed);
  await em.flush();
  if (!existing) await notify(em, { userId: followed.id, type: 'follow', fromId: follower.id });
  return [follower, followed];
}

/** Ends one user's follow of another (or its pending request), at once. */
export async function adminUnfollow(em: EntityManager, admin: User, nicknames: FollowNicknames): Promise<[User, User]> {
  const [follower, followed] = await followPair(em, nicknames);
  await em.nativeDelete(Follow, { follower, following: followed });
  logFollowAction(em, admin, 'unfollow', follower, followed);
  await em.flush();
  return [follower, followed];
}

/** The moderation log entry of an admin making one account follow or unfollow another. */
function logFollowAction(
  em: EntityManager,
  admin: User,
  action: 'follow' | 'unfollow',
  follower: User,
  followed: User,
) {
  logModerationAction(
    em,
    admin,
    action,
    { follower: logSubject(follower), followed: logSubject(followed) },
    `${mention(admin)} made ${mention(follower)} ${action} ${mention(followed)}`,
  );
}

/** Activates or deactivates accounts; a deactivated account's credentials stop working at once. */
export async function setActivation(
  em: EntityManager,
  admin: User | null,
  users: User[],
  active: boolean,
): Promise<User[]> {
  for (const user of users) user.deactivated = !active;
  const action = active ? 'activate' : 'deactivate';
  logUsersAction(em, admin, action, users, `${action}d users`);
  await em.flush();
  if (!active) for (const user of users) credentialsChanged(em, user.id);
  return users;
}

export async function toggleActivation(em: EntityManager, admin: User, nickname: string): Promise<User> {
  const user = await userByNickname(em, nickname);
  return (await setActivation(em, admin, [user], user.deactivated))[0];
}

export async function approveUsers(em: EntityManager, admin: User, nicknames: string[]): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  for (const user of users) user.approvalPending = false;
  logUsersAction(em, admin, 'approve', users, 'approved users');
  await em.flush();
  return users;
}

/** Pleroma's tag normalisation: trimmed, lower-case, blanks dropped. */
function normaliseTags(tags: string[]): string[] {
  const clean = [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (!clean.length) throw new BadInputError('tags: must not be empty');
  return clean;
}

/** Adds (or removes) tags on accounts. */
export async function tagUsers(
  em: EntityManager,
  admin: User | null,
  nicknames: string[],
  rawTags: string[],
  add: boolean,
): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  const tags = normaliseTags(rawTags);
  for (const user of users) {
    user.tags = add ? [...new Set([...user.tags, ...tags])] : user.tags.filter((t) => !tags.includes(t));
  }
  if (admin) {
    const nicks = users.map((u) => u.nickname);
    const message = add
      ? `${mention(admin)} added tags: ${tags.join(', ')} to users: ${mentions(users)}`
      : `${mention(admin)} removed tags: ${tags.join(', ')} from users: ${mentions(users)}`;
    logModerationAction(em, admin, add ? 'tag' : 'untag', { nicknames: nicks, tags }, message);
  }
  await em.flush();
  return users;
}

export type PermissionGroup = 'admin' | 'moderator';

const ROLE_FIELD = { admin: 'isAdmin', moderator: 'isModerator' } as const;

/** Grants or revokes a role. An admin cannot take a role from themselves. */
export async function setPermission(
  em: EntityManager,
  admin: User,
  group: PermissionGroup,
  nicknames: string[],
  grant: boolean,
): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  if (!grant && users.some((u) => u.id === admin.id))
    throw new ForbiddenError("You can't revoke your own admin/moderator status.");
  for (const user of users) user[ROLE_FIELD[group]] = grant;
  const message = grant
    ? `${mention(admin)} made ${mentions(users)} ${group}`
    : `${mention(admin)} revoked ${group} role from ${mentions(users)}`;
  logModerationAction(
    em,
    admin,
    grant ? 'grant' : 'revoke',
    { subject: users.map(logSubject), permission: group },
    message,
  );
  await em.flush();
  return users;
}

/** Marks addresses confirmed (their pending confirmation links are spent). */
export async function confirmEmails(em: EntityManager, admin: User | null, nicknames: string[]): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  for (const user of users) {
    user.confirmationPending = false;
    await spendUserTokens(em, user, 'confirmation');
  }
  logUsersAction(em, admin, 'confirm_email', users, 'confirmed email for users');
  await em.flush();
  return users;
}

/** Mails each account with an address a fresh confirmation link, as Pleroma's admin resend does. */
export async function resendConfirmationEmails(
  em: EntityManager,
  deps: MailDeps,
  admin: User,
  nicknames: string[],
): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  logUsersAction(em, admin, 'resend_confirmation_email', users, 're-sent confirmation email for users');
  await em.flush();
  for (const user of users) await sendConfirmationEmail(em, deps, user);
  return users;
}

/** The accounts must set a new password (through a reset link) before they can log in or act again. */
export async function forcePasswordReset(em: EntityManager, admin: User, nicknames: string[]): Promise<User[]> {
  const users = await usersByNicknames(em, nicknames);
  for (const user of users) user.passwordResetPending = true;
  logUsersAction(em, admin, 'force_password_reset', users, 'forced password reset for users');
  await em.flush();
  for (const user of users) credentialsChanged(em, user.id);
  return users;
}

/** A password-reset token and link for a local account, for the admin to pass on. */
export async function adminPasswordResetLink(
  em: EntityManager,
  config: AppConfig,
  nickname: string,
): Promise<{ token: string; link: string }> {
  const user = await userByNickname(em, nickname);
  if (!user.local) throw new NotFoundError('Not found');
  return passwordResetLink(em, config, user);
}

/**
 * The moderation log entry of an admin's action on accounts: "<admin> <done>: <the accounts>". None for the
 * CLI's actions (no admin), as Pleroma's mix tasks log none.
 */
function logUsersAction(em: EntityManager, admin: User | null, action: string, users: User[], done: string) {
  if (!admin) return;
  logModerationAction(
    em,
    admin,
    action,
    { subject: users.map(logSubject) },
    `${mention(admin)} ${done}: ${mentions(users)}`,
  );
}
