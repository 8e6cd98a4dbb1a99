import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: "How the caller stands with an account (Mastodon's Relationship with Pleroma's additions)." })
export class Relationship {
  @Field(() => ID, { description: 'The other account.' }) id!: number;
  @Field() following!: boolean;
  @Field() followedBy!: boolean;
  @Field() blocking!: boolean;
  @Field() blockedBy!: boolean;
  @Field() muting!: boolean;
  @Field() mutingNotifications!: boolean;
  @Field(() => Date, { nullable: true, description: 'When the mute ends; null without a mute or for one until unmuted.' }) muteExpiresAt!: Date | null;
  @Field({ description: "Pleroma's subscription: notified of the account's new statuses (Mastodon's `notifying`)." }) subscribing!: boolean;
  @Field({ description: 'A follow request waits for the account to accept it.' }) requested!: boolean;
  @Field() showingReblogs!: boolean;
  @Field() domainBlocking!: boolean;
  @Field() endorsed!: boolean;
  @Field({ description: "The caller's private note on the account." }) note!: string;
}
