import { describe, expect, it, jest } from '@jest/globals';
import { instanceStats, STATS_MAX_AGE_MS } from '../../../../src/instance/instance-stats.js';
import { makeUser } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

// The instance's counts are read at most once per STATS_MAX_AGE_MS, and the anonymous reply that shows them is kept
// as long (src/http/shared-replies.ts): GET /api/v1/instance may show them twice that stale.
const t = useTestApp();

describe('instanceStats', () => {
  it('reuses the counts for STATS_MAX_AGE_MS, then reads them again', async () => {
    await makeUser(t);
    const userCount = async () => (await t.http().get('/api/v1/instance').expect(200)).body.stats.user_count;
    const first = await userCount();
    await makeUser(t);
    expect(await userCount()).toBe(first);
    const later = await instanceStats(t.orm.em, Date.now() + STATS_MAX_AGE_MS);
    expect(later.userCount).toBe(first + 1);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + STATS_MAX_AGE_MS + 1);
    try {
      expect(await userCount()).toBe(first + 1);
    } finally {
      clock.mockRestore();
    }
  });
});
