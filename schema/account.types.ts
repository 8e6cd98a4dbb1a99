import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AccountStateFields, ProfileFlagsInput } from './account-state.types.js';
import type { Visibility } from '../src/entities/index.js';
import { StatusVisibility } from './visibility.js';

@ObjectType({ simpleResolvers: true, description: 'A profile metadata field.' })
export class ProfileField {
  @Field({ description: 'The label.' }) name!: string;
  @Field({ description: 'HTML in `fields`, as typed in `rawFields`.' }) value!: string;
}

/**
 * An account (Mastodon's Account entity). Fields computed from the stored user (acct, url, avatar, note
 * as HTML, counts) are resolved in resolvers/account.resolver.ts.
 */
@ObjectType({ simpleResolvers: true, description: "An account (Mastodon's Account entity with Pleroma's additions)." })
export class Account extends AccountStateFields {
  @Field(() => ID, { description: 'The id.' }) id!: number;
  @Field({ description: 'The local handle.' }) nickname!: string;
  @Field(() => String, { nullable: true, description: 'Visible to the account itself and to admins only.' }) email!:
    string | null;
  @Field({ description: 'The biography as typed (plain text); `note` is its HTML.' }) bio!: string;
  @Field({ description: 'Has the admin role.' }) isAdmin!: boolean;
  @Field({ description: 'Has the moderator role.' }) isModerator!: boolean;
  @Field({ description: 'Follows need its approval.' }) locked!: boolean;
  @Field({ description: 'The account may be suggested and listed in directories.' }) discoverable!: boolean;
  @Field({ description: 'Its followers list is hidden from others.' }) hideFollowers!: boolean;
  @Field({ description: 'The list of accounts it follows is hidden from others.' }) hideFollows!: boolean;
  @Field({ description: 'Its followers count is hidden from others.' }) hideFollowersCount!: boolean;
  @Field({ description: 'The count of accounts it follows is hidden from others.' }) hideFollowsCount!: boolean;
  @Field({ description: 'Its favourites are hidden from others.' }) hideFavourites!: boolean;
  @Field(() => StatusVisibility, {
    description: 'The default visibility of new statuses. Visible to the account itself only.',
  })
  defaultScope!: string;
  @Field({ description: 'Whether new statuses are sensitive by default. Visible to the account itself only.' })
  defaultSensitive!: boolean;
  @Field({ description: 'Visible to the account itself only.' }) noRichText!: boolean;
  @Field({ description: 'Visible to the account itself only.' }) allowFollowingMove!: boolean;
  @Field({ description: 'Whether others see the admin and moderator roles.' }) showRole!: boolean;
  @Field({ description: 'Show replies in threads even when their start is not visible to it.' })
  skipThreadContainment!: boolean;
  @Field(() => GraphQLJSONObject, {
    description: "Front-end settings by front-end name (Pleroma's settings_store). Visible to the account itself only.",
  })
  settingsStore!: Record<string, unknown>;
  @Field(() => [ProfileField], { description: 'The profile metadata fields as typed (plain text).' })
  rawFields!: ProfileField[];
  @Field(() => [ID], {
    description: "Actor ids of its other accounts (ActivityPub `alsoKnownAs`, Pleroma's aliases): they may move to it.",
  })
  alsoKnownAs!: string[];
  @Field({ description: 'When it was created.' }) createdAt!: Date;
  // Not simple: a simple field reads the property of its GraphQL name, and this one is renamed.
  @Field(() => String, {
    name: 'backgroundImage',
    simple: false,
    nullable: true,
    description: "The profile background image URL (Pleroma's background_image).",
  })
  backgroundUrl!: string | null;
  @Field({
    description:
      'Notifications only from accounts the user follows (besides follows and reports). Visible to the account itself only.',
  })
  blockFromStrangers!: boolean;
  @Field({ description: 'Push notifications carry no contents. Visible to the account itself only.' })
  hideNotificationContents!: boolean;
}

@ObjectType({ simpleResolvers: true, description: "An account's counts." })
export class AccountCounts {
  @Field(() => ID, {
    description:
      "The account's id: client caches (Apollo, graphcache) keep the counts as one object per account and merge new ones into it.",
  })
  id!: string;
  @Field(() => Int, { description: 'How many statuses.' }) statuses!: number;
  @Field(() => Int, { description: 'How many followers.' }) followers!: number;
  @Field(() => Int, { description: 'How many accounts it follows.' }) following!: number;
}

@InputType({ description: 'A profile metadata field to set.' })
export class ProfileFieldInput {
  @Field({ description: 'The label.' }) name!: string;
  @Field({ description: 'The value (plain text; links become links).' }) value!: string;
}

@InputType({
  description: 'Profile changes (PATCH /api/v1/accounts/update_credentials); absent fields stay as they are.',
})
export class UpdateCredentialsInput extends ProfileFlagsInput {
  @Field(() => String, { nullable: true, description: 'The name shown, free text.' }) displayName?: string | null;
  @Field(() => String, { nullable: true, description: 'The biography as plain text.' }) note?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Sets the actor type to Service (true) or Person (false).' })
  bot?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Person or Service; wins over `bot`.' }) actorType?:
    string | null;
  @Field(() => [ProfileFieldInput], {
    nullable: true,
    description: 'Replaces the profile fields; entries with blank name and value are dropped.',
  })
  fields?: ProfileFieldInput[] | null;
  @Field(() => StatusVisibility, { nullable: true, description: 'The default visibility of new statuses.' })
  defaultScope?: Visibility | null;
  @Field(() => Boolean, { nullable: true, description: 'New statuses are sensitive by default.' }) defaultSensitive?:
    boolean | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Front-end settings by front-end name, merged into the stored ones front-end by front-end.',
  })
  settingsStore?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true, description: 'Back to the default avatar.' }) removeAvatar?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Back to the default header.' }) removeHeader?: boolean | null;
}
