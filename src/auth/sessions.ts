import type { EntityManager } from '@mikro-orm/postgresql';
import { canAct } from '../accounts/account.service.js';
import { User, WebSession } from '../entities/index.js';
import { digest, newOpaqueToken } from './secrets.js';

export const SESSION_LIFETIME_SECONDS = 14 * 24 * 3600;

/** Opens a browser session; the returned value goes into the `_<namespace>_key` cookie. */
export async function openSession(em: EntityManager, user: User): Promise<string> {
  const value = newOpaqueToken();
  em.create(WebSession, {
    tokenHash: digest(value),
    user,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
  });
  await em.flush();
  return value;
}

export async function sessionUser(em: EntityManager, value: string): Promise<User | null> {
  const session = await em.findOne(WebSession, { tokenHash: digest(value) }, { populate: ['user'] });
  if (!session || session.expiresAt < new Date()) return null;
  const user = session.user.getEntity();
  return canAct(user) ? user : null;
}

export function sessionCookieName(namespace: string): string {
  return `_${namespace}_key`;
}

/** Reads one cookie from a Cookie header without a parser dependency for a single value. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
