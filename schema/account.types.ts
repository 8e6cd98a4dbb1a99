import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A profile metadata field.' })
export class ProfileField {
  @Field() name!: string;
  @Field({ description: 'HTML in `fields`, as typed in `rawFields`.' }) value!: string;
}

/**
 * An account (Mastodon's Account entity). Fields computed from the stored user (acct, url, avatar, note
 * as HTML, counts) are resolved in resolvers/account.resolver.ts.
 */
@ObjectType()
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
  @Field() defaultScope!: string;
  @Field(() => [ProfileField]) rawFields!: ProfileField[];
  @Field() createdAt!: Date;
}

@ObjectType()
export class AccountCounts {
  @Field(() => Int) statuses!: number;
  @Field(() => Int) followers!: number;
  @Field(() => Int) following!: number;
}
