import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isBlockedAddress,
  remoteFetch,
  remoteJson,
  RemoteFetchError,
} from '../../../../src/federation/remote-fetch.js';
import { SAMPLES } from '../../../fixtures/media-samples.js';

const PNG_BYTES = SAMPLES.png;

let server: Server;
let base: string;
const open = { allowPrivateAddresses: true };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/json':
        return void res.setHeader('content-type', 'application/json').end('{"a":1}');
      case '/png':
        return void res.setHeader('content-type', 'text/plain').end(PNG_BYTES);
      case '/text':
        return void res.setHeader('content-type', 'image/png').end('not an image');
      case '/big':
        return void res.end(Buffer.alloc(2000, 1));
      case '/big-chunked':
        res.write(Buffer.alloc(600, 1));
        return void res.end(Buffer.alloc(600, 1));
      case '/missing':
        return void res.writeHead(404).end('no');
      case '/slow':
        return; // never answers
      case '/redirect': {
        const n = Number(url.searchParams.get('n'));
        return void res.writeHead(302, { location: n > 0 ? `/redirect?n=${n - 1}` : '/json' }).end();
      }
      case '/to-file':
        return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: RemoteFetchError) => ({ reason: err.reason, name: err.name }),
  );

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('remoteFetch', () => {
  it('refuses loopback by address and by name (the resolved address is checked) unless private addresses are allowed', async () => {
    const port = new URL(base).port;
    expect(await failure(remoteFetch(`${base}/json`))).toEqual({ reason: 'blocked_address', name: 'RemoteFetchError' });
    expect(await failure(remoteFetch(`http://localhost:${port}/json`))).toEqual({
      reason: 'blocked_address',
      name: 'RemoteFetchError',
    });
    expect(await failure(remoteFetch(`http://[::ffff:127.0.0.1]:${port}/json`))).toEqual({
      reason: 'blocked_address',
      name: 'RemoteFetchError',
    });
    expect((await remoteFetch(`http://localhost:${port}/json`, open)).body.toString()).toBe('{"a":1}');
  });

  it('refuses other schemes and URLs with credentials', async () => {
    expect(await failure(remoteFetch('file:///etc/passwd', open))).toMatchObject({ reason: 'bad_url' });
    expect(await failure(remoteFetch(`http://user:pw@127.0.0.1/`, open))).toMatchObject({ reason: 'bad_url' });
    expect(await failure(remoteFetch('not a url', open))).toMatchObject({ reason: 'bad_url' });
  });

  it('follows a bounded number of redirects, each checked like the first URL', async () => {
    const res = await remoteFetch(`${base}/redirect?n=2`, open);
    expect({ url: res.url, body: res.body.toString() }).toEqual({ url: `${base}/json`, body: '{"a":1}' });
    expect(await failure(remoteFetch(`${base}/redirect?n=3`, open))).toMatchObject({ reason: 'too_many_redirects' });
    expect(await failure(remoteFetch(`${base}/redirect?n=0`, { ...open, maxRedirects: 0 }))).toMatchObject({
      reason: 'too_many_redirects',
    });
    expect(await failure(remoteFetch(`${base}/to-file`, open))).toMatchObject({ reason: 'bad_url' });
  });

  it('refuses bodies over the size limit, declared or streamed', async () => {
    expect(await failure(remoteFetch(`${base}/big`, { ...open, maxBytes: 1000 }))).toMatchObject({
      reason: 'too_large',
    });
    expect(await failure(remoteFetch(`${base}/big-chunked`, { ...open, maxBytes: 1000 }))).toMatchObject({
      reason: 'too_large',
    });
    expect((await remoteFetch(`${base}/big`, { ...open, maxBytes: 2000 })).body.length).toBe(2000);
  });

  it('gives up at the deadline', async () => {
    expect(await failure(remoteFetch(`${base}/slow`, { ...open, timeoutMs: 200 }))).toMatchObject({
      reason: 'timeout',
    });
  });

  it('checks the content by its bytes, whatever the Content-Type says', async () => {
    expect((await remoteFetch(`${base}/png`, { ...open, expect: 'image' })).mimeType).toBe('image/png');
    expect(await failure(remoteFetch(`${base}/text`, { ...open, expect: 'image' }))).toMatchObject({
      reason: 'bad_content',
    });
    expect(await failure(remoteFetch(`${base}/png`, { ...open, expect: 'zip' }))).toMatchObject({
      reason: 'bad_content',
    });
    expect(await failure(remoteJson(`${base}/png`, open))).toMatchObject({ reason: 'bad_content' });
    expect(await remoteJson(`${base}/json`, open)).toEqual({ a: 1 });
  });

  it('refuses non-2xx answers', async () => {
    const err = await remoteFetch(`${base}/missing`, open).catch((e: RemoteFetchError) => e);
    expect(err).toMatchObject({ reason: 'bad_status', status: 404 });
  });
});
