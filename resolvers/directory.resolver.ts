import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { User } from '../src/entities/index.js';
import { directory } from '../src/directory/directory.service.js';
import { AccountPage, PageArgs } from '../schema/page.types.js';
import type { Page } from '../src/core/pagination.js';
import { DirectoryOrder } from '../schema/directory.types.js';
import { hasScopeWhenAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const directoryRules = {
  Query: {
    directory: hasScopeWhenAuthenticated('read:accounts'),
  },
} satisfies RuleMap;

@Resolver()
export class DirectoryResolver {
  @Query(() => AccountPage, {
    description: 'The profile directory: discoverable accounts the viewer may see (pages of 1 to 80, default 40).',
  })
  directory(
    @Ctx() ctx: Context,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('order', () => DirectoryOrder, { nullable: true, description: 'Default: ACTIVE.' }) order?: DirectoryOrder,
    @Arg('local', () => Boolean, { nullable: true, description: "Only this server's accounts." }) local?: boolean,
  ): Promise<Page<User>> {
    return directory(ctx.em, ctx.auth.user ?? null, { ...page, order, local });
  }
}
