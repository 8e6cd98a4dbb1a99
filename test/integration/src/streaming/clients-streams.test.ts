import { describe, expect, it } from '@jest/globals';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { openStream, useListeningApp, useSockets } from '../../../support/streaming.js';

/** The `list` stream, irreversible filters on streams, and per-viewer fields in payloads. */
const keep = useSockets();
const t = useListeningApp();
const open = async (query: Record<string, string>) => keep(await openStream(t, query));

describe('GET /api/v1/streaming (list)', () => {
  it("streams a list's statuses to its owner and answers others with List not found", async () => {
    const [owner, member, outsider, stranger] = await makeUsersWithTokens(t, 4);
    await follow(t, owner.user, member.user);
    await follow(t, owner.user, outsider.user);
    const list = (await api(t, owner.token).post('/api/v1/lists').send({ title: 'L' })).body;
    await api(t, owner.token)
      .post(`/api/v1/lists/${list.id}/accounts`)
      .send({ account_ids: [member.user.id] });

    const others = await open({ access_token: stranger.token, stream: 'list', list: list.id });
    expect(await others.next((m) => m.error != null)).toEqual({ error: 'List not found', status: 404 });

    const socket = await open({ access_token: owner.token, stream: 'list', list: list.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await makeStatus(t, outsider.user, 'not on the list');
    const s = await makeStatus(t, member.user, 'on the list');
    const message = await socket.next((m) => m.event === 'update');
    expect(message.stream).toEqual(['list', list.id]);
    expect(JSON.parse(message.payload!).id).toBe(String(s.id));
    expect(socket.messages.filter((m) => m.event === 'update')).toHaveLength(1);
  });
});

describe('GET /api/v1/streaming (filters and per-viewer fields)', () => {
  it("drops what the receiver's irreversible filters match, and renders bookmarked and the poll as REST does", async () => {
    const [reader, author] = await makeUsersWithTokens(t, 2);
    await follow(t, reader.user, author.user);
    await api(t, reader.token)
      .post('/api/v1/filters')
      .send({ phrase: 'secret', context: ['home'], irreversible: true });
    const socket = await open({ access_token: reader.token, stream: 'user' });
    await makeStatus(t, author.user, 'a secret thing');
    const polled = await api(t, author.token)
      .post('/api/v1/statuses')
      .send({ status: 'vote!', poll: { options: ['a', 'b'], expires_in: 600 } });
    const message = await socket.next((m) => m.event === 'update');
    const payload = JSON.parse(message.payload!);
    expect(payload.id).toBe(polled.body.id);
    expect(socket.messages.filter((m) => m.event === 'update')).toHaveLength(1);
    const rest = await api(t, reader.token).get(`/api/v1/statuses/${polled.body.id}`);
    expect(payload).toEqual(rest.body);
    expect(payload.poll).toMatchObject({ voted: false, own_votes: [] });
    expect(payload.bookmarked).toBe(false);

    // After a bookmark and a vote, the status.update event carries the receiver's own fields.
    await api(t, reader.token).post(`/api/v1/statuses/${polled.body.id}/bookmark`);
    await api(t, reader.token)
      .post(`/api/v1/polls/${polled.body.poll.id}/votes`)
      .send({ choices: [1] });
    const after = await api(t, reader.token).get(`/api/v1/statuses/${polled.body.id}`);
    expect(after.body).toMatchObject({ bookmarked: true, poll: { voted: true, own_votes: [1] } });
    const second = await open({ access_token: reader.token, stream: 'user' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reblog = await api(t, author.token).post(`/api/v1/statuses/${polled.body.id}/reblog`);
    const reblogged = JSON.parse((await second.next((m) => m.event === 'update')).payload!);
    expect(reblogged.id).toBe(reblog.body.id);
    expect(reblogged.reblog).toMatchObject({ bookmarked: true, poll: { voted: true, own_votes: [1] } });
  });
});
