import { graphql } from '../gql/index.js';
import type { AdminLogEntryFragment } from '../gql/graphql.js';
import { entity, integer, nullable, object, string, words } from '../reply-schema.js';

export const MODERATION_LOG_FRAGMENT = graphql(
  `fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }`,
);

/** Pleroma's log entry: `data` holds the actor, the action and its subject (and the message, as Pleroma stores it). */
export function moderationLogEntryView(e: AdminLogEntryFragment) {
  return {
    id: Number(e.id),
    data: {
      actor: { id: e.actor.id == null ? null : Number(e.actor.id), nickname: e.actor.nickname, type: 'user' },
      action: e.action,
      ...e.data,
      message: e.message,
    },
    time: Math.floor(new Date(e.createdAt).getTime() / 1000),
    message: e.message,
  };
}

/** JSON Schema of `moderationLogEntryView`'s reply: `data` also holds the action's own keys (open). */
export const ModerationLogEntry = entity(
  'ModerationLogEntry',
  object({
    id: integer,
    data: object({
      actor: object({ id: nullable(integer), nickname: string, type: words('user') }),
      action: string,
      message: string,
    }),
    time: integer,
    message: string,
  }),
);
