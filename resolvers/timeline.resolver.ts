import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { bookmarks } from '../src/bookmarks/bookmark.service.js';
import type { Context } from '../src/graphql/context.js';
import type { Status } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import {
  accountFavourites,
  favourites,
  accountStatuses,
  homeTimeline,
  publicTimeline,
  tagTimeline,
} from '../src/statuses/timeline.service.js';
import { PageArgs } from '../schema/page.types.js';
import { StatusPage, TimelineArgs } from '../schema/status.types.js';
import { and } from 'graphql-shield';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const timelineRules = {
  Query: {
    publicTimeline: hasScopeWhenAuthenticated('read:statuses'),
    tagTimeline: hasScopeWhenAuthenticated('read:statuses'),
    accountStatuses: hasScopeWhenAuthenticated('read:statuses'),
    homeTimeline: and(isAuthenticated, hasScope('read:statuses')),
    bookmarks: and(isAuthenticated, hasScope('read:bookmarks')),
    favourites: and(isAuthenticated, hasScope('read:favourites')),
    accountFavourites: hasScopeWhenAuthenticated('read:favourites'),
  },
} satisfies RuleMap;

@Resolver()
export class TimelineResolver {
  @Query(() => StatusPage, {
    description: "The viewer's own statuses, those of accounts they follow and those addressed to them.",
  })
  homeTimeline(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Args(() => TimelineArgs) filters: TimelineArgs,
  ): Promise<Page<Status>> {
    return homeTimeline(ctx.em, ctx.auth.caller!, page, filters);
  }

  @Query(() => StatusPage, {
    description: 'The statuses the viewer bookmarked (and may still see), newest bookmark first; cursor: the bookmark.',
  })
  bookmarks(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<Status>> {
    return bookmarks(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => StatusPage, {
    description:
      'The statuses the viewer favourited (and may still see), newest favourite first; cursor: the favourite.',
  })
  favourites(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<Status>> {
    return favourites(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => StatusPage, { description: 'Public statuses (reblogs aside).' })
  publicTimeline(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Args(() => TimelineArgs) filters: TimelineArgs,
  ): Promise<Page<Status>> {
    return publicTimeline(ctx.em, ctx.auth.caller, page, filters);
  }

  @Query(() => StatusPage, { description: 'Public statuses with a hashtag; `any`, `all` and `none` refine it.' })
  tagTimeline(
    @Ctx() ctx: Context,
    @Arg('hashtag', { description: 'The hashtag, without #.' }) hashtag: string,
    @Args(() => PageArgs) page: PageArgs,
    @Args(() => TimelineArgs) filters: TimelineArgs,
    @Arg('any', () => [String], { nullable: true, description: 'Or any of these hashtags.' }) any?: string[],
    @Arg('all', () => [String], { nullable: true, description: 'Also require every one of these hashtags.' })
    all?: string[],
    @Arg('none', () => [String], { nullable: true, description: 'But none of these hashtags.' }) none?: string[],
  ): Promise<Page<Status>> {
    return tagTimeline(ctx.em, ctx.auth.user, hashtag, page, { ...filters, any, all, none });
  }

  @Query(() => StatusPage, { description: "An account's statuses as the viewer may see them." })
  accountStatuses(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account whose statuses are listed.' }) accountId: string,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('excludeReplies', () => Boolean, { nullable: true, description: "Leave out replies to others' threads." })
    excludeReplies?: boolean,
    @Arg('excludeReblogs', () => Boolean, { nullable: true, description: 'Leave reblogs out.' })
    excludeReblogs?: boolean,
    @Arg('onlyMedia', () => Boolean, { nullable: true, description: 'Only statuses with media.' }) onlyMedia?: boolean,
    @Arg('pinned', () => Boolean, { nullable: true, description: 'Pinned statuses only.' }) pinned?: boolean,
    @Arg('tagged', () => String, { nullable: true, description: 'Only statuses with this hashtag.' }) tagged?: string,
  ): Promise<Page<Status>> {
    return accountStatuses(ctx.em, ctx.auth.user, accountId, page, {
      excludeReplies,
      excludeReblogs,
      onlyMedia,
      pinned,
      tagged,
    });
  }

  @Query(() => StatusPage, {
    description:
      'The statuses an account favourited, as the caller may see them; FORBIDDEN while the account hides them.',
  })
  accountFavourites(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account whose favourites are listed.' }) accountId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<Status>> {
    return accountFavourites(ctx.em, ctx.auth.user, accountId, page);
  }
}
