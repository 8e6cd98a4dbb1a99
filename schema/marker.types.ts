import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Where the viewer stopped reading a timeline (home or notifications), saved by their clients.',
})
export class Marker {
  @Field({ description: 'home or notifications.' }) timeline!: string;
  @Field(() => ID, { description: 'The id of the last item read.' }) lastReadId!: string;
  @Field(() => Int, { description: 'How many times it was saved.' }) version!: number;
  @Field({ description: 'When it was last saved.' }) updatedAt!: Date;
}
