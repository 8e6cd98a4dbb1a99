import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { OAuthToken, User, WebSession } from '../entities/index.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors.js';

const NICKNAME = /^[A-Za-z0-9_-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

export interface NewUser {
  nickname: string;
  email: string | null;
  password: string;
  isAdmin?: boolean;
  isModerator?: boolean;
  approvalPending?: boolean;
  confirmationPending?: boolean;
  registrationReason?: string | null;
}

export function validateNickname(nickname: string): void {
  if (!NICKNAME.test(nickname)) {
    throw new BadInputError('nickname: only letters, digits, "_" and "-" (1 to 64 characters) are allowed');
  }
}

export function validateEmail(email: string): void {
  if (!EMAIL.test(email)) throw new BadInputError('email: has invalid format');
}

export function validatePassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new BadInputError(`password: must be at least ${MIN_PASSWORD_LENGTH} characters`);
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

/** Finds a user by numeric id or nickname; 404 when there is none. */
export async function getUser(em: EntityManager, ref: { id?: string | number | null; nickname?: string | null }): Promise<User> {
  let user: User | null = null;
  if (ref.id != null && ref.id !== '') {
    const id = Number(ref.id);
    user = Number.isSafeInteger(id) && id > 0 ? await em.findOne(User, { id }) : null;
  } else if (ref.nickname) {
    user = await findUserByNickname(em, ref.nickname);
  } else {
    throw new BadInputError('id or nickname is required');
  }
  if (!user) throw new NotFoundError('Not found');
  return user;
}

export async function createUser(em: EntityManager, input: NewUser): Promise<User> {
  validateNickname(input.nickname);
  if (input.email !== null) validateEmail(input.email);
  validatePassword(input.password);
  if (await findUserByNickname(em, input.nickname)) throw new ConflictError('nickname: has already been taken');
  if (input.email && (await findUserByEmail(em, input.email))) throw new ConflictError('email: has already been taken');
  const user = em.create(User, {
    nickname: input.nickname,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin ?? false,
    isModerator: input.isModerator ?? false,
    approvalPending: input.approvalPending ?? false,
    confirmationPending: input.confirmationPending ?? false,
    registrationReason: input.registrationReason ?? null,
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
  user.credentialsVersion += 1;
  user.passwordResetPending = false;
  await em.nativeDelete(OAuthToken, { user });
  await em.nativeDelete(WebSession, { user });
  await em.flush();
}

/** Why a user with the right password may still not log in, in Pleroma's words and identifiers. */
export function loginRefusal(user: User): InstanceType<typeof ForbiddenError> | null {
  if (user.deactivated) return new ForbiddenError('Your account is currently disabled', { identifier: 'account_is_disabled' });
  if (user.passwordResetPending) return new ForbiddenError('Password reset is required', { identifier: 'password_reset_required' });
  if (user.confirmationPending) return new ForbiddenError('Your login is missing a confirmed e-mail address', { identifier: 'missing_confirmed_email' });
  if (user.approvalPending) return new ForbiddenError('Your account is awaiting approval.', { identifier: 'awaiting_approval' });
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
  const hash = user ? (await em.findOneOrFail(User, user.id, { populate: ['passwordHash'] })).passwordHash : null;
  if (!(await verifyPassword(hash, password)) || !user) throw new UnauthenticatedError('Invalid credentials');
  const refusal = loginRefusal(user);
  if (refusal) throw refusal;
  return user;
}

export async function listUsers(em: EntityManager): Promise<User[]> {
  return em.find(User, {}, { orderBy: { id: 'asc' } });
}
