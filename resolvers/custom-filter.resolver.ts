import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type {
  CustomFilter as CustomFilterEntity,
  FilterAction as Action,
  FilterContext as Context_,
  FilterKeyword as FilterKeywordEntity,
  FilterStatus as FilterStatusEntity,
  Status as StatusEntity,
} from '../src/entities/index.js';
import {
  addFilterKeyword,
  addFilterStatus,
  createCustomFilter,
  customFilters,
  deleteCustomFilter,
  deleteFilterKeyword,
  deleteFilterStatus,
  filterKeywords,
  filterStatuses,
  ownCustomFilter,
  ownFilterKeyword,
  ownFilterStatus,
  updateCustomFilter,
  updateFilterKeyword,
  type KeywordChange,
} from '../src/filters/custom-filter.service.js';
import {
  CustomFilter,
  FilterAction,
  FilterKeyword,
  FilterKeywordChange,
  FilterResult,
  FilterStatus,
} from '../schema/custom-filter.types.js';
import { Status } from '../schema/status.types.js';
import type { FilterMatch } from '../src/filters/custom-filter.loaders.js';
import { FilterContext } from '../schema/filter.types.js';
import { partsOf } from '../src/statuses/status-parts.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

const reads = and(isAuthenticated, hasScope('read:filters'));
const writes = and(isAuthenticated, hasScope('write:filters'));

export const customFilterRules = {
  Query: { customFilters: reads, customFilter: reads, filterKeyword: reads, filterStatus: reads },
  Mutation: {
    createCustomFilter: writes,
    updateCustomFilter: writes,
    deleteCustomFilter: writes,
    addFilterKeyword: writes,
    updateFilterKeyword: writes,
    deleteFilterKeyword: writes,
    addFilterStatus: writes,
    deleteFilterStatus: writes,
  },
} satisfies RuleMap;

const idArg = (what: string) => Arg('id', () => ID, { description: `The ${what} id.` });
const filterIdArg = () => Arg('filterId', () => ID, { description: 'The filter id.' });

@Resolver(() => CustomFilter)
export class CustomFilterResolver {
  @Query(() => [CustomFilter], { description: "The viewer's filters (Mastodon 4), oldest first." })
  customFilters(@Ctx() ctx: Context): Promise<CustomFilterEntity[]> {
    return customFilters(ctx.em, ctx.auth.user!);
  }

  @Query(() => CustomFilter, { description: "One of the viewer's filters; NOT_FOUND otherwise." })
  customFilter(@Ctx() ctx: Context, @idArg('filter') id: string): Promise<CustomFilterEntity> {
    return ownCustomFilter(ctx.em, ctx.auth.user!, id);
  }

  @FieldResolver(() => [FilterKeyword], { description: 'Its keywords, oldest first.' })
  keywords(@Ctx() ctx: Context, @Root() filter: CustomFilterEntity): Promise<FilterKeywordEntity[]> {
    return filterKeywords(ctx.em, filter);
  }

  @FieldResolver(() => [FilterStatus], { description: 'The statuses it matches by id, oldest first.' })
  statuses(@Ctx() ctx: Context, @Root() filter: CustomFilterEntity): Promise<FilterStatusEntity[]> {
    return filterStatuses(ctx.em, filter);
  }

  @Mutation(() => CustomFilter, { description: 'Creates a filter with its keywords.' })
  createCustomFilter(
    @Ctx() ctx: Context,
    @Arg('title', { description: 'Its name.' }) title: string,
    @Arg('context', () => [FilterContext], { description: 'Where it applies (at least one).' }) context: Context_[],
    @Arg('action', () => FilterAction, { nullable: true, description: 'What it does (default WARN).' })
    action?: Action,
    @Arg('expiresIn', () => Int, { nullable: true, description: 'Seconds until it stops applying (default never).' })
    expiresIn?: number,
    @Arg('keywords', () => [FilterKeywordChange], { nullable: true, description: 'Its keywords (no ids).' })
    keywords?: KeywordChange[],
  ): Promise<CustomFilterEntity> {
    return createCustomFilter(ctx.em, ctx.auth.user!, { title, context, action, expiresIn, keywords });
  }

