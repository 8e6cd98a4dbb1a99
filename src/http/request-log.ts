import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id), set by `requestLogger`. */
    id?: string;
    /** A logger bound to this request (`req`: id, method, redacted URL, address), made on first use. */
    log?: Logger;
  }
}

const SECRET_PARAMS = /^(password|access_token|refresh_token|client_secret|token|code)$/i;
const GIVEN_ID = /^[\w.-]{1,128}$/;

/** The URL as logged: values of secret-bearing query parameters (the zone login sends its password there) blanked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** What a log line says of its request: never headers, so never the Authorization header or a cookie. */
function loggedRequest(req: IncomingMessage & { originalUrl?: string }, id: string) {
  return {
    id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url ?? ''),
    remoteAddress: req.socket?.remoteAddress,
  };
}

/**
 * One log line per request with its id (taken from X-Request-Id or made), never credentials: the line pino-http
 * wrote (`request completed`, `request aborted`, or `request errored` at error level for a 5xx), built only when it
 * is written. pino-http made two child loggers and serialized the request for each request, logged or not: a
 * tenth of a small request's CPU time.
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      get: () => (log ??= logger.child({ req: loggedRequest(req, id) })),
      configurable: true,
    });
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const responseTime = Date.now() - started;
      if (res.statusCode >= 500) {
        if (!logger.isLevelEnabled('error')) return;
        const err = new Error(`failed with status code ${res.statusCode}`);
        logger.error(
          { req: loggedRequest(req, id), res: { statusCode: res.statusCode }, err, responseTime },
          'request errored',
        );
      } else if (logger.isLevelEnabled('info')) {
        const message = !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted';
        logger.info({ req: loggedRequest(req, id), res: { statusCode: res.statusCode }, responseTime }, message);
      }
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
