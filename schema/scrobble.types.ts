import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Account } from './account.types.js';
import { PageOf } from './page.types.js';

@ObjectType({ description: 'A listen the account recorded (Pleroma\'s scrobble).' })
export class Scrobble {
  @Field(() => ID) id!: number;
  @Field(() => Account) account!: unknown;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) artist!: string | null;
  @Field(() => String, { nullable: true }) album!: string | null;
  @Field(() => Int, { nullable: true, description: 'Length in milliseconds.' }) length!: number | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'A page of scrobbles, newest first.' })
export class ScrobblePage extends PageOf(Scrobble) {}