  @Mutation(() => CustomFilter, {
    description:
      'Changes a filter and its keywords; arguments left out keep their value, expiresIn null clears the end.',
  })
  updateCustomFilter(
    @Ctx() ctx: Context,
    @idArg('filter') id: string,
    @Arg('title', () => String, { nullable: true, description: 'Its name.' }) title?: string,
    @Arg('context', () => [FilterContext], { nullable: true, description: 'Where it applies.' }) context?: Context_[],
    @Arg('action', () => FilterAction, { nullable: true, description: 'What it does.' }) action?: Action,
    @Arg('expiresIn', () => Int, { nullable: true, description: 'Seconds until it stops applying; null: never.' })
    expiresIn?: number | null,
    @Arg('keywords', () => [FilterKeywordChange], {
      nullable: true,
      description: 'Keywords to add (no id), change (id) or remove (id, destroy).',
    })
    keywords?: KeywordChange[],
  ): Promise<CustomFilterEntity> {
    return updateCustomFilter(ctx.em, ctx.auth.user!, id, { title, context, action, expiresIn, keywords });
  }

  @Mutation(() => ID, { description: 'Deletes a filter with its keywords and statuses; returns its id.' })
  deleteCustomFilter(@Ctx() ctx: Context, @idArg('filter') id: string): Promise<number> {
    return deleteCustomFilter(ctx.em, ctx.auth.user!, id);
  }
}

@Resolver(() => FilterKeyword)
export class FilterKeywordResolver {
  @Query(() => FilterKeyword, { description: "A keyword of one of the viewer's filters; NOT_FOUND otherwise." })
  filterKeyword(@Ctx() ctx: Context, @idArg('keyword') id: string): Promise<FilterKeywordEntity> {
    return ownFilterKeyword(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => FilterKeyword, { description: 'Adds a keyword to a filter.' })
  addFilterKeyword(
    @Ctx() ctx: Context,
    @filterIdArg() filterId: string,
    @Arg('keyword', { description: 'The word or phrase.' }) keyword: string,
    @Arg('wholeWord', () => Boolean, { nullable: true, description: 'Whole words only (default true).' })
    wholeWord?: boolean,
  ): Promise<FilterKeywordEntity> {
    return addFilterKeyword(ctx.em, ctx.auth.user!, filterId, { keyword, wholeWord });
  }

  @Mutation(() => FilterKeyword, { description: 'Changes a keyword; arguments left out keep their value.' })
  updateFilterKeyword(
    @Ctx() ctx: Context,
    @idArg('keyword') id: string,
    @Arg('keyword', () => String, { nullable: true, description: 'The word or phrase.' }) keyword?: string,
    @Arg('wholeWord', () => Boolean, { nullable: true, description: 'Whole words only.' }) wholeWord?: boolean,
  ): Promise<FilterKeywordEntity> {
    return updateFilterKeyword(ctx.em, ctx.auth.user!, id, { keyword, wholeWord });
  }

  @Mutation(() => ID, { description: 'Removes a keyword from its filter; returns its id.' })
  deleteFilterKeyword(@Ctx() ctx: Context, @idArg('keyword') id: string): Promise<number> {
    return deleteFilterKeyword(ctx.em, ctx.auth.user!, id);
  }
}

@Resolver(() => FilterStatus)
export class FilterStatusResolver {
  @FieldResolver(() => ID, { description: 'The status matched.' })
  statusId(@Root() row: FilterStatusEntity): number {
    return row.status.id;
  }

  @Query(() => FilterStatus, { description: "A status entry of one of the viewer's filters; NOT_FOUND otherwise." })
  filterStatus(@Ctx() ctx: Context, @idArg('filter status') id: string): Promise<FilterStatusEntity> {
    return ownFilterStatus(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => FilterStatus, { description: 'Adds a status to a filter.' })
  addFilterStatus(
    @Ctx() ctx: Context,
    @filterIdArg() filterId: string,
    @Arg('statusId', () => ID, { description: 'The status to match.' }) statusId: string,
  ): Promise<FilterStatusEntity> {
    return addFilterStatus(ctx.em, ctx.auth.user!, filterId, statusId);
  }

  @Mutation(() => ID, { description: 'Removes a status from its filter; returns the entry id.' })
  deleteFilterStatus(@Ctx() ctx: Context, @idArg('filter status') id: string): Promise<number> {
    return deleteFilterStatus(ctx.em, ctx.auth.user!, id);
  }
}

@Resolver(() => Status)
export class StatusFilteredResolver {
  @FieldResolver(() => [FilterResult], {
    nullable: true,
    description:
      "The viewer's filters matching it (any action, any context: clients check both); null without a viewer.",
  })
  async filtered(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<FilterMatch[] | null> {
    if (!ctx.auth.user) return null;
    return partsOf(s)?.filterMatched === false ? [] : ctx.loaders.filterMatchesByStatusId.load(s.id);
  }
}
