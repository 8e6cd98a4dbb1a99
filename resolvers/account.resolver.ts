import { CustomEmoji } from '../schema/emoji.types.js';
import type { CustomEmoji as CustomEmojiData } from '../src/emoji/custom-emoji.js';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  accountApId,
  accountUrl,
  accountUsername,
  avatarUrl,
  fieldsHtml,
  headerUrl,
  noteHtml,
} from '../src/accounts/account.presenter.js';
import { findVisibleAccount, lookupAccount } from '../src/accounts/account.service.js';
import { countsOf } from '../src/accounts/account.loaders.js';
import { BadInputError } from '../src/core/errors.js';
import { updateProfile } from '../src/accounts/profile.service.js';
import { renderedMediaUrl } from '../src/media-proxy/media-proxy.service.js';
import { viewerWith, type Context } from '../src/graphql/context.js';
import type { User } from '../src/entities/index.js';
import type { Relationship as RelationshipData } from '../src/relations/relationships.js';
import type { FileUpload } from '../src/core/uploads.js';
import { Account, AccountCounts, ProfileField, UpdateCredentialsInput } from '../schema/account.types.js';
import { Relationship } from '../schema/relationship.types.js';
import { allow, and } from 'graphql-shield';
import { hasScope, isAdmin, isAuthenticated, isSelf, orInTurn, type RuleMap } from '../src/auth/rules.js';

/** Milliseconds since the epoch as a date (none: null). */
const dateOf = (at: number | null) => (at == null ? null : new Date(at));

export const accountRules = {
  Query: {
    me: and(isAuthenticated, hasScope('read:accounts')),
    account: allow, // public data; the caller counts only with read:accounts (Pleroma's fallback to anonymous)
  },
  Mutation: {
    updateCredentials: and(isAuthenticated, hasScope('write:accounts')),
  },
  Account: {
    email: orInTurn(isSelf, isAdmin('read')),
    registrationReason: orInTurn(isSelf, isAdmin('read')),
    defaultScope: isSelf,
    defaultSensitive: isSelf,
    noRichText: isSelf,
    allowFollowingMove: isSelf,
    settingsStore: isSelf,
    followRequestsCount: isSelf,
    blockFromStrangers: isSelf,
    hideNotificationContents: isSelf,
  },
} satisfies RuleMap;

@Resolver(() => Account)
export class AccountResolver {
  @Query(() => Account, { description: 'The authenticated account.' })
  me(@Ctx() ctx: Context): User {
    return ctx.auth.caller!;
  }

  @Query(() => Account, {
    description:
      'An account by id (or nickname, as Pleroma accepts) or by handle (`acct`); give exactly one. NOT_FOUND when ' +
      'there is none, for deactivated accounts, and for ones awaiting approval or confirmation unless the caller is ' +
      'the account or an admin.',
  })
  account(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The account id, or its nickname.' }) id?: string | null,
    @Arg('acct', () => String, {
      nullable: true,
      description: 'Its handle: nickname, @nickname or nickname@this-host.',
    })
    acct?: string | null,
  ): Promise<User> {
    if ((id == null) === (acct == null)) throw new BadInputError('account: give exactly one of id and acct');
    const viewer = viewerWith(ctx, 'read:accounts');
    if (id != null) return findVisibleAccount(ctx.em, id, viewer);
    return lookupAccount(ctx.em, acct!, viewer, new URL(ctx.deps.config.publicUrl).host);
  }

  @Mutation(() => Account, {
    description: "Changes the caller's profile and settings; avatar and header are images (PNG, JPEG, GIF, WebP).",
  })
  async updateCredentials(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The profile fields to change; unset ones stay.' }) input: UpdateCredentialsInput,
    @Arg('avatar', () => GraphQLUpload, { nullable: true, description: 'A new avatar image (multipart upload).' })
    avatar?: Promise<FileUpload> | null,
    @Arg('header', () => GraphQLUpload, { nullable: true, description: 'A new header image (multipart upload).' })
    header?: Promise<FileUpload> | null,
  ): Promise<User> {
    return updateProfile(ctx.em, ctx.deps.config, ctx.auth.user!, input, {
      avatar: await avatar,
      header: await header,
    });
  }

  @FieldResolver(() => String, { description: 'The handle as Mastodon shows it: nickname for local accounts.' })
  acct(@Root() user: User): string {
    return user.nickname;
  }

