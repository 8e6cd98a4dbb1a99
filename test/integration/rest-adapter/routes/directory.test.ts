import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../src/entities/index.js';
import { block, makeStatus, mute } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let quiet: User;
let poster: User;
let recent: User;
let viewer: User;
let viewerToken: string;
beforeAll(async () => {
  quiet = await makeUser(t, { nickname: 'quiet' });
  poster = await makeUser(t, { nickname: 'poster' });
  recent = await makeUser(t, { nickname: 'recent' });
  await makeStatus(t, recent, 'first');
  await makeStatus(t, poster, 'latest');
  await makeUser(t, { nickname: 'hidden', discoverable: false });
  await makeUser(t, { nickname: 'gone', deactivated: true });
  await makeUser(t, { nickname: 'waiting', approvalPending: true });
  await makeUser(t, { nickname: 'unconfirmed', confirmationPending: true });
  viewer = await makeUser(t, { nickname: 'viewer', discoverable: false });
  viewerToken = await tokenFor(t, viewer);
});

const nicknames = (body: Array<{ acct: string }>) => body.map((a) => a.acct);

describe('GET /api/v1/directory', () => {
  it('lists discoverable, active accounts by latest status, then newest first with order=new', async () => {
    const active = await t.http().get('/api/v1/directory').expect(200);
    expect(nicknames(active.body)).toEqual(['poster', 'recent', 'quiet']);
    expect(active.body[0]).toMatchObject({ id: String(poster.id), username: 'poster', acct: 'poster' });
    const newest = await t.http().get('/api/v1/directory?order=new&local=true').expect(200);
    expect(nicknames(newest.body)).toEqual(['recent', 'poster', 'quiet']);
    const paged = await t.http().get('/api/v1/directory?offset=1&limit=1').expect(200);
    expect(nicknames(paged.body)).toEqual(['recent']);
  });

  it('leaves out the accounts the viewer blocks, is blocked by or mutes', async () => {
    await block(t, viewer, quiet);
    await mute(t, viewer, recent);
    expect(nicknames((await api(t, viewerToken).get('/api/v1/directory')).body)).toEqual(['poster']);
    expect(nicknames((await t.http().get('/api/v1/directory')).body)).toEqual(['poster', 'recent', 'quiet']);
  });

  it('refuses a bad order, limit or offset with 400', async () => {
    const order = await t.http().get('/api/v1/directory?order=popular');
    expect(order.status).toBe(400);
    expect(order.body.error).toMatch(/^order: /);
    expect((await t.http().get('/api/v1/directory?limit=0')).body).toEqual({
      error: 'limit: must be a positive integer',
    });
    expect((await t.http().get('/api/v1/directory?offset=-2')).body).toEqual({ error: 'offset: must be 0 or more' });
  });
});
