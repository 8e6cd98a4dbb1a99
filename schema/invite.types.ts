import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A registration invite.' })
export class Invite {
  @Field(() => Int) id!: number;
  @Field({ description: 'Revoked or used up.' }) used!: boolean;
  @Field(() => String, { nullable: true, description: 'The last day it is valid (YYYY-MM-DD).' }) expiresAt!: string | null;
  @Field(() => Int) uses!: number;
  @Field(() => Int, { nullable: true }) maxUse!: number | null;
}
