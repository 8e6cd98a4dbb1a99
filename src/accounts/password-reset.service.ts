import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.js';
import { BadInputError, NotFoundError } from '../core/errors.js';
import { accountEmails, mailLinks } from '../mail/account-emails.js';
import type { AppConfig } from '../config.js';
import { instanceName } from '../settings/settings.service.js';
import { findUserByLogin, setPassword } from './account.service.js';
import type { MailDeps } from '../mail/mailer.js';
import { findUserToken, issueUserToken, spendUserTokens } from './user-tokens.js';

/** A fresh password-reset token for the user and the page link carrying it (the admin API hands both out). */
export async function passwordResetLink(
  em: EntityManager,
  config: AppConfig,
  user: User,
): Promise<{ token: string; link: string }> {
  const token = await issueUserToken(em, user, 'password_reset');
  return { token, link: mailLinks.passwordReset(config, token) };
}

/**
 * POST /auth/password: mails a reset link to a local, active account with an address (found by address or
 * nickname). Silent either way, so the reply never tells whether an address is registered.
 */
export async function requestPasswordReset(em: EntityManager, deps: MailDeps, login: string): Promise<void> {
  const user = login ? await findUserByLogin(em, login) : null;
  if (!user?.local || user.deactivated || !user.email) return;
  const { link } = await passwordResetLink(em, deps.config, user);
  await deps.mailer.send(accountEmails.passwordReset(await instanceName(em), user.email, link));
}

/** The account a live reset token belongs to; NOT_FOUND for an unknown, used or expired token. */
export async function passwordResetUser(em: EntityManager, token: string): Promise<User> {
  const record = await findUserToken(em, 'password_reset', token);
  const user = record?.user.getEntity();
  if (!user || user.deactivated) throw new NotFoundError('Invalid or expired password reset link');
  return user;
}

/**
 * Sets the new password of a reset link. The token is spent; like every password change it revokes the
 * account's tokens and sessions, and it lifts a forced reset.
 */
export async function resetPassword(
  em: EntityManager,
  token: string,
  password: string,
  confirmation?: string | null,
): Promise<User> {
  const user = await passwordResetUser(em, token);
  if (confirmation != null && confirmation !== password)
    throw new BadInputError('password_confirmation: does not match password');
  await setPassword(em, user, password);
  await spendUserTokens(em, user, 'password_reset');
  return user;
}
