import { graphql } from '../gql/index.js';
import type { MastodonScheduledStatusFragment } from '../gql/graphql.js';
import { MediaAttachment, mediaView } from './media.view.js';
import { legacyWord, VISIBILITY_WORDS } from '../enum-words.js';
import { boolean, dateTime, entity, integer, listOf, nullable, object, string } from '../reply-schema.js';

export const SCHEDULED_STATUS_FRAGMENT = graphql(`
  fragment MastodonScheduledStatus on ScheduledStatus {
    id
    scheduledAt
    params {
      text visibility sensitive spoilerText inReplyToId mediaIds language applicationId
      poll { options expiresIn multiple hideTotals }
    }
    mediaAttachments { ...MastodonMedia }
  }
`);

/**
 * Mastodon's ScheduledStatus entity. `params` holds Pleroma's keys (its `scheduled_at` the time it is due) and
 * Mastodon's others (`language`, `application_id`, `idempotency`, `with_rate_limit`), so either client reads it.
 */
export function scheduledStatusView(s: MastodonScheduledStatusFragment) {
  const scheduledAt = new Date(s.scheduledAt).toISOString();
  const p = s.params;
  return {
    id: String(s.id),
    scheduled_at: scheduledAt,
    params: {
      text: p.text ?? null,
      media_ids: p.mediaIds?.length ? p.mediaIds.map(String) : null,
      sensitive: p.sensitive ?? null,
      spoiler_text: p.spoilerText ?? null,
      visibility: p.visibility ? legacyWord(p.visibility) : null,
      scheduled_at: scheduledAt,
      poll: p.poll
        ? {
            options: p.poll.options,
            expires_in: p.poll.expiresIn,
            multiple: p.poll.multiple ?? false,
            hide_totals: p.poll.hideTotals ?? false,
          }
        : null,
      in_reply_to_id: p.inReplyToId != null ? String(p.inReplyToId) : null,
      language: p.language ?? null,
      application_id: p.applicationId != null ? String(p.applicationId) : null,
      idempotency: null,
      with_rate_limit: false,
    },
    media_attachments: s.mediaAttachments.map(mediaView),
  };
}

/** JSON Schema of `scheduledStatusView`'s reply. */
export const ScheduledStatus = entity(
  'ScheduledStatus',
  object({
    id: string,
    scheduled_at: dateTime,
    params: object({
      text: nullable(string),
      media_ids: nullable(listOf(string)),
      sensitive: nullable(boolean),
      spoiler_text: nullable(string),
      visibility: nullable(VISIBILITY_WORDS),
      scheduled_at: dateTime,
      poll: nullable(object({ options: listOf(string), expires_in: integer, multiple: boolean, hide_totals: boolean })),
      in_reply_to_id: nullable(string),
      language: nullable(string),
      application_id: nullable(string),
      idempotency: { type: 'null' },
      with_rate_limit: boolean,
    }),
    media_attachments: listOf(MediaAttachment),
  }),
);
