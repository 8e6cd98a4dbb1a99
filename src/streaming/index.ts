import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { AppDeps } from '../graphql/context.js';
import type { EventBus } from '../events/bus.js';
import { graphqlWebSocket } from './graphql-ws.js';
import { StreamingHub } from './hub.js';
import { DEFAULT_LIMITS, mastodonStreaming, STREAMING_PATH, type StreamingLimits } from './mastodon.js';
import { Renderer } from './render.js';

export { STREAMING_PATH } from './mastodon.js';

/**
 * Both realtime interfaces on the HTTP server's upgrade requests: Mastodon's streaming API on
 * /api/v1/streaming and graphql-ws on /graphql, fed by one hub listening to the bus.
 */
export function attachStreaming(
  server: Server,
  deps: AppDeps,
  schema: GraphQLSchema,
  bus: EventBus,
  limits: Partial<StreamingLimits> = {},
) {
  const hub = new StreamingHub(deps, bus, new Renderer(schema, deps));
  deps.streaming = hub;
  const mastodon = mastodonStreaming(hub, { ...DEFAULT_LIMITS, ...limits });
  const graphql = graphqlWebSocket(schema, deps, hub);
  const onUpgrade = (
    req: Parameters<typeof mastodon.handleUpgrade>[0],
    socket: Parameters<typeof mastodon.handleUpgrade>[1],
    head: Buffer,
  ) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
    if (path === STREAMING_PATH) mastodon.handleUpgrade(req, socket, head);
    else if (path === '/graphql') graphql.handleUpgrade(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  };
  server.on('upgrade', onUpgrade);
  return {
    hub,
    /** Sockets of the streaming API held by this instance. */
    get mastodonSockets() {
      return mastodon.size;
    },
    /** Closes every socket (1001) and stops listening to the bus. */
    async close(): Promise<void> {
      server.off('upgrade', onUpgrade);
      hub.close();
      mastodon.close();
      await graphql.close();
    },
  };
}
