import { and } from 'graphql-shield';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Account } from '../schema/account.types.js';
import { addAlias, listAliases, moveAccount, removeAlias } from '../src/accounts/account-migration.service.js';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';
import type { User } from '../src/entities/index.js';
import type { Context } from '../src/graphql/context.js';

export const accountMigrationRules = {
  Query: {
    accountAliases: and(isAuthenticated, hasScope('read:accounts')),
  },
  Mutation: {
    addAccountAlias: and(isAuthenticated, hasScope('write:accounts')),
    removeAccountAlias: and(isAuthenticated, hasScope('write:accounts')),
    moveAccount: and(isAuthenticated, hasScope('write:accounts')),
  },
} satisfies RuleMap;

const ALIAS = 'A handle: a local nickname, or `nick@host` (an account of another server is fetched when unknown).';

/** The caller's other accounts (aliases, ActivityPub `alsoKnownAs`), which let an account move here. */
@Resolver()
export class AccountMigrationResolver {
  @Query(() => [String], { description: "The caller's aliases, as handles (`nick` or `nick@host`)." })
  accountAliases(@Ctx() ctx: Context): Promise<string[]> {
    return listAliases(ctx.em, ctx.deps.config, ctx.auth.user!);
  }

  @Mutation(() => [String], {
    description:
      "Adds an account to the caller's aliases (NOT_FOUND when the handle names none); answers the aliases. An " +
      'account listing another in its aliases lets that one move to it.',
  })
  addAccountAlias(@Ctx() ctx: Context, @Arg('alias', { description: ALIAS }) alias: string): Promise<string[]> {
    return addAlias(ctx.em, ctx.deps.config, ctx.auth.user!, alias);
  }

  @Mutation(() => String, {
    description: "Removes an alias (NOT_FOUND when it is not one of the caller's); answers the handle removed.",
  })
  async removeAccountAlias(
    @Ctx() ctx: Context,
    @Arg('alias', { description: 'The handle of the alias.' }) alias: string,
  ): Promise<string> {
    await removeAlias(ctx.em, ctx.deps.config, ctx.auth.user!, alias);
    return alias;
  }

  @Mutation(() => Account, {
    description:
      "Moves the caller's account to another (Pleroma's move_account), with the password: the target must list the " +
      'caller in `alsoKnownAs` (BAD_USER_INPUT otherwise; NOT_FOUND for an unknown handle). The account is marked ' +
      'moved, its followers are told (a Move) and its local followers follow the target. Answers the target.',
  })
  moveAccount(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
    @Arg('targetAccount', { description: ALIAS }) targetAccount: string,
  ): Promise<User> {
    return moveAccount(ctx.em, ctx.deps.config, ctx.auth.user!, password, targetAccount);
  }
}
