import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { OAuthToken, User, WebSession } from '../entities/index.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../core/errors.js';
import { toId } from '../core/ids.js';
import { credentialsChanged } from '../events/publish.js';

const NICKNAME = /^[A-Za-z0-9_-]{1,64}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
/** Pleroma's length limits (user_name_length, user_bio_length, registration_reason_length). */
export const PROFILE_LIMITS = { name: 100, bio: 5000, reason: 500 };

export interface NewUser {
  nickname: string;
  email: string | null;
  password: string;
  isAdmin?: boolean;
  isModerator?: boolean;
  approvalPending?: boolean;
  confirmationPending?: boolean;
  registrationReason?: string | null;
  displayName?: string | null;
  bio?: string;
  locale?: string | null;
}

/** Problems with submitted fields, by field, in the words Pleroma (Ecto) uses: `{"email": ["has already been taken"]}`. */
export type FieldErrors = Record<string, string[]>;

export const TAKEN = 'has already been taken';

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Every problem with a new account's nickname, e-mail address and password. */
export async function newUserErrors(
  em: EntityManager,
  input: Pick<NewUser, 'nickname' | 'email' | 'password'>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!NICKNAME.test(input.nickname)) addFieldError(errors, 'nickname', 'has invalid format');
  else if (await findUserByNickname(em, input.nickname)) addFieldError(errors, 'nickname', TAKEN);
  if (input.email !== null) {
    if (!EMAIL.test(input.email)) addFieldError(errors, 'email', 'has invalid format');
    else if (await findUserByEmail(em, input.email)) addFieldError(errors, 'email', TAKEN);
  }
  if (input.password.length < MIN_PASSWORD_LENGTH)
    addFieldError(errors, 'password', `should be at least ${MIN_PASSWORD_LENGTH} character(s)`);
  return errors;
}

export function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new BadInputError(`password: should be at least ${MIN_PASSWORD_LENGTH} character(s)`);
  }
}

export async function findUserByNickname(em: EntityManager, nickname: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(nickname)')]: nickname.toLowerCase() });
}

export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(email)')]: email.toLowerCase() });
}

/** A local login name is a nickname or an e-mail address, as in Pleroma. */
export async function findUserByLogin(em: EntityManager, login: string): Promise<User | null> {
  return (await findUserByNickname(em, login)) ?? (login.includes('@') ? findUserByEmail(em, login) : null);
}

/**
 * The one lookup of an account named in a path or argument, whatever its state: by numeric id or, when the
 * text is no id or no account has it, by nickname (case-insensitive), as Pleroma accepts both. Callers apply
 * their own visibility (`isVisibleTo`) or none (admins).
 */
export async function findUserByIdOrNickname(em: EntityManager, idOrNickname: string): Promise<User | null> {
  const id = toId(idOrNickname);
  return (id ? await em.findOne(User, { id }) : null) ?? findUserByNickname(em, idOrNickname);
}

/** Finds a user by numeric id or nickname (GraphQL's `user(id, nickname)`: one or the other); 404 when there is none. */
export async function getUser(
  em: EntityManager,
  ref: { id?: string | number | null; nickname?: string | null },
): Promise<User> {
  let user: User | null;
  if (ref.id != null && ref.id !== '') {
    const id = toId(ref.id);
    user = id ? await em.findOne(User, { id }) : null;
  } else if (ref.nickname) {
    user = await findUserByNickname(em, ref.nickname);
  } else {
    throw new BadInputError('id or nickname is required');
  }
  if (!user) throw new NotFoundError('Not found');
  return user;
}

/**
 * Whether the viewer may see the account at all (Pleroma's `visible_for`): deactivated accounts are seen by
 * nobody; accounts awaiting approval or confirmation by themselves and admins only.
 */
export function isVisibleTo(user: User, viewer: User | null): boolean {
  if (user.deactivated) return false;
  if (viewer?.id === user.id) return true;
  return !(user.approvalPending || user.confirmationPending) || viewer?.isAdmin === true;
}

/**
 * An account the viewer may see, by id or (as Pleroma also accepts) nickname; NOT_FOUND with `message`
 * otherwise, so an invisible account and a missing one look the same.
 */
export async function findVisibleAccount(
  em: EntityManager,
  idOrNickname: string,
  viewer: User | null,
  message = "Can't find user",
): Promise<User> {
  const user = await findUserByIdOrNickname(em, idOrNickname);
  if (!user || !isVisibleTo(user, viewer)) throw new NotFoundError(message);
  return user;
}

