import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { accountUrl, avatarUrl } from '../../src/accounts/account.presenter.js';
import { renderedMediaUrl } from '../../src/media-proxy/media-proxy.service.js';
import { credentialsOf, updateCredentials } from '../../src/admin/admin-credentials.service.js';
import {
  adminFollow,
  adminPasswordResetLink,
  adminUnfollow,
  approveUsers,
  confirmEmails,
  createUsers,
  deleteUsers,
  forcePasswordReset,
  resendConfirmationEmails,
  setActivation,
  setPermission,
  tagUsers,
  toggleActivation,
  userByNickname,
  userByNicknameOrId,
  usersByNicknames,
  type PermissionGroup as Group,
} from '../../src/admin/admin-user.service.js';
import { searchUsers } from '../../src/admin/user-search.js';
import type { Context } from '../../src/graphql/context.js';
import type { Report as ReportEntity, Status as StatusEntity, User } from '../../src/entities/index.js';
import { forceDisableMfa } from '../../src/mfa/mfa.service.js';
import { Account } from '../../schema/account.types.js';
import {
  AdminCredentialsInput,
  AdminCredentialsResult,
  AdminFollowPair,
  AdminNewUserInput,
  AdminUser,
  AdminUserCredentials,
  AdminUserPage,
  AdminUserRoles,
  AdminUserSearchArgs,
  PasswordResetLink,
  PermissionGroup,
  PermissionGroups,
} from '../../schema/admin-user.types.js';
import { Report } from '../../schema/report.types.js';
import { AdminStatusPage } from '../../schema/status.types.js';
import { CountedPageArgs } from '../../schema/page.types.js';
import type { CountedPage } from '../../src/core/pagination.js';
import { ADMIN_USER_STATUS_PAGE_SIZE } from '../../src/admin/admin.loaders.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminUserRules = {
  Query: {
    adminUsers: isAdmin('read'),
    adminUser: isAdmin('read'),
    adminPermissionGroups: isAdmin('read'),
    adminUserCredentials: isAdmin('read'),
  },
  Mutation: {
    adminCreateUsers: isAdmin('write'),
    adminDeleteUsers: isAdmin('write'),
    adminFollowUser: isAdmin('write'),
    adminUnfollowUser: isAdmin('write'),
    adminToggleUserActivation: isAdmin('write'),
    adminActivateUsers: isAdmin('write'),
    adminDeactivateUsers: isAdmin('write'),
    adminApproveUsers: isAdmin('write'),
    adminTagUsers: isAdmin('write'),
    adminUntagUsers: isAdmin('write'),
    adminGrantPermission: isAdmin('write'),
    adminRevokePermission: isAdmin('write'),
    adminConfirmEmails: isAdmin('write'),
    adminResendConfirmationEmails: isAdmin('write'),
    adminForcePasswordReset: isAdmin('write'),
    adminCreatePasswordResetLink: isAdmin('write'),
    adminDisableMfa: isAdmin('write'),
    adminUpdateUserCredentials: isAdmin('write'),
  },
} satisfies RuleMap;

/** The admin API's users and permission groups. Every field here is an admin's (adminUserRules). */
const followPairOf = ([follower, followed]: [User, User]): AdminFollowPair => ({ follower, followed });

@Resolver(() => AdminUser)
export class AdminUserResolver {
  @Query(() => AdminUserPage, { description: 'Accounts matching every criterion given, newest first.' })
  adminUsers(@Ctx() ctx: Context, @Args() args: AdminUserSearchArgs): ReturnType<typeof searchUsers> {
    return searchUsers(ctx.em, new URL(ctx.deps.config.publicUrl).host, args);
  }

  @Query(() => AdminUser, {
    description: 'An account by id or nickname, whatever its state; NOT_FOUND when there is none.',
  })
  adminUser(
    @Ctx() ctx: Context,
    @Arg('nicknameOrId', () => ID, { description: "The account's nickname or id." }) nicknameOrId: string,
  ): Promise<User> {
    return userByNicknameOrId(ctx.em, nicknameOrId);
  }

  @Query(() => PermissionGroups, {
    description: "An account's roles.",
  })
  async adminPermissionGroups(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
    @Arg('group', () => PermissionGroup, {
      nullable: true,
      description: "The role Pleroma's path names (`.../permission_group/admin`); the answer shows both roles.",
    })
    _group?: Group | null,
  ): Promise<PermissionGroups> {
    return userByNickname(ctx.em, nickname);
  }

  @Query(() => AdminUserCredentials, { description: "An account's settings." })
  async adminUserCredentials(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
  ): Promise<AdminUserCredentials> {
    return credentialsOf(ctx.deps.config, await userByNicknameOrId(ctx.em, nickname));
  }

