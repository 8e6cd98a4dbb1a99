import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { OAuthToken, User, WebSession } from '../entities/index.js';
import { BadInputError, ForbiddenError } from '../core/errors.js';
import { credentialsChanged } from '../events/publish.js';
import type { MailDeps } from '../mail/mailer.js';
import { getSettings } from '../settings/settings.service.js';
import { accountsRemoved } from './account-removal.js';
import { EMAIL, findUserByEmail, isCurrentPassword } from './account.service.js';
import { sendConfirmationEmail } from './registration.service.js';

/** Pleroma's words for a wrong current password (its confirm_current_password). */
export const INVALID_PASSWORD = 'Invalid password.';

/** Refuses (403 `Invalid password.`) unless `password` is the account's current password. */
export async function confirmPassword(
  em: EntityManager,
  user: User,
  password: string | null | undefined,
): Promise<void> {
  if (!(await isCurrentPassword(em, user, password))) throw new ForbiddenError(INVALID_PASSWORD);
}

/**
 * Deletes the caller's own account with its password, as an admin deletion does: at once, with every
 * credential (tokens, sessions, JWTs) and everything the account owns.
 */
export async function deleteOwnAccount(
  em: EntityManager,
  config: AppConfig,
  user: User,
  password: string | null | undefined,
): Promise<void> {
  await confirmPassword(em, user, password);
  await em.nativeDelete(User, { id: user.id });
  await accountsRemoved(em, config, [user]);
}

/** Deactivates the caller's own account with its password: no login, and no token or session acts for it any more. */
export async function disableOwnAccount(
  em: EntityManager,
  user: User,
  password: string | null | undefined,
): Promise<void> {
  await confirmPassword(em, user, password);
  user.deactivated = true;
  await em.nativeDelete(OAuthToken, { user });
  await em.nativeDelete(WebSession, { user });
  await em.flush();
  credentialsChanged(em, user.id);
}

/**
 * Changes the caller's e-mail address with its password. The address must be valid and unused (Pleroma's
 * "Email has invalid format." / "Email has already been taken."). While the instance requires confirmed
 * addresses, the new one must be confirmed through the link mailed to it before the account acts again.
 */
export async function changeEmail(
  em: EntityManager,
  deps: MailDeps,
  user: User,
  password: string | null | undefined,
  email: string | null | undefined,
): Promise<void> {
  await confirmPassword(em, user, password);
  const address = email?.trim() ?? '';
  if (!address) throw new BadInputError("Email can't be blank.");
  if (!EMAIL.test(address)) throw new BadInputError('Email has invalid format.');
  const owner = await findUserByEmail(em, address);
  if (owner && owner.id !== user.id) throw new BadInputError('Email has already been taken.');
  if (owner) return;
  user.email = address;
  if ((await getSettings(em, 'instance')).account_activation_required) {
    user.confirmationPending = true;
    await em.flush();
    await sendConfirmationEmail(em, deps, user);
    credentialsChanged(em, user.id);
  }
  await em.flush();
}

export interface NotificationSettings {
  blockFromStrangers: boolean;
  hideNotificationContents: boolean;
}

/** Pleroma's notification_settings: what is given changes, the rest stays. */
export async function updateNotificationSettings(
  em: EntityManager,
  user: User,
  changes: { [K in keyof NotificationSettings]?: boolean | null },
): Promise<NotificationSettings> {
  if (changes.blockFromStrangers != null) user.blockFromStrangers = changes.blockFromStrangers;
  if (changes.hideNotificationContents != null) user.hideNotificationContents = changes.hideNotificationContents;
  await em.flush();
  return { blockFromStrangers: user.blockFromStrangers, hideNotificationContents: user.hideNotificationContents };
}
