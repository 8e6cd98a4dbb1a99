import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { openDatabase, type Orm } from '../../../../src/db/database.js';
import { Job } from '../../../../src/entities/index.js';
import { JobWorker } from '../../../../src/jobs/job-queue.js';

/** JobWorker.runNow: the jobs a process queued, run once each now (the CLI delivering what it sent). */
let orm: Orm;
const ran: number[] = [];
const worker = () =>
  new JobWorker(orm, pino({ level: 'silent' }), {
    ok: async (_em, job) => void ran.push(job.id),
    broken: async () => {
      throw new Error('peer said 500');
    },
  });

beforeAll(async () => {
  orm = await openDatabase({});
});
afterAll(() => orm.close(true));

async function queue(kind: string, fields: Partial<Job> = {}): Promise<number> {
  const em = orm.em.fork();
  const job = em.create(Job, { kind, payload: {}, ...fields });
  await em.flush();
  return job.id;
}

describe('JobWorker.runNow', () => {
  it('runs only the jobs named, and answers what became of each', async () => {
    const mine = await queue('ok');
    const other = await queue('ok');
    const failing = await queue('broken');
    expect(await worker().runNow([mine, failing])).toEqual([
      { id: mine, outcome: 'done' },
      { id: failing, outcome: 'retry', error: 'peer said 500' },
    ]);
    expect(ran).toEqual([mine]);
    const em = orm.em.fork();
    expect(await em.findOneOrFail(Job, other)).toMatchObject({ state: 'queued', attempts: 0 });
    // The failure is kept for the worker's retries: queued again, later, with its error.
    const retried = await em.findOneOrFail(Job, failing);
    expect(retried).toMatchObject({ state: 'queued', attempts: 1, lastError: 'peer said 500' });
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves a job another worker holds, or one already done, to it', async () => {
    const held = await queue('ok', { state: 'running', lockedUntil: new Date(Date.now() + 60_000) });
    const done = await queue('ok', { state: 'done' });
    ran.length = 0;
    expect(await worker().runNow([held, done])).toEqual([
      { id: held, outcome: 'elsewhere' },
      { id: done, outcome: 'elsewhere' },
    ]);
    expect(ran).toEqual([]);
  });

  it('gives a job up for good on its last attempt', async () => {
    const last = await queue('broken', { attempts: 4 });
    expect(await worker().runNow([last])).toEqual([{ id: last, outcome: 'failed', error: 'peer said 500' }]);
  });
});
