import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A header a middleware set, in the order it set it. */
export type FixedHeader = readonly [name: string, value: string | number | readonly string[]];

/**
 * The headers `middleware` sets on a reply to `req`, read once by running it on a stand-in response. For
 * middleware whose headers depend on nothing of the request but what `req` holds (helmet's static policies,
 * CORS with any origin): building them per request (helmet runs twelve middleware, cors copies its options)
 * cost more than the rest of a small reply's headers.
 */
export function headersSetBy(middleware: RequestHandler, req: Partial<IncomingMessage> = {}): FixedHeader[] {
  const headers = new Map<string, FixedHeader>();
  const res = {
    setHeader(name: string, value: FixedHeader[1]) {
      headers.set(name.toLowerCase(), [name, value]);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let passed = false;
  middleware(
    { method: 'GET', url: '/', headers: {}, ...req } as Request,
    res as unknown as Response,
    ((err?: unknown) => {
      if (err) throw err;
      passed = true;
    }) as NextFunction,
  );
  if (!passed) throw new Error('headersSetBy: the middleware answered instead of passing the request on');
  return [...headers.values()];
}

/** Sets precomputed headers, in their order. */
export function setHeaders(res: ServerResponse, headers: readonly FixedHeader[]): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}
