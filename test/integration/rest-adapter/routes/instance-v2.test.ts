import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

describe('GET /api/v2/instance', () => {
  it("is Mastodon 4's Instance with Pleroma's additions, built from what v1 reports", async () => {
    const [v1, v2] = await Promise.all([t.http().get('/api/v1/instance'), t.http().get('/api/v2/instance')]);
    expect(v2.status).toBe(200);
    expect(v2.body).toEqual({
      domain: 'fedigraph.test',
      title: 'fedigraph',
      version: v1.body.version,
      source_url: null,
      description: v1.body.description,
      usage: { users: { active_month: 0 } },
      thumbnail: { url: 'http://fedigraph.test/instance/thumbnail.jpeg' },
      languages: ['en'],
      configuration: {
        urls: { streaming: 'ws://fedigraph.test' },
        vapid: { public_key: v1.body.pleroma.vapid_public_key },
        accounts: { max_featured_tags: 0, max_pinned_statuses: 0 },
        statuses: { max_characters: 5000, max_media_attachments: 4, characters_reserved_per_url: 0 },
        media_attachments: {
          supported_mime_types: expect.arrayContaining(['image/png', 'image/jpeg', 'video/mp4', 'audio/mpeg']),
          image_size_limit: v1.body.upload_limit,
          video_size_limit: v1.body.upload_limit,
        },
        polls: {
          max_options: v1.body.poll_limits.max_options,
          max_characters_per_option: v1.body.poll_limits.max_option_chars,
          min_expiration: v1.body.poll_limits.min_expiration,
          max_expiration: v1.body.poll_limits.max_expiration,
        },
        translation: { enabled: false },
      },
      registrations: { enabled: true, approval_required: false, message: null, url: null },
      contact: { email: v1.body.email, account: null },
      rules: [],
      pleroma: v1.body.pleroma,
    });
    expect(v2.body.configuration.media_attachments.supported_mime_types).not.toContain('application/octet-stream');
  });
});
