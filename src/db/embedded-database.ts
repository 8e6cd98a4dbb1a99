import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { PreparingPGlite } from './prepared-pglite.js';

/** Where the embedded database reports its failures and recoveries (the server's pino logger). */
export interface EmbeddedDatabaseLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

// WebAssembly is a Node global, not typed by the ES library this project compiles against.
const WasmRuntimeError = (globalThis as unknown as { WebAssembly: { RuntimeError: new () => Error } }).WebAssembly
  .RuntimeError;

/**
 * Errors after which a PGlite instance is unusable: a trap of its WebAssembly ("memory access out of
 * bounds" from a deeply nested jsonb), an Emscripten abort or exit, an instance closed under the pool, or a
 * Postgres FATAL/PANIC. Every later query on that instance fails the same way; only a new instance helps.
 */
export function isFatalDatabaseError(err: unknown): boolean {
  // Emscripten's abort() throws a WebAssembly.RuntimeError too ("Aborted(...)").
  if (err instanceof WasmRuntimeError) return true;
  if (!(err instanceof Error)) return false;
  const severity = (err as { severity?: string }).severity;
  if (severity) return severity === 'FATAL' || severity === 'PANIC';
  // knex prefixes the message with the query; PGlite's own words are at its end.
  return err.name === 'ExitStatus' || /PGlite is clos(ed|ing)$/.test(err.message);
}

const CLOSE_TIMEOUT_MS = 5_000;
const MAX_RETRY_DELAY_MS = 10_000;

/**
 * The PGlite instance behind the ORM's one pooled connection, and its replacement when it breaks. On a fatal
 * error the instance is marked broken (the healthcheck answers 503 at once), the pool's validation discards
 * it, and the files in DATA_DIR are opened again by a new instance: Postgres replays its WAL, so every
 * committed transaction is there, and the transactions that were running on the broken instance (never
 * acknowledged) are rolled back. Requests waiting for the connection meanwhile get the new one.
 * An in-memory database (tests) has no files to reopen: it stays broken.
 */
export class EmbeddedDatabase {
  private current: PGlite;
  private reopening: Promise<PGlite> | null = null;
  /** Why the current instance is unusable, until it has been replaced. */
  broken: unknown = null;
  /** How many times the database was reopened after a failure. */
  recoveries = 0;
  log: EmbeddedDatabaseLog = { error: (obj, msg) => console.error(msg, obj), info: () => {} };

  constructor(
    readonly dir: string | undefined,
    private readonly options: PGliteOptions,
  ) {
    this.current = this.open();
  }

  /** The instance to hand to a new pooled connection: the reopened one while a recovery runs. */
  instance(): Promise<PGlite> {
    return this.reopening ?? Promise.resolve(this.current);
  }

  /** The pool's validation: a connection is usable while it is the current, unbroken instance. */
  isUsable(connection: unknown): boolean {
    return connection === this.current && !this.broken;
  }

  /** Called with every failed query's error; a fatal one starts a recovery (once, however many queries saw it). */
  noticeError(err: unknown): void {
    if (this.broken || !isFatalDatabaseError(err)) return;
    this.broken = err;
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (!this.dir) {
      this.log.error({ reason }, 'the embedded database failed; it is in memory and cannot be reopened');
      return;
    }
    this.log.error({ reason, dir: this.dir }, 'the embedded database failed; reopening it from its files');
    this.reopening = this.reopen(reason);
  }

  private open(): PGlite {
    return this.dir ? new PreparingPGlite(this.dir, this.options) : new PreparingPGlite(this.options);
  }

  private async reopen(reason: string): Promise<PGlite> {
    const old = this.current;
    // A trapped instance usually throws at once; one that hangs is left behind after the timeout.
    await Promise.race([
      old.close().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref()),
    ]);
    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      try {
        const next = this.open();
        await next.waitReady;
        await next.query('select 1');
        this.current = next;
        this.broken = null;
        this.reopening = null;
        this.recoveries++;
        this.log.info({ reason, attempt, ms: Date.now() - started }, 'the embedded database was reopened');
        return next;
      } catch (err) {
        this.log.error({ err, attempt }, 'reopening the embedded database failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, MAX_RETRY_DELAY_MS)));
      }
    }
  }

  /** Resolves once no recovery is running (tests, shutdown). */
  async settled(): Promise<void> {
    await this.reopening;
  }
}
