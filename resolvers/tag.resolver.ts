import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { Page } from '../src/core/pagination.js';
import {
  findTag,
  followedTagsPage,
  followTag,
  unfollowTag,
  type TagData,
} from '../src/statuses/followed-tags.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { PageArgs } from '../schema/page.types.js';
import { Tag, TagPage } from '../schema/tag.types.js';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const tagRules = {
  Query: {
    tag: hasScopeWhenAuthenticated('read:statuses'),
    followedTags: and(isAuthenticated, hasScope('read:follows')),
  },
  Mutation: {
    followTag: and(isAuthenticated, hasScope('write:follows')),
    unfollowTag: and(isAuthenticated, hasScope('write:follows')),
  },
} satisfies RuleMap;

const withUrl = (ctx: Context, t: TagData): Tag => ({ ...t, url: tagUrl(ctx.deps.config.publicUrl, t.name) });

@Resolver(() => Tag)
export class TagResolver {
  @Query(() => Tag, { description: 'A hashtag some status used (NOT_FOUND otherwise), with `following`.' })
  async tag(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The hashtag, with or without "#", any case.' }) name: string,
  ): Promise<Tag> {
    return withUrl(ctx, await findTag(ctx.em, ctx.auth.user, name));
  }

  @Query(() => TagPage, { description: 'The hashtags the caller follows, newest follow first.' })
  async followedTags(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<Tag>> {
    const found = await followedTagsPage(ctx.em, ctx.auth.user!, page);
    return { ...found, items: found.items.map((t) => withUrl(ctx, t)) };
  }

  @Mutation(() => Tag, {
    description: 'Follows a hashtag: its public statuses reach the home timeline and stream. Idempotent.',
  })
  async followTag(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The hashtag, with or without "#", any case.' }) name: string,
  ): Promise<Tag> {
    return withUrl(ctx, await followTag(ctx.em, ctx.auth.user!, name));
  }

  @Mutation(() => Tag, { description: 'Unfollows a hashtag (no error when it was not followed).' })
  async unfollowTag(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The hashtag, with or without "#", any case.' }) name: string,
  ): Promise<Tag> {
    return withUrl(ctx, await unfollowTag(ctx.em, ctx.auth.user!, name));
  }
}
