import type { EntityManager } from '@mikro-orm/postgresql';
import { EmojiReaction, Notification, type Status, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { emojiReactionAdded, emojiReactionRemoved } from '../events/publish.js';
import { notify } from '../notifications/notify.js';
import { getActionTarget } from './status.service.js';

/** One emoji as listed: who reacted with it (the rows' order: oldest first). */
export interface ReactionGroup {
  name: string;
  userIds: number[];
  me: boolean;
}

/** A single emoji of Unicode's recommended set (skin tones, ZWJ sequences and flags included); built at run time, as tsc's target predates the `v` flag. */
const SINGLE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/**
 * The emoji as stored, or null when the text is not one single unicode emoji. An emoji written without its
 * variation selector (`❤` for `❤️`) is completed, as Pleroma does.
 */
export function qualifyEmoji(text: string): string | null {
  if (SINGLE_EMOJI.test(text)) return text;
  return SINGLE_EMOJI.test(`${text}\uFE0F`) ? `${text}\uFE0F` : null;
}

/** Reacts to a status the viewer may see (again with the same emoji: no change) and notifies its author. */
export async function react(em: EntityManager, viewer: User, id: string, emoji: string): Promise<Status> {
  const name = qualifyEmoji(emoji);
  if (!name) throw new BadInputError('Could not add reaction emoji');
  const status = await getActionTarget(em, viewer, id);
  const inserted = await em
    .createQueryBuilder(EmojiReaction)
    .insert({ user: viewer.id, status: status.id, emoji: name })
    .onConflict(['user_id', 'status_id', 'emoji'])
    .ignore()
    .execute('run');
  if (inserted.affectedRows) {
    await notify(em, {
      userId: status.account.id,
      type: 'pleroma:emoji_reaction',
      fromId: viewer.id,
      statusId: status.id,
      emoji: name,
    });
    emojiReactionAdded(em, status, viewer, name);
  }
  return status;
}

/** Takes the viewer's reaction back (and its notification); 400 when there was none, as Pleroma answers. */
export async function unreact(em: EntityManager, viewer: User, id: string, emoji: string): Promise<Status> {
  const name = qualifyEmoji(emoji);
  const status = await getActionTarget(em, viewer, id);
  const deleted = name ? await em.nativeDelete(EmojiReaction, { user: viewer, status, emoji: name }) : 0;
  if (!deleted) throw new BadInputError('Could not remove reaction emoji');
  await em.nativeDelete(Notification, { type: 'pleroma:emoji_reaction', fromAccount: viewer, status, emoji: name });
  emojiReactionRemoved(em, status, viewer.id, name!);
  return status;
}

/** Reaction rows (status id, emoji, user id) as loaded for a status, grouped by emoji in order of first use. */
export function groupReactions(
  rows: Array<{ emoji: string; userId: number }>,
  viewerId: number | null,
): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const { emoji, userId } of rows) {
    const group = groups.get(emoji) ?? { name: emoji, userIds: [], me: false };
    group.userIds.push(userId);
    if (userId === viewerId) group.me = true;
    groups.set(emoji, group);
  }
  return [...groups.values()];
}
