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
};

/** The key a setting is stored and shown under in the namespace's group: `:instance`, `Pleroma.Captcha`. */
export function storeKey(namespace: string, name: SettingKey): Atom | Module {
  const module = MODULE_KEYS[name];
  return module ? new Module(`${moduleRoot(namespace)}.${module}`) : new Atom(name);
}

/**
 * The setting a key of the namespace's group stores, or undefined for one the server does not describe. The
 * atom form of a module-keyed setting (`:captcha`, how this server stored it before) is not one.
 */
export function settingOfKey(namespace: string, key: Atom | Module): SettingKey | undefined {
  if (key instanceof Atom)
    return Object.hasOwn(SETTING_DESCRIPTIONS, key.name) && !MODULE_KEYS[key.name as SettingKey]
      ? (key.name as SettingKey)
      : undefined;
  const root = `${moduleRoot(namespace)}.`;
  if (!key.name.startsWith(root)) return undefined;
  const found = Object.entries(MODULE_KEYS).find(([, module]) => module === key.name.slice(root.length));
  return found ? (found[0] as SettingKey) : undefined;
}

/**
 * Rows stored before a setting was keyed by its module carry the atom of its name (`:pleroma :captcha`): the
 * module key they are read as, or undefined for any other key.
 */
export function legacyKeyTarget(namespace: string, key: Atom | Module): Module | undefined {
  if (!(key instanceof Atom) || !Object.hasOwn(MODULE_KEYS, key.name)) return undefined;
  return storeKey(namespace, key.name as SettingKey) as Module;
}

/** The legacy atom key of a module-keyed setting (`:captcha` for `Pleroma.Captcha`), for rows not yet rewritten. */
export function legacyKeyOf(namespace: string, key: Atom | Module): Atom | undefined {
  if (!(key instanceof Module)) return undefined;
  const name = settingOfKey(namespace, key);
  return name ? new Atom(name) : undefined;
}
