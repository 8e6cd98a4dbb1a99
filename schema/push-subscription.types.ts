import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum PushPolicy {
  ALL = 'all',
  FOLLOWED = 'followed',
  FOLLOWER = 'follower',
  NONE = 'none',
}
registerEnumType(PushPolicy, {
  name: 'PushPolicy',
  description: 'Whose notifications are pushed.',
  valuesConfig: {
    ALL: { description: 'Everyone’s.' },
    FOLLOWED: { description: 'Those of accounts the user follows.' },
    FOLLOWER: { description: 'Those of accounts that follow the user.' },
    NONE: { description: 'Nobody’s.' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: "The Web Push subscription of the caller's access token; `serverKey` is resolved in its resolver.",
})
export class PushSubscription {
  @Field(() => ID, { description: 'The subscription.' }) id!: number;
  @Field({ description: 'Where notifications are pushed.' }) endpoint!: string;
  @Field(() => GraphQLJSONObject, {
    description:
      'Notification type -> pushed or not: mention, status, reblog, follow, follow_request, favourite, poll, pleroma:chat_mention, pleroma:emoji_reaction.',
  })
  alerts!: Record<string, boolean>;
  @Field(() => PushPolicy, { description: 'Whose notifications are pushed.' }) policy!: PushPolicy;
}
