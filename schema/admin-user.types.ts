import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ProfileField, ProfileFieldInput } from './account.types.js';
import { OffsetPageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: 'The roles of an account.' })
export class AdminUserRoles {
  @Field() admin!: boolean;
  @Field() moderator!: boolean;
}

/**
 * An account as the admin API shows it (integer id, every state flag). Computed fields (roles, avatar, url,
 * statuses, the Account view) are resolved in resolvers/admin/admin-user.resolver.ts.
 */
@ObjectType({ simpleResolvers: true })
export class AdminUser {
  @Field(() => Int) id!: number;
  @Field() nickname!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field() local!: boolean;
  @Field() deactivated!: boolean;
  @Field() isAdmin!: boolean;
  @Field() isModerator!: boolean;
  @Field() approvalPending!: boolean;
  @Field() confirmationPending!: boolean;
  @Field({ description: 'A password reset forced by an admin is still to be done.' }) passwordResetPending!: boolean;
  @Field(() => String, { nullable: true }) registrationReason!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field() actorType!: string;
  @Field() createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A page of accounts as the admin user list gives it, with how many match in all.' })
export class AdminUserOffsetPage extends OffsetPageOf(AdminUser) {}

@ArgsType()
export class AdminUserSearchArgs {
  @Field(() => String, { nullable: true, description: 'Part of `nickname@domain` (a local account\'s domain is this host).' }) query?: string | null;
  @Field(() => [String], { nullable: true, description: 'Each must hold: local, external, active, need_approval, deactivated, unconfirmed, is_admin, is_moderator (a comma-separated entry counts as several).' })
  filters?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'From 1.' }) page?: number | null;
  @Field(() => Int, { nullable: true, description: '50 by default, at most 500.' }) pageSize?: number | null;
  @Field(() => [String], { nullable: true, description: 'Accounts carrying any of these tags.' }) tags?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Part of the display name.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The exact address (case-insensitive).' }) email?: string | null;
}

@InputType()
export class AdminNewUserInput {
  @Field() nickname!: string;
  @Field() email!: string;
  @Field() password!: string;
}

@ObjectType({ simpleResolvers: true, description: "An account's roles." })
export class PermissionGroups {
  @Field() isAdmin!: boolean;
  @Field() isModerator!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A password-reset token and the page link carrying it.' })
export class PasswordResetLink {
  @Field() token!: string;
  @Field() link!: string;
}

@ObjectType({ simpleResolvers: true, description: "An account's settings as the admin credentials API shows them." })
export class AdminUserCredentials {
  @Field(() => Int) id!: number;
  @Field() nickname!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field({ description: 'The display name.' }) name!: string;
  @Field({ description: 'The biography as typed.' }) bio!: string;
  @Field() avatar!: string;
  @Field() banner!: string;
  @Field(() => String, { nullable: true }) background!: string | null;
  @Field() actorType!: string;
  @Field() locked!: boolean;
  @Field() discoverable!: boolean;
  @Field() noRichText!: boolean;
  @Field() defaultScope!: string;
  @Field() hideFollows!: boolean;
  @Field() hideFollowers!: boolean;
  @Field() hideFollowsCount!: boolean;
  @Field() hideFollowersCount!: boolean;
  @Field() hideFavorites!: boolean;
  @Field() allowFollowingMove!: boolean;
  @Field() showRole!: boolean;
  @Field() skipThreadContainment!: boolean;
  @Field(() => GraphQLJSONObject) settingsStore!: Record<string, unknown>;
  @Field(() => [ProfileField]) fields!: ProfileField[];
  @Field(() => [ProfileField]) rawFields!: ProfileField[];
}

@InputType({ description: "An admin's changes to an account; absent fields stay as they are." })
export class AdminCredentialsInput {
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'A new password; the user must then reset it before logging in.' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'The display name.' }) name?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for the default.' }) avatar?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for the default.' }) banner?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for none.' }) background?: string | null;
  @Field(() => String, { nullable: true, description: 'public, unlisted, private or direct.' }) defaultScope?: string | null;
  @Field(() => String, { nullable: true, description: 'Person or Service.' }) actorType?: string | null;
  @Field(() => [ProfileFieldInput], { nullable: true }) fields?: ProfileFieldInput[] | null;
  @Field(() => Boolean, { nullable: true }) locked?: boolean | null;
  @Field(() => Boolean, { nullable: true }) discoverable?: boolean | null;
  @Field(() => Boolean, { nullable: true }) noRichText?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollows?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowers?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowsCount?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowersCount?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFavorites?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowFollowingMove?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showRole?: boolean | null;
  @Field(() => Boolean, { nullable: true }) skipThreadContainment?: boolean | null;
}

@ObjectType({ simpleResolvers: true, description: 'The outcome of a credentials update: success, or the problems by field (nothing changed).' })
export class AdminCredentialsResult {
  @Field() success!: boolean;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Field name to message, e.g. {"email": "has invalid format"}.' })
  errors!: Record<string, string> | null;
}
