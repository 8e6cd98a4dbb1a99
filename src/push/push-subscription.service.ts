import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../auth/authenticate.js';
import type { SecretBox } from '../auth/secrets.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../core/errors.js';
import { PushSubscription, type PushPolicy } from '../entities/index.js';

/** The notification types a subscription may ask to have pushed (Pleroma's, with Mastodon's follow_request). */
export const ALERT_TYPES = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'pleroma:chat_mention',
  'pleroma:emoji_reaction',
] as const;

export const PUSH_POLICIES: readonly PushPolicy[] = ['all', 'followed', 'follower', 'none'];

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  alerts?: Record<string, unknown> | null;
  policy?: PushPolicy | null;
}

const NOT_FOUND = 'Record not found';

/**
 * The alerts asked for: the supported types given, as booleans (forms send "true"/"false"); others are left out,
 * as Pleroma leaves them.
 */
export function parseAlerts(alerts: Record<string, unknown> | null | undefined): Record<string, boolean> {
  const parsed: Record<string, boolean> = {};
  for (const type of ALERT_TYPES) {
    const value = alerts?.[type];
    if (value === undefined || value === null) continue;
    parsed[type] = value === true || (typeof value === 'string' && ['true', '1', 'on'].includes(value.toLowerCase()));
  }
  return parsed;
}

/** A key as base64url: some clients send standard base64 (Pleroma converts it the same way). */
function base64url(value: string, name: string, bytes: number): string {
  const key = value.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const decoded = /^[A-Za-z0-9_-]+$/.test(key) ? Buffer.from(key, 'base64url') : Buffer.alloc(0);
  if (decoded.length !== bytes || (name === 'p256dh' && decoded[0] !== 4))
    throw new UnprocessableError(`subscription[keys][${name}]: is not a valid key`);
  return key;
}

function checkEndpoint(endpoint: string): string {
  let url: URL | null = null;
  try {
    url = new URL(endpoint.trim());
  } catch {
    // refused below
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password || endpoint.length > 2048)
    throw new UnprocessableError('subscription[endpoint]: is not a valid URL');
  return url.href;
}

/** The caller's token: a subscription belongs to one OAuth access token. */
function tokenOf(auth: AuthInfo): number {
  if (!auth.tokenId || !auth.user) throw new ForbiddenError('Web Push subscriptions need an OAuth access token');
  return auth.tokenId;
}

/** Subscribes the caller's token (replacing the subscription it had), as Pleroma does. */
export async function subscribe(
  em: EntityManager,
  box: SecretBox,
  auth: AuthInfo,
  input: PushSubscriptionInput,
): Promise<PushSubscription> {
  const tokenId = tokenOf(auth);
  const row = {
    endpoint: checkEndpoint(input.endpoint),
    keyP256dh: base64url(input.p256dh, 'p256dh', 65),
    keyAuth: base64url(input.auth, 'auth', 16),
    alerts: parseAlerts(input.alerts),
    policy: input.policy ?? 'all',
    accessTokenSealed: box.seal(auth.accessToken ?? ''),
  };
  await em.nativeDelete(PushSubscription, { token: tokenId });
  const subscription = em.create(PushSubscription, { ...row, user: auth.user!, token: tokenId });
  await em.flush();
  return subscription;
}

/** The caller's token's subscription; 404 when it has none. */
export async function ownPushSubscription(em: EntityManager, auth: AuthInfo): Promise<PushSubscription> {
  const subscription = await em.findOne(PushSubscription, { token: tokenOf(auth) });
  if (!subscription) throw new NotFoundError(NOT_FOUND);
  return subscription;
}

/** New alerts (they replace the old ones, as Pleroma replaces them) and, if given, a new policy. */
export async function updatePushSubscription(
  em: EntityManager,
  auth: AuthInfo,
  changes: { alerts?: Record<string, unknown> | null; policy?: PushPolicy | null },
): Promise<PushSubscription> {
  const subscription = await ownPushSubscription(em, auth);
  if (changes.alerts) subscription.alerts = parseAlerts(changes.alerts);
  if (changes.policy) subscription.policy = changes.policy;
  await em.flush();
  return subscription;
}

/** Ends the caller's token's subscription; answers its id. */
export async function unsubscribe(em: EntityManager, auth: AuthInfo): Promise<number> {
  const subscription = await ownPushSubscription(em, auth);
  await em.removeAndFlush(subscription);
  return subscription.id;
}
