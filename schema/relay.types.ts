import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A relay this server follows from its relay actor (/relay).' })
export class AdminRelay {
  @Field({ description: 'The id (URL) of the relay actor.' }) actor!: string;
  @Field({ description: 'Whether the relay accepted the follow (it follows back).' }) followedBack!: boolean;
}
