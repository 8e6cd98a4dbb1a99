import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { MarkerTimeline as Timeline } from '../src/entities/index.js';

export const MarkerTimeline = {
  HOME: 'home',
  NOTIFICATIONS: 'notifications',
} as const satisfies Record<Uppercase<Timeline>, Timeline>;
registerEnumType(MarkerTimeline, {
  name: 'MarkerTimeline',
  description: 'A timeline whose reading position clients save.',
  valuesConfig: {
    HOME: { description: 'The home timeline.' },
    NOTIFICATIONS: { description: 'The notifications.' },
  },
});

@ObjectType({
  description: 'Where the viewer stopped reading a timeline (home or notifications), saved by their clients.',
})
export class Marker {
  @Field(() => MarkerTimeline, { description: 'The timeline.' }) timeline!: Timeline;
  @Field(() => ID, { description: 'The id of the last item read.' }) lastReadId!: string;
  @Field(() => Int, { description: 'How many times it was saved.' }) version!: number;
  @Field({ description: 'When it was last saved.' }) updatedAt!: Date;
}
