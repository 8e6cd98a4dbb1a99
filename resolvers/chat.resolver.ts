import { CustomEmoji } from '../schema/emoji.types.js';
import type { CustomEmoji as CustomEmojiData } from '../src/emoji/custom-emoji.js';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  deleteChatMessage,
  getOrCreateChat,
  getOwnChat,
  getOwnChatMessage,
  getOwnCopyOfMessage,
  listChatMessages,
  listChats,
  markChatRead,
  postChatMessage,
  type PostedChatMessage,
} from '../src/chats/chat.service.js';
import type { Context } from '../src/graphql/context.js';
import type {
  Chat as ChatEntity,
  ChatMessage as ChatMessageEntity,
  ChatMessageRef,
  MediaAttachment,
  User,
} from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import { Account } from '../schema/account.types.js';
import { Chat, ChatMessage, ChatMessagePage, ChatPage } from '../schema/chat.types.js';
import { MediaAttachment as MediaAttachmentType } from '../schema/media.types.js';
import { PageArgs } from '../schema/page.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const chatRules = {
  Query: {
    chats: and(isAuthenticated, hasScope('read:chats')),
    chat: and(isAuthenticated, hasScope('read:chats')),
    chatMessages: and(isAuthenticated, hasScope('read:chats')),
    chatOfMessage: and(isAuthenticated, hasScope('read:chats')),
  },
  Mutation: {
    createChat: and(isAuthenticated, hasScope('write:chats')),
    postChatMessage: and(isAuthenticated, hasScope('write:chats')),
    markChatRead: and(isAuthenticated, hasScope('write:chats')),
    deleteChatMessage: and(isAuthenticated, hasScope('write:chats')),
  },
} satisfies RuleMap;

@Resolver(() => Chat)
export class ChatResolver {
  @Query(() => ChatPage, {
    description: "The viewer's chats, latest activity first; accounts the viewer blocks are left out.",
  })
  chats(@Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<ChatEntity>> {
    return listChats(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => Chat, { description: "One of the viewer's chats; NOT_FOUND for anyone else's." })
  chat(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The chat id.' }) id: string): Promise<ChatEntity> {
    return getOwnChat(ctx.em, ctx.auth.user!, id);
  }

  @Query(() => Chat, {
    description: "The viewer's chat that holds a message (by the message's own id, as realtime events carry it).",
  })
  async chatOfMessage(
    @Ctx() ctx: Context,
    @Arg('messageId', () => ID, { description: 'The message id.' }) messageId: string,
  ): Promise<ChatEntity> {
    const ref = await getOwnCopyOfMessage(ctx.em, ctx.auth.user!, messageId);
    return ref.chat.loadOrFail();
  }

  @Query(() => ChatMessagePage, { description: "A chat's messages, newest first." })
  chatMessages(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<ChatMessageRef>> {
    return listChatMessages(ctx.em, ctx.auth.user!, chatId, page);
  }

  @Mutation(() => Chat, { description: "The viewer's chat with an account, created when there is none." })
  createChat(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account to chat with.' }) accountId: string,
  ): Promise<ChatEntity> {
    return getOrCreateChat(ctx.em, ctx.auth.user!, accountId);
  }

  @Mutation(() => ChatMessage, { description: 'Posts text and/or one upload to a chat; the recipient is notified.' })
  postChatMessage(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Arg('content', () => String, { nullable: true, description: 'Plain text, at most chat_limit characters.' })
    content?: string,
    @Arg('mediaId', () => ID, { nullable: true, description: "One of the viewer's unattached uploads." })
    mediaId?: string,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Echoed back in the reply, as Pleroma does.' })
    idempotencyKey?: string,
  ): Promise<PostedChatMessage> {
    return postChatMessage(ctx.em, ctx.deps.config, ctx.auth.user!, chatId, { content, mediaId, idempotencyKey });
  }

  @Mutation(() => Chat, { description: 'Marks the messages up to lastReadId read.' })
  markChatRead(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Arg('lastReadId', () => ID, { description: 'The last message read; unset: all.' }) lastReadId: string,
  ): Promise<ChatEntity> {
    return markChatRead(ctx.em, ctx.auth.user!, chatId, lastReadId);
  }

  @Mutation(() => ChatMessage, {
    description: "Deletes one's own message for both sides, or someone else's from the viewer's chat; returns it.",
  })
  async deleteChatMessage(
    @Ctx() ctx: Context,
    @Arg('chatId', () => ID, { description: 'The chat id.' }) chatId: string,
    @Arg('messageId', () => ID, { description: 'The message id.' }) messageId: string,
  ): Promise<ChatMessageRef> {
    const ref = await getOwnChatMessage(ctx.em, ctx.auth.user!, chatId, messageId);
    // What the reply shows is read before the rows go.
    const message = await ctx.loaders.chatMessageById.load(ref.message.id);
    if (message?.attachment) await ctx.loaders.mediaById.load(message.attachment.id);
    return deleteChatMessage(ctx.em, ctx.auth.user!, ref);
  }

  @FieldResolver(() => Account, { description: 'The other side of the chat.' })
  async account(@Root() c: ChatEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(c.recipient.id))!;
  }

  @FieldResolver(() => Int, { description: 'How many messages the viewer has not read.' })
  async unread(@Root() c: ChatEntity, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.chatUnreadCount.load(c.id)) ?? 0;
  }

  @FieldResolver(() => ChatMessage, { nullable: true, description: 'The latest message, if any.' })
  async lastMessage(@Root() c: ChatEntity, @Ctx() ctx: Context): Promise<ChatMessageRef | null> {
    const id = await ctx.loaders.lastChatMessageRefId.load(c.id);
    return id == null ? null : ctx.loaders.chatMessageRefById.load(id);
  }

  @FieldResolver(() => Account, { description: 'The side the chat belongs to (the sender, in the admin API).' })
  async owner(@Root() c: ChatEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(c.user.id))!;
  }
}

