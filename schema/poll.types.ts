import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One option of a poll.' })
export class PollOption {
  @Field({ description: 'The option as written.' }) title!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Votes for it; null while the totals are hidden (hide_totals) from this viewer.',
  })
  votesCount!: number | null;
}

@ObjectType({ description: "A status's poll, with the viewer's vote." })
export class Poll {
  @Field(() => ID, { description: 'The poll id.' }) id!: number;
  @Field({ description: 'When it ends.' }) expiresAt!: Date;
  @Field({ description: 'Whether it has ended.' }) expired!: boolean;
  @Field({ description: 'Whether several options may be chosen.' }) multiple!: boolean;
  @Field(() => Int, { description: 'Votes cast (a multiple-choice voter counts once per option).' })
  votesCount!: number;
  @Field(() => Int, { description: 'Accounts that voted.' }) votersCount!: number;
  @Field(() => [PollOption], { description: 'The options, in order.' }) options!: PollOption[];
  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the viewer voted (the author counts as having voted); null without a viewer.',
  })
  voted!: boolean | null;
  @Field(() => [Int], { nullable: true, description: "The indices of the viewer's choices; null without a viewer." })
  ownVotes!: number[] | null;
}

@InputType({ description: 'A poll to attach to a new status; limits: the instance pollLimits.' })
export class PollInput {
  @Field(() => [String], { description: 'The options, at least 2.' }) options!: string[];
  @Field(() => Int, { description: 'Seconds from now until it ends.' }) expiresIn!: number;
  @Field(() => Boolean, { nullable: true, description: 'Several options may be chosen.' }) multiple?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Hide the counts from others until it ends.' }) hideTotals?:
    boolean | null;
}
