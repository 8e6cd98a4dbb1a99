import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { OffsetPageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: 'Who did an admin action (kept by nickname should the account go).' })
export class ModerationLogActor {
  @Field(() => ID, { nullable: true, description: "The admin's account id." }) id!: number | null;
  @Field({ description: "The admin's nickname." }) nickname!: string;
}

@ObjectType({ simpleResolvers: true, description: 'One admin action.' })
export class ModerationLogEntry {
  @Field(() => ID, { description: 'The entry id.' }) id!: number;
  @Field({ description: 'report_update, status_delete, grant, ...' }) action!: string;
  @Field(() => GraphQLJSONObject, {
    description: "The action's subject (Pleroma's log entry data, without actor and action).",
  })
  data!: Record<string, unknown>;
  @Field({ description: 'The readable log line, worded as Pleroma words it.' }) message!: string;
  @Field({ description: 'When.' }) createdAt!: Date;
}

@ObjectType({ description: 'A page of admin actions, newest first, with how many match in all.' })
export class ModerationLogEntryOffsetPage extends OffsetPageOf(ModerationLogEntry) {}
