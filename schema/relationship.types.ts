import { Field, ID, ObjectType } from 'type-graphql';
import { Account } from './account.types.js';

@ObjectType({
  simpleResolvers: true,
  description: "How the caller stands with an account (Mastodon's Relationship with Pleroma's additions).",
})
export class Relationship {
  @Field(() => ID, { description: 'The other account.' }) id!: number;
  @Field({ description: 'The caller follows the account.' }) following!: boolean;
  @Field({ description: 'The account follows the caller.' }) followedBy!: boolean;
  @Field({ description: 'The caller blocks the account.' }) blocking!: boolean;
  @Field({ description: 'The account blocks the caller.' }) blockedBy!: boolean;
  @Field({ description: 'The caller mutes the account (a mute in force).' }) muting!: boolean;
  @Field({ description: 'The mute covers its notifications too.' }) mutingNotifications!: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'When the mute ends; null without a mute or for one until unmuted.',
  })
  muteExpiresAt!: Date | null;
  @Field({ description: "Pleroma's subscription: notified of the account's new statuses (Mastodon's `notifying`)." })
  subscribing!: boolean;
  @Field({ description: 'A follow request waits for the account to accept it.' }) requested!: boolean;
  @Field({ description: "The caller sees the account's reblogs at home." }) showingReblogs!: boolean;
  @Field({ description: "Whether the caller blocks the account's domain." }) domainBlocking!: boolean;
  @Field({ description: 'The caller features the account on their profile (an endorsement).' }) endorsed!: boolean;
  @Field({ description: "The caller's private note on the account." }) note!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "For one account, the caller's followings that follow it (Mastodon's FamiliarFollowers).",
})
export class FamiliarFollowers {
  @Field(() => ID, { description: 'The account asked about.' }) id!: number;
  @Field(() => [Account], { description: 'Accounts the caller follows that follow it, oldest follow first.' })
  accounts!: unknown[];
}
