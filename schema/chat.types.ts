import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({
  simpleResolvers: true,
  description: "The viewer's chat with one account (Pleroma); other fields in resolvers/chat.resolver.ts.",
})
export class Chat {
  @Field(() => ID, { description: 'The chat id.' }) id!: number;
  @Field({ description: 'When a message was last posted (or the chat created).' }) updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A page of chats, latest activity first (cursor: the chat).' })
export class ChatPage extends PageOf(Chat) {}

@ObjectType({
  simpleResolvers: true,
  description: "A chat message as it appears in the viewer's chat; its id is that copy's id.",
})
export class ChatMessage {
  @Field(() => ID, { description: 'The message id.' }) id!: number;
  @Field({ description: 'Whether the viewer has not read it yet.' }) unread!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'A page of chat messages, newest first.' })
export class ChatMessagePage extends PageOf(ChatMessage) {}
