import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AuthInfo, CredentialSource } from '../auth/authenticate.js';
import { hasScope as scopesCover } from '../auth/scopes.js';
import type { StreamingHub } from './hub.js';
import { DeliveryQueue } from './delivery-queue.js';
import type { Delivery, Receiver } from './receiver.js';
import {
  needsUser,
  parseStream,
  STREAM_SCOPES,
  StreamError,
  streamKey,
  streamLabel,
  type StreamEventName,
  type StreamSpec,
} from './streams.js';

export const STREAMING_PATH = '/api/v1/streaming';

export interface StreamingLimits {
  /** Ping every this many ms; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /** A client with more than this many bytes not yet sent to it is dropped (it does not keep up). */
  maxBufferedBytes: number;
  /** ... or with more than this many events waiting to be rendered and sent. */
  maxPendingEvents: number;
}

export const DEFAULT_LIMITS: StreamingLimits = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxPendingEvents: 500,
};

/** What MastodonSocket needs of a ws socket (tests hand it a fake). */
export type SocketLike = Pick<WebSocket, 'send' | 'close' | 'terminate' | 'bufferedAmount' | 'readyState'>;

let nextId = 0;

/**
 * The frames of the last few payloads, by payload text, event and stream: the sockets one event goes to share
 * its payload text (one per group of viewers with equal fields), and so its frame, stringified and encoded once
 * (each socket writes the same bytes).
 */
const recentFrames = new Map<string, Map<StreamEventName, Map<string, Buffer>>>();
const RECENT_PAYLOADS = 16;

function frameOf(spec: StreamSpec, name: StreamEventName, payload: string): Buffer {
  let byEvent = recentFrames.get(payload);
  if (!byEvent) {
    if (recentFrames.size >= RECENT_PAYLOADS) recentFrames.delete(recentFrames.keys().next().value!);
    recentFrames.set(payload, (byEvent = new Map()));
  }
  let frames = byEvent.get(name);
  if (!frames) byEvent.set(name, (frames = new Map()));
  const key = streamKey(spec);
  let frame = frames.get(key);
  if (frame === undefined)
    frames.set(key, (frame = Buffer.from(JSON.stringify({ stream: streamLabel(spec), event: name, payload }))));
  return frame;
}

/**
 * One client of Mastodon's streaming API: the streams it subscribed to (query string, then `subscribe` and
 * `unsubscribe` messages), each event sent as `{"stream": [...], "event": ..., "payload": "<JSON>"}` in order.
 */
export class MastodonSocket implements Receiver {
  readonly id = `mastodon-${++nextId}`;
  private readonly subscriptions = new Map<string, StreamSpec>();
  private readonly queue: DeliveryQueue;
  private closed = false;
  /** Its net.Socket holds writes until the end of the tick (`corkUntilTick`). */
  private corked = false;

  constructor(
    private readonly ws: SocketLike,
    public auth: AuthInfo,
    readonly credentials: CredentialSource,
    private readonly limits: StreamingLimits,
    private readonly onClose: (receiver: MastodonSocket) => void,
    /** Whether the user owns the list (the `list` stream is only its owner's). */
    private readonly ownsList?: (userId: number, listId: number) => Promise<boolean>,
    /** Told when it subscribes or unsubscribes (the hub keeps its receivers by stream). */
    private readonly onStreamsChanged?: (receiver: MastodonSocket) => void,
  ) {
    this.queue = new DeliveryQueue(limits);
  }

  /** The subscriptions as a list, made again when they change: routing reads it for every event. */
  private streamList: StreamSpec[] = [];

  streams(): StreamSpec[] {
    return this.streamList;
  }

  /** Subscribes, or answers with Mastodon's `{"error", "status"}` message. */
  async subscribe(params: Record<string, unknown>): Promise<void> {
    try {
      const spec = parseStream(params);
      if (needsUser(spec.name) && !this.auth.caller) throw new StreamError('Missing access token', 401);
      if ((this.auth.caller || this.auth.app) && !scopesCover(this.auth.scopes, STREAM_SCOPES[spec.name])) {
        throw new StreamError('Access token does not have the required scopes', 401);
      }
      if (spec.list !== undefined && !(await this.ownsList?.(this.auth.caller!.id, Number(spec.list))))
        throw new StreamError('List not found', 404);
      this.subscriptions.set(streamKey(spec), spec);
      this.streamList = [...this.subscriptions.values()];
      this.onStreamsChanged?.(this);
    } catch (err) {
      if (!(err instanceof StreamError)) throw err;
      this.sendText(JSON.stringify({ error: err.message, status: err.status }));
    }
  }

