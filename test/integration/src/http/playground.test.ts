import { describe, expect, test } from '@jest/globals';
import { useTestApp } from '../../../support/app.js';

describe('GET /graphql (the playground page)', () => {
  const t = useTestApp();

  test('a browser gets the page, UTF-8, with a CSP that allows only this origin and no framing', async () => {
    const res = await t
      .http()
      .get('/graphql')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .set('Host', 'example.test');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self' ws://example.test; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<input name="password" type="password"');
    // Every script and style the page names is served from this server.
    const assets = [...res.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toHaveLength(7);
    for (const path of assets) {
      expect(path.startsWith('/graphql/playground/')).toBe(true);
      expect((await t.http().get(path)).status).toBe(200);
    }
  });

  test('a GraphQL client asking for JSON still gets GraphQL, with GET or POST', async () => {
    const get = await t.http().get('/graphql').query({ query: '{ __typename }' }).set('Accept', 'application/json');
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { __typename: 'Query' } });
    const post = await t.http().post('/graphql').send({ query: '{ __typename }' });
    expect(post.body).toEqual({ data: { __typename: 'Query' } });
  });

  test('assets are compressed (brotli, gzip), cacheable, and revalidate with their ETag', async () => {
    const plain = await t.http().get('/graphql/playground/graphiql.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.http().get('/graphql/playground/graphiql.js').set('Accept-Encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    // supertest decompresses the body; the length on the wire is the header's.
    expect(Number(br.headers['content-length'])).toBeLessThan(plain.text.length / 2);
    expect(br.text).toBe(plain.text);
    const gz = await t.http().get('/graphql/playground/graphiql.css').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('.graphiql-container');
    const again = await t.http().get('/graphql/playground/graphiql.js').set('If-None-Match', plain.headers.etag);
    expect(again.status).toBe(304);
  });

  test('an unknown asset name or a path outside the list is 404', async () => {
    expect((await t.http().get('/graphql/playground/nope.js')).status).toBe(404);
    expect((await t.http().get('/graphql/playground/..%2Fpackage.json')).status).toBe(404);
    expect((await t.http().get('/graphql/playground/constructor')).status).toBe(404);
  });
});
