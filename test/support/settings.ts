import type { EntityManager } from '@mikro-orm/postgresql';
import { configStoreFor } from '../../src/settings/config-store.js';
import { updateConfig } from '../../src/settings/config.service.js';
import type { SettingKey, Settings } from '../../src/settings/setting-defaults.js';
import { SETTING_DESCRIPTIONS } from '../../src/settings/setting-descriptions.js';
import { storeKey } from '../../src/settings/setting-keys.js';
import { plainToTerm } from '../../src/settings/setting-types.js';
import { getSettings } from '../../src/settings/settings.service.js';
import { nameText, toJson } from '../../src/settings/terms.js';

/**
 * Stores changes to one setting group as an admin's POST /config would (merged, validated, every instance told),
 * without a moderation-log entry.
 */
export async function updateSettings<K extends SettingKey>(
  em: EntityManager,
  key: K,
  changes: Partial<Settings<K>>,
): Promise<Settings<K>> {
  const store = await configStoreFor(em);
  const value = toJson(plainToTerm(changes, 'keyword', SETTING_DESCRIPTIONS[key].children));
  await updateConfig(em, null, [
    { group: `:${store.namespace}`, key: nameText(storeKey(store.namespace, key)), value },
  ]);
  return getSettings(em, key);
}
