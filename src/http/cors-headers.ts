import cors from 'cors';
import type { RequestHandler } from 'express';
import { headersSetBy, setHeaders } from './fixed-headers.js';

/**
 * CORS for any origin, exposing the headers clients read (pagination, rate limits, the request id). A preflight
 * (OPTIONS) goes through `cors`; every other reply carries the same headers, computed once.
 */
export function corsHeaders(): RequestHandler {
  const actual = headersSetBy(corsPolicy);
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return corsPolicy(req, res, next);
    setHeaders(res, actual);
    next();
  };
}

export const corsPolicy = cors({
  exposedHeaders: [
    'Link',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
    'Retry-After',
    'X-Request-Id',
  ],
});
