import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { Announcement as AnnouncementEntity } from '../../src/entities/index.js';
import {
  adminAnnouncement,
  adminAnnouncements,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from '../../src/announcements/announcement.service.js';
import { Announcement, AnnouncementFieldsArgs, AnnouncementPage } from '../../schema/announcement.types.js';
import { PageArgs } from '../../schema/page.types.js';
import type { Page } from '../../src/core/pagination.js';
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
  @Query(() => AnnouncementPage, {
    description: 'Every announcement, oldest first (admins; pages of 1 to 100, default 20).',
  })
  adminAnnouncements(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<AnnouncementEntity>> {
    return adminAnnouncements(ctx.em, page);
  }

  @Query(() => Announcement, { description: 'One announcement, shown or not (admins); NOT_FOUND otherwise.' })
  adminAnnouncement(@Ctx() ctx: Context, @Arg('id', () => ID, ID_ARG) id: string): Promise<AnnouncementEntity> {
    return adminAnnouncement(ctx.em, id);
  }

  @Mutation(() => Announcement, { description: 'Publishes an announcement (admins).' })
  adminCreateAnnouncement(
    @Ctx() ctx: Context,
    @Args(() => AnnouncementFieldsArgs) fields: AnnouncementFieldsArgs,
  ): Promise<AnnouncementEntity> {
    return createAnnouncement(ctx.em, fields);
  }

  @Mutation(() => Announcement, { description: 'Changes the given fields of an announcement; a null date clears it.' })
  adminUpdateAnnouncement(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Args(() => AnnouncementFieldsArgs) fields: AnnouncementFieldsArgs,
  ): Promise<AnnouncementEntity> {
    return updateAnnouncement(ctx.em, id, fields);
  }

  @Mutation(() => ID, { description: 'Deletes an announcement; its id.' })
  adminDeleteAnnouncement(@Ctx() ctx: Context, @Arg('id', () => ID, ID_ARG) id: string): Promise<number> {
    return deleteAnnouncement(ctx.em, id);
  }
}
