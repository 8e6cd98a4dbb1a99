import type { EntityManager } from '@mikro-orm/postgresql';
import { parseScopes } from '../auth/scopes.js';
import type { SecretBox } from '../auth/secrets.js';
import { captchaProblem } from '../captcha/captcha.service.js';
import { OAuthApp, User } from '../entities/index.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../core/errors.js';
import { findUsableInvite, useInvite } from '../invites/invite.service.js';
import { accountEmails, mailLinks } from '../mail/account-emails.js';
import type { MailDeps } from '../mail/mailer.js';
import { issueToken } from '../oauth/oauth.service.js';
import { presentToken, type TokenGrant } from '../oauth/token-grants.js';
import { getSettings, instanceName } from '../settings/settings.service.js';
import {
  addFieldError,
  createUser,
  findUserByLogin,
  loginRefusal,
  newUserErrors,
  PROFILE_LIMITS,
  type FieldErrors,
} from './account.service.js';
import { findUserToken, issueUserToken, spendUserTokens } from './user-tokens.js';

export interface RegistrationInput {
  username: string;
  password: string;
  agreement: boolean;
  email?: string | null;
  locale?: string | null;
  reason?: string | null;
  /** An invite token, needed while registrations are closed. */
  token?: string | null;
  fullname?: string | null;
  bio?: string | null;
  /** The captcha (GET /api/pleroma/captcha) answered, while the instance asks for one. */
  captchaToken?: string | null;
  captchaAnswerData?: string | null;
  captchaSolution?: string | null;
}

export interface RegistrationResult {
  user: User;
  /** A token of the registering app, when the account may log in at once. */
  token: TokenGrant | null;
  /** Otherwise why not, as Pleroma tells it. */
  message: string | null;
  identifier: string | null;
}

const PENDING_MESSAGES: Record<string, string> = {
  missing_confirmed_email: 'You have been registered. Please check your email for further instructions.',
  awaiting_approval: "You have been registered. You'll be able to log in once your account is approved.",
};
const MANUAL_LOGIN = 'You have been registered. Some post-registration steps may be pending. Please log in manually.';

/**
 * Field problems as Pleroma reports a failed registration: the errors object as a JSON string, fields in
 * alphabetical order (`{"email":["has already been taken"]}`), which Pleroma's front-end parses.
 */
function fieldErrorsMessage(errors: FieldErrors): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(errors)
        .sort()
        .map((k) => [k, errors[k]]),
    ),
  );
}

function tooLong(errors: FieldErrors, field: string, value: string | null | undefined, max: number): void {
  if (value && value.length > max) addFieldError(errors, field, `should be at most ${max} character(s)`);
}

/** Mails the user a fresh confirmation link (earlier links stop working). */
export async function sendConfirmationEmail(em: EntityManager, deps: MailDeps, user: User): Promise<void> {
  if (!user.email) return;
  const token = await issueUserToken(em, user, 'confirmation');
  await deps.mailer.send(
    accountEmails.confirmation(await instanceName(em), user.email, mailLinks.confirmEmail(deps.config, user.id, token)),
  );
}

/** Tells the user the account awaits approval, and every admin with an address that an account awaits review. */
async function sendApprovalEmails(em: EntityManager, deps: MailDeps, user: User): Promise<void> {
  const instance = await instanceName(em);
  if (user.email) await deps.mailer.send(accountEmails.approvalPending(instance, user.email));
  const admins = await em.find(
    User,
    { isAdmin: true, deactivated: false, email: { $ne: null } },
    { orderBy: { id: 'asc' } },
  );
  for (const admin of admins) await deps.mailer.send(accountEmails.newAccountForReview(instance, admin.email!, user));
}

/** What follows a registration or a confirmation: the next step's e-mail (Pleroma's post_register_action). */
async function afterRegistrationStep(em: EntityManager, deps: MailDeps, user: User): Promise<void> {
  if (user.confirmationPending) await sendConfirmationEmail(em, deps, user);
  else if (user.approvalPending) await sendApprovalEmails(em, deps, user);
}

