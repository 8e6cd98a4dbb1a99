import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'How many statuses (reblogs aside) have each visibility.' })
export class StatusVisibilityCounts {
  @Field(() => Int) public!: number;
  @Field(() => Int) unlisted!: number;
  @Field(() => Int) private!: number;
  @Field(() => Int) direct!: number;
}
