import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from './page.types.js';

/** Mastodon's and Pleroma's notification types: those stored here, and those a client may filter by. */
export const NotificationType = {
  MENTION: 'mention',
  STATUS: 'status',
  REBLOG: 'reblog',
  FAVOURITE: 'favourite',
  FOLLOW: 'follow',
  FOLLOW_REQUEST: 'follow_request',
  POLL: 'poll',
  UPDATE: 'update',
  MOVE: 'move',
  ADMIN_SIGN_UP: 'admin.sign_up',
  ADMIN_REPORT: 'admin.report',
  PLEROMA_EMOJI_REACTION: 'pleroma:emoji_reaction',
  PLEROMA_CHAT_MENTION: 'pleroma:chat_mention',
  PLEROMA_REPORT: 'pleroma:report',
} as const;
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: "What a notification is about (the REST APIs' words: `mention`, `pleroma:emoji_reaction`...).",
  valuesConfig: {
    MENTION: { description: 'A status mentions the viewer.' },
    STATUS: { description: 'An account the viewer subscribes to posted.' },
    REBLOG: { description: "A status of the viewer's was reblogged." },
    FAVOURITE: { description: "A status of the viewer's was favourited." },
    FOLLOW: { description: 'Someone followed the viewer.' },
    FOLLOW_REQUEST: { description: 'Someone asks to follow the viewer.' },
    POLL: { description: 'A poll the viewer voted in or made ended.' },
    UPDATE: { description: 'A status the viewer reblogged was edited (filter only: not sent here).' },
    MOVE: { description: 'An account the viewer follows moved (filter only: not sent here).' },
    ADMIN_SIGN_UP: { description: 'Someone signed up (filter only: not sent here).' },
    ADMIN_REPORT: { description: "Mastodon's new report (filter only: this server sends PLEROMA_REPORT)." },
    PLEROMA_EMOJI_REACTION: { description: "Someone reacted to a status of the viewer's with an emoji." },
    PLEROMA_CHAT_MENTION: { description: 'A chat message for the viewer.' },
    PLEROMA_REPORT: { description: 'A report was filed (moderators).' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'Something that happened to the viewer: a mention, favourite, reblog, follow...',
})
export class Notification {
  @Field(() => ID, { description: 'The notification id.' }) id!: number;
  @Field(() => NotificationType, { description: 'What it is about.' })
  type!: string;
  @Field({ description: 'When it happened.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The emoji of a pleroma:emoji_reaction.' }) emoji!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A page of notifications, newest first.' })
export class NotificationPage extends PageOf(Notification) {}

@ObjectType({
  simpleResolvers: true,
  description: 'What clearing the notifications deleted: evict these from a cache.',
})
export class ClearNotificationsPayload {
  @Field(() => [ID], { description: 'The ids of the notifications deleted, newest first.' }) clearedIds!: string[];
  @Field(() => Int, { description: 'How many were deleted.' }) clearedCount!: number;
}
