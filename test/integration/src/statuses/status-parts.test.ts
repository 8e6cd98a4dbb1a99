import { describe, expect, it } from '@jest/globals';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { block, follow, mute } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api, type Client } from '../../../support/rest.js';

// A page's statuses and notifications are read with their parts in the page's statement (`statusParts`,
// `notificationParts`); a single status or notification is rendered through the loaders. Both must render the
// same bytes, per viewer: media, reactions (blocked and muted reactors left out), counts, the viewer's flags,
// polls, v2 filter matches, the accounts' counts, a notification's mute and status.
const t = useTestApp();

describe('statuses and notifications read with their parts', () => {
  it('render as the loaders render them', async () => {
    const [me, author, fan, blocked, muted] = await makeUsersWithTokens(t, 5);
    await follow(t, me.user, author.user);
    await follow(t, fan.user, author.user);
    await block(t, me.user, blocked.user);
    await mute(t, me.user, muted.user, { notifications: false });
    await mute(t, author.user, fan.user, { notifications: false });
    const as = (who: { token: string }) => api(t, who.token);
    const post = async (who: { token: string }, body: object) =>
      (await as(who).post('/api/v1/statuses').send(body).expect(200)).body.id as string;

    const media = await makeMedia(t, author.user);
    const pictured = await post(author, { status: 'with a picture', media_ids: [String(media.id)] });
    const polled = await post(author, { status: 'a poll', poll: { options: ['yes', 'no'], expires_in: 600 } });
    const needle = await post(author, { status: 'a needle in it' });
    const quiet = await post(author, { status: 'a thread to mute' });
    const fromMuted = await post(muted, { status: `@${me.user.nickname} from a muted account` });
    await post(fan, { status: 'a public reply', in_reply_to_id: pictured });
    await post(fan, { status: 'a private reply', in_reply_to_id: pictured, visibility: 'private' });
    for (const who of [fan, blocked, muted, me])
      await as(who).put(`/api/v1/pleroma/statuses/${pictured}/reactions/👍`).expect(200);
    await as(fan).put(`/api/v1/pleroma/statuses/${needle}/reactions/🎉`).expect(200);
    await as(me).post(`/api/v1/statuses/${pictured}/favourite`).expect(200);
    await as(fan).post(`/api/v1/statuses/${pictured}/favourite`).expect(200);
    await as(me).post(`/api/v1/statuses/${needle}/bookmark`).expect(200);
    await as(me).post(`/api/v1/statuses/${quiet}/mute`).expect(200);
    await as(me).post(`/api/v1/statuses/${polled}/reblog`).expect(200);
    await as(fan).post(`/api/v1/statuses/${pictured}/reblog`).expect(200);
    await as(me)
      .post('/api/v2/filters')
      .send({
        title: 'needles',
        context: ['home'],
        filter_action: 'warn',
        keywords_attributes: [{ keyword: 'needle' }],
      })
      .expect(200);

    /** Each item of the list at `path`, as the same caller gets it alone at `one(id)`; answers the list's ids. */
    const rendersAsAlone = async (client: Client, path: string, one: (id: string) => string) => {
      const list = (await client.get(path).expect(200)).body as Array<{ id: string }>;
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item).toEqual((await client.get(one(item.id)).expect(200)).body);
      return list.map((item) => item.id);
    };
    const status = (id: string) => `/api/v1/statuses/${id}`;
    for (const viewer of [me, author, fan]) {
      const page = await rendersAsAlone(as(viewer), '/api/v1/timelines/home?with_muted=true', status);
      if (viewer === me) expect(page).toEqual(expect.arrayContaining([pictured, polled, needle, quiet, fromMuted]));
    }
    await rendersAsAlone(api(t), '/api/v1/timelines/public', status);
    for (const viewer of [me, author])
      await rendersAsAlone(as(viewer), '/api/v1/notifications?with_muted=true', (id) => `/api/v1/notifications/${id}`);
  });
});
