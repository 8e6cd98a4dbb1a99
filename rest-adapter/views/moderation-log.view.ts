import type { Data } from '../types.js';

export const MODERATION_LOG_FRAGMENT = 'fragment AdminLogEntry on ModerationLogEntry { id action data message createdAt actor { id nickname } }';

/** Pleroma's log entry: `data` holds the actor, the action and its subject (and the message, as Pleroma stores it). */
export function moderationLogEntryView(e: Data) {
  return {
    id: e.id,
    data: { actor: { id: e.actor.id, nickname: e.actor.nickname, type: 'user' }, action: e.action, ...e.data, message: e.message },
    time: Math.floor(new Date(e.createdAt).getTime() / 1000),
    message: e.message,
  };
}
