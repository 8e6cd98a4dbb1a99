import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({ simpleResolvers: true, description: "The viewer's view of a direct conversation (a participation); other fields in resolvers/conversation.resolver.ts." })
export class Conversation {
  @Field(() => ID) id!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A page of conversations, by latest status.' })
export class ConversationPage extends PageOf(Conversation) {}
