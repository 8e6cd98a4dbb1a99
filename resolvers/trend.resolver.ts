import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { allow } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { Status as StatusEntity } from '../src/entities/index.js';
import { trendingLinks, trendingStatuses, trendingTags, type Trend } from '../src/trends/trend.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { Status } from '../schema/status.types.js';
import { TrendingLink, TrendingTag } from '../schema/trend.types.js';
import type { RuleMap } from '../src/auth/rules.js';

export const trendRules = {
  Query: {
    trendingTags: allow,
    trendingStatuses: allow,
    trendingLinks: allow,
  },
} satisfies RuleMap;

const OFFSET = { nullable: true, description: 'How many to skip (default 0).' };

@Resolver(() => TrendingTag)
export class TrendResolver {
  @Query(() => [TrendingTag], {
    description: 'Hashtags used most in the last 7 days (public statuses of this server).',
  })
  trendingTags(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 20, default 10).' }) limit?: number,
    @Arg('offset', () => Int, OFFSET) offset?: number,
  ): Promise<Array<{ name: string; history: Trend['history'] }>> {
    return trendingTags(ctx.em, { limit, offset }).then((ts) => ts.map((t) => ({ name: t.key, history: t.history })));
  }

  @Query(() => [Status], { description: 'Public statuses of the last 7 days most favourited and reblogged.' })
  trendingStatuses(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 40, default 20).' }) limit?: number,
    @Arg('offset', () => Int, OFFSET) offset?: number,
  ): Promise<StatusEntity[]> {
    return trendingStatuses(ctx.em, ctx.auth.user ?? null, { limit, offset });
  }

  @Query(() => [TrendingLink], {
    description: 'Links shared most in the last 7 days (public statuses of this server).',
  })
  trendingLinks(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 20, default 10).' }) limit?: number,
    @Arg('offset', () => Int, OFFSET) offset?: number,
  ): Promise<Array<{ url: string; history: Trend['history'] }>> {
    return trendingLinks(ctx.em, { limit, offset }).then((ts) => ts.map((t) => ({ url: t.key, history: t.history })));
  }

  @FieldResolver(() => String, { description: 'The hashtag page URL.' })
  url(@Root() tag: { name: string }, @Ctx() ctx: Context): string {
    return tagUrl(ctx.deps.config.publicUrl, tag.name);
  }
}
