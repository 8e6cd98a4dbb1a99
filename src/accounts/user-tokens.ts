import type { EntityManager } from '@mikro-orm/postgresql';
import { digest, newOpaqueToken } from '../auth/secrets.js';
import { User, UserToken, type UserTokenKind } from '../entities/index.js';

/** How long a mailed token stays good. */
export const USER_TOKEN_LIFETIME_MS: Record<UserTokenKind, number> = {
  confirmation: 7 * 24 * 3600 * 1000,
  password_reset: 24 * 3600 * 1000,
};

/** A fresh single-use token of the kind for the user; earlier ones of the same kind stop working. Stored as a digest. */
export async function issueUserToken(em: EntityManager, user: User, kind: UserTokenKind): Promise<string> {
  const token = newOpaqueToken();
  await em.nativeDelete(UserToken, { user, kind });
  em.create(UserToken, {
    user,
    kind,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + USER_TOKEN_LIFETIME_MS[kind]),
  });
  await em.flush();
  return token;
}

/** The live (unexpired) token record of that kind, with its user; null for anything else. */
export async function findUserToken(em: EntityManager, kind: UserTokenKind, token: string): Promise<UserToken | null> {
  if (!token) return null;
  const record = await em.findOne(UserToken, { tokenHash: digest(token), kind }, { populate: ['user'] });
  return record && record.expiresAt > new Date() ? record : null;
}

/** Spends a token: it and every other token of its kind for the user are deleted. */
export async function spendUserTokens(em: EntityManager, user: User, kind: UserTokenKind): Promise<void> {
  await em.nativeDelete(UserToken, { user, kind });
}
