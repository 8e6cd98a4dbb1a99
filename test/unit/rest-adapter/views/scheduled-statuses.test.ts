import { describe, expect, it } from '@jest/globals';
import type { MastodonScheduledStatusFragment } from '../../../../rest-adapter/gql/graphql.js';
import { scheduledStatusView } from '../../../../rest-adapter/views/scheduled-status.view.js';

const base = {
  id: '7',
  scheduledAt: '2030-01-02T03:04:05.000Z',
  params: {
    text: 'hello',
    visibility: 'private',
    sensitive: null,
    spoilerText: null,
    inReplyToId: '12',
    mediaIds: null,
    language: 'en',
    applicationId: '3',
    poll: { options: ['a', 'b'], expiresIn: 600, multiple: true, hideTotals: null },
  },
  mediaAttachments: [],
} as unknown as MastodonScheduledStatusFragment;

describe('scheduledStatusView', () => {
  it('renders Mastodon’s ScheduledStatus with Pleroma’s params keys', () => {
    expect(scheduledStatusView(base)).toEqual({
      id: '7',
      scheduled_at: '2030-01-02T03:04:05.000Z',
      params: {
        text: 'hello',
        media_ids: null,
        sensitive: null,
        spoiler_text: null,
        visibility: 'private',
        scheduled_at: '2030-01-02T03:04:05.000Z',
        poll: { options: ['a', 'b'], expires_in: 600, multiple: true, hide_totals: false },
        in_reply_to_id: '12',
        language: 'en',
        application_id: '3',
        idempotency: null,
        with_rate_limit: false,
      },
      media_attachments: [],
    });
  });

  it('gives media ids as strings, and no poll as null', () => {
    const view = scheduledStatusView({ ...base, params: { ...base.params, mediaIds: ['4', '5'], poll: null } });
    expect(view.params.media_ids).toEqual(['4', '5']);
    expect(view.params.poll).toBeNull();
  });
});
