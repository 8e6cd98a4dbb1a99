import { createInterface } from 'node:readline/promises';
import type { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SecretBox } from '../auth/secrets.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createLogger } from '../core/logger.js';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { openDatabase, type Orm } from '../db/database.js';
import { EmojiRegistry } from '../emoji/custom-emoji.js';
import { attachBus, createBus } from '../events/bus.js';
import type { AppDeps } from '../graphql/context.js';

/** The command line was wrong (unknown command, missing argument): the CLI prints the usage and exits 2. */
export class UsageError extends Error {}

/** Every option any command takes (parsed once, strictly: an unknown option is a usage error). */
export const FLAGS = {
  password: { type: 'string' },
  admin: { type: 'boolean' },
  'no-admin': { type: 'boolean' },
  moderator: { type: 'boolean' },
  'no-moderator': { type: 'boolean' },
  locked: { type: 'boolean' },
  'no-locked': { type: 'boolean' },
  confirmed: { type: 'boolean' },
  'no-confirmed': { type: 'boolean' },
  activated: { type: 'boolean' },
  'no-activated': { type: 'boolean' },
  'max-use': { type: 'string' },
  'expires-at': { type: 'string' },
  file: { type: 'string' },
  url: { type: 'string' },
  ref: { type: 'string' },
  as: { type: 'string' },
  days: { type: 'string' },
  full: { type: 'boolean' },
  vacuum: { type: 'boolean' },
  force: { type: 'boolean' },
  y: { type: 'boolean', short: 'y' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type Flags = ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>['values'];

/**
 * Where a command writes and what it works with: the console and a database it opens itself, or, run by the
 * server for a CLI process (src/cli/control-socket.ts), a buffer sent back and the server's own dependencies.
 */
export interface CliIo {
  log: (line: string) => void;
  /** The running server's dependencies (its ORM, emoji registry...), when the server runs the command. */
  deps?: AppDeps;
  /** A person can answer questions (a terminal here, never in the server). */
  interactive: boolean;
}

/**
 * The configuration as the CLI reads it before it needs the JWT secret: reading the secret would create
 * DATA_DIR/jwt-secret, and `restore` needs a DATA_DIR still empty.
 */
export const cliConfig = (): AppConfig => loadConfig(process.env, { jwtSecret: new Uint8Array(0) });

/** What the commands work with: the services' usual dependencies. */
export interface CliEnv {
  em: EntityManager;
  orm: Orm;
  config: AppConfig;
  box: SecretBox;
  emoji: EmojiRegistry;
}

/** One command: its usage line(s), and what it does with its positional arguments (after `<group> <command>`). */
export interface Command {
  usage: string;
  /** Needs no database: runs in the CLI's process even while a server runs. */
  local?: boolean;
  run(io: CliIo, args: string[], flags: Flags): Promise<void>;
}

/**
 * Works with the server's dependencies when run by it; else opens the configured database (the embedded one only
 * while no server holds it). With Redis, the changes' events (settings, emoji) reach the running servers.
 */
export async function withEnv<T>(io: CliIo, work: (env: CliEnv) => Promise<T>): Promise<T> {
  if (io.deps) {
    const { orm, config, box, emoji } = io.deps;
    return work({ em: orm.em.fork(), orm, config, box, emoji });
  }
  const config = loadConfig(process.env);
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir, 'CLI');
  try {
    const orm = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: `${config.dataDir}/db` },
    );
    const bus = config.redisUrl ? await createBus(config.redisUrl, createLogger('warn')) : null;
    if (bus) attachBus(orm.em, bus);
    try {
      const env = {
        em: orm.em.fork(),
        orm,
        config,
        box: new SecretBox(config.jwtSecret),
        emoji: new EmojiRegistry(config),
      };
      return await work(env);
    } finally {
      await bus?.close();
      await orm.close();
    }
  } finally {
    release();
  }
}

/** A required positional argument, or the command's usage. */
export function need(value: string | undefined, usage: string): string {
  if (!value) throw new UsageError(usage);
  return value;
}

/** A whole number option (`--days 30`), or the usage. */
export function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name}: a whole number`);
  return Number(value);
}

/** `--x` → true, `--no-x` → false, neither → undefined; both is a usage error. */
export function toggle(flags: Flags, name: 'admin' | 'moderator' | 'locked' | 'confirmed' | 'activated') {
  const on = flags[name];
  const off = flags[`no-${name}`];
  if (on && off) throw new UsageError(`--${name} and --no-${name} together`);
  return on ? true : off ? false : undefined;
}

export async function confirm(io: CliIo, question: string): Promise<boolean> {
  if (!io.interactive) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [Y/n] `);
  rl.close();
  return answer.trim() === '' || /^y/i.test(answer);
}

/** Prints rows as one JSON array with --json, else as tab-separated lines. */
export function printRows<T>(io: CliIo, flags: Flags, rows: T[], line: (row: T) => string): void {
  if (flags.json) return io.log(JSON.stringify(rows));
  for (const row of rows) io.log(line(row));
}
