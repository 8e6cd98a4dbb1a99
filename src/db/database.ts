import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions, type DatabaseTarget } from '../../mikro-orm.config.js';
import { releaseAsyncContextsWhenIdle } from './async-context.js';

export type Orm = MikroORM;
export { embeddedDatabaseOf } from '../../mikro-orm.config.js';

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Orm> {
  releaseAsyncContextsWhenIdle();
  const orm = await MikroORM.init(ormOptions(target));
  await orm.getMigrator().up();
  return orm;
}
