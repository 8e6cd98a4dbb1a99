import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: "One of the instance's rules." })
export class InstanceRule {
  @Field(() => ID, { description: 'The rule id.' }) id!: number;
  @Field({ description: 'The rule.' }) text!: string;
  @Field({ description: 'An explanation shown under it (may be empty).' }) hint!: string;
  @Field(() => Int, { description: 'Its place in the list: lowest first, then oldest first.' }) priority!: number;
}
