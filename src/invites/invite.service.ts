import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL } from '../accounts/account.service.js';
import { digest, newOpaqueToken, type SecretBox } from '../auth/secrets.js';
import { Invite, type User } from '../entities/index.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../core/errors.js';
import { accountEmails, mailLinks } from '../mail/account-emails.js';
import type { MailDeps } from '../mail/mailer.js';
import { getSettings, instanceName } from '../settings/settings.service.js';

/** Pleroma's invite kinds, derived from the limits an invite carries. */
export type InviteType = 'one_time' | 'reusable' | 'date_limited' | 'reusable_date_limited';

export function inviteType(invite: Invite): InviteType {
  if (invite.maxUse != null) return invite.expiresAt ? 'reusable_date_limited' : 'reusable';
  return invite.expiresAt ? 'date_limited' : 'one_time';
}

/** The most registrations the invite admits: its max_use, one for a one-time invite, unlimited for a dated one. */
function maxUses(invite: Invite): number | null {
  return invite.maxUse ?? (invite.expiresAt ? null : 1);
}

const today = () => new Date().toISOString().slice(0, 10);

export interface NewInvite {
  maxUse?: number | null;
  /** The last day it is valid, YYYY-MM-DD. */
  expiresAt?: string | null;
}

/** Creates an invite; the token is returned once here and kept sealed (and as a digest for look-ups). */
export async function createInvite(
  em: EntityManager,
  box: SecretBox,
  input: NewInvite = {},
): Promise<{ invite: Invite; token: string }> {
  if (input.maxUse != null && (!Number.isInteger(input.maxUse) || input.maxUse < 1))
    throw new BadInputError('max_use: must be a positive integer');
  if (input.expiresAt != null && !/^\d{4}-\d{2}-\d{2}$/.test(input.expiresAt))
    throw new BadInputError('expires_at: must be a date (YYYY-MM-DD)');
  const token = newOpaqueToken();
  const invite = em.create(Invite, {
    tokenHash: digest(token),
    tokenSealed: box.seal(token),
    maxUse: input.maxUse ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  await em.flush();
  return { invite, token };
}

/**
 * The invite's last valid day as YYYY-MM-DD: the column is a date, which the database driver may hand back as a
 * timestamp at midnight UTC (`2099-01-31T00:00:00.000Z`) or as a Date.
 */
export function inviteLastDay(invite: Invite): string | null {
  const value = invite.expiresAt as string | Date | null;
  if (value == null) return null;
  return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
}

/** The invite's token in clear, for listing it again to admins. */
export function inviteToken(box: SecretBox, invite: Invite): string {
  return box.open(invite.tokenSealed);
}

export async function findInvite(em: EntityManager, token: string): Promise<Invite | null> {
  return token ? em.findOne(Invite, { tokenHash: digest(token) }) : null;
}

/** The invite of a token while it can still admit someone; Pleroma's "Invalid token" / "Expired token" otherwise. */
export async function findUsableInvite(em: EntityManager, token: string): Promise<Invite> {
  const invite = await findInvite(em, token);
  if (!invite) throw new ForbiddenError('Invalid token');
  const max = maxUses(invite);
  if (invite.used || (invite.expiresAt && invite.expiresAt < today()) || (max != null && invite.uses >= max))
    throw new ForbiddenError('Expired token');
  return invite;
}

/**
 * Counts one registration against the invite (refused as findUsableInvite refuses). The update is conditional,
 * so two registrations racing for the last use cannot both win.
 */
export async function useInvite(em: EntityManager, token: string): Promise<Invite> {
  const invite = await findUsableInvite(em, token);
  const max = maxUses(invite);
  const res = (await em.execute(
    `update invites set uses = uses + 1, used = (? :: int is not null and uses + 1 >= ? :: int)
      where id = ? and not used and (expires_at is null or expires_at >= ? :: date) and (? :: int is null or uses < ? :: int)`,
    [max, max, invite.id, today(), max, max],
    'run',
  )) as unknown as { affectedRows: number };
  if (res.affectedRows !== 1) throw new ForbiddenError('Expired token');
  await em.refresh(invite);
  return invite;
}

/** Mails an invite's registration link (Pleroma's user_invitation_email), naming the inviting account. */
export async function mailInvite(
  em: EntityManager,
  deps: MailDeps,
  inviter: User,
  token: string,
  to: string,
): Promise<void> {
  await deps.mailer.send(
    accountEmails.invitation(
      await instanceName(em),
      to,
      inviter.displayName ?? inviter.nickname,
      mailLinks.registration(deps.config, token),
    ),
  );
}

/** Every invite, oldest first. */
export function listInvites(em: EntityManager): Promise<Invite[]> {
  return em.find(Invite, {}, { orderBy: { id: 'asc' } });
}

/** Marks an invite used, so it admits nobody any more. */
export async function revokeInvite(em: EntityManager, token: string | null | undefined): Promise<Invite> {
  if (!token) throw new BadInputError('token: is required');
  const invite = await findInvite(em, token);
  if (!invite) throw new NotFoundError('Not found');
  invite.used = true;
  await em.flush();
  return invite;
}

/**
 * Creates a one-time invite and mails it (Pleroma's email_invite). As Pleroma, only while registrations are
 * closed and invites enabled. The mailer always has a transport (SMTP, else the outbox folder), so there is no
 * "mailer disabled" refusal; a delivery failure is logged like every mail's.
 */
export async function emailInvite(
  em: EntityManager,
  deps: MailDeps & { box: SecretBox },
  inviter: User,
  email: string | null | undefined,
  name?: string | null,
): Promise<Invite> {
  if (!email) throw new BadInputError('email: is required');
  const settings = await getSettings(em, 'instance');
  if (settings.registrations_open)
    throw new BadInputError('To send invites you need to set the `registrations_open` option to false.');
  if (!settings.invites_enabled)
    throw new BadInputError('To send invites you need to set the `invites_enabled` option to true.');
  if (!EMAIL.test(email)) throw new BadInputError('email: has invalid format');
  const { invite, token } = await createInvite(em, deps.box);
  const to = name ? `"${name.replace(/["\\\r\n]/g, '')}" <${email}>` : email;
  await mailInvite(em, deps, inviter, token, to);
  return invite;
}
