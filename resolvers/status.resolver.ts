import { CustomEmoji } from '../schema/emoji.types.js';
import type { CustomEmoji as CustomEmojiData } from '../src/emoji/custom-emoji.js';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type {
  MediaAttachment,
  OAuthApp,
  Poll,
  PreviewCard as PreviewCardEntity,
  Status as StatusEntity,
  User,
  Visibility,
} from '../src/entities/index.js';
import { bookmark, unbookmark } from '../src/bookmarks/bookmark.service.js';
import { pin, unpin } from '../src/statuses/pin.service.js';
import { Poll as PollType } from '../schema/poll.types.js';
import type { Page } from '../src/core/pagination.js';
import {
  favouriteShown,
  favouritedBy,
  reblog,
  rebloggedBy,
  unfavourite,
  unreblog,
} from '../src/statuses/interactions.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { groupReactions, qualifyEmoji, react, unreact, type ReactionGroup } from '../src/statuses/reactions.service.js';
import { deleteStatus, editStatus, getVisibleStatus, postStatus } from '../src/statuses/status.service.js';
import { threadContext, type ThreadContext } from '../src/statuses/thread.service.js';
import { muteThread, unmuteThread } from '../src/statuses/thread-mute.service.js';
import { statusHistory, type StatusVersionData } from '../src/statuses/status-versions.js';
import { cardLink } from '../src/cards/preview-card.service.js';
import { primeNewStatus, primeStatusFacts } from '../src/graphql/loaders.js';
import { partsOf } from '../src/statuses/status-parts.js';
import { Account } from '../schema/account.types.js';
import { MediaAttachment as MediaAttachmentType } from '../schema/media.types.js';
import { AccountPage, PageArgs } from '../schema/page.types.js';
import {
  EmojiReaction,
  EmojiReactionSummary,
  NewStatusArgs,
  Status,
  PreviewCard,
  StatusApplication,
  StatusEdit,
  StatusThread,
} from '../schema/status.types.js';
import { StatusVisibility } from '../schema/visibility.js';
import { Tag } from '../schema/tag.types.js';
import { and } from 'graphql-shield';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const statusRules = {
  Query: {
    status: hasScopeWhenAuthenticated('read:statuses'),
  },
  Mutation: {
    createStatus: and(isAuthenticated, hasScope('write:statuses')),
    deleteStatus: and(isAuthenticated, hasScope('write:statuses')),
    editStatus: and(isAuthenticated, hasScope('write:statuses')),
    reblogStatus: and(isAuthenticated, hasScope('write:statuses')),
    unreblogStatus: and(isAuthenticated, hasScope('write:statuses')),
    favouriteStatus: and(isAuthenticated, hasScope('write:favourites')),
    unfavouriteStatus: and(isAuthenticated, hasScope('write:favourites')),
    reactToStatus: and(isAuthenticated, hasScope('write:statuses')),
    unreactToStatus: and(isAuthenticated, hasScope('write:statuses')),
    bookmarkStatus: and(isAuthenticated, hasScope('write:bookmarks')),
    unbookmarkStatus: and(isAuthenticated, hasScope('write:bookmarks')),
    muteStatus: and(isAuthenticated, hasScope('write:mutes')),
    unmuteStatus: and(isAuthenticated, hasScope('write:mutes')),
    pinStatus: and(isAuthenticated, hasScope('write:accounts')),
    unpinStatus: and(isAuthenticated, hasScope('write:accounts')),
  },
  Status: {
    favouritedBy: hasScopeWhenAuthenticated('read:accounts'),
    rebloggedBy: hasScopeWhenAuthenticated('read:accounts'),
  },
} satisfies RuleMap;

/** A cached link preview as a status shows it: none until its page had a title. */
function shownCard(card: PreviewCardEntity | null): PreviewCard | null {
  if (!card?.title) return null;
  const origin = new URL(card.url);
  return {
    url: card.url,
    title: card.title,
    description: card.description,
    image: card.image,
    providerName: card.providerName || origin.host,
    providerUrl: origin.origin,
  };
}

/** A counted field's value from its loader (no row: 0). */
const countOf = (count: Promise<number | null>) => count.then((n) => n ?? 0);

