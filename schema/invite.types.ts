import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A registration invite.' })
export class Invite {
  @Field(() => ID, { description: 'The invite id.' }) id!: number;
  @Field({ description: 'Revoked or used up.' }) used!: boolean;
  @Field(() => String, { nullable: true, description: 'The last day it is valid (YYYY-MM-DD).' }) expiresAt!:
    string | null;
  @Field(() => Int, { description: 'How many registrations used it.' }) uses!: number;
  @Field(() => Int, { nullable: true, description: 'How many registrations it allows.' }) maxUse!: number | null;
}
