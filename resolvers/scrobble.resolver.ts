import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { viewerWith, type Context } from '../src/graphql/context.js';
import type { Scrobble as ScrobbleEntity, User } from '../src/entities/index.js';
import type { Page } from '../src/core/pagination.js';
import { accountScrobbles, createScrobble } from '../src/scrobbles/scrobble.service.js';
import { Account } from '../schema/account.types.js';
import { PageArgs } from '../schema/page.types.js';
import { Scrobble, ScrobblePage } from '../schema/scrobble.types.js';
import { and } from 'graphql-shield';
import { hasScope, hasScopeWhenAuthenticated, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const scrobbleRules = {
  Query: {
    accountScrobbles: hasScopeWhenAuthenticated('read:accounts'),
  },
  Mutation: {
    createScrobble: and(isAuthenticated, hasScope('write')),
  },
} satisfies RuleMap;

@Resolver(() => Scrobble)
export class ScrobbleResolver {
  @Mutation(() => Scrobble, { description: 'Records a listen of the caller; `title` is required.' })
  createScrobble(
    @Ctx() ctx: Context,
    @Arg('title', { description: 'What was listened to.' }) title: string,
    @Arg('artist', () => String, { nullable: true, description: 'The artist, if any.' }) artist?: string | null,
    @Arg('album', () => String, { nullable: true, description: 'The album, if any.' }) album?: string | null,
    @Arg('length', () => Int, { nullable: true, description: 'Milliseconds.' }) length?: number | null,
  ): Promise<ScrobbleEntity> {
    return createScrobble(ctx.em, ctx.auth.user!, { title, artist, album, length });
  }

  @Query(() => ScrobblePage, {
    description: "An account's scrobbles, newest first; NOT_FOUND for accounts the caller may not see.",
  })
  accountScrobbles(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { description: 'The account whose scrobbles are listed.' }) accountId: string,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<Page<ScrobbleEntity>> {
    return accountScrobbles(ctx.em, viewerWith(ctx, 'read:accounts'), accountId, page);
  }

  @FieldResolver(() => Account)
  account(@Root() scrobble: ScrobbleEntity): User {
    return scrobble.user.getEntity();
  }
}
