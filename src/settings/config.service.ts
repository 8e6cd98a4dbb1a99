import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { ConfigState, InstanceSetting, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import { publish } from '../events/bus.js';
import { logModerationAction, mention } from '../moderation-log/moderation-log.service.js';
import { SETTING_DEFAULTS, type SettingKey } from './setting-defaults.js';
import { defaultTerm } from './settings.service.js';
import { SETTING_DESCRIPTIONS } from './setting-descriptions.js';
import { attachedConfigStore, configStoreFor, type ConfigRow, type ConfigStore } from './config-store.js';
import { legacyKeyOf, legacyKeyTarget, settingOfKey, storeGroup, storeKey } from './setting-keys.js';
import { childType, typeJson, typeMismatch, type ChildDescription } from './setting-types.js';
import {
  Atom,
  dbKeys,
  dropSubkeys,
  fromJson,
  isKeyword,
  keywordKeys,
  mergeSetting,
  nameText,
  needsRestart,
  parseName,
  TermError,
  toJson,
  type Json,
  type Module,
  type Term,
} from './terms.js';

/** Pleroma's words when configuration from the database is off. */
export const NOT_CONFIGURABLE = 'To use this endpoint you need to enable configuration from database.';

/** A setting as the admin API shows it: `db` lists the nested settings stored in the database. */
export interface ConfigEntry {
  group: string;
  key: string;
  value: Json;
  db?: string[];
}

export interface ConfigList {
  configs: ConfigEntry[];
  needReboot: boolean;
}

/** One change of POST /config, after validation. */
interface Change {
  group: Atom;
  key: Atom | Module;
  value?: Term;
  delete?: { subkeys: string[] | null };
}

export function assertConfigurable(config: Pick<AppConfig, 'configurableFromDatabase'>): void {
  if (!config.configurableFromDatabase) throw new BadInputError(NOT_CONFIGURABLE);
}

/** The described setting a group and key store (`:pleroma` `Pleroma.Captcha` → `captcha`), if any. */
const described = (store: ConfigStore, group: Atom, key: Atom | Module): SettingKey | undefined =>
  settingOfKey(store.namespace, group, key);

const entryOf = (row: ConfigRow, db: boolean): ConfigEntry => ({
  group: nameText(row.group),
  key: nameText(row.key),
  value: toJson(row.value),
  ...(db ? { db: dbKeys(row.value, row.key) } : {}),
});

/**
 * GET /config: every setting the server honours, its default overlaid with what is stored (as Pleroma merges its
 * config files with the database), plus stored settings of other groups; `onlyDb`, the stored rows alone.
 */
export function listConfig(store: ConfigStore, onlyDb: boolean): ConfigList {
  const stored = store.all();
  if (onlyDb) return { configs: stored.map((row) => entryOf(row, true)), needReboot: store.needReboot };
  const defaults = (Object.keys(SETTING_DEFAULTS) as SettingKey[]).map((name): ConfigEntry => {
    const group = storeGroup(store.namespace, name);
    const key = storeKey(store.namespace, name);
    const value = store.get(group, key);
    const merged =
      value === undefined ? defaultTerm(name) : mergeSetting(store.namespace, group, key, defaultTerm(name), value);
    // db names what is stored, not what the defaults fill in.
    return {
      ...entryOf({ group, key, value: merged }, false),
      ...(value === undefined ? {} : { db: dbKeys(value, key) }),
    };
  });
  const others = stored.filter((row) => !described(store, row.group, row.key)).map((row) => entryOf(row, true));
  return { configs: [...defaults, ...others], needReboot: store.needReboot };
}

/** Reads and checks one entry of `configs`; a TermError names what is wrong. */
function readChange(store: ConfigStore, input: unknown): Change {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new TermError('', 'must be an object with group, key and value');
  const entry = input as Record<string, unknown>;
  const group = parseName(entry.group, store.namespace, 'group') as Atom;
  const named = parseName(entry.key, store.namespace, 'key');
  // The old atom key of a module-keyed setting (`:captcha`) names the module's row (`Pleroma.Captcha`).
  const key = (group.name === store.namespace && legacyKeyTarget(store.namespace, named)) || named;
  if (entry.delete === true || entry.delete === 'true') {
    const subkeys = entry.subkeys;
    if (subkeys === undefined || subkeys === null) return { group, key, delete: { subkeys: null } };
    if (!Array.isArray(subkeys) || !subkeys.every((s) => typeof s === 'string'))
      throw new TermError('subkeys', 'must be a list of strings');
    return { group, key, delete: { subkeys: subkeys.map((s) => s.trim().replace(/^:/, '')) } };
  }
  if (!('value' in entry)) throw new TermError('', 'value is required');
  const value = fromJson(entry.value, store.namespace, 'value');
  const name = described(store, group, key);
  if (name) {
    const description: ChildDescription = {
      description: '',
      type: 'keyword',
      children: SETTING_DESCRIPTIONS[name].children,
    };
    const problem = typeMismatch(
      value,
      childType(description, undefined),
      description.children,
      SETTING_DEFAULTS[name],
      'value',
    );
    if (problem) throw new TermError('', problem);
  }
  return { group, key, value };
}

/** Checks every entry first: one bad entry refuses the whole request, naming it. */
function readChanges(store: ConfigStore, configs: unknown): Change[] {
  if (!Array.isArray(configs)) throw new BadInputError('configs must be a list of config objects');
  return configs.map((input, i) => {
    try {
      return readChange(store, input);
    } catch (err) {
      if (!(err instanceof TermError)) throw err;
      const entry = input as Record<string, unknown> | null;
      const name = entry && typeof entry === 'object' ? `${String(entry.group)} ${String(entry.key)}` : '';
      throw new BadInputError(`Invalid config entry ${i}${name ? ` (${name})` : ''}: ${err.message}`, { entry: i });
    }
  });
}

const subkeyList = (names: string[]) => names.map((n) => `:${n}`).join(', ');

/**
 * POST /config: applies the changes in one transaction (rules 6-9), writes each to the moderation log, sets
 * need_reboot for build-time settings (rule 5), then has every instance reload its cache. Replies with the
 * settings updated, a partly deleted one with what remains; wholly deleted ones are left out (Pleroma's
 * ConfigController).
 */
export async function updateConfig(em: EntityManager, actor: User | null, configs: unknown): Promise<ConfigList> {
  const store = await configStoreFor(em);
  const changes = readChanges(store, configs);
  const updated = await em.transactional(async (tx) => {
    const out: ConfigRow[] = [];
    let reboot = false;
    for (const change of changes) {
      const where = { group: nameText(change.group), key: nameText(change.key) };
      const row = await tx.findOne(InstanceSetting, where);
      let old = row ? fromJson(row.value, store.namespace) : undefined;
      // A row stored under the setting's old atom key (`:captcha`) is folded into the module's row and removed.
      const legacyKey = change.group.name === store.namespace ? legacyKeyOf(store.namespace, change.key) : undefined;
      const legacy = legacyKey && (await tx.findOne(InstanceSetting, { group: where.group, key: nameText(legacyKey) }));
      if (legacy) {
        const value = fromJson(legacy.value, store.namespace);
        old = old === undefined ? value : mergeSetting(store.namespace, change.group, change.key, value, old);
        tx.remove(legacy);
      }
      const setting = `${where.group} ${where.key}`;
      if (change.delete) {
        if (old === undefined) continue;
        const { subkeys } = change.delete;
        const left = subkeys ? dropSubkeys(old, subkeys) : null;
        if (left === null) {
          if (row) tx.remove(row);
        } else {
          if (row) row.value = toJson(left);
          else tx.create(InstanceSetting, { ...where, value: toJson(left) });
          out.push({ group: change.group, key: change.key, value: left });
        }
        reboot ||= needsRestart(store.namespace, change.group, change.key, subkeys ?? 'all');
        if (actor) {
          const message = subkeys
            ? `${mention(actor)} removed ${subkeyList(subkeys)} from config ${setting}`
            : `${mention(actor)} removed config ${setting}`;
          logModerationAction(tx, actor, 'config_delete', { group: where.group, key: where.key, subkeys }, message);
        }
        continue;
      }
      const value = mergeSetting(store.namespace, change.group, change.key, old, change.value!);
      if (row) row.value = toJson(value);
      else tx.create(InstanceSetting, { ...where, value: toJson(value) });
      out.push({ group: change.group, key: change.key, value });
      reboot ||= needsRestart(
        store.namespace,
        change.group,
        change.key,
        isKeyword(change.value!) ? keywordKeys(change.value) : 'all',
      );
      if (actor)
        logModerationAction(
          tx,
          actor,
          'config_update',
          { group: where.group, key: where.key, value: toJson(change.value!) },
          `${mention(actor)} updated config ${setting}`,
        );
    }
    if (reboot) await tx.upsert(ConfigState, { id: 1, needReboot: true });
    return out;
  });
  await reloadEverywhere(em, store, 'config.changed');
  return { configs: updated.map((row) => entryOf(row, true)), needReboot: store.needReboot };
}

/** Reloads this process's cache now (the next request sees the change) and tells the other instances. */
async function reloadEverywhere(
  em: EntityManager,
  store: ConfigStore,
  type: 'config.changed' | 'config.restarted',
): Promise<void> {
  if (attachedConfigStore(em) === store) await store.load(em, { applyAll: type === 'config.restarted' });
  publish(em, { type });
}

/**
 * GET /restart: every instance re-reads the configuration and rebuilds what the build-time settings feed; the
 * process and its open connections stay. need_reboot is cleared.
 */
export async function restartApplication(em: EntityManager, actor: User | null): Promise<void> {
  const store = await configStoreFor(em);
  await em.transactional(async (tx) => {
    await tx.upsert(ConfigState, { id: 1, needReboot: false });
    if (actor) logModerationAction(tx, actor, 'restart', {}, `${mention(actor)} restarted the application`);
  });
  await reloadEverywhere(em, store, 'config.restarted');
}

export async function needReboot(em: EntityManager): Promise<boolean> {
  return (await configStoreFor(em)).needReboot;
}

/** The shape of one entry of GET /config/descriptions (Pleroma's `Pleroma.Docs.JSON`). */
export interface DescriptionEntry {
  group: string;
  key: string;
  label: string;
  type: unknown;
  description: string;
  children: ChildEntry[];
}

interface ChildEntry {
  key: string;
  label: string;
  type: unknown;
  description: string;
  suggestions?: unknown[];
  children?: ChildEntry[];
}

/** `:poll_limits` → `Poll limits`, as Phoenix humanises a key. */
const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

function childEntries(children: Record<string, ChildDescription>, defaults: unknown): ChildEntry[] {
  const defaultOf = (name: string) =>
    defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>)[name] : undefined;
  return Object.entries(children).map(([name, child]) => ({
    key: `:${name}`,
    label: humanize(name),
    type: typeJson(childType(child, defaultOf(name))),
    description: child.description,
    ...(child.suggestions ? { suggestions: child.suggestions } : {}),
    ...(child.children ? { children: childEntries(child.children, defaultOf(name)) } : {}),
  }));
}

/** GET /config/descriptions: every setting the server honours, as the admin front-end renders its Settings pages. */
export function describeSettings(namespace: string): DescriptionEntry[] {
  return (Object.keys(SETTING_DESCRIPTIONS) as SettingKey[]).map((name) => {
    const key = storeKey(namespace, name);
    return {
      group: nameText(storeGroup(namespace, name)),
      key: nameText(key),
      // Pleroma's generator labels a module key by its name, an atom key humanised.
      label: key instanceof Atom ? humanize(name) : key.name,
      type: 'group',
      description: SETTING_DESCRIPTIONS[name].description,
      children: childEntries(SETTING_DESCRIPTIONS[name].children, SETTING_DEFAULTS[name]),
    };
  });
}
