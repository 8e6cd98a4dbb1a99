import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import { getOwnCopyOfMessage } from '../src/chats/chat.service.js';
import { getReport } from '../src/reports/report.service.js';
import { ChatMessage } from '../schema/chat.types.js';
import { Report } from '../schema/report.types.js';
import { getConversation } from '../src/conversations/conversation.service.js';
import type { Context } from '../src/graphql/context.js';
import type {
  ChatMessageRef,
  ConversationParticipation,
  Report as ReportEntity,
  Notification as NotificationEntity,
  Status as StatusEntity,
} from '../src/entities/index.js';
import { BadInputError } from '../src/core/errors.js';
import { getNotification } from '../src/notifications/notification.service.js';
import { getVisibleStatus } from '../src/statuses/status.service.js';
import type { StreamSpec } from '../src/streaming/streams.js';
import { subscriptionOf } from '../src/streaming/subscriptions.js';
import { Conversation } from '../schema/conversation.types.js';
import { Notification } from '../schema/notification.types.js';
import { Status } from '../schema/status.types.js';
import { StreamTimeline } from '../schema/subscription.types.js';
import { and } from 'graphql-shield';
import { hasScope, hasScopeWhenAuthenticated, isAdmin, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const subscriptionRules = {
  Subscription: {
    notificationAdded: and(isAuthenticated, hasScope('read:notifications')),
    statusAdded: hasScopeWhenAuthenticated('read:statuses'),
    conversationUpdated: and(isAuthenticated, hasScope('read:statuses')),
    chatMessageAdded: and(isAuthenticated, hasScope('read:chats')),
    adminReportOpened: isAdmin('read'),
  },
} satisfies RuleMap;

const TIMELINE_STREAMS: Record<StreamTimeline, StreamSpec['name']> = {
  [StreamTimeline.HOME]: 'user',
  [StreamTimeline.PUBLIC]: 'public',
  [StreamTimeline.LOCAL]: 'public:local',
  [StreamTimeline.TAG]: 'hashtag',
};

/** Realtime over graphql-ws: the events of the streaming API, each rendered for the subscriber. */
@Resolver()
export class SubscriptionResolver {
  @Subscription(() => Notification, {
    description: 'Each new notification of the viewer (not those from accounts they block or mute).',
    subscribe: ({ context }) =>
      subscriptionOf(
        context as Context,
        { streams: [{ name: 'user:notification' }], events: ['notification.created'], needsUser: true },
        (ctx, e) =>
          e.type === 'notification.created' ? getNotification(ctx.em, ctx.auth.user!, String(e.notificationId)) : null,
      ),
  })
  notificationAdded(@Root() notification: NotificationEntity): NotificationEntity {
    return notification;
  }

  @Subscription(() => Status, {
    description: 'Each new status of a timeline that the viewer may see (home needs a user; tag needs `tag`).',
    subscribe: ({ context, args }) => {
      const ctx = context as Context;
      const timeline = args.timeline as StreamTimeline;
      const tag = typeof args.tag === 'string' ? args.tag.trim().replace(/^#/, '').toLowerCase() : '';
      if (timeline === StreamTimeline.TAG && !tag) throw new BadInputError('tag: is required for the tag timeline');
      const spec: StreamSpec = {
        name: TIMELINE_STREAMS[timeline],
        ...(timeline === StreamTimeline.TAG ? { tag } : {}),
      };
      return subscriptionOf(
        ctx,
        { streams: [spec], events: ['status.created'], needsUser: timeline === StreamTimeline.HOME },
        (c, e) => (e.type === 'status.created' ? getVisibleStatus(c.em, c.auth.user, e.statusId) : null),
      );
    },
  })
  statusAdded(
    @Root() status: StatusEntity,
    @Arg('timeline', () => StreamTimeline, { description: 'The timeline to follow.' }) _timeline: StreamTimeline,
    @Arg('tag', () => String, { nullable: true, description: 'For the hashtag timeline: the hashtag.' }) _tag?: string,
  ): StatusEntity {
    return status;
  }

  @Subscription(() => Conversation, {
    description: "Each change of one of the viewer's direct conversations (a new direct status in it).",
    subscribe: ({ context }) =>
      subscriptionOf(
        context as Context,
        { streams: [{ name: 'direct' }], events: ['conversation.updated'], needsUser: true },
        (ctx, e) =>
          e.type === 'conversation.updated' ? getConversation(ctx.em, ctx.auth.user!, String(e.participationId)) : null,
      ),
  })
  conversationUpdated(@Root() conversation: ConversationParticipation): ConversationParticipation {
    return conversation;
  }

  @Subscription(() => ChatMessage, {
    description: "Each new chat message sent or received by the viewer (the viewer's copy).",
    subscribe: ({ context }) =>
      subscriptionOf(
        context as Context,
        { streams: [{ name: 'user:pleroma_chat' }], events: ['chat_message.created'], needsUser: true },
        (ctx, e) =>
          e.type === 'chat_message.created' ? getOwnCopyOfMessage(ctx.em, ctx.auth.user!, e.chatMessageId) : null,
      ),
  })
  chatMessageAdded(@Root() message: ChatMessageRef): ChatMessageRef {
    return message;
  }

  @Subscription(() => Report, {
    description: 'Admins: each report opened.',
    subscribe: ({ context }) =>
      subscriptionOf(
        context as Context,
        { streams: [{ name: 'admin:report' }], events: ['report.opened'], needsUser: true },
        (ctx, e) => (e.type === 'report.opened' ? getReport(ctx.em, e.reportId) : null),
      ),
  })
  adminReportOpened(@Root() report: ReportEntity): ReportEntity {
    return report;
  }
}
