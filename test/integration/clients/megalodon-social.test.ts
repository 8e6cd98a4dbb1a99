import { beforeAll, describe, expect, it } from '@jest/globals';
import { Pleroma } from 'megalodon';
import type { AddressInfo } from 'node:net';
import type { User } from '../../../src/entities/index.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { SAMPLES } from '../../fixtures/media-samples.js';
import { useTestApp } from '../../support/app.js';

/**
 * megalodon's Pleroma driver on relations, notifications, conversations, media and emoji reactions: every
 * call must succeed and its reply convert. (megalodon has no calls for Pleroma's chats; test/integration/rest-adapter/routes/chats.test.ts
 * covers them.)
 */
const t = useTestApp();
let alice: User, bob: User, carol: User;
let asAlice: Pleroma, asBob: Pleroma, asCarol: Pleroma;

beforeAll(async () => {
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((nickname) => makeUser(t, { nickname })));
  [asAlice, asBob, asCarol] = await Promise.all(
    [alice, bob, carol].map(async (u) => new Pleroma(base, await tokenFor(t, u))),
  );
});

describe('megalodon (Pleroma driver): the social core', () => {
  it('reads its own account and the instance', async () => {
    expect((await asAlice.verifyAccountCredentials()).data).toMatchObject({ id: String(alice.id), username: 'alice' });
    expect((await asAlice.lookupAccount('bob')).data.id).toBe(String(bob.id));
    expect((await asAlice.getAccount(String(bob.id))).data.acct).toBe('bob');
    const instance = await asAlice.getInstance();
    expect(instance.data.version).toMatch(/Pleroma 2\.2\.0; fedigraph/);
    expect((await asAlice.updateCredentials({ note: 'hi there' })).data.note).toBe('hi there');
  });

  it('follows, lists followers, blocks, mutes and reads relationships', async () => {
    const followed = await asBob.followAccount(String(alice.id));
    expect(followed.data).toMatchObject({ id: String(alice.id), following: true });
    expect((await asAlice.getAccountFollowers(String(alice.id))).data.map((a) => a.acct)).toEqual(['bob']);
    expect((await asBob.getAccountFollowing(String(bob.id))).data.map((a) => a.acct)).toEqual(['alice']);
    expect((await asAlice.getRelationship(String(bob.id))).data).toMatchObject({ followed_by: true, following: false });

    expect((await asAlice.blockAccount(String(carol.id))).data.blocking).toBe(true);
    expect((await asAlice.getBlocks()).data.map((a) => a.acct)).toEqual(['carol']);
    expect((await asAlice.unblockAccount(String(carol.id))).data.blocking).toBe(false);

    expect((await asAlice.muteAccount(String(carol.id), true)).data).toMatchObject({
      muting: true,
      muting_notifications: true,
    });
    expect((await asAlice.getMutes()).data.map((a) => a.acct)).toEqual(['carol']);
    expect((await asAlice.unmuteAccount(String(carol.id))).data.muting).toBe(false);

    await t
      .http()
      .patch('/api/v1/accounts/update_credentials')
      .set('authorization', `Bearer ${await tokenFor(t, carol)}`)
      .send({ locked: true });
    expect((await asAlice.followAccount(String(carol.id))).data.requested).toBe(true);
    expect((await asCarol.getFollowRequests()).data.map((a) => a.acct)).toEqual(['alice']);
    expect((await asCarol.acceptFollowRequest(String(alice.id))).data.followed_by).toBe(true);
  });

  it('uploads media, describes it and attaches it to a status', async () => {
    const uploaded = await asAlice.uploadMedia(SAMPLES.png);
    expect(uploaded.data.type).toBe('image');
    const described = await asAlice.updateMedia(uploaded.data.id, { description: 'one pixel' });
    expect(described.data.description).toBe('one pixel');
    expect((await asAlice.getMedia(uploaded.data.id)).data.description).toBe('one pixel');
    const posted = await asAlice.postStatus('with a picture', { media_ids: [uploaded.data.id] });
    expect((posted.data as { media_attachments: Array<{ id: string }> }).media_attachments.map((m) => m.id)).toEqual([
      uploaded.data.id,
    ]);
  });

  it('reacts with an emoji, lists reactions and takes the reaction back', async () => {
    const posted = (await asAlice.postStatus('react to this', { visibility: 'public' })).data as { id: string };
    const reacted = await asBob.createEmojiReaction(posted.id, '🎉');
    expect(reacted.data.emoji_reactions).toEqual([{ count: 1, me: true, name: '🎉' }]);
    const reactions = await asAlice.getEmojiReactions(posted.id);
    expect(reactions.data).toEqual([expect.objectContaining({ count: 1, me: false, name: '🎉' })]);
    expect(reactions.data[0].accounts?.map((a) => a.acct)).toEqual(['bob']);

    const notifications = await asAlice.getNotifications({ exclude_types: [] });
    const reaction = notifications.data.find((n) => n.type === 'reaction');
    expect(reaction).toMatchObject({ account: { acct: 'bob' }, status: { id: posted.id }, reaction: { name: '🎉' } });

    expect((await asBob.deleteEmojiReaction(posted.id, '🎉')).data.emoji_reactions).toEqual([]);
  });

  it('lists, reads, dismisses and clears notifications', async () => {
    await asBob.postStatus('@alice ping', { visibility: 'public' });
    const list = await asAlice.getNotifications({ limit: 40 });
    expect(list.data.map((n) => n.type)).toEqual(expect.arrayContaining(['mention', 'follow']));
    const mention = list.data.find((n) => n.type === 'mention')!;
    expect((await asAlice.getNotification(mention.id)).data.id).toBe(mention.id);
    await asAlice.readNotifications({ max_id: list.data[0].id });
    expect((await asAlice.getNotification(mention.id)).data).toMatchObject({ id: mention.id });
    await asAlice.dismissNotification(mention.id);
    expect((await asAlice.getNotifications()).data.map((n) => n.id)).not.toContain(mention.id);
    await asAlice.dismissNotifications();
    expect((await asAlice.getNotifications()).data).toEqual([]);
  });

  it('reads and marks direct conversations', async () => {
    await asAlice.postStatus('@bob only us', { visibility: 'direct' });
    const conversations = await asBob.getConversationTimeline({ limit: 10 });
    expect(conversations.data).toHaveLength(1);
    expect(conversations.data[0]).toMatchObject({ unread: true, accounts: [{ acct: 'alice' }] });
    expect((await asBob.readConversation(conversations.data[0].id)).data.unread).toBe(false);
  });
});
