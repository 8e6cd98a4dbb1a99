import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { Backup, Bookmark, Favourite, type Status, type User } from '../../../../src/entities/index.js';
import { extractEntries } from '../../../../src/emoji/pack-archive.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { linkIn, mailsTo } from '../../../support/outbox.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let fern: User;
let fernToken: string;
let publicPost: Status;
let directPost: Status;
let liked: Status;

const BACKUP_KEYS = ['content_type', 'file_size', 'id', 'inserted_at', 'processed', 'url'];
const FILES = ['actor.json', 'bookmarks.json', 'followers.json', 'following.json', 'likes.json', 'outbox.json'];

/** A download's body as bytes, whatever its type. */
const download = (path: string) =>
  t
    .http()
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The caller's exports once none is waiting (the app's own worker may be running the job: wait for it). */
async function processed(): Promise<Response> {
  for (let tries = 0; ; tries++) {
    await t.jobs.drain();
    const listed = await api(t, fernToken).get('/api/v1/pleroma/backups');
    if (listed.body.every((b: { processed: boolean }) => b.processed) || tries === 50) return listed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  fern = await makeUser(t, { nickname: 'fern', email: 'fern@example.test' });
  fernToken = await tokenFor(t, fern, ['read:accounts']);
  const gil = await makeUser(t, { nickname: 'gil' });
  publicPost = await makeStatus(t, fern, { status: 'fern says hello', visibility: 'public' });
  directPost = await makeStatus(t, fern, { status: '@gil a direct word', visibility: 'direct' });
  liked = await makeStatus(t, gil, 'gil posts');
  await follow(t, fern, gil);
  await follow(t, gil, fern);
  const em = t.orm.em.fork();
  em.create(Favourite, { user: fern.id, status: liked.id });
  em.create(Bookmark, { user: fern.id, status: publicPost.id });
  await em.flush();
});

