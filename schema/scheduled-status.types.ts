import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { Visibility } from '../src/entities/index.js';
import { PageOf } from './page.types.js';
import { StatusVisibility } from './visibility.js';

@ObjectType({ simpleResolvers: true, description: 'The poll a scheduled status will carry, as it was given.' })
export class ScheduledPoll {
  @Field(() => [String], { description: 'The options.' }) options!: string[];
  @Field(() => Int, { description: 'Seconds from posting until it ends.' }) expiresIn!: number;
  @Field(() => Boolean, { nullable: true, description: 'Several options may be chosen.' }) multiple!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'The counts are hidden until it ends.' }) hideTotals!:
    boolean | null;
}

@ObjectType({ simpleResolvers: true, description: 'What a scheduled status will be posted with.' })
export class ScheduledStatusParams {
  @Field(() => String, { nullable: true, description: 'The text.' }) text!: string | null;
  @Field(() => StatusVisibility, { nullable: true, description: "Null: the account's default when posted." })
  visibility!: Visibility | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether its media are sensitive.' }) sensitive!: boolean | null;
  @Field(() => String, { nullable: true, description: 'The content warning.' }) spoilerText!: string | null;
  @Field(() => ID, { nullable: true, description: 'The status it replies to.' }) inReplyToId!: string | null;
  @Field(() => [ID], { nullable: true, description: 'Its uploads, in order.' }) mediaIds!: string[] | null;
  @Field(() => String, { nullable: true, description: 'ISO 639 code.' }) language!: string | null;
  @Field(() => ScheduledPoll, { nullable: true, description: 'Its poll.' }) poll!: ScheduledPoll | null;
  @Field(() => ID, { nullable: true, description: 'The app that scheduled it.' }) applicationId!: number | null;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'A status to be posted later (visible to its author only); `params` and `mediaAttachments` are resolved in resolvers/scheduled-status.resolver.ts.',
})
export class ScheduledStatus {
  @Field(() => ID, { description: 'The scheduled status, the cursor of its page.' }) id!: number;
  @Field({ description: 'When it will be posted.' }) scheduledAt!: Date;
}

@ObjectType({ description: "A page of the caller's scheduled statuses, newest first." })
export class ScheduledStatusPage extends PageOf(ScheduledStatus) {}
