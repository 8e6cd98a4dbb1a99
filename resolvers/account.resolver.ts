import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { accountUrl, avatarUrl, escapeHtml, headerUrl, noteHtml } from '../src/accounts/account.presenter.js';
import { getUser } from '../src/accounts/account.service.js';
import type { Context } from '../src/context.js';
import type { User } from '../src/entities/index.js';
import { Account, AccountCounts, ProfileField } from '../schema/account.types.js';

@Resolver(() => Account)
export class AccountResolver {
  @Query(() => Account, { description: 'The authenticated account.' })
  me(@Ctx() ctx: Context): User {
    return ctx.auth.user!;
  }

  @Query(() => Account, { description: 'An account by id or nickname; NOT_FOUND when there is none.' })
  user(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true }) id?: string,
    @Arg('nickname', () => String, { nullable: true }) nickname?: string,
  ): Promise<User> {
    return getUser(ctx.em, { id, nickname });
  }

  @FieldResolver(() => String, { description: 'The handle as Mastodon shows it: nickname for local accounts.' })
  acct(@Root() user: User): string {
    return user.nickname;
  }

  @FieldResolver(() => String)
  displayName(@Root() user: User): string {
    return user.displayName ?? user.nickname;
  }

  @FieldResolver(() => String, { description: 'The biography as HTML.' })
  note(@Root() user: User): string {
    return noteHtml(user);
  }

  @FieldResolver(() => Boolean, { description: 'True for automated (Service) accounts.' })
  bot(@Root() user: User): boolean {
    return user.actorType === 'Service';
  }

  @FieldResolver(() => String)
  url(@Root() user: User, @Ctx() ctx: Context): string {
    return accountUrl(ctx.deps.config, user);
  }

  @FieldResolver(() => String)
  avatar(@Root() user: User, @Ctx() ctx: Context): string {
    return avatarUrl(ctx.deps.config, user);
  }

  @FieldResolver(() => String)
  header(@Root() user: User, @Ctx() ctx: Context): string {
    return headerUrl(ctx.deps.config, user);
  }

  @FieldResolver(() => [ProfileField], { description: 'Profile fields with their values as HTML.' })
  fields(@Root() user: User): ProfileField[] {
    return user.rawFields.map((f) => ({ name: f.name, value: escapeHtml(f.value) }));
  }

  @FieldResolver(() => AccountCounts, { description: 'Statuses and follows are counted once the social core stores them.' })
  counts(): AccountCounts {
    return { statuses: 0, followers: 0, following: 0 };
  }
}
