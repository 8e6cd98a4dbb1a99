import { Router, type Request, type Response } from 'express';
import type { AuthInfo, CredentialSource } from '../auth/authenticate.js';
import { hasScope as scopesCover } from '../auth/scopes.js';
import type { StreamingHub } from './hub.js';
import { STREAMING_PATH, type StreamingLimits } from './mastodon.js';
import { DeliveryQueue } from './delivery-queue.js';
import type { Delivery, Receiver } from './receiver.js';
import { needsUser, parseStream, STREAM_SCOPES, StreamError, type StreamSpec } from './streams.js';

/** The HTTP paths of Mastodon's server-sent-event streams, and the stream each one opens. */
const SSE_STREAMS: Record<string, string> = {
  user: 'user',
  'user/notification': 'user:notification',
  public: 'public',
  'public/local': 'public:local',
  hashtag: 'hashtag',
  'hashtag/local': 'hashtag:local',
  list: 'list',
  direct: 'direct',
};

let nextId = 0;

/**
 * One client of the streaming API over plain HTTP (`text/event-stream`): one stream, fixed by its path, each
 * event written as `event: <name>` and `data: <payload>` lines, as Mastodon's streaming server writes them.
 */
export class SseClient implements Receiver {
  readonly id = `sse-${++nextId}`;
  private readonly queue: DeliveryQueue;
  private closed = false;

  constructor(
    private readonly res: Response,
    public auth: AuthInfo,
    readonly credentials: CredentialSource,
    private readonly spec: StreamSpec,
    private readonly limits: StreamingLimits,
    private readonly onClose: (client: SseClient) => void,
  ) {
    this.queue = new DeliveryQueue(limits);
  }

  streams(): StreamSpec[] {
    return [this.spec];
  }

  deliver(d: Delivery): void {
    if (this.closed) return;
    const queued = this.queue.push(d, this.res.writableLength, (text) =>
      this.write(`event: ${d.name}\ndata: ${text}\n\n`),
    );
    if (!queued) {
      // A client that does not keep up is cut off: nothing more is buffered for it.
      this.res.destroy();
      this.gone();
    }
  }

  /** A comment line: Mastodon's `:thump` heartbeat keeps proxies from closing an idle stream. */
  heartbeat(): void {
    this.write(':thump\n');
  }

  private write(text: string): void {
    if (!this.closed) this.res.write(text);
  }

  close(): void {
    if (this.closed) return;
    this.res.end();
    this.gone();
  }

  /** The peer went away (or was cut off). */
  gone(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
  }
}

/** The stream a request names, checked as the WebSocket transport checks a subscription; a StreamError otherwise. */
async function streamFor(hub: StreamingHub, req: Request, auth: AuthInfo): Promise<StreamSpec> {
  const name = SSE_STREAMS[String(req.params.stream ?? '') + (req.params.sub ? `/${req.params.sub}` : '')];
  if (!name) throw new StreamError('Unknown stream type', 404);
  const spec = parseStream({ stream: name, tag: req.query.tag, list: req.query.list });
  if (needsUser(spec.name) && !auth.caller) throw new StreamError('Missing access token', 401);
  if ((auth.caller || auth.app) && !scopesCover(auth.scopes, STREAM_SCOPES[spec.name]))
    throw new StreamError('Access token does not have the required scopes', 401);
  if (spec.list !== undefined && !(await hub.ownsList(auth.caller!.id, Number(spec.list))))
    throw new StreamError('List not found', 404);
  return spec;
}

/**
 * `GET /api/v1/streaming/<stream>` as server-sent events, a second transport on the streaming hub beside the
 * WebSocket one: the same authentication (Authorization header or `access_token`; no cookie, as for the socket),
 * the same events and payloads. `hub` is read per request: the hub is built once the server exists.
 */
export function sseStreaming(hub: () => StreamingHub, limits: StreamingLimits): { router: Router; stop(): void } {
  const router = Router();
  const clients = new Set<SseClient>();
  const heartbeat = setInterval(() => {
    for (const client of clients) client.heartbeat();
  }, limits.heartbeatMs);
  heartbeat.unref();

  const open = async (req: Request, res: Response) => {
    const credentials: CredentialSource = {
      authorization: req.headers.authorization,
      address: req.socket.remoteAddress,
      accessTokenParam: typeof req.query.access_token === 'string' ? req.query.access_token : undefined,
    };
    const streaming = hub();
    const auth = await streaming.authenticate(credentials);
    if (auth.failure) return void res.status(401).json({ error: 'Invalid access token' });
    let spec: StreamSpec;
    try {
      spec = await streamFor(streaming, req, auth);
    } catch (err) {
      if (!(err instanceof StreamError)) throw err;
      return void res.status(err.status).json({ error: err.message });
    }
    // The caller may have gone while its credentials were checked: nothing to subscribe then.
    if (res.destroyed) return;
    res.status(200).set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'private, no-store',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(':)\n');
    const client = new SseClient(res, auth, credentials, spec, limits, (c) => {
      clients.delete(c);
      streaming.remove(c);
    });
    clients.add(client);
    streaming.add(client);
    res.on('close', () => client.gone());
  };
  router.get(`${STREAMING_PATH}/:stream{/:sub}`, open);
  // On shutdown the hub closes the clients; the heartbeat stops here.
  return { router, stop: () => clearInterval(heartbeat) };
}
