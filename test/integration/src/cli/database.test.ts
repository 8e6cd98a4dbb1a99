import { beforeAll, describe, expect, it } from '@jest/globals';
import { UsageError } from '../../../../src/cli/cli-env.js';
import { Bookmark, Favourite, Status, type User } from '../../../../src/entities/index.js';
import { useTestApp } from '../../../support/app.js';
import { cliOn } from '../../../support/cli.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser } from '../../../support/factories/user.factory.js';

// `database …` run by the server (as the control socket runs it).
const t = useTestApp();
const cli = (...argv: string[]) => cliOn(t, ...argv);
let alice: User;
const remote: Record<string, Status> = {};

/** Rewrites statuses as remote ones of `days` days ago (the services post local statuses of now). */
async function remoteOf(statuses: Status[], days: number, extra = ''): Promise<void> {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `update statuses set local = false, created_at = now() - interval '${days} days'${extra} where id in (${statuses.map((s) => s.id).join(',')})`,
    );
}

beforeAll(async () => {
  alice = await makeUser(t, { nickname: 'alice' });
  const bob = await makeUser(t, { nickname: 'bob', local: false });
  for (const name of ['plain', 'bookmarked', 'favourited', 'replied', 'reblogged', 'pinned', 'recent', 'mentions'])
    remote[name] = await makeStatus(t, bob, `${name} words`);
  remote.direct = await makeStatus(t, bob, { status: 'a direct message', visibility: 'direct' });
  const old = Object.entries(remote).filter(([name]) => name !== 'recent');
  await remoteOf(
    old.map(([, s]) => s),
    100,
  );
  await remoteOf([remote.recent], 10);
  await remoteOf([remote.pinned], 100, ', pinned_at = now()');
  await remoteOf([remote.mentions], 100, `, mention_ids = '{${alice.id}}'`);
  const em = t.orm.em.fork();
  em.create(Bookmark, { user: alice.id, status: remote.bookmarked.id });
  em.create(Favourite, { user: alice.id, status: remote.favourited.id });
  await em.flush();
  await makeStatus(t, alice, { status: 'a local reply', inReplyToId: String(remote.replied.id) });
  const reblog = await makeStatus(t, alice, 'to become a reblog');
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update statuses set reblog_of_id = ${remote.reblogged.id} where id = ${reblog.id}`);
  // A local status of long ago stays whatever its age.
  await t.orm.em
    .fork()
    .getConnection()
    .execute(`update statuses set created_at = now() - interval '400 days' where id = ${reblog.id}`);
});

describe('npm run cli -- database', () => {
  it('prune_objects removes old remote statuses nobody here needs, and nothing else', async () => {
    expect(await cli('database', 'prune_objects')).toBe('Removed 1 remote statuses older than 90 days.');
    const ids = (await t.orm.em.fork().find(Status, {}, { fields: ['id'] })).map((s) => s.id);
    const kept = Object.entries(remote)
      .filter(([, s]) => ids.includes(s.id))
      .map(([name]) => name);
    expect(kept.sort()).toEqual(
      ['bookmarked', 'direct', 'favourited', 'mentions', 'pinned', 'reblogged', 'recent', 'replied'].sort(),
    );
  });

  it('prune_objects --days sets the age', async () => {
    expect(await cli('database', 'prune_objects', '--days', '5')).toBe('Removed 1 remote statuses older than 5 days.');
    expect(await t.orm.em.fork().count(Status, { id: remote.recent.id })).toBe(0);
    await expect(cli('database', 'prune_objects', '--days', 'ten')).rejects.toThrow(UsageError);
  });

  it('vacuum runs VACUUM ANALYZE, --full VACUUM FULL', async () => {
    expect(await cli('database', 'vacuum')).toBe('VACUUM ANALYZE done.');
    expect(await cli('database', 'vacuum', '--full')).toBe('VACUUM FULL ANALYZE done.');
  });

  it('counts lists the rows of every table (--json)', async () => {
    const counts = JSON.parse(await cli('database', 'counts', '--json'));
    expect(counts).toEqual(expect.objectContaining({ users: 2, bookmarks: 1, favourites: 1 }));
    expect(counts.statuses).toBe(await t.orm.em.fork().count(Status, {}));
    expect(await cli('database', 'counts')).toMatch(/^[^]*\nusers\t2\n/);
  });
});
