import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import { followRelay, listRelays, unfollowRelay, type RelayView } from '../../src/federation/relays.js';
import { AdminRelay } from '../../schema/relay.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminRelayRules = {
  Query: {
    adminRelays: isAdmin('read'),
  },
  Mutation: {
    adminFollowRelay: isAdmin('write'),
    adminUnfollowRelay: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver()
export class AdminRelayResolver {
  @Query(() => [AdminRelay], { description: 'The relays this server follows, accepted or still waiting (admins).' })
  adminRelays(@Ctx() ctx: Context): Promise<RelayView[]> {
    return listRelays(ctx.em);
  }

  @Mutation(() => AdminRelay, {
    description:
      'Follows a relay from the relay actor: fetches the relay actor and sends it a Follow (admins; logged).',
  })
  adminFollowRelay(
    @Ctx() ctx: Context,
    @Arg('relayUrl', { description: 'The URL of the relay actor.' }) relayUrl: string,
  ): Promise<RelayView> {
    return followRelay(ctx.em, ctx.auth.user!, relayUrl);
  }

  @Mutation(() => String, {
    description: 'Stops following a relay (an Undo of the Follow); answers the relay URL (admins; logged).',
  })
  adminUnfollowRelay(
    @Ctx() ctx: Context,
    @Arg('relayUrl', { description: 'The URL of the relay actor.' }) relayUrl: string,
    @Arg('force', () => Boolean, { nullable: true, description: 'Unfollow even when the relay cannot be reached.' })
    force?: boolean | null,
  ): Promise<string> {
    return unfollowRelay(ctx.em, ctx.auth.user!, relayUrl, force ?? false);
  }
}
