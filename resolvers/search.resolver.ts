import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { emptyPage, mapPage, type Page } from '../src/core/pagination.js';
import type { Status as StatusEntity, User } from '../src/entities/index.js';
import {
  resolveForSearch,
  searchAccounts,
  searchHashtags,
  searchStatuses,
  SEARCH_LIMIT,
  type SearchType as Type,
} from '../src/search/search.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { AccountPage, PageArgs } from '../schema/page.types.js';
import { StatusPage } from '../schema/status.types.js';
import type { Tag } from '../schema/tag.types.js';
import {
  SearchResults,
  SearchStatusArgs,
  SearchTagPage,
  SearchType,
  type SearchRequest,
} from '../schema/search.types.js';
import { hasScopeWhenAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const searchRules = {
  Query: {
    search: hasScopeWhenAuthenticated('read:search'),
  },
} satisfies RuleMap;

const wants = (r: SearchRequest, type: Type) => r.type == null || r.type === type;

const PAGE = `${SEARCH_LIMIT.default} per page unless told, at most ${SEARCH_LIMIT.max}`;

@Resolver(() => SearchResults)
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Accounts, statuses (full-text) and hashtags matching `q`, as the viewer may see them; each list is paged on its field.',
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
  ): Promise<SearchResults> {
    if (resolve) await resolveForSearch(ctx.em, ctx.auth.user, q);
    return { request: { q, type, following, accountId, viewer: ctx.auth.user } };
  }

  @FieldResolver(() => AccountPage, {
    description: `Accounts by nickname, nickname@host or display name, an exact nickname first (${PAGE}).`,
  })
  accounts(
    @Root() { request: r }: SearchResults,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<User>> | Page<User> {
    return wants(r, 'accounts') ? searchAccounts(ctx.em, ctx.deps.config, r.viewer, r, page) : emptyPage();
  }

  @FieldResolver(() => StatusPage, {
    description: `Statuses whose text matches (full-text search) that the viewer may see, newest first (${PAGE}).`,
  })
  statuses(
    @Root() { request: r }: SearchResults,
    @Ctx() ctx: Context,
    @Args(() => SearchStatusArgs) args: SearchStatusArgs,
  ): Promise<Page<StatusEntity>> | Page<StatusEntity> {
    const { olderThan, newerThan, ...page } = args;
    return wants(r, 'statuses')
      ? searchStatuses(ctx.em, ctx.deps.config, r.viewer, { ...r, olderThan, newerThan }, page)
      : emptyPage();
  }

  @FieldResolver(() => SearchTagPage, {
    description: `Hashtags used here that begin with the query, shortest first (${PAGE}).`,
  })
  async hashtags(
    @Root() { request: r }: SearchResults,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<Tag>> {
    if (!wants(r, 'hashtags')) return emptyPage();
    return mapPage(await searchHashtags(ctx.em, r.q, page), (name) => ({
      name,
      url: tagUrl(ctx.deps.config.publicUrl, name),
    }));
  }
}
