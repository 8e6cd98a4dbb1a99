import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AccountStateFields, ProfileFlagsInput } from './account-state.types.js';
import type { PermissionGroup as Group } from '../src/admin/admin-user.service.js';
import type { User } from '../src/entities/index.js';
import { ProfileField, ProfileFieldInput } from './account.types.js';
import { CountedPageArgs, CountedPageOf } from './page.types.js';
import { StatusVisibility } from './visibility.js';

export const PermissionGroup = {
  ADMIN: 'admin',
  MODERATOR: 'moderator',
} as const satisfies Record<Uppercase<Group>, Group>;
registerEnumType(PermissionGroup, {
  name: 'PermissionGroup',
  description: 'A role an admin gives or takes.',
  valuesConfig: {
    ADMIN: { description: 'Administrators: every admin field.' },
    MODERATOR: { description: 'Moderators.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'The roles of an account.' })
export class AdminUserRoles {
  @Field({ description: 'Has the admin role.' }) admin!: boolean;
  @Field({ description: 'Has the moderator role.' }) moderator!: boolean;
}

/**
 * An account as the admin API shows it (integer id, every state flag). Computed fields (roles, avatar, url,
 * statuses, the Account view) are resolved in resolvers/admin/admin-user.resolver.ts.
 */
@ObjectType({ simpleResolvers: true, description: 'An account as the admin API shows it.' })
export class AdminUser extends AccountStateFields {
  @Field(() => ID, { description: 'The id.' }) id!: number;
  @Field({ description: 'The local handle.' }) nickname!: string;
  @Field(() => String, { nullable: true, description: 'The e-mail address.' }) email!: string | null;
  @Field({ description: 'Has the admin role.' }) isAdmin!: boolean;
  @Field({ description: 'Has the moderator role.' }) isModerator!: boolean;
  @Field({ description: 'A password reset forced by an admin is still to be done.' }) passwordResetPending!: boolean;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
}

@ObjectType({ description: 'The two accounts of a follow an admin made or ended.' })
export class AdminFollowPair {
  @Field(() => AdminUser, { description: 'The account that follows (or followed).' }) follower!: User;
  @Field(() => AdminUser, { description: 'The account followed.' }) followed!: User;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A page of accounts as the admin user list gives it, with how many match in all.',
})
export class AdminUserPage extends CountedPageOf(AdminUser) {
  @Field(() => Int, { description: 'The page size used (the REST listing echoes it as page_size).' })
  pageSize!: number;
}

@ArgsType()
export class AdminUserSearchArgs extends CountedPageArgs {
  @Field(() => String, {
    nullable: true,
    description: "Part of `nickname@domain` (a local account's domain is this host).",
  })
  query?: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'Each must hold: local, external, active, need_approval, deactivated, unconfirmed, is_admin, is_moderator (a comma-separated entry counts as several).',
  })
  filters?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Accounts carrying any of these tags.' }) tags?:
    string[] | null;
  @Field(() => String, { nullable: true, description: 'Part of the display name.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The exact address (case-insensitive).' }) email?: string | null;
}

@InputType({ description: 'An account an admin creates.' })
export class AdminNewUserInput {
  @Field({ description: 'The local handle.' }) nickname!: string;
  @Field({ description: 'The e-mail address.' }) email!: string;
  @Field({ description: 'The password.' }) password!: string;
}

@ObjectType({ simpleResolvers: true, description: "An account's roles." })
export class PermissionGroups {
  @Field({ description: 'Has the admin role.' }) isAdmin!: boolean;
  @Field({ description: 'Has the moderator role.' }) isModerator!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A password-reset token and the page link carrying it.' })
export class PasswordResetLink {
  @Field({ description: 'The reset token.' }) token!: string;
  @Field({ description: 'The reset page URL to give the user.' }) link!: string;
}

@ObjectType({ simpleResolvers: true, description: "An account's settings as the admin credentials API shows them." })
export class AdminUserCredentials {
  @Field(() => ID, { description: 'The id.' }) id!: number;
  @Field({ description: 'The local handle.' }) nickname!: string;
  @Field(() => String, { nullable: true, description: 'The e-mail address.' }) email!: string | null;
  @Field({ description: 'The display name.' }) name!: string;
  @Field({ description: 'The biography as typed.' }) bio!: string;
  @Field({ description: 'The avatar image URL.' }) avatar!: string;
  @Field({ description: 'The header (banner) image URL.' }) banner!: string;
  @Field(() => String, { nullable: true, description: 'The profile background image URL.' }) background!: string | null;
  @Field({ description: 'The ActivityPub actor type: Person, Service (a bot) or Application.' }) actorType!: string;
  @Field({ description: 'Follows need its approval.' }) locked!: boolean;
  @Field({ description: 'The account may be suggested and listed in directories.' }) discoverable!: boolean;
  @Field({ description: 'Statuses are posted as plain text, without Markdown.' }) noRichText!: boolean;
  @Field(() => StatusVisibility, { description: 'The default visibility of new statuses.' }) defaultScope!: string;
  @Field({ description: 'The list of accounts it follows is hidden from others.' }) hideFollows!: boolean;
  @Field({ description: 'Its followers list is hidden from others.' }) hideFollowers!: boolean;
  @Field({ description: 'The count of accounts it follows is hidden from others.' }) hideFollowsCount!: boolean;
  @Field({ description: 'Its followers count is hidden from others.' }) hideFollowersCount!: boolean;
  @Field({ description: 'Its favourites are hidden from others.' }) hideFavourites!: boolean;
  @Field({ description: 'Follows move along when an account it follows moves.' }) allowFollowingMove!: boolean;
  @Field({ description: 'Others see its admin or moderator role.' }) showRole!: boolean;
  @Field({ description: 'Show replies in threads even when their start is not visible to it.' })
  skipThreadContainment!: boolean;
  @Field(() => GraphQLJSONObject, { description: 'Front-end settings by front-end name.' }) settingsStore!: Record<
    string,
    unknown
  >;
  @Field(() => [ProfileField], { description: 'The profile metadata fields.' }) fields!: ProfileField[];
  @Field(() => [ProfileField], { description: 'The profile metadata fields as typed (plain text).' })
  rawFields!: ProfileField[];
}

@InputType({ description: "An admin's changes to an account; absent fields stay as they are." })
export class AdminCredentialsInput extends ProfileFlagsInput {
  @Field(() => String, { nullable: true, description: 'The e-mail address.' }) email?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A new password; the user must then reset it before logging in.',
  })
  password?: string | null;
  @Field(() => String, { nullable: true, description: 'The display name.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'The biography as typed (plain text).' }) bio?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for the default.' }) avatar?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for the default.' }) banner?: string | null;
  @Field(() => String, { nullable: true, description: 'An image URL; empty for none.' }) background?: string | null;
  @Field(() => String, { nullable: true, description: 'public, unlisted, private or direct.' }) defaultScope?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Person or Service.' }) actorType?: string | null;
  @Field(() => [ProfileFieldInput], { nullable: true, description: 'The profile metadata fields.' }) fields?:
    ProfileFieldInput[] | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The outcome of a credentials update: success, or the problems by field (nothing changed).',
})
export class AdminCredentialsResult {
  @Field({ description: 'Always true: the changes were saved (errors come back as BAD_USER_INPUT).' })
  success!: boolean;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Field name to message, e.g. {"email": "has invalid format"}.',
  })
  errors!: Record<string, string> | null;
}
