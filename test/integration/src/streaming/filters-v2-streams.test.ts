import { describe, expect, it } from '@jest/globals';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { openStream, useListeningApp, useSockets } from '../../../support/streaming.js';

/** v2 filters on streams: `hide` drops, `warn` gives each receiver its own `filtered`, as REST does. */
const keep = useSockets();
const t = useListeningApp();
const open = async (query: Record<string, string>) => keep(await openStream(t, query));

describe('GET /api/v1/streaming (v2 filters)', () => {
  it("drops what a hide filter matches, and carries each receiver's own filtered", async () => {
    const [hider, warned, plain, author] = await makeUsersWithTokens(t, 4);
    for (const u of [hider, warned, plain]) await follow(t, u.user, author.user);
    await api(t, hider.token)
      .post('/api/v2/filters')
      .send({ title: 'h', context: ['home'], filter_action: 'hide', keywords_attributes: [{ keyword: 'secret' }] });
    await api(t, warned.token)
      .post('/api/v2/filters')
      .send({ title: 'w', context: ['home'], filter_action: 'warn', keywords_attributes: [{ keyword: 'secret' }] });
    const sockets = [];
    for (const u of [hider, warned, plain]) sockets.push(await open({ access_token: u.token, stream: 'user' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hidden = await makeStatus(t, author.user, 'a secret thing');
    const visible = await makeStatus(t, author.user, 'nothing to see');
    const [h, w, p] = sockets;
    const first = async (s: typeof h) => JSON.parse((await s.next((m) => m.event === 'update')).payload!);
    expect((await first(h)).id).toBe(String(visible.id));
    const warnedPayload = await first(w);
    expect(warnedPayload).toEqual((await api(t, warned.token).get(`/api/v1/statuses/${hidden.id}`)).body);
    expect(warnedPayload.filtered).toEqual([
      expect.objectContaining({ keyword_matches: ['secret'], status_matches: [] }),
    ]);
    const plainPayload = await first(p);
    expect(plainPayload).toEqual((await api(t, plain.token).get(`/api/v1/statuses/${hidden.id}`)).body);
    expect('filtered' in plainPayload).toBe(false);
  });
});
