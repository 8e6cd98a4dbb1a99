import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express, { type RequestHandler } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../../../src/config.js';
import { corsHeaders, corsPolicy } from '../../../../src/http/cors-headers.js';
import { helmetPolicies, securityHeaders } from '../../../../src/http/security-headers.js';

// The security and CORS headers are computed once at start; each reply must carry exactly what helmet and cors
// set per request, in the same order.
type Served = { server: http.Server; port: number };

async function serve(...middleware: RequestHandler[]): Promise<Served> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(...middleware);
  app.all('/{*rest}', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function rawHeaders(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: string[] }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      res.resume();
      const raw = res.rawHeaders.filter((_v, i, all) => all[i - (i % 2)].toLowerCase() !== 'date');
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: raw }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(['http://localhost:4000', 'https://social.example'])('fixed headers (%s)', (publicUrl) => {
  const config = { publicUrl } as AppConfig;
  let reference: Served;
  let fixed: Served;
  beforeAll(async () => {
    const helmet = helmetPolicies(config);
    const perRequest: RequestHandler = (req, res, next) =>
      (req.path.startsWith('/graphql') ? helmet.graphql : helmet.strict)(req, res, next);
    reference = await serve(perRequest, corsPolicy);
    fixed = await serve(securityHeaders(config), corsHeaders());
  });
  afterAll(() => {
    reference.server.close();
    fixed.server.close();
  });

  it.each([
    ['GET', '/api/v1/instance', {}],
    ['GET', '/graphql?query=%7Bx%7D', { origin: 'https://client.example' }],
    ['POST', '/api/v1/statuses', { origin: 'https://client.example' }],
    ['HEAD', '/oauth/authorize', {}],
    ['OPTIONS', '/api/v1/statuses', { origin: 'https://a.example', 'access-control-request-method': 'POST' }],
    ['OPTIONS', '/graphql', { 'access-control-request-headers': 'content-type, authorization' }],
  ])('%s %s: the same headers in the same order', async (method, path, headers) => {
    const expected = await rawHeaders(reference.port, method, path, headers);
    expect(expected.headers).toContain('X-Frame-Options');
    expect(await rawHeaders(fixed.port, method, path, headers)).toEqual(expected);
  });
});
