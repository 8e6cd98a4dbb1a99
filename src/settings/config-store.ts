import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigState, InstanceSetting } from '../entities/index.js';
import { legacyKeyTarget } from './setting-keys.js';
import { Atom, fromJson, mergeSetting, nameText, parseName, type Module, type Term } from './terms.js';

/** One stored setting: `{group, key, value}` as Pleroma's `config` table holds it, the value as a term. */
export interface ConfigRow {
  group: Atom;
  key: Atom | Module;
  value: Term;
}

export const rowId = (group: Atom, key: Atom | Module): string => `${nameText(group)} ${nameText(key)}`;

/**
 * The settings stored in the database, cached per process. Every instance of the server holds one, loaded at
 * start and reloaded when the event bus says the configuration changed, so reading a setting costs no query.
 *
 * Settings applied at build time (rule 5) are read from `applied`, the snapshot taken at start and at each
 * restart: a change to them waits for `GET /restart` (need_reboot, kept in the database, says one is pending).
 */
export class ConfigStore {
  private rows = new Map<string, ConfigRow>();
  private applied = new Map<string, ConfigRow>();
  private loads = 0;
  /** The newest load, which the superseded ones wait for. */
  private latest: Promise<void> = Promise.resolve();
  /** A restart asked for a load that has not completed yet (a newer load may supersede it, not drop it). */
  private applyPending = false;
  /** Bumped on every load, so views derived from the store know when to recompute. */
  version = 0;
  needReboot = false;

  constructor(readonly namespace: string) {}

  /**
   * Reads every row and the need_reboot flag. An older load finishing after a newer one is dropped, and resolves
   * when the newest has: whoever awaited it (a restart) then sees what was asked for, or newer.
   */
  load(em: EntityManager, opts: { applyAll?: boolean } = {}): Promise<void> {
    const ticket = ++this.loads;
    if (opts.applyAll) this.applyPending = true;
    const loading = this.read(em, ticket).then(() => (ticket === this.loads ? undefined : this.latest));
    this.latest = loading;
    return loading;
  }

  private async read(em: EntityManager, ticket: number): Promise<void> {
    const [stored, state] = await Promise.all([
      em.fork().find(InstanceSetting, {}),
      em.fork().findOne(ConfigState, { id: 1 }),
    ]);
    if (ticket !== this.loads) return;
    const rows = new Map<string, ConfigRow>();
    const legacy: ConfigRow[] = [];
    for (const r of stored) {
      const row = this.readRow(r);
      if (!row) continue;
      // A setting now keyed by its module, stored under its old atom (`:captcha`): read as the module's row.
      const target = row.group.name === this.namespace ? legacyKeyTarget(this.namespace, row.key) : undefined;
      if (target) legacy.push({ ...row, key: target });
      else rows.set(rowId(row.group, row.key), row);
    }
    for (const row of legacy) {
      const id = rowId(row.group, row.key);
      const current = rows.get(id);
      const value = current ? mergeSetting(this.namespace, row.group, row.key, row.value, current.value) : row.value;
      rows.set(id, { ...row, value });
    }
    this.rows = rows;
    this.needReboot = state?.needReboot ?? false;
    if (this.applyPending || this.version === 0) this.applied = new Map(rows);
    this.applyPending = false;
    this.version++;
  }

  /** A stored row as a term; rows that are not Pleroma-shaped (hand-edited) are skipped rather than crash reads. */
  private readRow(r: InstanceSetting): ConfigRow | null {
    try {
      const group = parseName(r.group, this.namespace, 'group') as Atom;
      return { group, key: parseName(r.key, this.namespace, 'key'), value: fromJson(r.value, this.namespace) };
    } catch {
      return null;
    }
  }

  all(): ConfigRow[] {
    return [...this.rows.values()];
  }

  get(group: Atom, key: Atom | Module, which: 'live' | 'applied' = 'live'): Term | undefined {
    return (which === 'live' ? this.rows : this.applied).get(rowId(group, key))?.value;
  }

  /** The namespace's own group (`:pleroma`). */
  get ownGroup(): Atom {
    return new Atom(this.namespace);
  }
}

/** The store of the ORM an EntityManager belongs to (as the event bus is found: src/events/bus.ts). */
const stores = new WeakMap<object, ConfigStore>();

export function attachConfigStore(em: EntityManager, store: ConfigStore): void {
  stores.set(em.config, store);
}

export function detachConfigStore(em: EntityManager): void {
  stores.delete(em.config);
}

/**
 * The cached store, or (without a running app: the CLI, a migration) one read from the database now, under the
 * namespace of API_NAMESPACE.
 */
export async function configStoreFor(em: EntityManager): Promise<ConfigStore> {
  const attached = stores.get(em.config);
  if (attached) return attached;
  const store = new ConfigStore(process.env.API_NAMESPACE ?? 'pleroma');
  await store.load(em);
  return store;
}

export function attachedConfigStore(em: EntityManager): ConfigStore | undefined {
  return stores.get(em.config);
}