describe('/api/v1/pleroma/backups', () => {
  it('POST queues an export and answers the list; the job makes the zip, GET shows it processed', async () => {
    expect((await api(t, fernToken).get('/api/v1/pleroma/backups')).body).toEqual([]);
    const created = await api(t, fernToken).post('/api/v1/pleroma/backups');
    expect(created.status).toBe(200);
    expect(created.body).toHaveLength(1);
    const [backup] = created.body;
    expect(Object.keys(backup).sort()).toEqual(BACKUP_KEYS);
    expect(backup).toMatchObject({ content_type: 'application/zip', file_size: 0, processed: false });
    expect(backup.url).toMatch(/^http:\/\/fedigraph\.test\/backups\/archive-fern-\d{8}T\d{6}-[A-Za-z0-9_-]{43}\.zip$/);
    expect(new Date(backup.inserted_at).toISOString()).toBe(backup.inserted_at);
    // Not downloadable before the job ran.
    expect((await download(pathOf(backup.url))).status).toBe(404);

    const listed = await processed();
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: backup.id, url: backup.url, processed: true });
    expect(listed.body[0].file_size).toBeGreaterThan(0);

    const file: Response = await download(pathOf(backup.url));
    expect([file.status, file.headers['content-type'], file.headers['cache-control']]).toEqual([
      200,
      'application/zip',
      'private, no-store',
    ]);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=archive-fern-/);
    expect((file.body as Buffer).length).toBe(listed.body[0].file_size);

    const entries = await extractEntries(file.body as Buffer, () => true, { maxBytes: 1e7, maxEntries: 10 });
    expect([...entries.keys()].sort()).toEqual(FILES);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    const base = t.config.publicUrl;
    expect(json('actor.json')).toMatchObject({
      id: `${base}/users/fern`,
      type: 'Person',
      preferredUsername: 'fern',
      likes: 'likes.json',
      bookmarks: 'bookmarks.json',
    });
    const outbox = json('outbox.json');
    expect(outbox).toMatchObject({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: 'outbox.json',
      type: 'OrderedCollection',
      totalItems: 2,
    });
    // The owner's archive holds every status of theirs, the direct one too.
    expect(outbox.orderedItems.map((a: { type: string; object: { id: string } }) => [a.type, a.object.id])).toEqual([
      ['Create', `${base}/objects/${publicPost.id}`],
      ['Create', `${base}/objects/${directPost.id}`],
    ]);
    expect(outbox.orderedItems[0]['@context']).toBeUndefined();
    expect(outbox.orderedItems[0].object.content).toContain('fern says hello');
    const collection = (name: string, items: string[]) => ({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${name}.json`,
      type: 'OrderedCollection',
      orderedItems: items,
      totalItems: items.length,
    });
    expect(json('likes.json')).toEqual(collection('likes', [`${base}/objects/${liked.id}`]));
    expect(json('bookmarks.json')).toEqual(collection('bookmarks', [`${base}/objects/${publicPost.id}`]));
    expect(json('followers.json')).toEqual(collection('followers', [`${base}/users/gil`]));
    expect(json('following.json')).toEqual(collection('following', [`${base}/users/gil`]));

    // Its link is mailed to the owner.
    const [mail] = mailsTo(t, 'fern@example.test').filter((m) => m.subject === 'Your account archive is ready');
    expect(linkIn(mail, `${base}/backups/`)).toBe(backup.url);
  });

  it('refuses a second export the same day, as Pleroma words it, and changes nothing', async () => {
    const again = await api(t, fernToken).post('/api/v1/pleroma/backups');
    expect([again.status, again.body]).toEqual([400, { error: 'Last export was less than a day ago' }]);
    expect(await t.orm.em.fork().count(Backup, { user: fern.id })).toBe(1);
  });

  it('allows a new export once the last is a day old', async () => {
    await t.orm.em.fork().nativeUpdate(Backup, { user: fern.id }, { createdAt: new Date(Date.now() - 86_400_001) });
    const again = await api(t, fernToken).post('/api/v1/pleroma/backups');
    expect(again.status).toBe(200);
    expect(again.body.map((b: { processed: boolean }) => b.processed)).toEqual([false, true]);
  });

  it('makes one export of two requests sent at once', async () => {
    const ivo = await makeUser(t, { nickname: 'ivo' });
    const token = await tokenFor(t, ivo, ['read:accounts']);
    const replies = await Promise.all([0, 1].map(() => api(t, token).post('/api/v1/pleroma/backups')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await t.orm.em.fork().count(Backup, { user: ivo.id })).toBe(1);
  });

  it("never shows or serves one user's exports to another", async () => {
    const hal = await makeUser(t, { nickname: 'hal' });
    const halToken = await tokenFor(t, hal, ['read:accounts']);
    expect((await api(t, halToken).get('/api/v1/pleroma/backups')).body).toEqual([]);
    const { fileName: name } = await t.orm.em.fork().findOneOrFail(Backup, { user: fern.id, processed: true });
    expect((await download(`/backups/${name}`)).status).toBe(200);
    // Another name of the same shape, a traversal, an unprocessed one: all 404.
    const forged = name.replace(/-[A-Za-z0-9_-]{43}\.zip$/, `-${'A'.repeat(43)}.zip`);
    const em = t.orm.em.fork();
    const pending = em.create(Backup, { user: fern.id, fileName: forged.replace(/A{43}/, 'B'.repeat(43)) });
    await em.flush();
    for (const path of [`/backups/${forged}`, '/backups/..%2Fjwt-secret', `/backups/${pending.fileName}`, '/backups/'])
      expect([path, (await download(path)).status]).toEqual([path, 404]);
  });

  it('is 401 without a token and 403 without the read:accounts scope', async () => {
    expect((await t.http().get('/api/v1/pleroma/backups')).status).toBe(401);
    expect((await t.http().post('/api/v1/pleroma/backups')).status).toBe(401);
    const writeOnly = await tokenFor(t, fern, ['write']);
    expect((await api(t, writeOnly).get('/api/v1/pleroma/backups')).status).toBe(403);
    expect((await api(t, writeOnly).post('/api/v1/pleroma/backups')).status).toBe(403);
  });
});
