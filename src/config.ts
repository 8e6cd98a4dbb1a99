import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  zoneDir: string;
  namespace: string;
  publicUrl: string;
  /** smtp(s)://user:pass@host:port sends mail through that server; unset, mail goes to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From address of outgoing mail. */
  mailFrom: string;
  jwtSecret: Uint8Array;
  logLevel: string;
  version: string;
  /** Admins may change settings through the admin API (Pleroma's configurable_from_database; CONFIGURABLE_FROM_DATABASE=false turns it off). */
  configurableFromDatabase: boolean;
  /** ALLOW_PRIVATE_ADDRESSES=true lets outbound fetches reach loopback and private networks (tests, local set-ups). */
  allowPrivateAddresses: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed (Express's `trust proxy`: addresses, subnets, or `loopback`,
   * `linklocal`, `uniquelocal`, comma-separated); unset, none is, and the caller is the peer's address.
   */
  trustProxy: string[] | false;
  /** Access tokens kept in memory by digest (TOKEN_CACHE_SIZE, 10,000; 0 turns the cache off). */
  tokenCacheSize: number;
  /** When a host counts as unreachable and what its held deliveries do (docs/federation.md, Delivery health). */
  deliveryCircuit: DeliveryCircuitConfig;
}

export interface DeliveryCircuitConfig {
  /** Failed deliveries to a host (DELIVERY_FAILURE_THRESHOLD, 5) within the window that mark it unreachable. */
  failureThreshold: number;
  /** DELIVERY_FAILURE_WINDOW_MINUTES, 60. */
  failureWindowMinutes: number;
  /** Seconds between probes of an unreachable host (DELIVERY_PROBE_INTERVAL_SECONDS, 1800). */
  probeIntervalSeconds: number;
  /** Days a held delivery waits before it is dropped (HELD_DELIVERY_TTL_DAYS, 7). */
  heldTtlDays: number;
}

/** A positive number from the environment, or its default; anything else stops the start with its name. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number, got "${raw}"`);
  return value;
}

export const VERSION = '0.1.0';

/** Reads the JWT secret from JWT_SECRET, else from DATA_DIR/jwt-secret, creating it once (mode 0600). */
function loadJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const namespace = env.API_NAMESPACE ?? 'pleroma';
  if (!/^[a-z][a-z0-9_]*$/.test(namespace))
    throw new Error(`API_NAMESPACE must be a lower-case word, got "${namespace}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    zoneDir: resolve(env.ZONE_DIR ?? join(dataDir, 'zones')),
    namespace,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `no-reply@${new URL(publicUrl).hostname}`,
    jwtSecret: overrides.jwtSecret ?? loadJwtSecret(env, dataDir),
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenCacheSize: Math.max(0, Number(env.TOKEN_CACHE_SIZE ?? 10_000) || 0),
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : false,
    version: VERSION,
    configurableFromDatabase: !/^(false|0|no|off)$/i.test(env.CONFIGURABLE_FROM_DATABASE ?? ''),
    allowPrivateAddresses: env.ALLOW_PRIVATE_ADDRESSES === 'true',
    deliveryCircuit: {
      failureThreshold: positive(env, 'DELIVERY_FAILURE_THRESHOLD', 5, true),
      failureWindowMinutes: positive(env, 'DELIVERY_FAILURE_WINDOW_MINUTES', 60),
      probeIntervalSeconds: positive(env, 'DELIVERY_PROBE_INTERVAL_SECONDS', 1800),
      heldTtlDays: positive(env, 'HELD_DELIVERY_TTL_DAYS', 7),
    },
    ...overrides,
  };
}
