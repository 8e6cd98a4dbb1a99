import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { isCurrentPassword } from '../accounts/account.service.js';
import { digest, newOpaqueToken, type SecretBox } from '../auth/secrets.js';
import { MfaChallenge, OAuthApp, User } from '../entities/index.js';
import { ForbiddenError, UnprocessableError } from '../core/errors.js';
import type { RateLimits } from '../rate-limits/rate-limits.js';
import { instanceName } from '../settings/settings.service.js';
import { newTotpSecret, provisioningUri, totpStep } from './totp.js';

/** What checking a second factor needs: the box that seals secrets, and the limit on wrong codes. */
export interface MfaDeps {
  box: SecretBox;
  rateLimits: RateLimits;
}

export type ChallengeType = 'totp' | 'recovery';

/** Pleroma's defaults: 5 backup codes of 16 base32 characters (80 bits each, so a digest stores them safely). */
const BACKUP_CODES = 5;
const BACKUP_CODE_LENGTH = 16;
/** A login waiting for its second factor stays open this long (Pleroma's MFA token lifetime). */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export const INVALID_PASSWORD = 'Invalid password.';
export const INVALID_CODE = 'Invalid code';

export interface MfaSettings {
  enabled: boolean;
  totp: boolean;
}

export function mfaSettings(user: User): MfaSettings {
  return { enabled: user.mfaEnabled, totp: user.mfaEnabled };
}

async function withSecrets(em: EntityManager, user: User): Promise<User> {
  return em.findOneOrFail(User, user.id, {
    populate: ['mfaTotpSecretSealed', 'mfaPendingSecretSealed', 'mfaBackupCodeHashes'],
  });
}

/**
 * Starts (or restarts) TOTP setup: a new secret, kept sealed as pending. Unlike Pleroma, a TOTP already in use
 * stays in force until the new one is confirmed, so a stolen token cannot switch the second factor off this way.
 */
export async function setupTotp(
  em: EntityManager,
  box: SecretBox,
  user: User,
): Promise<{ key: string; provisioningUri: string }> {
  const secret = newTotpSecret();
  const record = await withSecrets(em, user);
  record.mfaPendingSecretSealed = box.seal(secret);
  await em.flush();
  return { key: secret, provisioningUri: provisioningUri(secret, user.email ?? user.nickname, await instanceName(em)) };
}

/** Marks a step used unless it (or a later one) already was: each code logs in once, even under concurrent requests. */
async function claimStep(em: EntityManager, user: User, step: number): Promise<boolean> {
  const claimed = await em.nativeUpdate(
    User,
    { id: user.id, $or: [{ mfaLastStep: null }, { mfaLastStep: { $lt: step } }] },
    { mfaLastStep: step },
  );
  return claimed === 1;
}

/** Refuses every code once the account's wrong codes are spent; counts a wrong one. */
async function guarded(deps: MfaDeps, user: User, check: () => Promise<boolean>): Promise<boolean> {
  const key = `user:${user.id}`;
  await deps.rateLimits.ensureAvailable('mfa_failure', key);
  const ok = await check();
  if (!ok) await deps.rateLimits.consume('mfa_failure', key);
  return ok;
}

/** Confirms the pending secret with the user's password and a code from the app: TOTP is on from now. */
export async function confirmTotp(
  em: EntityManager,
  deps: MfaDeps,
  user: User,
  password: string,
  code: string,
): Promise<MfaSettings> {
  if (!(await isCurrentPassword(em, user, password))) throw new UnprocessableError(INVALID_PASSWORD);
  const record = await withSecrets(em, user);
  if (!record.mfaPendingSecretSealed) throw new UnprocessableError('TOTP setup has not been started');
  const secret = deps.box.open(record.mfaPendingSecretSealed);
  let step: number | null = null;
  const ok = await guarded(deps, user, async () => (step = totpStep(secret, code.trim())) !== null);
  if (!ok || step === null) throw new UnprocessableError(INVALID_CODE);
  record.mfaTotpSecretSealed = record.mfaPendingSecretSealed;
  record.mfaPendingSecretSealed = null;
  record.mfaEnabled = true;
  record.mfaLastStep = step; // the confirming code cannot log in again
  await em.flush();
  return mfaSettings(record);
}

function clearMfa(user: User): void {
  user.mfaEnabled = false;
  user.mfaTotpSecretSealed = null;
  user.mfaPendingSecretSealed = null;
  user.mfaBackupCodeHashes = [];
  user.mfaLastStep = null;
}

