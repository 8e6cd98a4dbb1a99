import { Field, InputType, ObjectType } from 'type-graphql';

/**
 * What both the account's own API and the admin API show of an account's state: where it lives, whether it can
 * act, how its registration stands, its admin tags and actor type. `Account` and `AdminUser` extend it, so each
 * field has one definition and one description.
 */
@ObjectType({ simpleResolvers: true })
export abstract class AccountStateFields {
  @Field({ description: 'An account of this instance (false for a remote account, known here through federation).' })
  local!: boolean;
  @Field({ description: 'Deactivated by an admin or by the account itself: it can no longer log in and is hidden.' })
  deactivated!: boolean;
  @Field({ description: "Registered, awaiting an admin's approval." }) approvalPending!: boolean;
  @Field({ description: 'Registered, awaiting the confirmation of its e-mail address.' }) confirmationPending!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'What the account wrote when registering (shown to admins for approval).',
  })
  registrationReason!: string | null;
  @Field(() => [String], { description: 'Its admin tags (e.g. mrf_tag:media-force-nsfw).' }) tags!: string[];
  @Field({ description: 'The ActivityPub actor type: Person, Service (a bot) or Application.' }) actorType!: string;
}

/**
 * The profile flags an account sets for itself (`updateCredentials`) and an admin sets for it
 * (`adminUpdateCredentials`); absent ones stay as they are.
 */
@InputType()
export abstract class ProfileFlagsInput {
  @Field(() => Boolean, { nullable: true, description: 'Follows need its approval.' }) locked?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'The account may be suggested and listed in directories.' })
  discoverable?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Statuses are posted as plain text, without Markdown.' })
  noRichText?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'The list of accounts it follows is hidden from others.' })
  hideFollows?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Its followers list is hidden from others.' }) hideFollowers?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'The count of accounts it follows is hidden from others.' })
  hideFollowsCount?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Its followers count is hidden from others.' })
  hideFollowersCount?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Its favourites are hidden from others.' }) hideFavourites?:
    boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Follows move along when an account it follows moves.' })
  allowFollowingMove?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Others see its admin or moderator role.' }) showRole?:
    boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Show replies in threads even when their start is not visible to it.',
  })
  skipThreadContainment?: boolean | null;
}
