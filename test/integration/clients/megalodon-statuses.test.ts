import { beforeAll, describe, expect, it } from '@jest/globals';
import { Pleroma } from 'megalodon';
import type { AddressInfo } from 'node:net';
import type { User } from '../../../src/entities/index.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { SAMPLES } from '../../fixtures/media-samples.js';
import { useTestApp } from '../../support/app.js';

/**
 * A real client (megalodon's Pleroma driver) against the running server: it converts every entity it gets
 * and fails on a missing `pleroma` object, `reblog` key or other field it relies on.
 */
const t = useTestApp();
let base: string;
let alice: User, bob: User;
let asAlice: Pleroma, asBob: Pleroma;

beforeAll(async () => {
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
  asAlice = new Pleroma(base, await tokenFor(t, alice));
  asBob = new Pleroma(base, await tokenFor(t, bob));
});

describe('megalodon (Pleroma driver)', () => {
  it('posts, reads, favourites, reblogs, lists and deletes statuses', async () => {
    const media = await asAlice.uploadMedia(SAMPLES.png, { description: 'a pixel' });
    expect(media.data).toMatchObject({ type: 'image', description: 'a pixel' });

    const posted = await asAlice.postStatus('hello @bob #megalodon', {
      media_ids: [media.data.id],
      visibility: 'public',
    });
    const status = posted.data as {
      id: string;
      content: string;
      media_attachments: unknown[];
      mentions: Array<{ acct: string }>;
      reblog: unknown;
    };
    expect(status).toMatchObject({ reblog: null, mentions: [{ acct: 'bob' }] });
    expect(status.media_attachments).toHaveLength(1);

    expect((await asBob.getStatus(status.id)).data.id).toBe(status.id);
    expect((await asBob.favouriteStatus(status.id)).data.favourited).toBe(true);
    const reblogged = await asBob.reblogStatus(status.id);
    expect(reblogged.data.reblog?.id).toBe(status.id);
    expect((await asAlice.getStatusFavouritedBy(status.id)).data.map((a) => a.acct)).toEqual(['bob']);
    expect((await asAlice.getStatusRebloggedBy(status.id)).data.map((a) => a.acct)).toEqual(['bob']);

    const reply = await asBob.postStatus('a reply', { in_reply_to_id: status.id });
    const context = await asAlice.getStatusContext(status.id);
    expect(context.data.descendants.map((s) => s.id)).toEqual([(reply.data as { id: string }).id]);

    const home = await asBob.getHomeTimeline({ limit: 10 });
    expect(home.data.map((s) => s.id)).toContain(reblogged.data.id);
    expect((await asAlice.getPublicTimeline({ only_media: true })).data.map((s) => s.id)).toEqual([status.id]);
    expect((await asAlice.getTagTimeline('megalodon')).data.map((s) => s.id)).toEqual([status.id]);
    expect((await asAlice.getAccountStatuses(String(alice.id))).data.map((s) => s.id)).toEqual([status.id]);

    const notifications = await asAlice.getNotifications();
    expect(notifications.data.map((n) => n.type).sort()).toEqual(['favourite', 'mention', 'reblog']);

    const deleted = await asAlice.deleteStatus(status.id);
    expect(deleted.data.id).toBe(status.id);
  });

  it('reads direct conversations', async () => {
    await asAlice.postStatus('@bob just us', { visibility: 'direct' });
    const conversations = await asBob.getConversationTimeline();
    expect(conversations.data).toHaveLength(1);
    expect(conversations.data[0].accounts.map((a) => a.acct)).toEqual(['alice']);
    expect((await asBob.readConversation(conversations.data[0].id)).data.unread).toBe(false);
  });
});
