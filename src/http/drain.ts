import type { Server } from 'node:http';

/**
 * Counts the requests in flight on `server`, so that shutdown can stop accepting and then wait until every
 * request has been answered (its reply written out) before the database closes under it. While draining,
 * replies carry `Connection: close` and each keep-alive connection is closed as soon as it falls idle.
 */
export function requestTracker(server: Server) {
  let inFlight = 0;
  let draining = false;
  let whenIdle: (() => void) | null = null;
  server.on('request', (_req, res) => {
    inFlight++;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (!draining) return;
      server.closeIdleConnections();
      if (inFlight === 0) whenIdle?.();
    });
  });
  return {
    get inFlight() {
      return inFlight;
    },
    /** Stops accepting connections and resolves once no request is in flight. */
    drain(): Promise<void> {
      draining = true;
      if (server.listening) server.close();
      server.closeIdleConnections();
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => { whenIdle = resolve; });
    },
  };
}
