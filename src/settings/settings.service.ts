import type { EntityManager } from '@mikro-orm/postgresql';
import { configStoreFor, type ConfigStore } from './config-store.js';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from './setting-defaults.js';
import { plainToTerm } from './setting-types.js';
import { storeGroup, storeKey } from './setting-keys.js';
import { BUILD_TIME_KEYS, buildTimeSubkeys, toPlain, type Term } from './terms.js';
import { SETTING_DESCRIPTIONS } from './setting-descriptions.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Defaults overlaid with stored values, objects merged at every depth (as Pleroma merges its config). */
function overlay(base: unknown, stored: unknown): unknown {
  if (isObject(base) && Array.isArray(stored) && stored.length === 0) return base; // an empty keyword list
  if (!isObject(base) || !isObject(stored)) return stored === undefined ? base : stored;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(stored)) out[k] = overlay(base[k], v);
  return out;
}

/** The default of a setting as a term: what GET /config shows for a setting nobody stored. */
export function defaultTerm(key: SettingKey): Term {
  return plainToTerm(SETTING_DEFAULTS[key], 'keyword', SETTING_DESCRIPTIONS[key].children);
}

/**
 * Nested settings rule 5 lists for need_reboot that this server reads per use, so a change applies at once:
 * need_reboot is still reported for them (the admin front-end expects it), and a restart changes nothing.
 */
const READ_LIVE: Partial<Record<SettingKey, string[]>> = {
  captcha: ['seconds_valid'],
};

/** Settings derived from one version of a store: recomputed only after it reloads. */
const views = new WeakMap<ConfigStore, { version: number; byKey: Map<SettingKey, unknown> }>();

/** The settings of `key` as the store holds them now, with build-time subkeys as of the last restart. */
export function settingsOf<K extends SettingKey>(store: ConfigStore, key: K): Settings<K> {
  let view = views.get(store);
  if (!view || view.version !== store.version) views.set(store, (view = { version: store.version, byKey: new Map() }));
  const cached = view.byKey.get(key);
  if (cached) return cached as Settings<K>;
  const group = storeGroup(store.namespace, key);
  const atom = storeKey(store.namespace, key);
  const live = overlay(SETTING_DEFAULTS[key], toPlain(store.get(group, atom) ?? [])) as Record<string, unknown>;
  const applied = overlay(SETTING_DEFAULTS[key], toPlain(store.get(group, atom, 'applied') ?? [])) as Record<
    string,
    unknown
  >;
  // Rule 5: what applies at build time keeps the value of the last restart until the next one.
  const value = BUILD_TIME_KEYS.includes(key) ? applied : live;
  for (const sub of buildTimeSubkeys(store.namespace, atom))
    if (!READ_LIVE[key]?.includes(sub)) value[sub] = applied[sub];
  view.byKey.set(key, value);
  return value as Settings<K>;
}

/** A setting group, read from the per-process cache (no query once the app has started). */
export async function getSettings<K extends SettingKey>(em: EntityManager, key: K): Promise<Settings<K>> {
  return settingsOf(await configStoreFor(em), key);
}

/** The instance's name, as mail subjects and pages show it. */
export async function instanceName(em: EntityManager): Promise<string> {
  return (await getSettings(em, 'instance')).name;
}
