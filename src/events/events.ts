import type { Visibility } from '../entities/index.js';

/**
 * What the social core tells the rest of the system, after the change is committed. Events carry ids (and
 * what a receiver needs to route a status that no longer exists), never entities: every receiver loads and
 * renders what it may see itself.
 */
export type SocialEvent =
  | {
      type: 'status.created' | 'status.updated';
      statusId: number;
      accountId: number;
      visibility: Visibility;
      /** Whether it may go to another server, when its insert read it (`mayFederateSql`); the outbox asks otherwise. */
      federates?: boolean;
    }
  | {
      type: 'status.deleted';
      statusId: number;
      accountId: number;
      visibility: Visibility;
      /** Who could see it besides the author's followers, and its tags: the row is gone when receivers route it. */
      recipientIds: number[];
      tags: string[];
      local: boolean;
      reblogOfId: number | null;
    }
  | { type: 'notification.created'; notificationId: number; userId: number; accountId: number }
  | { type: 'conversation.updated'; participationId: number; userId: number }
  | { type: 'chat_message.created'; chatMessageId: number; senderId: number; recipientId: number }
  /** `remote`: the status is another server's (federation tells its author; nobody else is told). */
  | { type: 'emoji_reaction.added'; statusId: number; accountId: number; emoji: string; remote: boolean }
  | { type: 'report.opened'; reportId: number; accountId: number; targetAccountId: number }
  /** The user's credentials changed (a token revoked, the password changed): open sockets check theirs again. */
  | { type: 'credentials.changed'; userId: number }
  /** An OAuth app was edited or deleted, or one of its tokens revoked: cached tokens of the app are dropped. */
  | { type: 'oauth_app.changed'; appId: number }
  /** Stored settings changed: every instance reloads its cache of them (src/settings/config-events.ts). */
  | { type: 'config.changed' }
  /** An admin restarted the application: every instance reloads and applies the build-time settings too. */
  | { type: 'config.restarted' }
  /** An admin added, changed or deleted an instance rule: cached instance replies are dropped. */
  | { type: 'instance_rules.changed' }
  /** An admin deleted a chat message: both parties' streams are told. */
  | {
      type: 'chat_message.deleted';
      chatMessageId: number;
      senderId: number;
      recipientId: number;
      senderChatId: number | null;
      recipientChatId: number | null;
    }
  /** Emoji packs changed (or an admin asked for a reload): every instance reads the emoji folder again. */
  | { type: 'emoji.changed' }
  /** An admin purged media proxy URLs: every instance drops its cached copies (src/media-proxy/). */
  | { type: 'media_proxy.purged'; urls: string[] }
  /** A follow began (`accepted`) or was requested (`pending`); `follow.accepted` when a request is granted. */
  | { type: 'follow.created'; followerId: number; followingId: number; state: 'accepted' | 'pending' }
  | { type: 'follow.accepted'; followerId: number; followingId: number }
  /** A follow or follow request ended: withdrawn by the follower, or `rejected` by the account followed. */
  | { type: 'follow.removed'; followerId: number; followingId: number; rejected: boolean }
  | { type: 'block.created'; blockerId: number; blockedId: number }
  /** A favourite given or taken back (federation sends a Like or its Undo). */
  | { type: 'favourite.added' | 'favourite.removed'; statusId: number; accountId: number; remote: boolean }
  /** A reaction taken back (federation sends the Undo of its EmojiReact). */
  | { type: 'emoji_reaction.removed'; statusId: number; accountId: number; emoji: string; remote: boolean }
  /** A local account changed its profile (federation sends an Update of its actor to its followers). */
  | { type: 'account.updated'; accountId: number }
  /** A local account moved to another (federation sends a Move to its followers). */
  | { type: 'account.moved'; accountId: number; targetId: number };

export type SocialEventType = SocialEvent['type'];
export type EventOf<T extends SocialEventType> = Extract<SocialEvent, { type: T }>;

const TYPES: ReadonlySet<string> = new Set<SocialEventType>([
  'status.created',
  'status.updated',
  'status.deleted',
  'notification.created',
  'conversation.updated',
  'chat_message.created',
  'emoji_reaction.added',
  'report.opened',
  'credentials.changed',
  'oauth_app.changed',
  'config.changed',
  'config.restarted',
  'instance_rules.changed',
  'chat_message.deleted',
  'emoji.changed',
  'media_proxy.purged',
  'follow.created',
  'follow.accepted',
  'follow.removed',
  'block.created',
  'favourite.added',
  'favourite.removed',
  'emoji_reaction.removed',
  'account.updated',
  'account.moved',
]);

/** An event read from outside the process (Redis), or null when it is not one. */
export function parseEvent(text: string): SocialEvent | null {
  try {
    const value = JSON.parse(text) as { type?: unknown };
    return value && typeof value === 'object' && typeof value.type === 'string' && TYPES.has(value.type)
      ? (value as SocialEvent)
      : null;
  } catch {
    return null;
  }
}
