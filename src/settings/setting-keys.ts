import type { SettingKey } from './setting-defaults.js';
import { SETTING_DESCRIPTIONS } from './setting-descriptions.js';
import { Atom, Module, moduleRoot } from './terms.js';

/**
 * Settings Pleroma keys by a module of its namespace (`Pleroma.Captcha`) instead of an atom: setting name → the
 * module's last part. Every other setting is keyed by the atom of its name (`:instance`). The one place that
 * maps a setting's name (what the code reads: `getSettings(em, 'captcha')`) to its key in the configuration store.
 */
const MODULE_KEYS: Partial<Record<SettingKey, string>> = {
  captcha: 'Captcha',
  metrics_exporter: 'Web.Endpoint.MetricsExporter',
};

/** Settings Pleroma keeps in another application's group (`:prometheus`) instead of the namespace's own. */
const OTHER_GROUPS: Partial<Record<SettingKey, string>> = {
  metrics_exporter: 'prometheus',
};

/** The key a setting is stored and shown under in its group: `:instance`, `Pleroma.Captcha`. */
export function storeKey(namespace: string, name: SettingKey): Atom | Module {
  const module = MODULE_KEYS[name];
  return module ? new Module(`${moduleRoot(namespace)}.${module}`) : new Atom(name);
}

/** The group a setting is stored and shown under: the namespace's own (`:pleroma`), or `:prometheus`. */
export const storeGroup = (namespace: string, name: SettingKey): Atom => new Atom(OTHER_GROUPS[name] ?? namespace);

/**
 * The setting a group and key store, or undefined for one the server does not describe. The atom form of a
 * module-keyed setting (`:captcha`, how this server stored it before) is not one.
 */
export function settingOfKey(namespace: string, group: Atom, key: Atom | Module): SettingKey | undefined {
  return (Object.keys(SETTING_DESCRIPTIONS) as SettingKey[]).find(
    (name) => storeGroup(namespace, name).name === group.name && sameKey(storeKey(namespace, name), key),
  );
}

const sameKey = (a: Atom | Module, b: Atom | Module): boolean => a.constructor === b.constructor && a.name === b.name;

/**
 * Rows stored before a setting was keyed by its module carry the atom of its name (`:pleroma :captcha`): the
 * module key they are read as, or undefined for any other key.
 */
export function legacyKeyTarget(namespace: string, key: Atom | Module): Module | undefined {
  // Only settings of the namespace's own group were ever stored under an atom.
  if (!(key instanceof Atom) || !Object.hasOwn(MODULE_KEYS, key.name) || OTHER_GROUPS[key.name as SettingKey])
    return undefined;
  return storeKey(namespace, key.name as SettingKey) as Module;
}

/** The legacy atom key of a module-keyed setting (`:captcha` for `Pleroma.Captcha`), for rows not yet rewritten. */
export function legacyKeyOf(namespace: string, key: Atom | Module): Atom | undefined {
  if (!(key instanceof Module)) return undefined;
  const name = settingOfKey(namespace, new Atom(namespace), key);
  return name ? new Atom(name) : undefined;
}