@Resolver(() => ChatMessage)
export class ChatMessageResolver {
  private async message(r: ChatMessageRef, ctx: Context): Promise<ChatMessageEntity> {
    return (await ctx.loaders.chatMessageById.load(r.message.id))!;
  }

  @FieldResolver(() => ID, { description: 'The chat it belongs to.' })
  chatId(@Root() r: ChatMessageRef): number {
    return r.chat.id;
  }

  @FieldResolver(() => ID, { description: 'The sender.' })
  async accountId(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<number> {
    return (await this.message(r, ctx)).sender.id;
  }

  @FieldResolver(() => Account, { description: 'The sender.' })
  async account(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load((await this.message(r, ctx)).sender.id))!;
  }

  @FieldResolver(() => String, { description: 'Sanitised HTML; empty for an attachment alone.' })
  async content(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<string> {
    return (await this.message(r, ctx)).content;
  }

  @FieldResolver(() => [CustomEmoji], { description: 'The custom emoji its text uses (`:shortcode:`).' })
  async emojis(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<CustomEmojiData[]> {
    return ctx.deps.emoji.emojiIn((await this.message(r, ctx)).content);
  }

  @FieldResolver(() => Date, { description: 'When it was sent.' })
  async createdAt(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<Date> {
    return (await this.message(r, ctx)).createdAt;
  }

  @FieldResolver(() => MediaAttachmentType, { nullable: true, description: 'The attached media, if any.' })
  async attachment(@Root() r: ChatMessageRef, @Ctx() ctx: Context): Promise<MediaAttachment | null> {
    const { attachment } = await this.message(r, ctx);
    return attachment ? ctx.loaders.mediaById.load(attachment.id) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The Idempotency-Key of the post that made it, in the reply to that post only.',
  })
  idempotencyKey(@Root() r: PostedChatMessage): string | null {
    return r.idempotencyKey ?? null;
  }
}
