import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import { instancePeers } from '../src/instance/peer.service.js';
import { allow } from 'graphql-shield';
import type { RuleMap } from '../src/auth/rules.js';

export const peerRules = {
  Query: {
    instancePeers: allow, // public, as Pleroma's /api/v1/instance/peers
  },
} satisfies RuleMap;

@Resolver()
export class InstancePeersResolver {
  @Query(() => [String], {
    description: 'The hosts of the other instances this one knows (of its remote accounts), sorted.',
  })
  instancePeers(@Ctx() ctx: Context): Promise<string[]> {
    return instancePeers(ctx.em);
  }
}