  @Mutation(() => PasswordResetLink, {
    description:
      'Issues a password-reset token for a local account (earlier ones stop working) with the link to the reset page.',
  })
  adminCreatePasswordResetLink(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
  ): Promise<PasswordResetLink> {
    return adminPasswordResetLink(ctx.em, ctx.deps.config, nickname);
  }

  @Mutation(() => [AdminUser], {
    description:
      'Creates confirmed, approved local accounts: all of them, or none (CONFLICT for a taken nickname or address).',
  })
  adminCreateUsers(
    @Ctx() ctx: Context,
    @Arg('users', () => [AdminNewUserInput], { description: 'The accounts to create (all or none).' })
    users: AdminNewUserInput[],
  ): Promise<User[]> {
    return createUsers(ctx.em, ctx.auth.user!, users);
  }

  @Mutation(() => [String], {
    description:
      'Deletes accounts with their statuses, follows, tokens and everything else they own; the deleted nicknames.',
  })
  async adminDeleteUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts to delete.' }) nicknames: string[],
  ): Promise<string[]> {
    return (await deleteUsers(ctx.em, ctx.deps.config, ctx.auth.user!, nicknames)).map((u) => u.nickname);
  }

  @Mutation(() => AdminFollowPair, { description: 'Makes `follower` follow `followed` at once; the two accounts.' })
  async adminFollowUser(
    @Ctx() ctx: Context,
    @Arg('follower', { description: 'The nickname of the account that follows.' }) follower: string,
    @Arg('followed', { description: 'The nickname of the account followed.' }) followed: string,
  ): Promise<AdminFollowPair> {
    return followPairOf(await adminFollow(ctx.em, ctx.auth.user!, { follower, followed }));
  }

  @Mutation(() => AdminFollowPair, {
    description: 'Ends the follow (or follow request) of `follower` to `followed`; the two accounts.',
  })
  async adminUnfollowUser(
    @Ctx() ctx: Context,
    @Arg('follower', { description: 'The nickname of the account that unfollows.' }) follower: string,
    @Arg('followed', { description: 'The nickname of the account unfollowed.' }) followed: string,
  ): Promise<AdminFollowPair> {
    return followPairOf(await adminUnfollow(ctx.em, ctx.auth.user!, { follower, followed }));
  }

  @Mutation(() => AdminUser, { description: 'Deactivates an active account, activates a deactivated one.' })
  adminToggleUserActivation(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
  ): Promise<User> {
    return toggleActivation(ctx.em, ctx.auth.user!, nickname);
  }

  @Mutation(() => [AdminUser], { description: 'Activates deactivated accounts; returns them.' })
  async adminActivateUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts to activate.' })
    nicknames: string[],
  ): Promise<User[]> {
    return setActivation(ctx.em, ctx.auth.user!, await usersByNicknames(ctx.em, nicknames), true);
  }

  @Mutation(() => [AdminUser], { description: 'Deactivates accounts; their credentials stop working at once.' })
  async adminDeactivateUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts to deactivate.' })
    nicknames: string[],
  ): Promise<User[]> {
    return setActivation(ctx.em, ctx.auth.user!, await usersByNicknames(ctx.em, nicknames), false);
  }

  @Mutation(() => [AdminUser], { description: 'Approves accounts awaiting approval.' })
  adminApproveUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts awaiting approval.' })
    nicknames: string[],
  ): Promise<User[]> {
    return approveUsers(ctx.em, ctx.auth.user!, nicknames);
  }

  @Mutation(() => [AdminUser], { description: 'Adds tags (trimmed, lower-case) to accounts.' })
  adminTagUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts to tag.' }) nicknames: string[],
    @Arg('tags', () => [String], { description: 'The tags to add (e.g. mrf_tag:media-force-nsfw).' }) tags: string[],
  ): Promise<User[]> {
    return tagUsers(ctx.em, ctx.auth.user!, nicknames, tags, true);
  }

  @Mutation(() => [AdminUser], { description: 'Removes tags from accounts.' })
  adminUntagUsers(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts to untag.' }) nicknames: string[],
    @Arg('tags', () => [String], { description: 'The tags to remove.' }) tags: string[],
  ): Promise<User[]> {
    return tagUsers(ctx.em, ctx.auth.user!, nicknames, tags, false);
  }

  @Mutation(() => [AdminUser], {
    description: 'Gives accounts the role `group` (admin or moderator; NOT_FOUND otherwise).',
  })
  adminGrantPermission(
    @Ctx() ctx: Context,
    @Arg('group', () => PermissionGroup, { description: 'The role.' }) group: Group,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts.' }) nicknames: string[],
  ): Promise<User[]> {
    return setPermission(ctx.em, ctx.auth.user!, group, nicknames, true);
  }

  @Mutation(() => [AdminUser], {
    description: 'Takes the role `group` from accounts; FORBIDDEN for the caller themselves.',
  })
  adminRevokePermission(
    @Ctx() ctx: Context,
    @Arg('group', () => PermissionGroup, { description: 'The role.' }) group: Group,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts.' }) nicknames: string[],
  ): Promise<User[]> {
    return setPermission(ctx.em, ctx.auth.user!, group, nicknames, false);
  }

  @Mutation(() => [AdminUser], { description: "Marks the accounts' addresses confirmed." })
  adminConfirmEmails(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts whose e-mail is confirmed.' })
    nicknames: string[],
  ): Promise<User[]> {
    return confirmEmails(ctx.em, ctx.auth.user!, nicknames);
  }

  @Mutation(() => [AdminUser], { description: 'Mails each account with an address a fresh confirmation link.' })
  adminResendConfirmationEmails(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], {
      description: 'The nicknames of the accounts to send the confirmation e-mail again.',
    })
    nicknames: string[],
  ): Promise<User[]> {
    return resendConfirmationEmails(ctx.em, ctx.deps, ctx.auth.user!, nicknames);
  }

  @Mutation(() => [AdminUser], {
    description: 'The accounts must reset their password before they can log in or act again.',
  })
  adminForcePasswordReset(
    @Ctx() ctx: Context,
    @Arg('nicknames', () => [String], { description: 'The nicknames of the accounts that must reset their password.' })
    nicknames: string[],
  ): Promise<User[]> {
    return forcePasswordReset(ctx.em, ctx.auth.user!, nicknames);
  }

  @Mutation(() => AdminUser, {
    description: "Turns the account's multi-factor authentication off (TOTP secret and backup codes).",
  })
  async adminDisableMfa(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
  ): Promise<User> {
    return forceDisableMfa(ctx.em, await userByNickname(ctx.em, nickname));
  }

  @Mutation(() => AdminCredentialsResult, {
    description: "Changes an account's settings; with a problem nothing changes and `errors` says which.",
  })
  async adminUpdateUserCredentials(
    @Ctx() ctx: Context,
    @Arg('nickname', { description: "The account's nickname." }) nickname: string,
    @Arg('input', { description: 'The credentials to change.' }) input: AdminCredentialsInput,
  ): Promise<AdminCredentialsResult> {
    const errors = await updateCredentials(ctx.em, ctx.auth.user!, nickname, input);
    return { success: errors === null, errors };
  }

  @FieldResolver(() => [Report], { description: 'Reports about this account, newest first (admins).' })
  reports(@Root() a: User, @Ctx() ctx: Context): Promise<ReportEntity[]> {
    return ctx.loaders.reportsByAccountId.load(a.id);
  }

  @FieldResolver(() => AdminUserRoles, { description: 'The admin and moderator roles.' })
  roles(@Root() user: User): AdminUserRoles {
    return { admin: user.isAdmin, moderator: user.isModerator };
  }

  @FieldResolver(() => String, { description: 'The name shown (the nickname when none is set).' })
  displayName(@Root() user: User): string {
    return user.displayName ?? user.nickname;
  }

  @FieldResolver(() => String, {
    description: 'The avatar image (a remote one through the media proxy when it is on).',
  })
  avatar(@Root() user: User, @Ctx() ctx: Context): string | Promise<string> {
    return renderedMediaUrl(ctx.em, ctx.deps.config, avatarUrl(ctx.deps.config, user));
  }

  @FieldResolver(() => String, { description: 'The profile page URL.' })
  url(@Root() user: User, @Ctx() ctx: Context): string {
    return accountUrl(ctx.deps.config, user);
  }

  @FieldResolver(() => Account, { description: 'The same account as the Mastodon API shows it.' })
  account(@Root() user: User): User {
    return user;
  }

  @FieldResolver(() => AdminStatusPage, {
    description: `The account's statuses, newest first, whatever their visibility, reblogs included (${ADMIN_USER_STATUS_PAGE_SIZE} per page unless told).`,
  })
  statuses(
    @Root() user: User,
    @Ctx() ctx: Context,
    @Args(() => CountedPageArgs) page: CountedPageArgs,
  ): Promise<CountedPage<StatusEntity>> {
    return ctx.loaders.statusPagesByAccount(page).load(user.id);
  }
}
