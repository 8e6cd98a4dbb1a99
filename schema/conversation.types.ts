import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({
  simpleResolvers: true,
  description:
    "The viewer's view of a direct conversation (a participation); other fields in resolvers/conversation.resolver.ts.",
})
export class Conversation {
  @Field(() => ID, { description: 'The conversation id.' }) id!: number;
  @Field({ description: 'When it was created.' }) createdAt!: Date;
  @Field({ description: 'When it last changed.' }) updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A page of conversations, by latest status.' })
export class ConversationPage extends PageOf(Conversation) {}
