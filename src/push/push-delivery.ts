import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import { avatarUrl } from '../accounts/account.presenter.js';
import type { AppConfig } from '../config.js';
import { Follow, Notification, PushSubscription, type User } from '../entities/index.js';
import { RemoteFetchError, remoteFetch } from '../federation/remote-fetch.js';
import type { AppDeps } from '../graphql/context.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { getSettings } from '../settings/settings.service.js';
import { htmlToText } from '../statuses/status-content.js';
import { vapidKeys } from './vapid-keys.js';

export const WEB_PUSH_JOB = 'web_push';

/** How long a push service keeps a message for an offline device (Mastodon's 48 hours). */
const TTL_SECONDS = 48 * 3600;
/** A body is cut to this many characters (Pleroma's). */
const BODY_CHARS = 140;

/**
 * Queues one delivery per subscription of the notified user that asks for this type (the policy is checked
 * when it is sent). Called once the notification is saved; the job queue retries a failed delivery.
 */
export async function enqueuePushes(em: EntityManager, notification: Notification): Promise<void> {
  const subscriptions = await em.find(PushSubscription, { user: notification.user.id }, { fields: ['id', 'alerts'] });
  const wanted = subscriptions.filter((s) => s.alerts[notification.type] === true);
  if (!wanted.length) return;
  for (const s of wanted) enqueueJob(em, WEB_PUSH_JOB, { notificationId: notification.id, subscriptionId: s.id });
  await em.flush();
}

/** Whether the policy lets a notification from `from` reach `user` (Mastodon's `data[policy]`). */
async function policyAllows(em: EntityManager, s: PushSubscription, user: number, from: number): Promise<boolean> {
  switch (s.policy) {
    case 'none':
      return false;
    case 'followed':
      return (await em.count(Follow, { follower: user, following: from, state: 'accepted' })) > 0;
    case 'follower':
      return (await em.count(Follow, { follower: from, following: user, state: 'accepted' })) > 0;
    default:
      return true;
  }
}

const cut = (text: string) => (text.length > BODY_CHARS ? `${text.slice(0, BODY_CHARS - 1)}…` : text);

/** Pleroma's titles. */
function titleOf(n: Notification): string {
  if (n.type === 'mention' && n.status?.getEntity().visibility === 'direct') return 'New Direct Message';
  const titles: Record<string, string> = {
    mention: 'New Mention',
    status: 'New Status',
    follow: 'New Follower',
    follow_request: 'New Follow Request',
    reblog: 'New Repeat',
    favourite: 'New Favorite',
    'pleroma:chat_mention': 'New Chat Message',
    'pleroma:emoji_reaction': 'New Reaction',
    poll: 'Poll Results',
  };
  return titles[n.type] ?? 'New Notification';
}

/** Pleroma's bodies: who did what, with the status's text cut to 140 characters. */
function bodyOf(n: Notification, from: User): string {
  const who = `@${from.nickname}`;
  const text = cut(n.status ? htmlToText(n.status.getEntity().content) : '');
  switch (n.type) {
    case 'follow':
      return `${who} has followed you`;
    case 'follow_request':
      return `${who} has requested to follow you`;
    case 'favourite':
      return `${who} has favorited your post`;
    case 'reblog':
      return `${who} repeated: ${text}`;
    case 'pleroma:emoji_reaction':
      return `${who} reacted with ${n.emoji ?? ''}`;
    case 'pleroma:chat_mention':
      return `${who}: ${cut(n.chatMessage?.getEntity().content ?? '(Attachment)')}`;
    case 'poll':
      return text;
    default:
      return `${who}: ${text}`;
  }
}

const describe = (err: unknown) =>
  err instanceof RemoteFetchError ? `${err.reason}${err.status ? ` ${err.status}` : ''}` : 'error';

/** The VAPID `sub` claim: the instance's contact address, else its https URL. */
async function vapidSubject(em: EntityManager, config: AppConfig): Promise<string> {
  const { email } = await getSettings(em, 'instance');
  if (email) return `mailto:${email}`;
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:admin@${url.hostname}`;
}

/**
 * The delivery job: Mastodon's payload (`access_token`, `preferred_locale`, `notification_id`,
 * `notification_type`, `icon`, `title`, `body`), encrypted for the subscription (RFC 8291, aes128gcm) and signed
 * with the instance's VAPID key (RFC 8292), POSTed through the outbound guard. An endpoint that answers 404 or 410
 * (or that the guard refuses) ends the subscription; other failures throw, and the queue tries again later.
 */
export function deliverWebPush(deps: AppDeps): JobHandler {
  return async (em, job) => {
    const { notificationId, subscriptionId } = job.payload as { notificationId: number; subscriptionId: number };
    const subscription = await em.findOne(PushSubscription, subscriptionId);
    const n = await em.findOne(Notification, notificationId, {
      populate: ['fromAccount', 'status', 'chatMessage'],
    });
    if (!subscription || !n || !(await policyAllows(em, subscription, n.user.id, n.fromAccount.id))) return;
    const from = n.fromAccount.getEntity();
    const payload = JSON.stringify({
      access_token: deps.box.open(subscription.accessTokenSealed),
      preferred_locale: 'en',
      notification_id: String(n.id),
      notification_type: n.type,
      icon: avatarUrl(deps.config, from),
      title: titleOf(n),
      body: bodyOf(n, from),
    });
    const keys = await vapidKeys(em, deps.box);
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.keyP256dh, auth: subscription.keyAuth } },
      payload,
      {
        vapidDetails: { subject: await vapidSubject(em, deps.config), ...keys },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      await remoteFetch(request.endpoint, {
        post: request.body ?? undefined,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        maxRedirects: 0,
        maxBytes: 64 * 1024,
        allowPrivateAddresses: deps.config.allowPrivateAddresses,
      });
    } catch (err) {
      const gone =
        err instanceof RemoteFetchError &&
        ((err.reason === 'bad_status' && (err.status === 404 || err.status === 410)) ||
          err.reason === 'blocked_address' ||
          err.reason === 'bad_url');
      // The endpoint URL is a capability: neither it nor a message naming it goes to the log (nor, as a cause,
      // the original error).
      // eslint-disable-next-line preserve-caught-error
      if (!gone) throw new Error(`push delivery failed: ${describe(err)}`);
      deps.logger.info({ subscriptionId, reason: describe(err) }, 'push subscription ended by its endpoint');
      await em.nativeDelete(PushSubscription, subscriptionId);
    }
  };
}
