import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';

export interface ScratchDatabase {
  /** The new database's URL on the same server. */
  url: string;
  /** Drops it (closing what is still connected to it). */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one benchmark run or one test file, so that
 * runs never see each other's rows.
 */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await MikroORM.init({
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
  });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close(true);
    },
  };
}
