import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection that has not yet sent a whole request is waited for once draining, before it is closed. */
const PARTIAL_REQUEST_GRACE_MS = 5_000;

/**
 * Counts the requests in flight on `server`, and its HTTP connections, so that shutdown can stop accepting and
 * then wait until every request has been answered (its reply written out) before the database closes under it.
 * While draining, replies carry `Connection: close` and each keep-alive connection is closed as soon as it falls
 * idle. Waiting for the connections, not only for the requests in flight: on a busy server a request can sit
 * unread in an open connection when draining starts, and be read after the last reply went out (the SIGTERM test:
 * one status committed, then the process exited under its reply).
 */
export function requestTracker(server: Server) {
  let inFlight = 0;
  let draining = false;
  /** Open HTTP connections (upgraded ones are the streaming API's to close) and their requests in flight. */
  const connections = new Map<Socket, number>();
  let whenDone: (() => void) | null = null;
  const settle = () => {
    if (!draining) return;
    server.closeIdleConnections();
    if (inFlight === 0 && connections.size === 0) whenDone?.();
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => {
      connections.delete(socket);
      settle();
    });
  });
  server.on('upgrade', (_req, socket: Socket) => {
    connections.delete(socket);
    settle();
  });
  server.on('request', (req, res) => {
    inFlight++;
    const socket = req.socket;
    if (connections.has(socket)) connections.set(socket, connections.get(socket)! + 1);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (connections.has(socket)) connections.set(socket, connections.get(socket)! - 1);
      settle();
    });
  });
  return {
    get inFlight() {
      return inFlight;
    },
    /** Stops accepting connections and resolves once no request is in flight and every connection is closed. */
    drain(): Promise<void> {
      draining = true;
      if (server.listening) server.close();
      return new Promise((resolve) => {
        const grace = setInterval(() => {
          // A connection that still has no request in flight after the grace period is not going to send one.
          for (const [socket, requests] of connections) if (requests === 0) socket.destroy();
        }, PARTIAL_REQUEST_GRACE_MS);
        whenDone = () => {
          clearInterval(grace);
          resolve();
        };
        settle();
      });
    },
  };
}
