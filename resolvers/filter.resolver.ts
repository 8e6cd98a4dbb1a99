import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { Filter as FilterEntity, FilterContext as Context_ } from '../src/entities/index.js';
import { createFilter, deleteFilter, filters, ownFilter, updateFilter } from '../src/filters/filter.service.js';
import { Filter, FilterContext } from '../schema/filter.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const filterRules = {
  Query: {
    filters: and(isAuthenticated, hasScope('read:filters')),
    filter: and(isAuthenticated, hasScope('read:filters')),
  },
  Mutation: {
    createFilter: and(isAuthenticated, hasScope('write:filters')),
    updateFilter: and(isAuthenticated, hasScope('write:filters')),
    deleteFilter: and(isAuthenticated, hasScope('write:filters')),
  },
} satisfies RuleMap;

@Resolver(() => Filter)
export class FilterResolver {
  @Query(() => [Filter], { description: "The viewer's keyword filters, oldest first." })
  filters(@Ctx() ctx: Context): Promise<FilterEntity[]> {
    return filters(ctx.em, ctx.auth.user!);
  }

  @Query(() => Filter, { description: "One of the viewer's filters; NOT_FOUND otherwise." })
  filter(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The filter id.' }) id: string,
  ): Promise<FilterEntity> {
    return ownFilter(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Filter, { description: 'Creates a keyword filter.' })
  createFilter(
    @Ctx() ctx: Context,
    @Arg('phrase', { description: 'The word or phrase.' }) phrase: string,
    @Arg('context', () => [FilterContext], { description: 'Where it applies (at least one).' }) context: Context_[],
    @Arg('wholeWord', () => Boolean, { nullable: true, description: 'Whole words only (default true).' })
    wholeWord?: boolean,
    @Arg('irreversible', () => Boolean, { nullable: true, description: 'Dropped by the server (default false).' })
    irreversible?: boolean,
    @Arg('expiresIn', () => Int, { nullable: true, description: 'Seconds until it stops applying (default never).' })
    expiresIn?: number,
  ): Promise<FilterEntity> {
    return createFilter(ctx.em, ctx.auth.user!, { phrase, context, wholeWord, irreversible, expiresIn });
  }

  @Mutation(() => Filter, {
    description: 'Changes a filter; arguments left out keep their value, expiresIn null clears the end.',
  })
  updateFilter(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The filter id.' }) id: string,
    @Arg('phrase', () => String, { nullable: true, description: 'The text matched.' }) phrase?: string,
    @Arg('context', () => [FilterContext], {
      nullable: true,
      description: 'Where the filter applies (home, notifications, public, thread, account).',
    })
    context?: Context_[],
    @Arg('wholeWord', () => Boolean, { nullable: true, description: 'Match whole words only.' }) wholeWord?: boolean,
    @Arg('irreversible', () => Boolean, {
      nullable: true,
      description: 'Drop matching statuses instead of hiding them (home and notifications).',
    })
    irreversible?: boolean,
    @Arg('expiresIn', () => Int, { nullable: true, description: 'Seconds until the filter expires; unset: never.' })
    expiresIn?: number | null,
  ): Promise<FilterEntity> {
    return updateFilter(ctx.em, ctx.auth.user!, id, { phrase, context, wholeWord, irreversible, expiresIn });
  }

  @Mutation(() => Filter, { description: 'Deletes a filter and returns it.' })
  deleteFilter(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The filter id.' }) id: string,
  ): Promise<FilterEntity> {
    return deleteFilter(ctx.em, ctx.auth.user!, id);
  }
}
