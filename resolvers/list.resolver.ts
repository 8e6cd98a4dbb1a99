import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { List as ListEntity, RepliesPolicy, Status, User } from '../src/entities/index.js';
import {
  addListAccounts,
  createList,
  deleteList,
  listAccounts,
  lists,
  listsWithAccount,
  listTimeline,
  ownList,
  removeListAccounts,
  updateList,
} from '../src/lists/list.service.js';
import type { Page } from '../src/core/pagination.js';
import { List, ListRepliesPolicy } from '../schema/list.types.js';
import { AccountPage, PageArgs } from '../schema/page.types.js';
import { StatusPage } from '../schema/status.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const listRules = {
  Query: {
    lists: and(isAuthenticated, hasScope('read:lists')),
    list: and(isAuthenticated, hasScope('read:lists')),
    listTimeline: and(isAuthenticated, hasScope('read:lists')),
  },
  Mutation: {
    createList: and(isAuthenticated, hasScope('write:lists')),
    updateList: and(isAuthenticated, hasScope('write:lists')),
    deleteList: and(isAuthenticated, hasScope('write:lists')),
    addListAccounts: and(isAuthenticated, hasScope('write:lists')),
    removeListAccounts: and(isAuthenticated, hasScope('write:lists')),
  },
} satisfies RuleMap;

@Resolver(() => List)
export class ListResolver {
  @Query(() => [List], { description: "The viewer's lists, oldest first; with accountId, those holding that account." })
  lists(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { nullable: true, description: 'Only the lists this account is in.' })
    accountId?: string,
  ): Promise<ListEntity[]> {
    return accountId == null ? lists(ctx.em, ctx.auth.user!) : listsWithAccount(ctx.em, ctx.auth.user!, accountId);
  }

  @Query(() => List, { description: "One of the viewer's lists; NOT_FOUND otherwise." })
  list(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The list id.' }) id: string): Promise<ListEntity> {
    return ownList(ctx.em, ctx.auth.user!, id);
  }

  @Query(() => StatusPage, { description: "Statuses of a list's accounts, as its owner may see them." })
  listTimeline(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<Status>> {
    return listTimeline(ctx.em, ctx.auth.user!, id, page);
  }

  @Mutation(() => List, { description: 'Creates a list.' })
  createList(
    @Ctx() ctx: Context,
    @Arg('title', { description: 'Its title (not blank).' }) title: string,
    @Arg('repliesPolicy', () => ListRepliesPolicy, { nullable: true, description: 'Default: list.' })
    repliesPolicy?: RepliesPolicy,
  ): Promise<ListEntity> {
    return createList(ctx.em, ctx.auth.user!, { title, repliesPolicy });
  }

  @Mutation(() => List, { description: 'Renames a list or changes its replies policy.' })
  updateList(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
    @Arg('title', () => String, { nullable: true, description: "The list's title." }) title?: string,
    @Arg('repliesPolicy', () => ListRepliesPolicy, {
      nullable: true,
      description: 'Which replies the list shows: followed, list or none.',
    })
    repliesPolicy?: RepliesPolicy,
  ): Promise<ListEntity> {
    return updateList(ctx.em, ctx.auth.user!, id, { title, repliesPolicy });
  }

  @Mutation(() => List, { description: 'Deletes a list and returns it.' })
  deleteList(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
  ): Promise<ListEntity> {
    return deleteList(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => List, { description: 'Adds accounts the viewer follows to a list.' })
  addListAccounts(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
    @Arg('accountIds', () => [ID], { description: 'The accounts to add (they must be followed).' })
    accountIds: string[],
  ): Promise<ListEntity> {
    return addListAccounts(ctx.em, ctx.auth.user!, id, accountIds);
  }

  @Mutation(() => List, { description: 'Takes accounts off a list.' })
  removeListAccounts(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The list id.' }) id: string,
    @Arg('accountIds', () => [ID], { description: 'The accounts to remove.' }) accountIds: string[],
  ): Promise<ListEntity> {
    return removeListAccounts(ctx.em, ctx.auth.user!, id, accountIds);
  }

  @FieldResolver(() => AccountPage, {
    description: 'The accounts on it, most recently added first (at most 80 a page).',
  })
  accounts(@Root() list: ListEntity, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<User>> {
    return listAccounts(ctx.em, ctx.auth.user!, String(list.id), page);
  }
}
