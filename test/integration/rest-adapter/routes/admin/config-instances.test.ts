import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../../src/entities/index.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { canShareDeployment, startSharedDeployment } from '../../../../support/shared-deployment.js';
import { api } from '../../../../support/rest.js';
import { kw } from '../../../../support/config.js';

/** Two instances of one deployment: the same PostgreSQL database and the same Redis event channel. */
if (!canShareDeployment)
  console.log('multi-instance configuration test skipped: it needs DATABASE_URL and REDIS_URL (CI sets both)');

const ADMIN = '/api/pleroma/admin';

/** Polls until `check` passes: the other instance hears of the change over Redis, a few milliseconds later. */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

(canShareDeployment ? describe : describe.skip)(
  'configuration on two app instances sharing PostgreSQL and Redis',
  () => {
    let one: TestApp, two: TestApp;
    let admin: { user: User; token: string };
    beforeAll(async () => {
      [one, two] = await startSharedDeployment(startTestApp);
      admin = await makeAdmin(one);
    });
    afterAll(async () => {
      await two.stop();
      await one.stop();
    });

    it('a change made on one instance applies on the other', async () => {
      const res = await api(one, admin.token)
        .post(`${ADMIN}/config`)
        .send({ configs: [{ group: ':pleroma', key: ':instance', value: kw({ name: 'Shared name' }) }] });
      expect(res.status).toBe(200);
      expect((await api(one).get('/api/v1/instance')).body.title).toBe('Shared name');
      await eventually(async () => expect((await api(two).get('/api/v1/instance')).body.title).toBe('Shared name'));
      await eventually(async () =>
        expect((await api(two).get('/nodeinfo/2.0.json')).body.metadata.nodeName).toBe('Shared name'),
      );
    });

    it('need_reboot is the same everywhere, and a restart on one instance applies build-time settings on both', async () => {
      await api(one, admin.token)
        .post(`${ADMIN}/config`)
        .send({ configs: [{ group: ':pleroma', key: ':instance', value: kw({ upload_limit: 4321 }) }] });
      await eventually(async () =>
        expect((await api(two, admin.token).get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: true }),
      );
      expect((await api(two).get('/api/v1/instance')).body.upload_limit).not.toBe(4321);

      expect((await api(two, admin.token).get(`${ADMIN}/restart`)).status).toBe(200);
      expect((await api(two).get('/api/v1/instance')).body.upload_limit).toBe(4321);
      await eventually(async () => expect((await api(one).get('/api/v1/instance')).body.upload_limit).toBe(4321));
      expect((await api(one, admin.token).get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: false });
    });
  },
);
