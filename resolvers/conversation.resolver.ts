import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import {
  conversationStatuses,
  getConversation,
  listConversations,
  markAllConversationsRead,
  markConversationRead,
  setRecipients,
} from '../src/conversations/conversation.service.js';
import type { ConversationParticipation, Status as StatusEntity, User } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import { Account } from '../schema/account.types.js';
import { Conversation, ConversationPage } from '../schema/conversation.types.js';
import { PageArgs } from '../schema/page.types.js';
import { Status, StatusPage } from '../schema/status.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const conversationRules = {
  Query: {
    conversations: and(isAuthenticated, hasScope('read:statuses')),
    conversation: and(isAuthenticated, hasScope('read:statuses')),
  },
  Mutation: {
    updateConversation: and(isAuthenticated, hasScope('write:conversations')),
    markConversationRead: and(isAuthenticated, hasScope('write:conversations')),
    markConversationsRead: and(isAuthenticated, hasScope('write:conversations')),
  },
} satisfies RuleMap;

@Resolver(() => Conversation)
export class ConversationResolver {
  @Query(() => ConversationPage, {
    description: "The viewer's direct conversations, by latest status (cursor: that status).",
  })
  conversations(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<ConversationParticipation>> {
    return listConversations(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => Conversation, { description: "One of the caller's conversations." })
  conversation(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The conversation id.' }) id: string,
  ): Promise<ConversationParticipation> {
    return getConversation(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Conversation, { description: 'Replaces the recipients (account ids); the viewer always stays one.' })
  updateConversation(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The conversation id.' }) id: string,
    @Arg('recipients', () => [ID], { description: 'The accounts of the conversation.' }) recipients: string[],
  ): Promise<ConversationParticipation> {
    return setRecipients(ctx.em, ctx.auth.user!, id, recipients);
  }

  @Mutation(() => Conversation, { description: 'Marks a conversation read for the caller.' })
  markConversationRead(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The conversation id.' }) id: string,
  ): Promise<ConversationParticipation> {
    return markConversationRead(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => [Conversation], { description: 'Marks every unread conversation read; returns those.' })
  markConversationsRead(@Ctx() ctx: Context): Promise<ConversationParticipation[]> {
    return markAllConversationsRead(ctx.em, ctx.auth.user!);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller has not read its latest status.' })
  unread(@Root() p: ConversationParticipation): boolean {
    return !p.read;
  }

  @FieldResolver(() => [Account], { description: 'Every recipient, the viewer included.' })
  async recipients(@Root() p: ConversationParticipation, @Ctx() ctx: Context): Promise<User[]> {
    return (await ctx.loaders.userById.loadMany(p.recipientIds)).filter(
      (u): u is User => u != null && !(u instanceof Error),
    );
  }

  @FieldResolver(() => [Account], {
    description: 'The recipients but the viewer (the viewer alone when there is nobody else).',
  })
  async accounts(@Root() p: ConversationParticipation, @Ctx() ctx: Context): Promise<User[]> {
    const all = await this.recipients(p, ctx);
    return all.length > 1 ? all.filter((u) => u.id !== p.user.id) : all;
  }

  @FieldResolver(() => Status, {
    nullable: true,
    description: 'The latest direct status of the thread the viewer may see.',
  })
  async lastStatus(@Root() p: ConversationParticipation, @Ctx() ctx: Context): Promise<StatusEntity | null> {
    const id = await ctx.loaders.lastDirectStatusIdByContext.load(p.context.id);
    return id == null ? null : ctx.loaders.visibleStatusById.load(id);
  }

  @FieldResolver(() => StatusPage, { description: "The thread's statuses the viewer may see, newest first." })
  statuses(
    @Root() p: ConversationParticipation,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<StatusEntity>> {
    return conversationStatuses(ctx.em, ctx.auth.user!, p, page);
  }
}
