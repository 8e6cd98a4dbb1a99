import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import type { Orm } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { attachConfigStore, ConfigStore } from './config-store.js';

/**
 * The process's configuration cache: loaded once, attached to the ORM (services find it through their
 * EntityManager), and reloaded whenever any instance says the configuration changed or was restarted.
 * `applyBuildTime` builds what build-time settings feed (the outbound pools).
 */
export async function openConfigStore(
  orm: Orm,
  config: AppConfig,
  bus: EventBus,
  logger: Logger,
  applyBuildTime: (em: EntityManager) => Promise<void>,
): Promise<ConfigStore> {
  const store = new ConfigStore(config.namespace);
  await store.load(orm.em.fork());
  attachConfigStore(orm.em, store);
  // What build-time settings feed is built now and rebuilt on each restart, in this process.
  await applyBuildTime(orm.em.fork());
  bus.subscribe((event) => {
    if (event.type !== 'config.changed' && event.type !== 'config.restarted') return;
    store
      .load(orm.em.fork(), { applyAll: event.type === 'config.restarted' })
      .then(() => (event.type === 'config.restarted' ? applyBuildTime(orm.em.fork()) : undefined))
      .catch((err: Error) => logger.error({ err: err.message }, 'configuration not reloaded'));
  });
  return store;
}
