import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type {
  ChatMessageRef,
  Notification as NotificationEntity,
  Report as ReportEntity,
  Status as StatusEntity,
  User,
} from '../src/entities/index.js';
import {
  clearNotifications,
  dismissNotification,
  getNotification,
  listNotifications,
  markNotificationsRead,
  notificationPartsOf,
} from '../src/notifications/notification.service.js';
import type { Page } from '../src/core/pagination.js';
import { Account } from '../schema/account.types.js';
import { ChatMessage } from '../schema/chat.types.js';
import {
  ClearNotificationsPayload,
  Notification,
  NotificationPage,
  NotificationType,
} from '../schema/notification.types.js';
import { PageArgs } from '../schema/page.types.js';
import { Report } from '../schema/report.types.js';
import { Status } from '../schema/status.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const notificationRules = {
  Query: {
    notifications: and(isAuthenticated, hasScope('read:notifications')),
    notification: and(isAuthenticated, hasScope('read:notifications')),
  },
  Mutation: {
    dismissNotification: and(isAuthenticated, hasScope('write:notifications')),
    clearNotifications: and(isAuthenticated, hasScope('write:notifications')),
    markNotificationsRead: and(isAuthenticated, hasScope('write:notifications')),
  },
} satisfies RuleMap;

@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => NotificationPage, { description: "The viewer's notifications, newest first." })
  notifications(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('types', () => [NotificationType], { nullable: true, description: 'Only these types.' }) types?: string[],
    @Arg('excludeTypes', () => [NotificationType], {
      nullable: true,
      description: 'Leave these notification types out.',
    })
    excludeTypes?: string[],
    @Arg('accountId', () => ID, { nullable: true, description: 'Only those caused by this account.' })
    accountId?: string,
    @Arg('withMuted', () => Boolean, {
      nullable: true,
      description: 'Also those from accounts whose notifications are muted.',
    })
    withMuted?: boolean,
  ): Promise<Page<NotificationEntity>> {
    return listNotifications(ctx.em, ctx.auth.caller!, { types, excludeTypes, accountId, withMuted }, page);
  }

  @Query(() => Notification, { description: "One of the caller's notifications." })
  notification(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The notification id.' }) id: string,
  ): Promise<NotificationEntity> {
    return getNotification(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => ID, { description: 'Deletes one notification; returns its id.' })
  async dismissNotification(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The notification id.' }) id: string,
  ): Promise<string> {
    await dismissNotification(ctx.em, ctx.auth.user!, id);
    return id;
  }

  @Mutation(() => ClearNotificationsPayload, {
    description: 'Deletes every notification of the viewer; answers the ids deleted.',
  })
  async clearNotifications(@Ctx() ctx: Context): Promise<ClearNotificationsPayload> {
    const ids = await clearNotifications(ctx.em, ctx.auth.user!);
    return { clearedIds: ids.map(String), clearedCount: ids.length };
  }

  @Mutation(() => [Notification], {
    description: 'Marks one notification (id) or all up to maxId as seen; returns those (at most 80).',
  })
  markNotificationsRead(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'One notification to mark read.' }) id?: string,
    @Arg('maxId', () => ID, { nullable: true, description: 'Mark read every notification up to this id.' })
    maxId?: string,
  ): Promise<NotificationEntity[]> {
    return markNotificationsRead(ctx.em, ctx.auth.user!, { id, maxId });
  }

  @FieldResolver(() => Account, { description: 'The account that caused it.' })
  async account(@Root() n: NotificationEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(n.fromAccount.id))!;
  }

  @FieldResolver(() => Status, {
    nullable: true,
    description: 'The status it is about, if any (and visible to the caller).',
  })
  status(@Root() n: NotificationEntity, @Ctx() ctx: Context): Promise<StatusEntity | null> | StatusEntity | null {
    const read = notificationPartsOf(n);
    if (read) return read.status;
    return n.status ? ctx.loaders.visibleStatusById.load(n.status.id) : null;
  }

  @FieldResolver(() => ChatMessage, {
    nullable: true,
    description: "The message of a pleroma:chat_mention, as the viewer's chat shows it.",
  })
  async chatMessage(@Root() n: NotificationEntity, @Ctx() ctx: Context): Promise<ChatMessageRef | null> {
    return n.chatMessage ? ((await ctx.loaders.viewerChatMessageRef.load(n.chatMessage.id))[0] ?? null) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller has read it.' })
  isSeen(@Root() n: NotificationEntity): boolean {
    return n.seen;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer mutes the account that caused it.' })
  isMuted(@Root() n: NotificationEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return notificationPartsOf(n)?.fromMuted ?? ctx.loaders.mutedByViewer.load(n.fromAccount.id);
  }

  @FieldResolver(() => Report, {
    nullable: true,
    description: 'The report of a pleroma:report notification (shown to admins and moderators).',
  })
  report(@Root() n: NotificationEntity, @Ctx() ctx: Context): Promise<ReportEntity | null> | null {
    const viewer = ctx.auth.caller;
    return n.report && (viewer?.isAdmin || viewer?.isModerator) ? ctx.loaders.reportById.load(n.report.id) : null;
  }
}
