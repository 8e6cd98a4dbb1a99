import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { and } from 'graphql-shield';
import type { Context } from '../src/graphql/context.js';
import { accountUrl } from '../src/accounts/account.presenter.js';
import {
  accountFeaturedTags,
  featuredTagSuggestions,
  featureTag,
  ownFeaturedTags,
  unfeatureTag,
  type FeaturedTagData,
} from '../src/statuses/featured-tags.service.js';
import { tagUrl } from '../src/statuses/status-content.js';
import { FeaturedTag } from '../schema/featured-tag.types.js';
import { Tag } from '../schema/tag.types.js';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const featuredTagRules = {
  Query: {
    featuredTags: and(isAuthenticated, hasScope('read:accounts')),
    featuredTagSuggestions: and(isAuthenticated, hasScope('read:accounts')),
    accountFeaturedTags: hasScopeWhenAuthenticated('read:accounts'),
  },
  Mutation: {
    featureTag: and(isAuthenticated, hasScope('write:accounts')),
    unfeatureTag: and(isAuthenticated, hasScope('write:accounts')),
  },
} satisfies RuleMap;

@Resolver(() => FeaturedTag)
export class FeaturedTagResolver {
  @Query(() => [FeaturedTag], { description: 'The hashtags the caller features, oldest first.' })
  featuredTags(@Ctx() ctx: Context): Promise<FeaturedTagData[]> {
    return ownFeaturedTags(ctx.em, ctx.auth.user!);
  }

  @Query(() => [FeaturedTag], { description: "An account's featured hashtags, oldest first." })
  accountFeaturedTags(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<FeaturedTagData[]> {
    return accountFeaturedTags(ctx.em, ctx.auth.user, id);
  }

  @Query(() => [Tag], {
    description: 'Hashtags the caller used most in their latest statuses and does not feature yet (at most 10).',
  })
  async featuredTagSuggestions(@Ctx() ctx: Context): Promise<Tag[]> {
    const names = await featuredTagSuggestions(ctx.em, ctx.auth.user!);
    return names.map((name) => ({ name, url: tagUrl(ctx.deps.config.publicUrl, name) }));
  }

  @Mutation(() => FeaturedTag, {
    description: "Features a hashtag on the caller's profile (at most 10); featuring it again answers it again.",
  })
  featureTag(
    @Ctx() ctx: Context,
    @Arg('name', { description: 'The hashtag, with or without "#".' }) name: string,
  ): Promise<FeaturedTagData> {
    return featureTag(ctx.em, new URL(ctx.deps.config.publicUrl).host.toLowerCase(), ctx.auth.user!, name);
  }

  @Mutation(() => ID, { description: "Stops featuring one of the caller's hashtags; returns its id." })
  unfeatureTag(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The featured hashtag id.' }) id: string,
  ): Promise<number> {
    return unfeatureTag(ctx.em, ctx.auth.user!, id);
  }

  @FieldResolver(() => String, { description: "The account's statuses with the hashtag (a page URL)." })
  url(@Root() t: FeaturedTagData, @Ctx() ctx: Context): string {
    return `${accountUrl(ctx.deps.config, t.owner)}/tagged/${encodeURIComponent(t.name)}`;
  }
}
