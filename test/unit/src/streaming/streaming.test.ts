import { describe, expect, it, jest } from '@jest/globals';
import { pino } from 'pino';
import type { AuthInfo } from '../../../../src/auth/authenticate.js';
import { MemoryBus } from '../../../../src/events/bus.js';
import { parseEvent, type SocialEvent } from '../../../../src/events/events.js';
import type { Delivery } from '../../../../src/streaming/receiver.js';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { DEFAULT_LIMITS, MastodonSocket, type SocketLike } from '../../../../src/streaming/mastodon.js';
import { parseStream, streamLabel, StreamError } from '../../../../src/streaming/streams.js';

const logger = pino({ level: 'silent' });
const EVENT: SocialEvent = { type: 'status.created', statusId: 1, accountId: 2, visibility: 'public' };
const ANONYMOUS: AuthInfo = { user: null, caller: null, app: null, scopes: [], method: null, failure: null };
const delivery = (payload: Promise<string | null>): Delivery => ({
  event: EVENT,
  name: 'update',
  streams: [{ name: 'public' }],
  allowed: true,
  payload: () => payload,
});

describe('parseStream', () => {
  it('reads stream names and their parameters as Mastodon names them', () => {
    expect(parseStream({ stream: 'user' })).toEqual({ name: 'user' });
    expect(parseStream({ stream: 'hashtag:local', tag: '#Cats ' })).toEqual({ name: 'hashtag:local', tag: 'cats' });
    expect(streamLabel(parseStream({ stream: 'hashtag', tag: 'dogs' }))).toEqual(['hashtag', 'dogs']);
  });

  it('refuses unknown streams, a hashtag without a tag and a list without an id (ownership is checked on subscribing)', () => {
    expect(() => parseStream({ stream: 'everything' })).toThrow(new StreamError('Unknown stream type', 400));
    expect(() => parseStream({ stream: 'hashtag' })).toThrow('Missing tag name parameter');
    expect(() => parseStream({ stream: 'list' })).toThrow('Missing list name parameter');
    expect(() => parseStream({ stream: 'list', list: 'abc' })).toThrow('List not found');
    expect(streamLabel(parseStream({ stream: 'list', list: ' 12 ' }))).toEqual(['list', '12']);
  });
});

describe('parseEvent', () => {
  it('reads the events the bus carries and nothing else', () => {
    expect(parseEvent(JSON.stringify(EVENT))).toEqual(EVENT);
    expect(parseEvent('{"type":"something.else"}')).toBeNull();
    expect(parseEvent('not json')).toBeNull();
  });
});

describe('MemoryBus', () => {
  it('calls listeners after the publisher returns, and not once unsubscribed', async () => {
    const bus = new MemoryBus(logger);
    const seen: SocialEvent[] = [];
    const stop = bus.subscribe((e) => seen.push(e));
    bus.publish(EVENT);
    expect(seen).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([EVENT]);
    stop();
    bus.publish(EVENT);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toHaveLength(1);
  });

  it('keeps calling the other listeners when one throws', async () => {
    const bus = new MemoryBus(logger);
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((e) => seen.push(e.type));
    bus.publish(EVENT);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['status.created']);
  });
});

describe('MastodonSocket back-pressure', () => {
  const limits = { heartbeatMs: 30_000, maxBufferedBytes: 1000, maxPendingEvents: 2 };
  const fakeSocket = (bufferedAmount = 0) => {
    const ws = { bufferedAmount, readyState: 1, send: jest.fn(), close: jest.fn(), terminate: jest.fn() };
    return ws as typeof ws & SocketLike;
  };

  it('sends events in order, however their payloads finish', async () => {
    const ws = fakeSocket();
    const socket = new MastodonSocket(ws, ANONYMOUS, {}, limits, () => {});
    let finishFirst!: (text: string) => void;
    socket.deliver(
      delivery(
        new Promise((resolve) => {
          finishFirst = resolve;
        }),
      ),
    );
    socket.deliver(delivery(Promise.resolve('"second"')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ws.send).not.toHaveBeenCalled();
    finishFirst('"first"');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ws.send.mock.calls.map(([text]) => JSON.parse(text as string).payload)).toEqual(['"first"', '"second"']);
  });

  it('drops a client whose unsent bytes pass the limit, without buffering more', () => {
    const ws = fakeSocket(5000);
    const gone = jest.fn();
    const socket = new MastodonSocket(ws, ANONYMOUS, {}, limits, gone);
    socket.deliver(delivery(Promise.resolve('"x"')));
    expect(ws.terminate).toHaveBeenCalledTimes(1);
    expect(gone).toHaveBeenCalledWith(socket);
    socket.deliver(delivery(Promise.resolve('"y"')));
    expect(ws.send).not.toHaveBeenCalled();
  });

  it('drops a client with too many events waiting', () => {
    const ws = fakeSocket();
    const socket = new MastodonSocket(ws, ANONYMOUS, {}, limits, () => {});
    const never = new Promise<string | null>(() => {});
    socket.deliver(delivery(never));
    socket.deliver(delivery(never));
    expect(ws.terminate).not.toHaveBeenCalled();
    socket.deliver(delivery(never));
    expect(ws.terminate).toHaveBeenCalledTimes(1);
  });
});

describe('MastodonSocket writes', () => {
  it('writes the frames of the events handed over in one tick in one write, in order', async () => {
    const server = new WebSocketServer({ port: 0 });
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data) => received.push(JSON.parse(String(data)).payload) === 3 && resolve()),
    );
    try {
      const ws = await accepted;
      const net = (ws as unknown as { _socket: Socket })._socket;
      const write = jest.spyOn(net, '_write');
      const writev = jest.spyOn(net, '_writev');
      const socket = new MastodonSocket(ws, ANONYMOUS, {}, DEFAULT_LIMITS, () => {});
      for (const text of ['"1"', '"2"', '"3"']) socket.deliver({ ...delivery(Promise.resolve(text)), rendered: text });
      await all;
      expect(received).toEqual(['"1"', '"2"', '"3"']);
      expect(write.mock.calls.length + writev.mock.calls.length).toBe(1);
    } finally {
      client.terminate();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
