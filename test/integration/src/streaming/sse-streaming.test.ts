import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { User } from '../../../../src/entities/index.js';
import { follow } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useListeningApp } from '../../../support/streaming.js';

interface SseEvent {
  event: string;
  data: string;
}

/** An HTTP client of a text/event-stream: keeps the events and the comment lines it reads. */
class SseTestClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  /** Everything read, for an error reply's body. */
  raw = '';
  readonly ended: Promise<void>;
  private buffer = '';
  private waiters: Array<() => void> = [];

  private constructor(
    readonly req: ClientRequest,
    readonly res: IncomingMessage,
  ) {
    res.setEncoding('utf8');
    this.ended = new Promise((resolve) => res.on('end', resolve));
    res.on('data', (chunk: string) => {
      this.raw += chunk;
      this.buffer += chunk;
      this.parse();
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseTestClient> {
    return new Promise((resolve, reject) => {
      const req = request(url, { headers }, (res) => resolve(new SseTestClient(req, res)));
      req.on('error', reject);
      req.end();
    });
  }

  private parse(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end);
      if (line.startsWith(':')) {
        this.comments.push(line);
        this.buffer = this.buffer.slice(end + 1);
        continue;
      }
      const block = this.buffer.indexOf('\n\n');
      if (block < 0) return;
      const fields = Object.fromEntries(
        this.buffer
          .slice(0, block)
          .split('\n')
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
      );
      this.events.push({ event: fields.event, data: fields.data });
      this.buffer = this.buffer.slice(block + 2);
    }
  }

  async until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`nothing within ${ms} ms; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.req.destroy();
  }
}

const clients: SseTestClient[] = [];
afterAll(() => clients.forEach((c) => c.close()));
const t = useListeningApp({}, { streamingLimits: { heartbeatMs: 100 } });

async function sse(path: string, headers: Record<string, string> = {}): Promise<SseTestClient> {
  const client = await SseTestClient.open(`${t.base}${path}`, headers);
  clients.push(client);
  return client;
}

async function body(client: SseTestClient): Promise<unknown> {
  await client.ended;
  return JSON.parse(client.raw);
}

describe('GET /api/v1/streaming/<stream> (server-sent events)', () => {
  let alice: User, bob: User, bobToken: string, aliceToken: string;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([makeUser(t, { nickname: 'alice' }), makeUser(t, { nickname: 'bob' })]);
    [aliceToken, bobToken] = await Promise.all([tokenFor(t, alice), tokenFor(t, bob)]);
    await follow(t, bob, alice, { state: 'accepted' });
  });

  it('sends a follower `update` on /user, the JSON GET /api/v1/statuses/:id gives them, and heartbeats', async () => {
    const client = await sse('/api/v1/streaming/user', { authorization: `Bearer ${bobToken}` });
    expect(client.res.statusCode).toBe(200);
    expect(client.res.headers['content-type']).toMatch(/^text\/event-stream/);
    const posted = await api(t, aliceToken).post('/api/v1/statuses').send({ status: 'hello followers' });
    const update = await client.until(() =>
      client.events.find((e) => e.event === 'update' && JSON.parse(e.data).id === posted.body.id),
    );
    const rest = await api(t, bobToken).get(`/api/v1/statuses/${posted.body.id}`);
    expect(JSON.parse(update.data)).toEqual(rest.body);
    await client.until(() => client.comments.find((c) => c === ':thump'));
    expect(client.comments[0]).toBe(':)');
  });

  it('sends a `notification` on /user/notification (token in the query), as GET /api/v1/notifications/:id shows it', async () => {
    const client = await sse(`/api/v1/streaming/user/notification?access_token=${bobToken}`);
    await api(t, aliceToken).post('/api/v1/statuses').send({ status: 'hi @bob' });
    const event = await client.until(() => client.events.find((e) => e.event === 'notification'));
    const notification = JSON.parse(event.data);
    expect(notification).toMatchObject({ type: 'mention', account: { acct: 'alice' } });
    const rest = await api(t, bobToken).get(`/api/v1/notifications/${notification.id}`);
    expect(notification).toEqual(rest.body);
    expect(client.events.filter((e) => e.event === 'update')).toEqual([]);
  });

  it('sends public statuses on /public/local and tagged ones on /hashtag without a token', async () => {
    const local = await sse('/api/v1/streaming/public/local');
    const tag = await sse('/api/v1/streaming/hashtag?tag=Fedi');
    const plain = await api(t, aliceToken).post('/api/v1/statuses').send({ status: 'untagged' });
    const tagged = await api(t, aliceToken).post('/api/v1/statuses').send({ status: 'about #fedi' });
    await local.until(() => local.events.find((e) => JSON.parse(e.data).id === tagged.body.id));
    expect(local.events.map((e) => JSON.parse(e.data).id)).toEqual([plain.body.id, tagged.body.id]);
    await tag.until(() => tag.events.find((e) => JSON.parse(e.data).id === tagged.body.id));
    expect(tag.events.map((e) => JSON.parse(e.data).id)).toEqual([tagged.body.id]);
  });

  it('refuses /user without a token (401 Missing access token) and a bad token (401 Invalid access token)', async () => {
    const anonymous = await sse('/api/v1/streaming/user');
    expect(anonymous.res.statusCode).toBe(401);
    expect(await body(anonymous)).toEqual({ error: 'Missing access token' });
    const bad = await sse('/api/v1/streaming/public?access_token=nope');
    expect(bad.res.statusCode).toBe(401);
    expect(await body(bad)).toEqual({ error: 'Invalid access token' });
  });

  it('answers 400 for a hashtag stream without a tag, 404 for an unknown stream and for a list not the caller’s', async () => {
    const noTag = await sse('/api/v1/streaming/hashtag');
    expect(noTag.res.statusCode).toBe(400);
    expect(await body(noTag)).toEqual({ error: 'Missing tag name parameter' });
    const unknown = await sse('/api/v1/streaming/nonsense');
    expect(unknown.res.statusCode).toBe(404);
    expect(await body(unknown)).toEqual({ error: 'Unknown stream type' });
    const list = await api(t, aliceToken).post('/api/v1/lists').send({ title: 'mine' });
    const other = await sse(`/api/v1/streaming/list?list=${list.body.id}`, { authorization: `Bearer ${bobToken}` });
    expect(other.res.statusCode).toBe(404);
    expect(await body(other)).toEqual({ error: 'List not found' });
  });

  it('frees the subscription when the client disconnects', async () => {
    const before = t.streaming.hub.receivers.size;
    const client = await sse('/api/v1/streaming/direct', { authorization: `Bearer ${bobToken}` });
    expect(client.res.statusCode).toBe(200);
    expect(t.streaming.hub.receivers.size).toBe(before + 1);
    client.close();
    const deadline = Date.now() + 5000;
    while (t.streaming.hub.receivers.size !== before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.streaming.hub.receivers.size).toBe(before);
  });
});
