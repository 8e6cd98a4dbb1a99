import type { EntityManager } from '@mikro-orm/postgresql';
import { configStoreFor, type ConfigStore } from './config-store.js';
import { plainToTerm } from './setting-types.js';
import { updateConfig } from './config.service.js';
import { storeKey } from './setting-keys.js';
import { BUILD_TIME_KEYS, nameText, buildTimeSubkeys, toJson, toPlain, type Term } from './terms.js';
import { SETTING_DESCRIPTIONS } from './setting-descriptions.js';

/**
 * The settings the server honours, under Pleroma's group (`:pleroma`, the namespace word) and key (`:instance`,
 * `:auth`, ...), with their defaults. What admins store (POST /api/pleroma/admin/config) is merged over these
 * key by key, at every depth. A new setting is a key here plus its description in setting-descriptions.ts
 * (tsc refuses one without the other); read it with `getSettings(em, key)`.
 */
export const SETTING_DEFAULTS = {
  instance: {
    name: 'fedigraph',
    description: 'A fedigraph instance',
    email: '',
    registrations_open: true,
    account_approval_required: false,
    account_activation_required: false,
    invites_enabled: false,
    limit: 5000,
    /** Longest chat message, in characters (Pleroma's chat_limit). */
    chat_limit: 5000,
    upload_limit: 16_000_000,
    avatar_upload_limit: 2_000_000,
    banner_upload_limit: 4_000_000,
    background_upload_limit: 4_000_000,
    max_pinned_statuses: 1,
    poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 },
  },
  auth: {
    /** With it on, admin operations need admin:* scopes in the token; off, the is_admin flag is enough. */
    enforce_oauth_admin_scope_usage: true,
  },
  /**
   * Pleroma's `{interval in ms, requests}` per limit, or `[{anonymous}, {users}]`: a caller is counted by user
   * when known, else by address (src/rate-limits/rate-limits.ts).
   */
  rate_limit: {
    login: [5000, 5] as RateLimitValue,
    upload: [10_000, 10] as RateLimitValue,
    authentication: [10_000, 30] as RateLimitValue,
    /** Pleroma's app_account_creation: 25 registrations every 30 minutes per address. */
    registration: [1_800_000, 25] as RateLimitValue,
    /** Pleroma's password_reset: 5 mailings (reset links, confirmation links) every 30 minutes. */
    account_email: [1_800_000, 5] as RateLimitValue,
    /** Wrong second-factor codes (TOTP or backup codes): 5 every 5 minutes per account, then every code is refused. */
    mfa_failure: [300_000, 5] as RateLimitValue,
    /**
     * Failed password checks (HTTP Basic, the login page, the password grant, the zone login), per address and per
     * login name: once spent, every check is refused unverified until the window ends. Successes are free.
     */
    password_failures_address: [900_000, 20] as RateLimitValue,
    password_failures_account: [900_000, 10] as RateLimitValue,
  },
  /** Pleroma.Captcha: registration asks for a captcha (native provider) while enabled; each is valid this long. */
  captcha: {
    enabled: true,
    seconds_valid: 300,
  },
  /**
   * Pleroma's media proxy: remote media in rendered entities point at /proxy/<sig>/<url>/<file> on this server
   * (or `base_url`), which fetches them within `proxy_opts` and keeps them on disk (src/media-proxy/).
   */
  media_proxy: {
    enabled: false,
    /** Where proxied URLs point (a CDN in front of this server); empty: PUBLIC_URL. */
    base_url: '',
    /** Domains (or URLs of them) whose media are linked directly, never proxied. */
    whitelist: [] as string[],
    proxy_opts: {
      /** Largest remote file fetched, in bytes (Pleroma's 25 MB). */
      max_body_length: 25 * 1_048_576,
      /** Longest fetch of one file, in milliseconds. */
      max_read_duration: 30_000,
      /** On a failed fetch, redirect the client to the remote URL instead of answering an error. */
      redirect_on_failure: false,
    },
  },
  /**
   * Pleroma's outbound connection pools per purpose (its defaults): fetches at once, fetches waiting, and the
   * deadline of a fetch in ms. Applied at start and on restart (src/federation/outbound-pools.ts).
   */
  pools: {
    federation: { size: 50, max_waiting: 10, recv_timeout: 10_000 },
    media: { size: 50, max_waiting: 20, recv_timeout: 15_000 },
    upload: { size: 25, max_waiting: 5, recv_timeout: 15_000 },
    default: { size: 10, max_waiting: 2, recv_timeout: 5_000 },
  },
  /** Pleroma's connections_pool: outbound fetches at once, every pool together. Applied at start and on restart. */
  connections_pool: {
    max_connections: 250,
  },
  /** Pleroma's SimplePolicy: instances (host names, `*.` for subdomains) whose activities are refused and never delivered to. */
  mrf_simple: {
    reject: [] as string[],
  },
};

/** `[interval ms, requests]`, or one such pair for anonymous callers and one for users. */
export type RateLimitValue = [number, number] | [[number, number], [number, number]];

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];

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
  const atom = storeKey(store.namespace, key);
  const live = overlay(SETTING_DEFAULTS[key], toPlain(store.get(store.ownGroup, atom) ?? [])) as Record<
    string,
    unknown
  >;
  const applied = overlay(SETTING_DEFAULTS[key], toPlain(store.get(store.ownGroup, atom, 'applied') ?? [])) as Record<
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

/**
 * Stores changes to one setting group as an admin's POST /config would (merged, validated, every instance told),
 * without a moderation-log entry: for seeds, the CLI and tests.
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
