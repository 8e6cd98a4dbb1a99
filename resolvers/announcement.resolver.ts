import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import type { Announcement as AnnouncementEntity } from '../src/entities/index.js';
import {
  addAnnouncementReaction,
  announcementReactions,
  dismissAnnouncement,
  isAnnouncementRead,
  removeAnnouncementReaction,
  visibleAnnouncements,
  type AnnouncementReactionGroup,
} from '../src/announcements/announcement.service.js';
import { scanStatusText, statusHtml, tagUrl } from '../src/statuses/status-content.js';
import type { CustomEmoji as CustomEmojiData } from '../src/emoji/custom-emoji.js';
import { CustomEmoji } from '../schema/emoji.types.js';
import { Tag } from '../schema/tag.types.js';
import { Announcement, AnnouncementReaction } from '../schema/announcement.types.js';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const announcementRules = {
  Query: {
    announcements: hasScopeWhenAuthenticated('read:accounts'),
  },
  Mutation: {
    dismissAnnouncement: and(isAuthenticated, hasScope('write:accounts')),
    addAnnouncementReaction: and(isAuthenticated, hasScope('write:favourites')),
    removeAnnouncementReaction: and(isAuthenticated, hasScope('write:favourites')),
  },
} satisfies RuleMap;

export const ID_ARG = { description: 'The announcement id.' };

@Resolver(() => Announcement)
export class AnnouncementResolver {
  @Query(() => [Announcement], { description: 'The announcements shown now, oldest first.' })
  announcements(@Ctx() ctx: Context): Promise<AnnouncementEntity[]> {
    return visibleAnnouncements(ctx.em);
  }

  @Mutation(() => Announcement, { description: 'Marks an announcement shown now as read by the viewer.' })
  dismissAnnouncement(@Ctx() ctx: Context, @Arg('id', () => ID, ID_ARG) id: string): Promise<AnnouncementEntity> {
    return dismissAnnouncement(ctx.em, ctx.auth.user!, id);
  }

  @Mutation(() => Announcement, {
    description: 'Reacts to an announcement shown now with a unicode emoji or a custom emoji shortcode.',
  })
  async addAnnouncementReaction(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('name', { description: 'The emoji, or a custom emoji shortcode.' }) name: string,
  ): Promise<AnnouncementEntity> {
    const { byShortcode } = await ctx.deps.emoji.current();
    return addAnnouncementReaction(ctx.em, ctx.auth.user!, id, name, byShortcode);
  }

  @Mutation(() => Announcement, { description: "Takes back the viewer's reaction (none: no change)." })
  removeAnnouncementReaction(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('name', { description: 'The emoji, or a custom emoji shortcode.' }) name: string,
  ): Promise<AnnouncementEntity> {
    return removeAnnouncementReaction(ctx.em, ctx.auth.user!, id, name);
  }

  @FieldResolver(() => String, { description: 'The text as HTML (links and hashtags made links).' })
  content(@Root() a: AnnouncementEntity, @Ctx() ctx: Context): string {
    return statusHtml(a.content, { publicUrl: ctx.deps.config.publicUrl, mentioned: new Map() });
  }

  @FieldResolver(() => String, { description: 'The text as the admin wrote it.' })
  text(@Root() a: AnnouncementEntity): string {
    return a.content;
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether the viewer dismissed it; null for anonymous callers.',
  })
  read(@Root() a: AnnouncementEntity, @Ctx() ctx: Context): Promise<boolean> | null {
    return ctx.auth.user ? isAnnouncementRead(ctx.em, ctx.auth.user, a.id) : null;
  }

  @FieldResolver(() => [AnnouncementReaction], { description: 'The reactions, by emoji in order of first use.' })
  async reactions(@Root() a: AnnouncementEntity, @Ctx() ctx: Context): Promise<AnnouncementReactionGroup[]> {
    const { byShortcode } = await ctx.deps.emoji.current();
    return announcementReactions(ctx.em, a.id, ctx.auth.caller?.id ?? null, byShortcode);
  }

  @FieldResolver(() => [Tag], { description: 'The hashtags its text uses.' })
  tags(@Root() a: AnnouncementEntity, @Ctx() ctx: Context): Tag[] {
    const { publicUrl } = ctx.deps.config;
    return scanStatusText(a.content, new URL(publicUrl).host).tags.map((name) => ({
      name,
      url: tagUrl(publicUrl, name),
    }));
  }

  @FieldResolver(() => [CustomEmoji], { description: 'The custom emoji its text uses (`:shortcode:`).' })
  emojis(@Root() a: AnnouncementEntity, @Ctx() ctx: Context): Promise<CustomEmojiData[]> {
    return ctx.deps.emoji.emojiIn(a.content);
  }
}
