import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { User } from '../src/entities/index.js';
import { directory } from '../src/directory/directory.service.js';
import { Account } from '../schema/account.types.js';
import { DirectoryOrder } from '../schema/directory.types.js';
import { hasScopeWhenAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const directoryRules = {
  Query: {
    directory: hasScopeWhenAuthenticated('read:accounts'),
  },
} satisfies RuleMap;

@Resolver()
export class DirectoryResolver {
  @Query(() => [Account], {
    description: 'The profile directory: discoverable accounts the viewer may see (Mastodon order and paging).',
  })
  directory(
    @Ctx() ctx: Context,
    @Arg('order', () => DirectoryOrder, { nullable: true, description: 'Default: ACTIVE.' }) order?: DirectoryOrder,
    @Arg('local', () => Boolean, { nullable: true, description: "Only this server's accounts." }) local?: boolean,
    @Arg('offset', () => Int, { nullable: true, description: 'How many to skip (default 0).' }) offset?: number,
    @Arg('limit', () => Int, { nullable: true, description: 'How many (1 to 80, default 40).' }) limit?: number,
  ): Promise<User[]> {
    return directory(ctx.em, ctx.auth.user ?? null, { order, local, offset, limit });
  }
}
