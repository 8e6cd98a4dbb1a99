import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { Announcement as AnnouncementEntity } from '../../src/entities/index.js';
import {
  adminAnnouncement,
  adminAnnouncements,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from '../../src/announcements/announcement.service.js';
import { Announcement } from '../../schema/announcement.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';
import { ID_ARG } from '../announcement.resolver.js';

export const adminAnnouncementRules = {
  Query: {
    adminAnnouncements: isAdmin('read'),
    adminAnnouncement: isAdmin('read'),
  },
  Mutation: {
    adminCreateAnnouncement: isAdmin('write'),
    adminUpdateAnnouncement: isAdmin('write'),
    adminDeleteAnnouncement: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver(() => Announcement)
export class AdminAnnouncementResolver {
  @Query(() => [Announcement], { description: 'Every announcement, oldest first (admins).' })
  adminAnnouncements(
    @Ctx() ctx: Context,
    @Arg('offset', () => Int, { nullable: true, description: 'How many to skip (default 0).' }) offset?: number,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 100, default 20).' }) limit?: number,
  ): Promise<AnnouncementEntity[]> {
    return adminAnnouncements(ctx.em, { offset, limit });
  }

  @Query(() => Announcement, { description: 'One announcement, shown or not (admins); NOT_FOUND otherwise.' })
  adminAnnouncement(@Ctx() ctx: Context, @Arg('id', () => ID, ID_ARG) id: string): Promise<AnnouncementEntity> {
    return adminAnnouncement(ctx.em, id);
  }

  @Mutation(() => Announcement, { description: 'Publishes an announcement (admins).' })
  adminCreateAnnouncement(
    @Ctx() ctx: Context,
    @Arg('content', () => String, { nullable: true, description: 'The text (plain text, not blank).' })
    content?: string,
    @Arg('startsAt', () => String, { nullable: true, description: 'When it starts being shown (ISO 8601).' })
    startsAt?: string | null,
    @Arg('endsAt', () => String, { nullable: true, description: 'When it stops being shown (ISO 8601).' })
    endsAt?: string | null,
    @Arg('allDay', () => Boolean, { nullable: true, description: 'The dates are whole days (default false).' })
    allDay?: boolean,
  ): Promise<AnnouncementEntity> {
    return createAnnouncement(ctx.em, { content, startsAt, endsAt, allDay });
  }

  @Mutation(() => Announcement, { description: 'Changes the given fields of an announcement; a null date clears it.' })
  adminUpdateAnnouncement(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('content', () => String, { nullable: true, description: 'The text (plain text, not blank).' })
    content?: string,
    @Arg('startsAt', () => String, { nullable: true, description: 'When it starts being shown (ISO 8601).' })
    startsAt?: string | null,
    @Arg('endsAt', () => String, { nullable: true, description: 'When it stops being shown (ISO 8601).' })
    endsAt?: string | null,
    @Arg('allDay', () => Boolean, { nullable: true, description: 'The dates are whole days.' })
    allDay?: boolean,
  ): Promise<AnnouncementEntity> {
    return updateAnnouncement(ctx.em, id, { content, startsAt, endsAt, allDay });
  }

  @Mutation(() => ID, { description: 'Deletes an announcement; its id.' })
  adminDeleteAnnouncement(@Ctx() ctx: Context, @Arg('id', () => ID, ID_ARG) id: string): Promise<number> {
    return deleteAnnouncement(ctx.em, id);
  }
}
