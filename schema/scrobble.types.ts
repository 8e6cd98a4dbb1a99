import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Account } from './account.types.js';
import { PageOf } from './page.types.js';

@ObjectType({ description: "A listen the account recorded (Pleroma's scrobble)." })
export class Scrobble {
  @Field(() => ID, { description: 'The scrobble id.' }) id!: number;
  @Field(() => Account, { description: 'Who listened.' }) account!: unknown;
  @Field({ description: 'What was listened to.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'The artist, if any.' }) artist!: string | null;
  @Field(() => String, { nullable: true, description: 'The album, if any.' }) album!: string | null;
  @Field(() => Int, { nullable: true, description: 'Length in milliseconds.' }) length!: number | null;
  @Field({ description: 'When.' }) createdAt!: Date;
}

@ObjectType({ description: 'A page of scrobbles, newest first.' })
export class ScrobblePage extends PageOf(Scrobble) {}
