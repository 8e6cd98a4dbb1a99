import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import {
  changeEmail,
  deleteOwnAccount,
  disableOwnAccount,
  updateNotificationSettings,
  type NotificationSettings as Settings,
} from '../src/accounts/account-lifecycle.service.js';
import type { Context } from '../src/graphql/context.js';
import { NotificationSettings } from '../schema/account-settings.types.js';
import { Account } from '../schema/account.types.js';
import type { User } from '../src/entities/index.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const accountSettingsRules = {
  Mutation: {
    deleteAccount: and(isAuthenticated, hasScope('write:accounts')),
    disableAccount: and(isAuthenticated, hasScope('write:accounts')),
    changeEmail: and(isAuthenticated, hasScope('write:accounts')),
    updateNotificationSettings: and(isAuthenticated, hasScope('write:accounts')),
  },
} satisfies RuleMap;

/** The caller's own account: deletion, deactivation, e-mail address, notification settings. */
@Resolver()
export class AccountSettingsResolver {
  @Mutation(() => ID, {
    description:
      "Deletes the caller's account at once, with the password (FORBIDDEN when it is wrong); returns its id.",
  })
  async deleteAccount(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
  ): Promise<string> {
    const id = String(ctx.auth.caller!.id);
    await deleteOwnAccount(ctx.em, ctx.deps.config, ctx.auth.user!, password);
    return id;
  }

  @Mutation(() => Boolean, {
    description: "Deactivates the caller's account, with the password: it can no longer log in.",
  })
  async disableAccount(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
  ): Promise<boolean> {
    await disableOwnAccount(ctx.em, ctx.auth.user!, password);
    return true;
  }

  @Mutation(() => Account, {
    description:
      "Changes the caller's e-mail address, with the password; confirmation is mailed when the instance requires it. Answers the caller's account (its `email`).",
  })
  async changeEmail(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
    @Arg('email', { description: 'The new address.' }) email: string,
  ): Promise<User> {
    await changeEmail(ctx.em, ctx.deps, ctx.auth.user!, password, email);
    return ctx.auth.user!;
  }

  @Mutation(() => NotificationSettings, { description: 'Changes the notification settings given; the others stay.' })
  updateNotificationSettings(
    @Ctx() ctx: Context,
    @Arg('blockFromStrangers', () => Boolean, {
      nullable: true,
      description: 'Notifications only from accounts the user follows.',
    })
    blockFromStrangers?: boolean | null,
    @Arg('hideNotificationContents', () => Boolean, {
      nullable: true,
      description: 'Push notifications without their contents.',
    })
    hideNotificationContents?: boolean | null,
  ): Promise<Settings> {
    return updateNotificationSettings(ctx.em, ctx.auth.user!, { blockFromStrangers, hideNotificationContents });
  }
}
