import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { FilterContext as Context } from '../src/entities/index.js';

export const FilterContext = {
  HOME: 'home',
  NOTIFICATIONS: 'notifications',
  PUBLIC: 'public',
  THREAD: 'thread',
  ACCOUNT: 'account',
} as const satisfies Record<Uppercase<Context>, Context>;
registerEnumType(FilterContext, {
  name: 'FilterContext',
  description: 'Where a keyword filter applies (Mastodon v1 filter contexts).',
  valuesConfig: {
    HOME: { description: 'The home timeline and lists.' },
    NOTIFICATIONS: { description: 'Notifications.' },
    PUBLIC: { description: 'The public timelines.' },
    THREAD: { description: 'Threads (a status and its context).' },
    ACCOUNT: { description: 'Account pages.' },
  },
});

@ObjectType({
  description: "One of the viewer's keyword filters (Mastodon v1). Irreversible ones are applied by the server.",
})
export class Filter {
  @Field(() => ID, { description: 'The filter id.' }) id!: number;
  @Field({ description: 'The word or phrase filtered.' }) phrase!: string;
  @Field(() => [FilterContext], { description: 'Where it applies.' }) context!: Context[];
  @Field({ description: 'Match whole words only.' }) wholeWord!: boolean;
  @Field({
    description:
      "Drop matches from the viewer's timelines and notifications on the server, instead of letting clients hide them.",
  })
  irreversible!: boolean;
  @Field(() => Date, { nullable: true, description: 'When it stops applying (null: never).' }) expiresAt!: Date | null;
}
