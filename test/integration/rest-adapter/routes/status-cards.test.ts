import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPreviewCard } from '../../../../src/cards/preview-card.service.js';
import { Job, PreviewCard } from '../../../../src/entities/index.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { api, type Client } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const PAGE = `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="A &amp; B">
<meta property="og:description" content="What the page is about">
<meta property="og:image" content="/cover.png">
<meta property="og:site_name" content="Example Site">
</head><body><meta property="og:title" content="not in the head"></body></html>`;

let server: Server;
let origin = '';
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url!);
    if (req.url === '/article') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else if (req.url === '/twitter')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<head><meta name="twitter:title" content="Tweet card"><meta name="twitter:image" content="javascript:x"></head>',
        );
    else if (req.url === '/untitled') res.writeHead(200).end('<p>no head at all</p>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = useTestApp({ ALLOW_PRIVATE_ADDRESSES: 'true' });
const em = () => t.orm.em.fork();

/** The status's card once the background job has fetched its link (null if it never comes). */
async function cardOf(client: Client, id: string): Promise<unknown> {
  for (let i = 0; i < 60; i += 1) {
    const res = await client.get(`/api/v1/statuses/${id}/card`);
    expect(res.status).toBe(200);
    if (res.body !== null) return res.body;
    if (!(await em().count(Job, { state: { $in: ['queued', 'running'] } }))) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

describe('link previews: card and GET /api/v1/statuses/:id/card', () => {
  it("fetches the first link's OpenGraph tags after posting, caches them by URL, and shows the card", async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const client = api(t, me.token);
    const posted = await client
      .post('/api/v1/statuses')
      .send({ status: `read ${origin}/article, and ${origin}/twitter` });
    expect(posted.body.card).toBeNull();
    const card = {
      url: `${origin}/article`,
      title: 'A & B',
      description: 'What the page is about',
      type: 'link',
      author_name: '',
      author_url: '',
      provider_name: 'Example Site',
      provider_url: origin,
      html: '',
      width: 0,
      height: 0,
      image: `${origin}/cover.png`,
      embed_url: '',
      blurhash: null,
      pleroma: {
        opengraph: {
          url: `${origin}/article`,
          title: 'A & B',
          description: 'What the page is about',
          image: `${origin}/cover.png`,
        },
      },
    };
    expect(await cardOf(client, posted.body.id)).toEqual(card);
    expect((await api(t).get(`/api/v1/statuses/${posted.body.id}`)).body.card).toEqual(card);

    // Another status linking the page reads the cache: no second fetch, no job.
    const again = await client.post('/api/v1/statuses').send({ status: `${origin}/article again` });
    expect(again.body.card).toEqual(card);
    expect(hits.filter((h) => h === '/article')).toHaveLength(1);

    // Twitter tags stand in for OpenGraph's; an image that is not http(s) is dropped; the host names the site.
    const tweet = await client.post('/api/v1/statuses').send({ status: `${origin}/twitter` });
    expect(await cardOf(client, tweet.body.id)).toMatchObject({
      title: 'Tweet card',
      description: '',
      image: null,
      provider_name: new URL(origin).host,
    });
  });

  it('has no card for a page without a title, an unreachable page, a link to this server, or none', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const client = api(t, me.token);
    for (const status of [`${origin}/untitled`, `${origin}/missing`, `${t.config.publicUrl}/notice/1`, 'no link']) {
      const posted = await client.post('/api/v1/statuses').send({ status });
      expect([status, await cardOf(client, posted.body.id)]).toEqual([status, null]);
    }
    expect(await em().count(PreviewCard, { url: `${t.config.publicUrl}/notice/1` })).toBe(0);
    expect(await em().findOne(PreviewCard, { url: `${origin}/missing` })).toMatchObject({ title: null });
  });

  it('never fetches a private address unless ALLOW_PRIVATE_ADDRESSES is set', async () => {
    const before = hits.length;
    const card = await fetchPreviewCard(
      em(),
      { ...t.config, allowPrivateAddresses: false },
      `${origin}/article?private`,
    );
    expect([card.title, hits.length]).toEqual([null, before]);
  });

  it('answers 404 for a status the caller may not see', async () => {
    const [alice, bob] = await makeUsersWithTokens(t, 2);
    const secret = await api(t, alice.token).post('/api/v1/statuses').send({ status: 'hi', visibility: 'direct' });
    const res = await api(t, bob.token).get(`/api/v1/statuses/${secret.body.id}/card`);
    expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
  });
});
