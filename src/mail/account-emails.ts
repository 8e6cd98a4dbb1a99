import { escapeHtml as esc } from '../accounts/account.presenter.js';
import type { AppConfig } from '../config.js';
import type { User } from '../entities/index.js';
import type { MailMessage } from './mailer.js';

/** The links mailed to users, all under the public URL. */
export const mailLinks = {
  confirmEmail: (config: AppConfig, userId: number, token: string) =>
    `${config.publicUrl}/api/account/confirm_email/${userId}/${encodeURIComponent(token)}`,
  passwordReset: (config: AppConfig, token: string) =>
    `${config.publicUrl}/api/${config.namespace}/password_reset/${encodeURIComponent(token)}`,
  backup: (config: AppConfig, fileName: string) => `${config.publicUrl}/backups/${encodeURIComponent(fileName)}`,
  registration: (config: AppConfig, inviteToken: string) =>
    `${config.publicUrl}/registration/${encodeURIComponent(inviteToken)}`,
};

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const html =
    paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n') +
    (link ? `\n<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '');
  const text = paragraphs.join('\n\n') + (link ? `\n\n${link.label}: ${link.href}` : '');
  return { to, subject, html: `<h3>${esc(subject)}</h3>\n${html}\n`, text: `${text}\n` };
}

/** Pleroma's e-mails, worded as Pleroma words them. */
export const accountEmails = {
  confirmation: (instance: string, to: string, link: string) =>
    message(
      to,
      `${instance} account confirmation`,
      [`Welcome to ${instance}!`, 'Email confirmation is required to activate the account.'],
      { href: link, label: 'activate your account' },
    ),

  passwordReset: (instance: string, to: string, link: string) =>
    message(
      to,
      'Password reset',
      [
        `Someone has requested password change for your account at ${instance}.`,
        'If it was you, visit the following link to proceed.',
        'If it was someone else, nothing to worry about: your data is secure and your password has not been changed.',
      ],
      { href: link, label: 'reset password' },
    ),

  backupReady: (to: string, link: string) =>
    message(
      to,
      'Your account archive is ready',
      ["You requested a full backup of your account. It's ready for download:"],
      {
        href: link,
        label: 'download the archive',
      },
    ),

  approvalPending: (instance: string, to: string) =>
    message(to, 'Your account is awaiting approval', [
      `Your account at ${instance} is being reviewed by staff. You will receive another email once your account is approved.`,
    ]),

  newAccountForReview: (instance: string, to: string, user: User) =>
    message(to, `New account up for review on ${instance} (@${user.nickname})`, [
      `New account for review: @${user.nickname}`,
      ...(user.registrationReason ? [`Reason: ${user.registrationReason}`] : []),
    ]),

  invitation: (instance: string, to: string, inviterName: string, link: string) =>
    message(
      to,
      `Invitation to ${instance}`,
      [
        `${inviterName} invites you to join ${instance}, an instance of a federated social networking platform.`,
        'Click the following link to register.',
      ],
      { href: link, label: 'accept invitation' },
    ),
};
