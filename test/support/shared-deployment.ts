import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/database.js';
import type { TestApp, TestAppOptions } from './app.js';

/** Whether two instances can share a deployment here: they need PostgreSQL and Redis (CI sets both). */
export const canShareDeployment = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Two instances of one deployment: the same PostgreSQL database, the same Redis event channel and the same secret
 * (what one seals, the other opens), each started by `start` (startTestApp or startListeningApp).
 */
export async function startSharedDeployment<T extends TestApp>(
  start: (env: Record<string, string>, options: TestAppOptions) => Promise<T>,
): Promise<[T, T]> {
  const eventChannel = `test-events-${randomBytes(6).toString('hex')}`;
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  const one = await start(env, { eventChannel });
  const orm = await openDatabase({ databaseUrl: one.database.url! });
  const two = await start(env, { eventChannel, database: { orm, drop: () => orm.close(true) } });
  return [one, two];
}