@Resolver(() => Status)
export class StatusResolver {
  @Query(() => Status, { description: 'A status the viewer may see; NOT_FOUND otherwise.' })
  status(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> | StatusEntity {
    return ctx.loaders.statusesReadAhead.get(id) ?? getVisibleStatus(ctx.em, ctx.auth.user, id);
  }

  @Mutation(() => Status, {
    description: 'Posts a status. The same idempotencyKey from the same user gives back the status it made.',
  })
  async createStatus(@Ctx() ctx: Context, @Args() args: NewStatusArgs): Promise<StatusEntity> {
    const { status, facts } = await postStatus(ctx.em, ctx.deps.config, ctx.auth.user!, ctx.auth.app, args, true);
    // With an idempotency key the status may be an earlier one, favourited since: it is read as any other.
    if (!args.idempotencyKey)
      primeNewStatus(ctx.em, ctx.loaders, status, ctx.auth.user!, ctx.auth.app, {
        media: !!args.mediaIds?.length,
        poll: !!args.poll,
        facts,
      });
    return status;
  }

  @Mutation(() => Status, {
    description:
      "Edits one of the viewer's statuses: its text, content warning and sensitivity (its audience, media and poll stay).",
  })
  editStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
    @Arg('status', () => String, { nullable: true, description: 'The new text (default: the current one).' })
    status?: string,
    @Arg('spoilerText', () => String, {
      nullable: true,
      description: 'The new content warning (default: the current one).',
    })
    spoilerText?: string,
    @Arg('sensitive', () => Boolean, {
      nullable: true,
      description: 'Whether its media are sensitive (default: as is).',
    })
    sensitive?: boolean,
  ): Promise<StatusEntity> {
    return editStatus(ctx.em, ctx.deps.config, ctx.auth.user!, id, { status, spoilerText, sensitive });
  }