/**
 * An account by its handle (`nickname`, `@nickname`, or `nickname@this-host`), as GET /api/v1/accounts/lookup
 * reads it. Only local accounts exist here, so another domain finds nothing.
 */
export async function lookupAccount(em: EntityManager, acct: string, viewer: User | null, host: string): Promise<User> {
  const [nickname, domain] = acct.replace(/^@/, '').split('@', 2);
  if (!nickname || (domain && domain.toLowerCase() !== host.toLowerCase())) throw new NotFoundError("Can't find user");
  const user = await findUserByNickname(em, nickname);
  if (!user || !isVisibleTo(user, viewer)) throw new NotFoundError("Can't find user");
  return user;
}

export async function createUser(em: EntityManager, input: NewUser): Promise<User> {
  const [problem] = Object.entries(await newUserErrors(em, input));
  if (problem) {
    const [field, [message]] = problem;
    throw message === TAKEN ? new ConflictError(`${field}: ${message}`) : new BadInputError(`${field}: ${message}`);
  }
  const user = em.create(User, {
    nickname: input.nickname,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin ?? false,
    isModerator: input.isModerator ?? false,
    approvalPending: input.approvalPending ?? false,
    confirmationPending: input.confirmationPending ?? false,
    registrationReason: input.registrationReason ?? null,
    displayName: input.displayName ?? null,
    bio: input.bio ?? '',
    locale: input.locale ?? null,
  });
  await em.flush();
  return user;
}

/**
 * Sets a new password. Every credential issued before stops working: OAuth tokens and browser sessions are
 * deleted, and the credentials version that zone-service JWTs carry moves on.
 */
export async function setPassword(em: EntityManager, user: User, password: string): Promise<void> {
  validatePassword(password);
  user.passwordHash = await hashPassword(password);
  user.passwordResetPending = false;
  await revokeCredentials(em, user);
}

/** Ends every OAuth token, browser session and JWT of the user (also Pleroma's `user revoke_all`). */
export async function revokeCredentials(em: EntityManager, user: User): Promise<void> {
  user.credentialsVersion += 1;
  await em.nativeDelete(OAuthToken, { user });
  await em.nativeDelete(WebSession, { user });
  await em.flush();
  credentialsChanged(em, user.id);
}

/** Why a user with the right password may still not log in, in Pleroma's words and identifiers. */
export function loginRefusal(user: User): InstanceType<typeof ForbiddenError> | null {
  if (user.deactivated)
    return new ForbiddenError('Your account is currently disabled', { identifier: 'account_is_disabled' });
  if (user.passwordResetPending)
    return new ForbiddenError('Password reset is required', { identifier: 'password_reset_required' });
  if (user.confirmationPending)
    return new ForbiddenError('Your login is missing a confirmed e-mail address', {
      identifier: 'missing_confirmed_email',
    });
  if (user.approvalPending)
    return new ForbiddenError('Your account is awaiting approval.', { identifier: 'awaiting_approval' });
  return null;
}

/** True while the account may act through credentials issued earlier (tokens, sessions, JWTs). */
export function canAct(user: User): boolean {
  return loginRefusal(user) === null;
}

/**
 * Checks a login and password. Unknown logins and wrong passwords fail alike (same message, a dummy
 * hash verified), so the reply never tells whether the account exists.
 */
export async function authenticatePassword(em: EntityManager, login: string, password: string): Promise<User> {
  const user = login ? await findUserByLogin(em, login) : null;
  // The same queries and one argon2 verification (a dummy hash) whether or not the account exists: the
  // answer's timing does not tell which nicknames are taken.
  const hash = (await em.findOne(User, { id: user?.id ?? 0 }, { populate: ['passwordHash'] }))?.passwordHash ?? null;
  if (!(await verifyPassword(hash, password)) || !user) throw new UnauthenticatedError('Invalid credentials');
  const refusal = loginRefusal(user);
  if (refusal) throw refusal;
  return user;
}

/** Whether `password` is the user's current password (Pleroma's confirm_current_password). */
export async function isCurrentPassword(
  em: EntityManager,
  user: User,
  password: string | null | undefined,
): Promise<boolean> {
  const { passwordHash } = await em.findOneOrFail(User, user.id, { populate: ['passwordHash'] });
  return Boolean(password) && (await verifyPassword(passwordHash, password!));
}

export async function listUsers(em: EntityManager): Promise<User[]> {
  return em.find(User, {}, { orderBy: { id: 'asc' } });
}
