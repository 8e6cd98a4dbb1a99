import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { search, type SearchType as Type } from '../src/search/search.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { SearchResults, SearchType } from '../schema/search.types.js';
import { hasScopeWhenAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const searchRules = {
  Query: {
    search: hasScopeWhenAuthenticated('read:search'),
  },
} satisfies RuleMap;

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description: 'Accounts, statuses (full-text) and hashtags matching `q`, as the viewer may see them.',
  })
  async search(
    @Ctx() ctx: Context,
    @Arg('q', {
      description: 'Words, "a phrase", -excluded; @nickname or nickname@host; #tag; or the URL of a status here.',
    })
    q: string,
    @Arg('type', () => SearchType, { nullable: true, description: 'Only this kind of result.' }) type?: Type,
    @Arg('resolve', () => Boolean, {
      nullable: true,
      description:
        'Fetch an unknown remote account (nick@host) or status (its URL) from its server first (federation; signed-in viewers only).',
    })
    resolve?: boolean,
    @Arg('following', () => Boolean, { nullable: true, description: 'Only accounts the viewer follows.' })
    following?: boolean,
    @Arg('accountId', () => ID, { nullable: true, description: 'Only statuses by this account.' }) accountId?: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Results per kind: 20 by default, at most 40.' })
    limit?: number,
    @Arg('offset', () => Int, { nullable: true, description: 'Results to skip.' }) offset?: number,
    @Arg('maxId', () => ID, { nullable: true, description: 'Statuses older than this id.' }) maxId?: string,
    @Arg('minId', () => ID, { nullable: true, description: 'Statuses newer than this id.' }) minId?: string,
  ) {
    const found = await search(ctx.em, ctx.deps.config, ctx.auth.user, q, {
      type,
      resolve,
      following,
      accountId,
      limit,
      offset,
      maxId,
      minId,
    });
    return {
      ...found,
      hashtags: found.hashtags.map((name) => ({ name, url: tagUrl(ctx.deps.config.publicUrl, name) })),
    };
  }
}
