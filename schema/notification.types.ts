import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({
  simpleResolvers: true,
  description: 'Something that happened to the viewer: a mention, favourite, reblog, follow...',
})
export class Notification {
  @Field(() => ID, { description: 'The notification id.' }) id!: number;
  @Field({ description: 'mention, status, reblog, favourite, follow, follow_request, pleroma:emoji_reaction, ...' })
  type!: string;
  @Field({ description: 'When it happened.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The emoji of a pleroma:emoji_reaction.' }) emoji!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A page of notifications, newest first.' })
export class NotificationPage extends PageOf(Notification) {}
