import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A profile metadata field.' })
export class ProfileField {
  @Field() name!: string;
  @Field({ description: 'HTML in `fields`, as typed in `rawFields`.' }) value!: string;
}

/**
 * An account (Mastodon's Account entity). Fields computed from the stored user (acct, url, avatar, note
 * as HTML, counts) are resolved in resolvers/account.resolver.ts.
 */
@ObjectType({ simpleResolvers: true })
export class Account {
  @Field(() => ID) id!: number;
  @Field({ description: 'The local handle.' }) nickname!: string;
  @Field(() => String, { nullable: true, description: 'Visible to the account itself and to admins only.' }) email!: string | null;
  @Field({ description: 'The biography as typed (plain text); `note` is its HTML.' }) bio!: string;
  @Field() isAdmin!: boolean;
  @Field() isModerator!: boolean;
  @Field() local!: boolean;
  @Field() deactivated!: boolean;
  @Field() approvalPending!: boolean;
  @Field() confirmationPending!: boolean;
  @Field(() => String, { nullable: true }) registrationReason!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field() actorType!: string;
  @Field() locked!: boolean;
  @Field() discoverable!: boolean;
  @Field() hideFollowers!: boolean;
  @Field() hideFollows!: boolean;
  @Field() hideFollowersCount!: boolean;
  @Field() hideFollowsCount!: boolean;
  @Field() hideFavorites!: boolean;
  @Field({ description: 'The default visibility of new statuses. Visible to the account itself only.' }) defaultScope!: string;
  @Field({ description: 'Whether new statuses are sensitive by default. Visible to the account itself only.' }) defaultSensitive!: boolean;
  @Field({ description: 'Visible to the account itself only.' }) noRichText!: boolean;
  @Field({ description: 'Visible to the account itself only.' }) allowFollowingMove!: boolean;
  @Field({ description: 'Whether others see the admin and moderator roles.' }) showRole!: boolean;
  @Field() skipThreadContainment!: boolean;
  @Field(() => GraphQLJSONObject, { description: "Front-end settings by front-end name (Pleroma's settings_store). Visible to the account itself only." })
  settingsStore!: Record<string, unknown>;
  @Field(() => [ProfileField]) rawFields!: ProfileField[];
  @Field() createdAt!: Date;
  // Not simple: a simple field reads the property of its GraphQL name, and this one is renamed.
  @Field(() => String, { name: 'backgroundImage', simple: false, nullable: true, description: 'The profile background image URL (Pleroma\'s background_image).' })
  backgroundUrl!: string | null;
  @Field({ description: 'Notifications only from accounts the user follows (besides follows and reports). Visible to the account itself only.' })
  blockFromStrangers!: boolean;
  @Field({ description: 'Push notifications carry no contents. Visible to the account itself only.' })
  hideNotificationContents!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class AccountCounts {
  @Field(() => Int) statuses!: number;
  @Field(() => Int) followers!: number;
  @Field(() => Int) following!: number;
}

@InputType()
export class ProfileFieldInput {
  @Field() name!: string;
  @Field() value!: string;
}

@InputType({ description: 'Profile changes (PATCH /api/v1/accounts/update_credentials); absent fields stay as they are.' })
export class UpdateCredentialsInput {
  @Field(() => String, { nullable: true }) displayName?: string | null;
  @Field(() => String, { nullable: true, description: 'The biography as plain text.' }) note?: string | null;
  @Field(() => Boolean, { nullable: true }) locked?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Sets the actor type to Service (true) or Person (false).' }) bot?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Person or Service; wins over `bot`.' }) actorType?: string | null;
  @Field(() => Boolean, { nullable: true }) discoverable?: boolean | null;
  @Field(() => [ProfileFieldInput], { nullable: true, description: 'Replaces the profile fields; entries with blank name and value are dropped.' })
  fields?: ProfileFieldInput[] | null;
  @Field(() => String, { nullable: true, description: 'The default visibility: public, unlisted, private or direct.' }) defaultScope?: string | null;
  @Field(() => Boolean, { nullable: true }) defaultSensitive?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowers?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollows?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowersCount?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFollowsCount?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hideFavorites?: boolean | null;
  @Field(() => Boolean, { nullable: true }) noRichText?: boolean | null;
  @Field(() => Boolean, { nullable: true }) showRole?: boolean | null;
  @Field(() => Boolean, { nullable: true }) skipThreadContainment?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowFollowingMove?: boolean | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "Front-end settings by front-end name, merged into the stored ones front-end by front-end." })
  settingsStore?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true, description: 'Back to the default avatar.' }) removeAvatar?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Back to the default header.' }) removeHeader?: boolean | null;
}
