import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { allow } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { Status as StatusEntity } from '../src/entities/index.js';
import { trendingLinks, trendingStatuses, trendingTags, type Trend } from '../src/trends/trend.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { StatusPage } from '../schema/status.types.js';
import { TrendingLinkPage, TrendingTag, TrendingTagPage } from '../schema/trend.types.js';
import { PageArgs } from '../schema/page.types.js';
import { mapPage, type Page } from '../src/core/pagination.js';
import type { RuleMap } from '../src/auth/rules.js';

export const trendRules = {
  Query: {
    trendingTags: allow,
    trendingStatuses: allow,
    trendingLinks: allow,
  },
} satisfies RuleMap;

@Resolver(() => TrendingTag)
export class TrendResolver {
  @Query(() => TrendingTagPage, {
    description:
      'Hashtags used most in the last 7 days (public statuses of this server; pages of 1 to 20, default 10).',
  })
  async trendingTags(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<{ name: string; history: Trend['history'] }>> {
    return mapPage(await trendingTags(ctx.em, page), (t) => ({ name: t.key, history: t.history }));
  }

  @Query(() => StatusPage, {
    description: 'Public statuses of the last 7 days most favourited and reblogged (pages of 1 to 40, default 20).',
  })
  trendingStatuses(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<StatusEntity>> {
    return trendingStatuses(ctx.em, ctx.auth.user ?? null, page);
  }

  @Query(() => TrendingLinkPage, {
    description: 'Links shared most in the last 7 days (public statuses of this server; pages of 1 to 20, default 10).',
  })
  async trendingLinks(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<{ url: string; history: Trend['history'] }>> {
    return mapPage(await trendingLinks(ctx.em, page), (t) => ({ url: t.key, history: t.history }));
  }

  @FieldResolver(() => String, { description: 'The hashtag page URL.' })
  url(@Root() tag: { name: string }, @Ctx() ctx: Context): string {
    return tagUrl(ctx.deps.config.publicUrl, tag.name);
  }
}
