import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import {
  adminChat,
  adminChatMessages,
  adminDeleteChatMessage,
  adminUserChats,
} from '../../src/chats/chat-admin.service.js';
import type { Context } from '../../src/graphql/context.js';
import type { Chat as ChatEntity, ChatMessageRef } from '../../src/entities/index.js';
import type { Page } from '../../src/core/pagination.js';
import { Chat, ChatMessage, ChatMessagePage } from '../../schema/chat.types.js';
import { PageArgs } from '../../schema/page.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminChatRules = {
  Query: {
    adminUserChats: isAdmin('read'),
    adminChat: isAdmin('read'),
    adminChatMessages: isAdmin('read'),
  },
  Mutation: {
    adminDeleteChatMessage: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminChatResolver {
  @Query(() => [Chat], { description: "A user's chats, latest activity first (admins)." })
  adminUserChats(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: 'Nickname or id.' }) nickname: string,
  ): Promise<ChatEntity[]> {
    return adminUserChats(ctx.em, nickname);
  }

  @Query(() => Chat, { description: 'Any chat by id (admins).' })
  adminChat(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The chat id.' }) id: string,
  ): Promise<ChatEntity> {
    return adminChat(ctx.em, id);
  }

  @Query(() => ChatMessagePage, { description: "A chat's messages, both parties', newest first (admins)." })
  adminChatMessages(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<ChatMessageRef>> {
    return adminChatMessages(ctx.em, chatId, page);
  }

  @Mutation(() => ChatMessage, { description: 'Deletes a chat message for both parties; returns it (admins).' })
  async adminDeleteChatMessage(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Arg('messageId', () => ID, { description: 'The message id.' }) messageId: string,
  ): Promise<ChatMessageRef> {
    const ref = await adminDeleteChatMessage(ctx.em, ctx.auth.user!, chatId, messageId);
    // The row is gone: the reply renders the message as it was, not as the database has it now.
    ctx.loaders.chatMessageById.prime(ref.message.id, ref.message.getEntity());
    return ref;
  }
}
