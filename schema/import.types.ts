import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A follow, block or mute import, queued: done by a background job.' })
export class ImportPayload {
  @Field(() => ID, { description: 'The job that makes the follows, blocks or mutes.' }) jobId!: string;
  @Field(() => Int, {
    description: 'How many accounts the list named (the caller left out); unknown ones are skipped as it runs.',
  })
  queued!: number;
}
