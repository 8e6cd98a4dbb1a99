import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'How many statuses (reblogs aside) have each visibility.' })
export class StatusVisibilityCounts {
  @Field(() => Int, { description: 'Public statuses.' }) public!: number;
  @Field(() => Int, { description: 'Unlisted statuses.' }) unlisted!: number;
  @Field(() => Int, { description: 'Followers-only statuses.' }) private!: number;
  @Field(() => Int, { description: 'Direct statuses.' }) direct!: number;
}
