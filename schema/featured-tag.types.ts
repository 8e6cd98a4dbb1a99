import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: "A hashtag an account features on its profile (Mastodon's FeaturedTag).",
})
export class FeaturedTag {
  @Field(() => ID, { description: 'The featured hashtag.' }) id!: number;
  @Field({ description: 'The hashtag, lower-case, without "#".' }) name!: string;
  @Field(() => Int, { description: "The account's public and unlisted statuses using it (reblogs aside)." })
  statusesCount!: number;
  @Field(() => Date, { nullable: true, description: 'When the latest of those was posted (null: none).' })
  lastStatusAt!: Date | null;
}
