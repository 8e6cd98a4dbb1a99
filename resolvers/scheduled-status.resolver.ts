import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { MediaAttachment, ScheduledStatus as ScheduledStatusEntity } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import {
  cancelScheduledStatus,
  ownScheduledStatus,
  rescheduleStatus,
  scheduledMedia,
  scheduledStatusesPage,
  scheduleStatus,
} from '../src/statuses/scheduled-status.service.js';
import { MediaAttachment as MediaAttachmentType } from '../schema/media.types.js';
import { PageArgs } from '../schema/page.types.js';
import { ScheduledStatus, ScheduledStatusPage, ScheduledStatusParams } from '../schema/scheduled-status.types.js';
import { NewStatusArgs } from '../schema/status.types.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const scheduledStatusRules = {
  Query: {
    scheduledStatuses: and(isAuthenticated, hasScope('read:statuses')),
    scheduledStatus: and(isAuthenticated, hasScope('read:statuses')),
  },
  Mutation: {
    scheduleStatus: and(isAuthenticated, hasScope('write:statuses')),
    rescheduleStatus: and(isAuthenticated, hasScope('write:statuses')),
    cancelScheduledStatus: and(isAuthenticated, hasScope('write:statuses')),
  },
} satisfies RuleMap;

@Resolver(() => ScheduledStatus)
export class ScheduledStatusResolver {
  @Query(() => ScheduledStatusPage, { description: "The caller's scheduled statuses, newest first." })
  scheduledStatuses(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<ScheduledStatusEntity>> {
    return scheduledStatusesPage(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => ScheduledStatus, { description: "One of the caller's scheduled statuses; NOT_FOUND otherwise." })
  scheduledStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The scheduled status id.' }) id: string,
  ): Promise<ScheduledStatusEntity> {
    return ownScheduledStatus(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => ScheduledStatus, {
    description:
      'Schedules a status, checked now as createStatus checks one, at least 5 minutes ahead (UNPROCESSABLE otherwise); it is posted at that time.',
  })
  scheduleStatus(
    @Ctx() ctx: Context,
    @Args() args: NewStatusArgs,
    @Arg('scheduledAt', () => Date, { description: 'When to post it.' }) scheduledAt: Date,
  ): Promise<ScheduledStatusEntity> {
    return scheduleStatus(ctx.em, ctx.auth.user!, ctx.auth.app, args, scheduledAt);
  }

  @Mutation(() => ScheduledStatus, { description: 'Moves one of the caller’s scheduled statuses to another time.' })
  rescheduleStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The scheduled status id.' }) id: string,
    @Arg('scheduledAt', () => Date, { description: 'The new time, at least 5 minutes ahead.' }) scheduledAt: Date,
  ): Promise<ScheduledStatusEntity> {
    return rescheduleStatus(ctx.em, ctx.auth.user!, id, scheduledAt);
  }

  @Mutation(() => ScheduledStatus, {
    description: 'Cancels one of the caller’s scheduled statuses; answers it as it was (its id included).',
  })
  cancelScheduledStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The scheduled status id.' }) id: string,
  ): Promise<ScheduledStatusEntity> {
    return cancelScheduledStatus(ctx.em, ctx.auth.user!, id);
  }

  @FieldResolver(() => ScheduledStatusParams, { description: 'What it will be posted with.' })
  params(@Root() row: ScheduledStatusEntity): ScheduledStatusParams {
    const p = row.params;
    return {
      text: p.status ?? null,
      visibility: p.visibility ?? null,
      sensitive: p.sensitive ?? null,
      spoilerText: p.spoilerText ?? null,
      inReplyToId: p.inReplyToId ?? null,
      mediaIds: p.mediaIds ?? null,
      language: p.language ?? null,
      poll: p.poll
        ? {
            options: p.poll.options ?? [],
            expiresIn: p.poll.expiresIn ?? 0,
            multiple: p.poll.multiple ?? null,
            hideTotals: p.poll.hideTotals ?? null,
          }
        : null,
      applicationId: row.application?.id ?? null,
    };
  }

  @FieldResolver(() => [MediaAttachmentType], { description: 'The uploads it will carry, in order.' })
  mediaAttachments(@Root() row: ScheduledStatusEntity, @Ctx() ctx: Context): Promise<MediaAttachment[]> {
    return scheduledMedia(ctx.em, row);
  }
}
