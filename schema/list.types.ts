import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { RepliesPolicy } from '../src/entities/index.js';

export const ListRepliesPolicy = {
  FOLLOWED: 'followed',
  LIST: 'list',
  NONE: 'none',
} as const satisfies Record<Uppercase<RepliesPolicy>, RepliesPolicy>;
registerEnumType(ListRepliesPolicy, {
  name: 'ListRepliesPolicy',
  description:
    "Which replies a list's timeline shows: followed (to anyone the owner follows), list (to the list's accounts), none.",
  valuesConfig: {
    FOLLOWED: { description: 'Replies to any account the owner follows.' },
    LIST: { description: "Replies to the list's accounts." },
    NONE: { description: 'No replies.' },
  },
});

@ObjectType({
  description: "One of the viewer's lists of accounts they follow; `accounts` and `timeline` page through it.",
})
export class List {
  @Field(() => ID, { description: 'The list id.' }) id!: number;
  @Field({ description: 'The title the owner gave it.' }) title!: string;
  @Field(() => ListRepliesPolicy, { description: 'Which replies its timeline shows.' }) repliesPolicy!: RepliesPolicy;
}
