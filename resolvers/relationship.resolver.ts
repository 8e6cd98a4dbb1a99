import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { findVisibleAccount } from '../src/accounts/account.service.js';
import { viewerWith, type Context } from '../src/graphql/context.js';
import type { User } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import {
  authorizeFollowRequest,
  block,
  endorse,
  follow,
  mute,
  rejectFollowRequest,
  removeFromFollowers,
  setAccountNote,
  setSubscription,
  unblock,
  unendorse,
  unfollow,
  unmute,
} from '../src/relations/relation-actions.service.js';
import {
  blocksPage,
  endorsementsPage,
  familiarFollowers,
  followersPage,
  followingPage,
  followRequestsPage,
  mutesPage,
  type FamiliarFollowers as FamiliarFollowersData,
} from '../src/relations/relation-lists.js';
import {
  relationshipsOf,
  relationshipsWith,
  type Relationship as RelationshipData,
} from '../src/relations/relationships.js';
import { AccountPage, PageArgs } from '../schema/page.types.js';
import { FamiliarFollowers, Relationship } from '../schema/relationship.types.js';
import { allow, and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const relationshipRules = {
  Query: {
    followers: allow,
    following: allow,
    relationships: and(isAuthenticated, hasScope('read:follows')),
    followRequests: and(isAuthenticated, hasScope('read:follows')),
    blocks: and(isAuthenticated, hasScope('read:blocks')),
    mutes: and(isAuthenticated, hasScope('read:mutes')),
    endorsements: and(isAuthenticated, hasScope('read:accounts')),
    familiarFollowers: and(isAuthenticated, hasScope('read:follows')),
  },
  Mutation: {
    setAccountNote: and(isAuthenticated, hasScope('write:accounts')),
    followAccount: and(isAuthenticated, hasScope('write:follows')),
    unfollowAccount: and(isAuthenticated, hasScope('write:follows')),
    subscribeAccount: and(isAuthenticated, hasScope('write:follows')),
    unsubscribeAccount: and(isAuthenticated, hasScope('write:follows')),
    authorizeFollowRequest: and(isAuthenticated, hasScope('write:follows')),
    rejectFollowRequest: and(isAuthenticated, hasScope('write:follows')),
    blockAccount: and(isAuthenticated, hasScope('write:blocks')),
    unblockAccount: and(isAuthenticated, hasScope('write:blocks')),
    muteAccount: and(isAuthenticated, hasScope('write:mutes')),
    unmuteAccount: and(isAuthenticated, hasScope('write:mutes')),
    endorseAccount: and(isAuthenticated, hasScope('write:accounts')),
    unendorseAccount: and(isAuthenticated, hasScope('write:accounts')),
    removeFromFollowers: and(isAuthenticated, hasScope('write:follows')),
  },
} satisfies RuleMap;

/** The caller's relationship with an account just acted on, read afresh (not from the request's loader cache). */
async function freshRelationship(ctx: Context, target: User): Promise<RelationshipData> {
  return (await relationshipsOf(ctx.em, ctx.auth.caller!.id, [target.id])).get(target.id)!;
}

@Resolver()
export class RelationsResolver {
  @Query(() => AccountPage, {
    description: "An account's followers: empty for others when it hides them or blocks the caller.",
  })
  async followers(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Args() page: PageArgs,
  ): Promise<Page<User>> {
    const viewer = viewerWith(ctx, 'read:accounts');
    return followersPage(ctx.em, await findVisibleAccount(ctx.em, id, viewer, 'Record not found'), viewer, page);
  }

  @Query(() => AccountPage, {
    description: 'The accounts an account follows: empty for others when it hides them or blocks the caller.',
  })
  async following(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Args() page: PageArgs,
  ): Promise<Page<User>> {
    const viewer = viewerWith(ctx, 'read:accounts');
    return followingPage(ctx.em, await findVisibleAccount(ctx.em, id, viewer, 'Record not found'), viewer, page);
  }

  @Query(() => [Relationship], {
    description: "The caller's relationships with the accounts (unknown ids are left out).",
  })
  relationships(
    @Ctx() ctx: Context,
    @Arg('ids', () => [ID], { description: 'The account ids.' }) ids: string[],
  ): Promise<RelationshipData[]> {
    return relationshipsWith(ctx.em, ctx.auth.caller!.id, ids);
  }

  @Query(() => AccountPage, { description: 'Accounts asking to follow the caller.' })
  followRequests(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<User>> {
    return followRequestsPage(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => AccountPage, { description: 'Accounts the caller blocks.' })
  blocks(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<User>> {
    return blocksPage(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => AccountPage, { description: 'Accounts the caller mutes (mutes in force).' })
  mutes(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<User>> {
    return mutesPage(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => AccountPage, { description: 'The accounts the caller features on their profile, newest first.' })
  endorsements(@Ctx() ctx: Context, @Args() page: PageArgs): Promise<Page<User>> {
    return endorsementsPage(ctx.em, ctx.auth.user!, page);
  }

  @Query(() => [FamiliarFollowers], {
    description: "For each account (unknown ids left out): the caller's followings that follow it.",
  })
  familiarFollowers(
    @Ctx() ctx: Context,
    @Arg('ids', () => [ID], { description: 'The account ids.' }) ids: string[],
  ): Promise<FamiliarFollowersData[]> {
    return familiarFollowers(ctx.em, ctx.auth.user!, ids);
  }

  @Mutation(() => Relationship, {
    description: 'Features an account the caller follows on their profile (at most max_endorsed_users).',
  })
  async endorseAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await endorse(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, { description: "Stops featuring an account on the caller's profile." })
  async unendorseAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await unendorse(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description: "Removes an account from the caller's followers (its follow or follow request ends).",
  })
  async removeFromFollowers(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await removeFromFollowers(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description: 'Follows an account (a follow request when it is locked); following again changes the options given.',
  })
  async followAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Arg('reblogs', () => Boolean, {
      nullable: true,
      description: "Show the account's reblogs at home (default true).",
    })
    reblogs?: boolean | null,
    @Arg('notify', () => Boolean, {
      nullable: true,
      description:
        "Subscribe to (true) or unsubscribe from (false) the account's new statuses; the subscription outlives the follow (omitted: unchanged).",
    })
    notify?: boolean | null,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await follow(ctx.em, ctx.auth.user!, id, { reblogs, notify }));
  }

  @Mutation(() => Relationship, { description: 'Unfollows an account, or withdraws the follow request.' })
  async unfollowAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await unfollow(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, { description: 'Blocks an account; follows between the two end, either way.' })
  async blockAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await block(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, { description: "Removes the caller's block of an account; returns the relationship." })
  async unblockAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await unblock(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description:
      'Mutes an account, with its notifications unless `notifications` is false, for `duration` seconds (0: until unmuted).',
  })
  async muteAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Arg('notifications', () => Boolean, { nullable: true, description: 'Mute its notifications too (default true).' })
    notifications?: boolean | null,
    @Arg('duration', () => Int, {
      nullable: true,
      description: 'Seconds until the mute ends; 0 or unset: until unmuted.',
    })
    duration?: number | null,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await mute(ctx.em, ctx.auth.user!, id, { notifications, duration }));
  }

  @Mutation(() => Relationship, { description: "Ends the caller's mute of an account; returns the relationship." })
  async unmuteAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await unmute(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description:
      "Subscribes to an account's new statuses (Pleroma's subscription: a `status` notification for each), whether followed or not; refused when either account blocks the other.",
  })
  async subscribeAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account to subscribe to.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await setSubscription(ctx.em, ctx.auth.user!, id, true));
  }

  @Mutation(() => Relationship, {
    description: "Ends the caller's subscription to an account (no error when there is none); a follow stays.",
  })
  async unsubscribeAccount(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account to unsubscribe from.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await setSubscription(ctx.em, ctx.auth.user!, id, false));
  }

  @Mutation(() => Relationship, { description: "Accepts an account's follow request (id: the requesting account)." })
  async authorizeFollowRequest(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await authorizeFollowRequest(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description: 'Rejects a pending follow request; returns the relationship with its author.',
  })
  async rejectFollowRequest(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await rejectFollowRequest(ctx.em, ctx.auth.user!, id));
  }

  @Mutation(() => Relationship, {
    description: "Sets the caller's private note on an account (empty or absent removes it).",
  })
  async setAccountNote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The account id.' }) id: string,
    @Arg('comment', () => String, { nullable: true, description: 'The private note; empty: removed.' })
    comment?: string | null,
  ): Promise<RelationshipData> {
    return freshRelationship(ctx, await setAccountNote(ctx.em, ctx.auth.user!, id, comment ?? ''));
  }
}
