import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Status, User } from '../../../../src/entities/index.js';
import { block, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let users: Array<{ user: User; token: string }>;
let liked: Status;
let reblogged: Status;
beforeAll(async () => {
  users = await makeUsersWithTokens(t, 4);
  const [a, b, c, d] = users.map((u) => u.user);
  liked = await makeStatus(t, a, '#Cats and #dogs, see https://news.example/cats?id=1.');
  reblogged = await makeStatus(t, b, '#cats again https://news.example/cats?id=1');
  await makeStatus(t, c, '#dogs only');
  await makeStatus(t, c, { status: '#secret https://hidden.example', visibility: 'unlisted' });
  await makeStatus(t, d, { status: '#secret too', visibility: 'private' });
  for (const { token } of users.slice(1))
    await api(t, token).post(`/api/v1/statuses/${liked.id}/favourite`).expect(200);
  await api(t, users[2].token).post(`/api/v1/statuses/${reblogged.id}/reblog`).expect(200);
});

const today = () =>
  String(Math.floor(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) / 1000));

describe('GET /api/v1/trends/tags and /api/v1/trends', () => {
  it('ranks the hashtags of recent public statuses with a 7-day history, today first', async () => {
    const res = await t.http().get('/api/v1/trends/tags').expect(200);
    expect(res.body.map((tag: { name: string }) => tag.name)).toEqual(['cats', 'dogs']);
    expect(res.body[0]).toEqual({
      name: 'cats',
      url: 'http://fedigraph.test/tag/cats',
      history: [
        { day: today(), uses: '2', accounts: '2' },
        ...Array.from({ length: 6 }, (_, i) => ({
          day: String(Number(today()) - (i + 1) * 86400),
          uses: '0',
          accounts: '0',
        })),
      ],
    });
    expect(
      (await t.http().get('/api/v1/trends?limit=1&offset=1')).body.map((tag: { name: string }) => tag.name),
    ).toEqual(['dogs']);
  });

  it('refuses a limit under 1 and a negative offset with 400', async () => {
    expect((await t.http().get('/api/v1/trends/tags?limit=0')).body).toEqual({
      error: 'limit: must be a positive integer',
    });
    expect((await t.http().get('/api/v1/trends/links?offset=-1')).body).toEqual({ error: 'offset: must be 0 or more' });
  });
});

describe('GET /api/v1/trends/statuses', () => {
  it('ranks recent public statuses by favourites and reblogs, leaving out what the viewer blocks', async () => {
    const res = await t.http().get('/api/v1/trends/statuses').expect(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([String(liked.id), String(reblogged.id)]);
    expect(res.body[0]).toMatchObject({ id: String(liked.id), favourites_count: 3, visibility: 'public' });
    await block(t, users[3].user, users[0].user);
    const forBlocker = await api(t, users[3].token).get('/api/v1/trends/statuses').expect(200);
    expect(forBlocker.body.map((s: { id: string }) => s.id)).toEqual([String(reblogged.id)]);
  });
});

describe('GET /api/v1/trends/links', () => {
  it('ranks the links of recent public statuses as preview cards with a history', async () => {
    const res = await t.http().get('/api/v1/trends/links').expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        url: 'https://news.example/cats?id=1',
        title: 'https://news.example/cats?id=1',
        type: 'link',
        provider_name: 'news.example',
        image: null,
        history: expect.arrayContaining([{ day: today(), uses: '2', accounts: '2' }]),
      }),
    ]);
    expect(res.body[0].history).toHaveLength(7);
  });
});