/** Turns TOTP (and so MFA) off with the user's password; the backup codes go with it. */
export async function disableTotp(em: EntityManager, user: User, password: string): Promise<MfaSettings> {
  if (!(await isCurrentPassword(em, user, password))) throw new UnprocessableError(INVALID_PASSWORD);
  const record = await withSecrets(em, user);
  clearMfa(record);
  await em.flush();
  return mfaSettings(record);
}

/** An admin turns the account's MFA off (PUT /api/pleroma/admin/users/disable_mfa). */
export async function forceDisableMfa(em: EntityManager, user: User): Promise<User> {
  clearMfa(await withSecrets(em, user));
  await em.flush();
  return user;
}

function newBackupCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(BACKUP_CODE_LENGTH)].map((b) => alphabet[b & 31]).join('');
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A new set of backup codes, shown once; only their digests are kept, and the set replaces the old one. */
export async function createBackupCodes(em: EntityManager, user: User): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODES }, newBackupCode);
  const record = await withSecrets(em, user);
  record.mfaBackupCodeHashes = codes.map((c) => digest(c));
  await em.flush();
  return codes;
}

async function useTotpCode(em: EntityManager, box: SecretBox, user: User, code: string): Promise<boolean> {
  const record = await withSecrets(em, user);
  if (!record.mfaEnabled || !record.mfaTotpSecretSealed) return false;
  const step = totpStep(box.open(record.mfaTotpSecretSealed), code.trim());
  return step !== null && claimStep(em, user, step);
}

/** Spends a backup code: removed in the same statement that finds it, so two logins cannot share it. */
async function useBackupCode(em: EntityManager, user: User, code: string): Promise<boolean> {
  const hash = digest(normalise(code));
  const used = await em
    .getConnection()
    .execute(
      'update "users" set "mfa_backup_code_hashes" = array_remove("mfa_backup_code_hashes", ?) where "id" = ? and ? = any("mfa_backup_code_hashes")',
      [hash, user.id, hash],
      'run',
    );
  return (used as { affectedRows?: number }).affectedRows === 1;
}

/** Checks a second factor of a user with MFA on: a TOTP code (once per step) or a backup code (once). */
export async function verifySecondFactor(
  em: EntityManager,
  deps: MfaDeps,
  user: User,
  type: ChallengeType,
  code: string | null | undefined,
): Promise<boolean> {
  if (!code) return false;
  return guarded(deps, user, () =>
    type === 'recovery' ? useBackupCode(em, user, code) : useTotpCode(em, deps.box, user, code),
  );
}

/** What a password login may carry besides the password: a TOTP or backup code, and what checking it needs. */
export interface SecondFactor {
  deps: MfaDeps;
  code: string | null | undefined;
}

/** Where one field takes either kind of code: six digits are a TOTP code, anything else a backup code. */
export function challengeTypeOf(code: string): ChallengeType {
  return /^\d{6}$/.test(code.trim()) ? 'totp' : 'recovery';
}

/**
 * Ends a password login of a user with MFA on: without a code, 403 `mfa_required`; with a wrong one,
 * `wrongCode`. Users without MFA pass.
 */
export async function requireSecondFactor(
  em: EntityManager,
  user: User,
  factor: SecondFactor | undefined,
  wrongCode: () => Error,
): Promise<void> {
  if (!user.mfaEnabled) return;
  const code = factor?.code?.trim();
  if (!factor || !code)
    throw new ForbiddenError('Two-factor authentication is enabled for this account: a code is required', {
      identifier: 'mfa_required',
    });
  if (!(await verifySecondFactor(em, factor.deps, user, challengeTypeOf(code), code))) throw wrongCode();
}

/** Opens a login waiting for its second factor; returns the `mfa_token` that completes it. */
export async function openChallenge(
  em: EntityManager,
  user: User,
  app: OAuthApp | null,
  scopes: string[],
  redirectUri: string | null = null,
): Promise<string> {
  const token = newOpaqueToken();
  await em.nativeDelete(MfaChallenge, { expiresAt: { $lt: new Date() } });
  em.create(MfaChallenge, {
    tokenHash: digest(token),
    user,
    app,
    scopes,
    redirectUri,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  await em.flush();
  return token;
}

/** The live challenge of an `mfa_token`, or null. */
export async function findChallenge(em: EntityManager, token: string | null | undefined): Promise<MfaChallenge | null> {
  const challenge = token
    ? await em.findOne(MfaChallenge, { tokenHash: digest(token) }, { populate: ['user', 'app'] })
    : null;
  return challenge && challenge.expiresAt > new Date() ? challenge : null;
}

/** A completed challenge is gone: its token cannot be answered twice. */
export async function closeChallenge(em: EntityManager, challenge: MfaChallenge): Promise<void> {
  await em.nativeDelete(MfaChallenge, { id: challenge.id });
}
