import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { Poll as PollEntity } from '../src/entities/index.js';
import { getVisiblePoll, vote } from '../src/polls/poll.service.js';
import { Poll, PollOption } from '../schema/poll.types.js';
import { and } from 'graphql-shield';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const pollRules = {
  Query: {
    poll: hasScopeWhenAuthenticated('read:statuses'),
  },
  Mutation: {
    voteInPoll: and(isAuthenticated, hasScope('write:statuses')),
  },
} satisfies RuleMap;

const expired = (p: PollEntity) => p.expiresAt <= new Date();

@Resolver(() => Poll)
export class PollResolver {
  @Query(() => Poll, { description: 'A poll whose status the viewer may see; NOT_FOUND otherwise.' })
  poll(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The poll id.' }) id: string): Promise<PollEntity> {
    return getVisiblePoll(ctx.em, ctx.auth.user, id);
  }

  @Mutation(() => Poll, {
    description: 'Votes in a poll, once: the indices of the options chosen (one unless multiple).',
  })
  voteInPoll(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The poll id.' }) id: string,
    @Arg('choices', () => [Int], { description: 'The indexes of the options chosen, from 0.' }) choices: number[],
  ): Promise<PollEntity> {
    return vote(ctx.em, ctx.auth.user!, id, choices);
  }

  @FieldResolver(() => Boolean)
  expired(@Root() p: PollEntity): boolean {
    return expired(p);
  }

  private async authorId(p: PollEntity, ctx: Context): Promise<number | null> {
    return (await ctx.loaders.visibleStatusById.load(p.status.id))?.account.id ?? null;
  }

  @FieldResolver(() => Int)
  async votesCount(@Root() p: PollEntity, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.pollVoteCounts.load(p.id)).reduce((sum, r) => sum + r.count, 0);
  }

  @FieldResolver(() => Int)
  async votersCount(@Root() p: PollEntity, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.pollVotersCount.load(p.id)) ?? 0;
  }

  @FieldResolver(() => [PollOption])
  async options(@Root() p: PollEntity, @Ctx() ctx: Context): Promise<PollOption[]> {
    const counts = await ctx.loaders.pollVoteCounts.load(p.id);
    const hidden = p.hideTotals && !expired(p) && (await this.authorId(p, ctx)) !== ctx.auth.caller?.id;
    return p.options.map((title, i) => ({
      title,
      votesCount: hidden ? null : (counts.find((r) => r.choice === i)?.count ?? 0),
    }));
  }

  @FieldResolver(() => Boolean, { nullable: true })
  async voted(@Root() p: PollEntity, @Ctx() ctx: Context): Promise<boolean | null> {
    if (!ctx.auth.caller) return null;
    return (
      (await this.authorId(p, ctx)) === ctx.auth.caller.id || (await ctx.loaders.pollOwnVotes.load(p.id)).length > 0
    );
  }

  @FieldResolver(() => [Int], { nullable: true })
  async ownVotes(@Root() p: PollEntity, @Ctx() ctx: Context): Promise<number[] | null> {
    if (!ctx.auth.caller) return null;
    return (await ctx.loaders.pollOwnVotes.load(p.id)).map((r) => r.choice);
  }
}