  @FieldResolver(() => Account, {
    nullable: true,
    description: "The account it moved to (Mastodon's `moved`); null when it did not move or that one is gone.",
  })
  async moved(@Root() user: User, @Ctx() ctx: Context): Promise<User | null> {
    if (!user.movedTo) return null;
    const target = await ctx.loaders.userById.load(user.movedTo.id);
    return target && !target.deactivated ? target : null;
  }

  @FieldResolver(() => String, { description: 'The name shown (the nickname when none is set).' })
  displayName(@Root() user: User): string {
    return user.displayName ?? user.nickname;
  }

  @FieldResolver(() => [CustomEmoji], {
    description: 'The custom emoji its display name, bio and profile fields use (`:shortcode:`).',
  })
  emojis(@Root() user: User, @Ctx() ctx: Context): Promise<CustomEmojiData[]> | CustomEmojiData[] {
    return ctx.deps.emoji.emojiInNow(user.displayName, user.bio, ...user.rawFields.flatMap((f) => [f.name, f.value]));
  }

  @FieldResolver(() => String, { description: 'The biography as HTML.' })
  note(@Root() user: User): string {
    return noteHtml(user);
  }

  @FieldResolver(() => Boolean, { description: 'True for automated (Service) accounts.' })
  bot(@Root() user: User): boolean {
    return user.actorType === 'Service';
  }

  @FieldResolver(() => String, {
    description: "The username without a host (Mastodon's `username`; a remote account's host is in `acct`).",
  })
  username(@Root() user: User): string {
    return accountUsername(user);
  }

  @FieldResolver(() => ID, { description: "The ActivityPub actor id (Pleroma's `ap_id`), not the profile page." })
  apId(@Root() user: User, @Ctx() ctx: Context): string {
    return accountApId(ctx.deps.config, user);
  }

  @FieldResolver(() => String, { description: 'The profile page URL.' })
  url(@Root() user: User, @Ctx() ctx: Context): string {
    return accountUrl(ctx.deps.config, user);
  }

  @FieldResolver(() => String, {
    description: 'The avatar image (a remote one through the media proxy when it is on).',
  })
  avatar(@Root() user: User, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, avatarUrl(ctx.deps.config, user));
  }

  @FieldResolver(() => String, {
    description: 'The header image (a remote one through the media proxy when it is on).',
  })
  header(@Root() user: User, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, headerUrl(ctx.deps.config, user));
  }

  @FieldResolver(() => [ProfileField], { description: 'Profile fields with their values as HTML.' })
  fields(@Root() user: User): ProfileField[] {
    return fieldsHtml(user.rawFields);
  }

  @FieldResolver(() => AccountCounts, {
    description:
      'Statuses (reblogs not counted), followers and follows. As in Pleroma, an account hiding both its followers ' +
      'and their count shows 0 followers to others (likewise for follows).',
  })
  counts(@Root() user: User, @Ctx() ctx: Context): Promise<AccountCounts> | AccountCounts {
    const self = ctx.auth.caller?.id === user.id;
    const shown = (statuses: number | null, followers: number | null, following: number | null) => ({
      id: String(user.id),
      statuses: statuses ?? 0,
      followers: !self && user.hideFollowers && user.hideFollowersCount ? 0 : (followers ?? 0),
      following: !self && user.hideFollows && user.hideFollowsCount ? 0 : (following ?? 0),
    });
    const counted = countsOf(user);
    if (counted) return shown(counted.statusesCount, counted.followersCount, counted.followingCount);
    return Promise.all([
      ctx.loaders.statusesCount.load(user.id),
      ctx.loaders.followersCount.load(user.id),
      ctx.loaders.followingCount.load(user.id),
    ]).then(([statuses, followers, following]) => shown(statuses, followers, following));
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the account last posted (reblogs included).' })
  lastStatusAt(@Root() user: User, @Ctx() ctx: Context): Promise<Date | null> | Date | null {
    const counted = countsOf(user);
    if (counted) return dateOf(counted.lastStatusAt);
    return ctx.loaders.lastStatusAt.load(user.id).then(dateOf);
  }

  @FieldResolver(() => Int, {
    description: 'Pending follow requests to the account. Visible to the account itself only.',
  })
  async followRequestsCount(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.followRequestsCount.load(user.id)) ?? 0;
  }

  @FieldResolver(() => Relationship, {
    nullable: true,
    description: "The caller's relationship with the account; null for anonymous callers.",
  })
  relationship(@Root() user: User, @Ctx() ctx: Context): Promise<RelationshipData | null> {
    return ctx.loaders.relationship.load(user.id);
  }
}
