import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { CountedPageArgs, CountedPageOf } from './page.types.js';

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

@ObjectType({
  simpleResolvers: true,
  description: 'A page of admin actions, newest first (by date, then id), with how many match in all.',
})
export class ModerationLogEntryPage extends CountedPageOf(ModerationLogEntry) {}

@ArgsType()
export class ModerationLogArgs extends CountedPageArgs {
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time (UTC unless it says otherwise).' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Only entries up to this time (ISO 8601).' })
  endDate?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this actor's actions." }) userId?: string | null;
  @Field(() => String, { nullable: true, description: 'Matches the message.' }) search?: string | null;
}