/**
 * Registers an account through an OAuth app (POST /api/v1/accounts), honouring the instance settings: closed
 * registrations need a usable invite; with approval required the account waits for an admin (its reason
 * kept); with activation required it waits for the e-mail confirmation (mailed); while captcha is on, the
 * captcha must be answered. When it may log in at once,
 * the app gets a token for it with the app's scopes.
 */
export async function register(
  em: EntityManager,
  deps: MailDeps & { box: SecretBox },
  app: OAuthApp,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  const settings = await getSettings(em, 'instance');
  const inviteOnly = !settings.registrations_open;
  if (inviteOnly) {
    if (!input.token) throw new ForbiddenError('Registrations are closed');
    await findUsableInvite(em, input.token);
  }
  const email = input.email?.trim() || null;
  const errors = await newUserErrors(em, { nickname: input.username, email, password: input.password });
  if (input.agreement !== true) addFieldError(errors, 'agreement', 'must be accepted');
  if (settings.account_activation_required && !email) addFieldError(errors, 'email', "can't be blank");
  tooLong(errors, 'name', input.fullname, PROFILE_LIMITS.name);
  tooLong(errors, 'bio', input.bio, PROFILE_LIMITS.bio);
  tooLong(errors, 'registration_reason', input.reason, PROFILE_LIMITS.reason);
  if (!Object.keys(errors).length) {
    // Checked last: a captcha is good for one attempt, so one spent on a form with other problems would be lost.
    const captcha = await captchaProblem(em, deps.box, {
      token: input.captchaToken,
      answerData: input.captchaAnswerData,
      solution: input.captchaSolution,
    });
    if (captcha) addFieldError(errors, 'captcha', captcha);
  }
  if (Object.keys(errors).length) throw new BadInputError(fieldErrorsMessage(errors));

  const userId = await em.transactional(async (tx) => {
    if (inviteOnly) await useInvite(tx, input.token!);
    const created = await createUser(tx, {
      nickname: input.username,
      email,
      password: input.password,
      approvalPending: settings.account_approval_required,
      confirmationPending: settings.account_activation_required,
      registrationReason: input.reason || null,
      displayName: input.fullname || null,
      bio: input.bio ?? '',
      locale: input.locale || null,
    });
    return created.id;
  });
  const user = await em.findOneOrFail(User, userId);
  await afterRegistrationStep(em, deps, user);

  const refusal = loginRefusal(user);
  if (!refusal)
    return {
      user,
      token: presentToken(await issueToken(em, app, user, parseScopes(app.scopes))),
      message: null,
      identifier: null,
    };
  const identifier = String(refusal.details.identifier ?? 'manual_login_required');
  return { user, token: null, message: PENDING_MESSAGES[identifier] ?? MANUAL_LOGIN, identifier };
}

/** Confirms the address of the link GET /api/account/confirm_email/:user_id/:token; NOT_FOUND for a bad link. */
export async function confirmEmail(em: EntityManager, deps: MailDeps, userId: number, token: string): Promise<User> {
  const record = await findUserToken(em, 'confirmation', token);
  const user = record?.user.getEntity();
  if (!record || !user || user.id !== userId || !user.confirmationPending)
    throw new NotFoundError('Invalid or expired confirmation link');
  user.confirmationPending = false;
  await spendUserTokens(em, user, 'confirmation');
  await em.flush();
  await afterRegistrationStep(em, deps, user);
  return user;
}

/**
 * Mails a new confirmation link to an account still awaiting confirmation (by e-mail address or nickname).
 * Says nothing either way, so the reply never tells whether an address is registered.
 */
export async function resendConfirmationEmail(em: EntityManager, deps: MailDeps, login: string): Promise<void> {
  const user = login ? await findUserByLogin(em, login) : null;
  if (user?.local && user.confirmationPending && (await getSettings(em, 'instance')).account_activation_required) {
    await sendConfirmationEmail(em, deps, user);
  }
}