  @Mutation(() => Status, {
    description: "Deletes one of the viewer's statuses and returns it (its media stay, for a redraft).",
  })
  async deleteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    const status = await getVisibleStatus(ctx.em, ctx.auth.user, id);
    // What the reply shows of a deleted status is read before the rows that back it go.
    const {
      mediaByStatusId,
      favouritesCount,
      reblogsCount,
      repliesCount,
      favouritedByViewer,
      rebloggedByViewer,
      bookmarkedByViewer,
      pollByStatusId,
    } = ctx.loaders;
    await Promise.all([
      mediaByStatusId.load(status.id),
      favouritesCount.load(status.id),
      reblogsCount.load(status.id),
      repliesCount.load(status.id),
      favouritedByViewer.load(status.id),
      rebloggedByViewer.load(status.id),
      bookmarkedByViewer.load(status.id),
      pollByStatusId.load(status.id),
    ]);
    const [poll] = await pollByStatusId.load(status.id);
    if (poll)
      await Promise.all([
        ctx.loaders.pollVoteCounts.load(poll.id),
        ctx.loaders.pollVotersCount.load(poll.id),
        ctx.loaders.pollOwnVotes.load(poll.id),
      ]);
    return deleteStatus(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: 'Favourites a status (a reblog stands for the status it reblogs).' })
  async favouriteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    const { status, facts } = await favouriteShown(ctx.em, ctx.auth.caller!.id, id);
    if (facts) primeStatusFacts(ctx.loaders, status, facts);
    return status;
  }

  @Mutation(() => Status, { description: "Takes back the caller's favourite of a status." })
  unfavouriteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return unfavourite(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: 'Reblogs a public or unlisted status; returns the reblog.' })
  reblogStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
    @Arg('visibility', () => StatusVisibility, {
      nullable: true,
      description: "The reblog's visibility (public, unlisted or private).",
    })
    visibility?: Visibility,
  ): Promise<StatusEntity> {
    return reblog(ctx.em, ctx.auth.user!, id, visibility);
  }

  @Mutation(() => Status, { description: "Undoes the viewer's reblog; returns the status reblogged." })
  unreblogStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return unreblog(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: 'Reacts to a status with one unicode emoji (Pleroma); notifies its author.' })
  reactToStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
    @Arg('emoji', { description: 'The emoji: a Unicode emoji or a custom :shortcode:.' }) emoji: string,
  ): Promise<StatusEntity> {
    return react(ctx.em, ctx.auth.user!, id, emoji);
  }

  @Mutation(() => Status, { description: "Takes the viewer's emoji reaction back." })
  unreactToStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
    @Arg('emoji', { description: 'The emoji to take back.' }) emoji: string,
  ): Promise<StatusEntity> {
    return unreact(ctx.em, ctx.auth.user!, id, emoji);
  }

  @Mutation(() => Status, {
    description:
      "Mutes the status's thread: no more notifications about it for the caller (BAD_USER_INPUT when it is muted already).",
  })
  muteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return muteThread(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: "Unmutes the status's thread." })
  unmuteStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return unmuteThread(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: 'Bookmarks a status (a reblog stands for the status it reblogs).' })
  bookmarkStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return bookmark(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: "Takes the viewer's bookmark back." })
  unbookmarkStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return unbookmark(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, {
    description: "Pins one of the viewer's public or unlisted statuses to their profile (at most max_pinned_statuses).",
  })
  pinStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return pin(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Status, { description: "Unpins one of the viewer's statuses." })
  unpinStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The status id.' }) id: string,
  ): Promise<StatusEntity> {
    return unpin(ctx.em, ctx.auth.user!, id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer bookmarked it.' })
  bookmarked(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return partsOf(s)?.bookmarked ?? ctx.loaders.bookmarkedByViewer.load(s.id);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether its author pinned it to their profile (as Pleroma shows it to everyone).',
  })
  pinned(@Root() s: StatusEntity): boolean {
    return s.pinnedAt != null;
  }

  @FieldResolver(() => PollType, { nullable: true, description: 'Its poll, if it has one.' })
  poll(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<Poll | null> | null {
    if (partsOf(s)?.hasPoll === false) return null;
    return ctx.loaders.pollByStatusId.load(s.id).then((polls) => polls[0] ?? null);
  }

  @FieldResolver(() => Account, { description: 'The author (for a reblog: who reblogged).' })
  async account(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(s.account.id))!;
  }

  @FieldResolver(() => [CustomEmoji], {
    description: 'The custom emoji its text and content warning use (`:shortcode:`).',
  })
  emojis(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<CustomEmojiData[]> | CustomEmojiData[] {
    return ctx.deps.emoji.emojiInNow(s.text, s.spoilerText);
  }

  @FieldResolver(() => String, { description: 'The ActivityPub id.' })
  uri(@Root() s: StatusEntity, @Ctx() ctx: Context): string {
    if (!s.local && s.apId) return s.apId;
    return `${ctx.deps.config.publicUrl}/${s.reblogOf ? 'activities' : 'objects'}/${s.id}`;
  }

  @FieldResolver(() => String, { description: 'The HTML page of the status.' })
  url(@Root() s: StatusEntity, @Ctx() ctx: Context): string {
    if (!s.local && (s.url ?? s.apId)) return (s.url ?? s.apId) as string;
    return `${ctx.deps.config.publicUrl}/notice/${s.id}`;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The status replied to.' })
  inReplyToId(@Root() s: StatusEntity): number | null {
    return s.inReplyTo?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The author of the status replied to.' })
  inReplyToAccountId(@Root() s: StatusEntity): number | null {
    return s.inReplyToAccount?.id ?? null;
  }

  @FieldResolver(() => Account, { nullable: true, description: 'The author of the status replied to.' })
  inReplyToAccount(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<User | null> | null {
    return s.inReplyToAccount ? ctx.loaders.userById.load(s.inReplyToAccount.id) : null;
  }

  @FieldResolver(() => Status, { nullable: true, description: 'The status replied to, when the viewer may see it.' })
  inReplyTo(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<StatusEntity | null> | null {
    return s.inReplyTo ? ctx.loaders.visibleStatusById.load(s.inReplyTo.id) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the viewer may see the status replied to (false when there is none).',
  })
  async parentVisible(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> {
    return s.inReplyTo ? (await ctx.loaders.visibleStatusById.load(s.inReplyTo.id)) != null : false;
  }

  @FieldResolver(() => Status, { nullable: true, description: 'The status this one reblogs.' })
  reblog(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<StatusEntity | null> | null {
    return s.reblogOf ? ctx.loaders.visibleStatusById.load(s.reblogOf.id) : null;
  }

  @FieldResolver(() => ID, { description: "The thread's id (Pleroma's conversation_id)." })
  conversationId(@Root() s: StatusEntity): number {
    return s.context.id;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: "For a direct status: the viewer's conversation (participation) id.",
  })
  async directConversationId(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<number | null> {
    if (s.visibility !== 'direct') return null;
    return (await ctx.loaders.participationByContext.load(s.context.id))[0]?.id ?? null;
  }

  @FieldResolver(() => [Account], { description: 'The accounts the status is addressed to.' })
  async mentions(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<User[]> {
    return (await ctx.loaders.userById.loadMany(s.recipientIds)).filter(
      (u): u is User => u != null && !(u instanceof Error),
    );
  }

  @FieldResolver(() => [Tag], { description: 'Its hashtags.' })
  tags(@Root() s: StatusEntity, @Ctx() ctx: Context): Tag[] {
    return s.tags.map((name) => ({ name, url: tagUrl(ctx.deps.config.publicUrl, name) }));
  }

  @FieldResolver(() => [MediaAttachmentType], { description: 'Its media, in order.' })
  mediaAttachments(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<MediaAttachment[]> | MediaAttachment[] {
    return partsOf(s)?.media ?? ctx.loaders.mediaByStatusId.load(s.id);
  }

  @FieldResolver(() => StatusApplication, { nullable: true, description: 'The app it was posted with, if shown.' })
  async application(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<StatusApplication | null> {
    const app: OAuthApp | null = s.application ? await ctx.loaders.appById.load(s.application.id) : null;
    return app ? { name: app.name, website: app.website } : null;
  }

  @FieldResolver(() => Int, { description: 'How many accounts favourited it.' })
  favouritesCount(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<number> | number {
    return partsOf(s)?.favouritesCount ?? countOf(ctx.loaders.favouritesCount.load(s.id));
  }

  @FieldResolver(() => Int, { description: 'How many accounts reblogged it.' })
  reblogsCount(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<number> | number {
    return partsOf(s)?.reblogsCount ?? countOf(ctx.loaders.reblogsCount.load(s.id));
  }

  @FieldResolver(() => Int, { description: 'Public and unlisted replies.' })
  repliesCount(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<number> | number {
    return partsOf(s)?.repliesCount ?? countOf(ctx.loaders.repliesCount.load(s.id));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer favourited it.' })
  favourited(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return partsOf(s)?.favourited ?? ctx.loaders.favouritedByViewer.load(s.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer reblogged it.' })
  reblogged(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return partsOf(s)?.reblogged ?? ctx.loaders.rebloggedByViewer.load(s.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer mutes its author or its thread (as Pleroma).' })
  muted(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    const parts = partsOf(s);
    if (parts) return parts.authorMuted || parts.threadMuted;
    return Promise.all([
      ctx.loaders.mutedByViewer.load(s.account.id),
      ctx.loaders.threadMutedByViewer.load(s.context.id),
    ]).then(([author, thread]) => author || thread);
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer muted its thread's notifications." })
  threadMuted(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return partsOf(s)?.threadMuted ?? ctx.loaders.threadMutedByViewer.load(s.context.id);
  }

  private async reactionGroups(s: StatusEntity, ctx: Context): Promise<ReactionGroup[]> {
    const reactions = partsOf(s)?.reactions ?? (await ctx.loaders.reactionsByStatusId.load(s.id));
    return groupReactions(reactions, ctx.auth.caller?.id ?? null);
  }

  private static summaries(groups: ReactionGroup[]): EmojiReactionSummary[] {
    return groups.map((g) => ({ name: g.name, count: g.userIds.length, me: g.me }));
  }

  @FieldResolver(() => [EmojiReactionSummary], {
    description: "Emoji reactions, oldest emoji first (Pleroma's pleroma.emoji_reactions).",
  })
  emojiReactions(
    @Root() s: StatusEntity,
    @Ctx() ctx: Context,
  ): Promise<EmojiReactionSummary[]> | EmojiReactionSummary[] {
    const read = partsOf(s)?.reactions;
    if (read) return StatusResolver.summaries(groupReactions(read, ctx.auth.caller?.id ?? null));
    return this.reactionGroups(s, ctx).then(StatusResolver.summaries);
  }

  @FieldResolver(() => [EmojiReaction], {
    description: 'Emoji reactions with the accounts that reacted, oldest emoji first; only `emoji` when given.',
  })
  async reactions(
    @Root() s: StatusEntity,
    @Ctx() ctx: Context,
    @Arg('emoji', () => String, { nullable: true, description: 'Only this emoji.' }) emoji?: string,
  ): Promise<EmojiReaction[]> {
    const wanted = emoji == null ? null : (qualifyEmoji(emoji) ?? emoji);
    const groups = (await this.reactionGroups(s, ctx)).filter((g) => wanted == null || g.name === wanted);
    return Promise.all(
      groups.map(async (g) => {
        const accounts = (await ctx.loaders.userById.loadMany(g.userIds)).filter(
          (u): u is User => u != null && !(u instanceof Error),
        );
        return { name: g.name, count: g.userIds.length, me: g.me, accounts };
      }),
    );
  }

  @FieldResolver(() => PreviewCard, {
    nullable: true,
    description: 'A preview of its first link to another site; null until fetched (after posting), or without one.',
  })
  card(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<PreviewCard | null> | null {
    const url = cardLink(ctx.deps.config, s.text);
    return url ? ctx.loaders.previewCardByUrl.load(url).then(shownCard) : null;
  }

  @FieldResolver(() => [StatusEdit], {
    description: 'Its versions, oldest first, the current one last (one never edited: itself).',
  })
  history(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<StatusVersionData[]> {
    return statusHistory(ctx.em, s);
  }

  @FieldResolver(() => [Status], { description: 'Direct replies the viewer may see, oldest first.' })
  replies(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<StatusEntity[]> {
    return ctx.loaders.visibleRepliesByStatusId.load(s.id);
  }

  @FieldResolver(() => StatusThread, {
    description: 'Ancestors and descendants in the thread, as the viewer may see them.',
  })
  thread(@Root() s: StatusEntity, @Ctx() ctx: Context): Promise<ThreadContext> {
    return threadContext(ctx.em, ctx.auth.user, s);
  }

  @FieldResolver(() => AccountPage, { description: 'Who favourited it (cursor: the favourite).' })
  favouritedBy(
    @Root() s: StatusEntity,
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<User>> {
    return favouritedBy(ctx.em, ctx.auth.user, s, page);
  }

  @FieldResolver(() => AccountPage, { description: 'Who reblogged it (cursor: the reblog).' })
  rebloggedBy(@Root() s: StatusEntity, @Ctx() ctx: Context, @Args(() => PageArgs) page: PageArgs): Promise<Page<User>> {
    return rebloggedBy(ctx.em, ctx.auth.user, s, page);
  }
}

/** A version's parts read from its status: edits keep the author, media and poll. */
@Resolver(() => StatusEdit)
export class StatusEditResolver {
  @FieldResolver(() => Account, { description: 'The author.' })
  async account(@Root() v: StatusVersionData, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(v.status.account.id))!;
  }

  @FieldResolver(() => [MediaAttachmentType], { description: "The status's media, in order." })
  mediaAttachments(@Root() v: StatusVersionData, @Ctx() ctx: Context): Promise<MediaAttachment[]> {
    return ctx.loaders.mediaByStatusId.load(v.status.id);
  }

  @FieldResolver(() => PollType, { nullable: true, description: "The status's poll, if it has one." })
  async poll(@Root() v: StatusVersionData, @Ctx() ctx: Context): Promise<Poll | null> {
    return (await ctx.loaders.pollByStatusId.load(v.status.id))[0] ?? null;
  }

  @FieldResolver(() => [CustomEmoji], { description: 'The custom emoji this version uses.' })
  emojis(@Root() v: StatusVersionData, @Ctx() ctx: Context): Promise<CustomEmojiData[]> {
    return ctx.deps.emoji.emojiIn(v.text, v.spoilerText);
  }
}
