import { beforeAll, describe, expect, it } from '@jest/globals';
import { Block, Follow, Job, Mute, User } from '../../../../src/entities/index.js';
import { IMPORT_JOB } from '../../../../src/imports/import.service.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
beforeAll(async () => {
  await Promise.all(['imp_a', 'imp_b', 'imp_c'].map((nickname) => makeUser(t, { nickname })));
});

const em = () => t.orm.em.fork();
async function withToken() {
  const user = await makeUser(t);
  return { user, token: await tokenFor(t, user) };
}
const nicknamesOf = async (entity: typeof Follow | typeof Block | typeof Mute, user: User) => {
  const [from, to] =
    entity === Follow ? ['follower', 'following'] : entity === Block ? ['blocker', 'blocked'] : ['muter', 'muted'];
  const rows = await em().find(entity as typeof Follow, { [from]: user.id } as never, { populate: [to] as never });
  return rows.map((r) => (r as unknown as Record<string, { getEntity(): User }>)[to].getEntity().nickname).sort();
};

describe('POST /api/pleroma/follow_import', () => {
  it('answers "job started" at once, then follows every known account of the list, skipping unknown ones, duplicates and self', async () => {
    const { user, token } = await withToken();
    const list = `imp_a @imp_b\nimp_c@fedigraph.test http://fedigraph.test/users/imp_a nobody_here someone@else.example ${user.nickname}`;
    const res = await api(t, token).post('/api/pleroma/follow_import').send({ list });
    expect(res.status).toBe(200);
    expect(res.body).toBe('job started');
    await t.jobs.drain();
    expect(await nicknamesOf(Follow, user)).toEqual(['imp_a', 'imp_b', 'imp_c']);
    const [job] = await em().find(Job, { kind: IMPORT_JOB }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(job).toMatchObject({ state: 'done', progress: 4 });
  });
});

describe('POST /api/pleroma/blocks_import', () => {
  it("takes Mastodon's CSV export as an uploaded file", async () => {
    const { user, token } = await withToken();
    const csv = 'Account address,Show boosts\nimp_a@fedigraph.test,true\nimp_c,false\n';
    const res = await api(t, token).post('/api/pleroma/blocks_import').attach('list', Buffer.from(csv), 'blocks.csv');
    expect(res.status).toBe(200);
    await t.jobs.drain();
    expect(await nicknamesOf(Block, user)).toEqual(['imp_a', 'imp_c']);
  });
});

describe('POST /api/pleroma/mutes_import', () => {
  it('mutes the accounts of the list', async () => {
    const { user, token } = await withToken();
    expect((await api(t, token).post('/api/pleroma/mutes_import').type('form').send({ list: 'imp_b' })).status).toBe(
      200,
    );
    await t.jobs.drain();
    expect(await nicknamesOf(Mute, user)).toEqual(['imp_b']);
  });
});

describe('imports: refusals', () => {
  it.each(['follow_import', 'blocks_import', 'mutes_import'])(
    '%s refuses a missing list (400), anonymous callers (401) and tokens without the scope (403), queueing nothing',
    async (path) => {
      const { user, token } = await withToken();
      const before = await em().count(Job, {});
      const missing = await api(t, token).post(`/api/pleroma/${path}`).send({});
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'list: is required' });
      expect((await api(t).post(`/api/pleroma/${path}`).send({ list: 'imp_a' })).status).toBe(401);
      expect(
        (
          await api(t, await tokenFor(t, user, ['read']))
            .post(`/api/pleroma/${path}`)
            .send({ list: 'imp_a' })
        ).status,
      ).toBe(403);
      expect(await em().count(Job, {})).toBe(before);
    },
  );
});

describe('import jobs', () => {
  it('resume after a restart from the progress saved: a job left running by a dead worker is done once its lease passes', async () => {
    const { user } = await withToken();
    const fork = em();
    const orphan = fork.create(Job, {
      kind: IMPORT_JOB,
      payload: { userId: user.id, kind: 'follows', nicknames: ['imp_a', 'imp_b', 'imp_c'] },
      state: 'running',
      progress: 1,
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1000),
    });
    await fork.flush();
    await t.jobs.drain();
    // progress 1: the first account had been handled before the "crash"
    expect(await nicknamesOf(Follow, user)).toEqual(['imp_b', 'imp_c']);
    expect((await em().findOneOrFail(Job, orphan.id)).state).toBe('done');
  });

  it('a 10,000-line list is answered at once and kept whole for the job', async () => {
    await t.jobs.stop(); // the list is kept, not worked through here
    const { token } = await withToken();
    const list = Array.from({ length: 10_000 }, (_, i) => `someone_${i}`).join('\n');
    const res = await api(t, token).post('/api/pleroma/follow_import').send({ list });
    expect(res.status).toBe(200);
    const [job] = await em().find(Job, { kind: IMPORT_JOB }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(job.state).toBe('queued');
    expect((job.payload.nicknames as string[]).length).toBe(10_000);
  });
});