  unsubscribe(params: Record<string, unknown>): void {
    try {
      this.subscriptions.delete(streamKey(parseStream(params)));
      this.streamList = [...this.subscriptions.values()];
      this.onStreamsChanged?.(this);
    } catch {
      // Unsubscribing from what was never subscribed is no error.
    }
  }

  /** A text frame from the client: the multiplexed form. Anything else is ignored, as Mastodon does. */
  receive(text: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message?.type === 'subscribe') void this.subscribe(message);
    else if (message?.type === 'unsubscribe') this.unsubscribe(message);
  }

  deliver(d: Delivery): void {
    if (this.closed) return;
    const queued = this.queue.push(d, this.ws.bufferedAmount, (text) => {
      for (const spec of d.streams) this.sendText(frameOf(spec, d.name, text));
    });
    if (!queued) this.drop();
  }

  /** A text frame (a Buffer holds UTF-8 text too). */
  private sendText(text: string | Buffer): void {
    if (this.closed || this.ws.readyState !== 1) return;
    this.corkUntilTick();
    this.ws.send(text, { binary: false });
  }

  /**
   * Holds the socket's writes until the events handed over in this tick are sent: the frames of several events
   * (and of several streams) ready at once leave in one write instead of one each. ws offers no cork of its own;
   * its net.Socket does (and uncorks itself when the socket ends).
   */
  private corkUntilTick(): void {
    const socket = (this.ws as { _socket?: Socket })._socket;
    if (this.corked || !socket) return;
    this.corked = true;
    socket.cork();
    process.nextTick(() => {
      this.corked = false;
      socket.uncork();
    });
  }

  /** A client that does not keep up is cut off at once: nothing more is buffered for it. */
  private drop(): void {
    this.closed = true;
    this.ws.terminate();
    this.onClose(this);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.ws.close(code, reason);
    this.onClose(this);
  }

  /** The peer went away. */
  gone(): void {
    this.closed = true;
    this.onClose(this);
  }
}

function reject(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * `GET /api/v1/streaming` as a WebSocket: the token comes from `access_token` or the Sec-WebSocket-Protocol
 * header (echoed back, as browsers require), or an Authorization header. Cookies are not read: a page on
 * another site could otherwise open a socket with the user's session. A bad token is refused with 401 before
 * the upgrade; public streams are open without one.
 */
export function mastodonStreaming(hub: StreamingHub, limits: StreamingLimits) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 64 * 1024,
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });
  const sockets = new Map<WebSocket, MastodonSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      const alive = ws as WebSocket & { alive?: boolean };
      if (alive.alive === false) {
        ws.terminate();
        continue;
      }
      alive.alive = false;
      ws.ping();
    }
  }, limits.heartbeatMs);
  heartbeat.unref();

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const protocol = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
    const credentials: CredentialSource = {
      authorization: req.headers.authorization,
      address: req.socket.remoteAddress,
      accessTokenParam: url.searchParams.get('access_token') || protocol || undefined,
    };
    const auth = await hub.authenticate(credentials);
    if (auth.failure) return reject(socket, 401, 'Invalid access token');
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = new MastodonSocket(
        ws,
        auth,
        credentials,
        limits,
        (c) => {
          hub.remove(c);
          sockets.delete(ws);
        },
        (userId, listId) => hub.ownsList(userId, listId),
        (c) => hub.streamsChanged(c),
      );
      sockets.set(ws, client);
      hub.add(client);
      (ws as WebSocket & { alive?: boolean }).alive = true;
      ws.on('pong', () => {
        (ws as WebSocket & { alive?: boolean }).alive = true;
      });
      ws.on('message', (data, isBinary) => {
        if (!isBinary) client.receive(data.toString());
      });
      ws.on('close', () => client.gone());
      ws.on('error', () => ws.terminate());
      const stream = url.searchParams.get('stream');
      if (stream)
        void client.subscribe({
          stream,
          tag: url.searchParams.get('tag') ?? undefined,
          list: url.searchParams.get('list') ?? undefined,
        });
    });
  }

  return {
    handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      handleUpgrade(req, socket, head).catch(() => reject(socket, 400, 'Bad request'));
    },
    get size() {
      return sockets.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
