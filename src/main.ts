import 'reflect-metadata';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { listenForCli } from './cli/control-socket.js';
import { loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { acquireDataDirLock } from './db/data-dir-lock.js';
import { createLogger } from './core/logger.js';
import { processPlan } from './core/web-concurrency.js';
import { removeLeftoverZoneFiles } from './zones/leftover-files.js';

/**
 * Starts the server: config, database (migrated), app; stops cleanly on SIGTERM / SIGINT. With several
 * processes (WEB_CONCURRENCY, src/core/web-concurrency.ts) this process is the primary: it migrates the
 * database once, forks the workers (node:cluster, one shared port) and drains them all on SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (cluster.isWorker) return serve(config, logger);
  const plan = processPlan(process.env, config, availableParallelism());
  if ('refusal' in plan) throw new Error(plan.refusal);
  if (plan.note) logger.info(plan.note);
  if (plan.processes === 1) return serve(config, logger);
  await prepare(config, logger);
  supervise(config, logger, plan.processes);
}

/** Once, before the workers start: migrations, and the zone files an interrupted upload left. */
async function prepare(config: AppConfig, logger: Logger): Promise<void> {
  const orm = await openDatabase({ databaseUrl: config.databaseUrl! });
  try {
    await removeLeftovers(orm, config, logger);
  } finally {
    await orm.close();
  }
}

async function removeLeftovers(orm: Awaited<ReturnType<typeof openDatabase>>, config: AppConfig, logger: Logger) {
  const leftovers = await removeLeftoverZoneFiles(orm.em.fork(), config);
  if (leftovers.length) logger.info({ count: leftovers.length }, 'removed zone files left by an interrupted upload');
}

const describeDatabase = (config: AppConfig) =>
  config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/db`;

function announce(config: AppConfig, processes: number) {
  const shape = processes > 1 ? `, ${processes} processes` : '';
  console.log(
    `fedigraph ${config.version} listening on http://${config.host}:${config.port} (${describeDatabase(config)}${shape})`,
  );
  console.log('Create the first admin with: npm run cli -- user new <nickname> <email> --admin');
}

/** One server process: alone (it announces itself) or as a cluster worker (the primary announces them all). */
async function serve(config: AppConfig, logger: Logger) {
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir, 'server');
  const orm = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: `${config.dataDir}/db` },
  );
  if (cluster.isPrimary) await removeLeftovers(orm, config, logger);
  const running = await createApp({ orm, config, logger });
  await new Promise<void>((resolve) => running.server.listen(config.port, config.host, resolve));
  // The CLI's commands reach the embedded database through this process (src/cli/control-socket.ts).
  const cli = config.databaseUrl ? null : await listenForCli(config.dataDir, running.deps);
  if (cluster.isPrimary) announce(config, 1);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // Every request in flight is answered before anything closes: a write is committed and acknowledged, or
    // (not yet started) never accepted. Then the sockets, Apollo, the bus, and last the database.
    cli?.close();
    await running.drain();
    await running.close();
    await orm.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * The primary of several processes: forks them, announces once all listen, replaces one that dies once
 * started (one that dies while starting stops them all: it would die again), and on SIGTERM / SIGINT has each
 * drain (as a lone process does) and exits once they all have: 0 when each exited 0.
 */
function supervise(config: AppConfig, logger: Logger, processes: number) {
  let stopping = false;
  let listening = 0;
  let alive = 0;
  let failed = false;
  const fork = () => {
    cluster.fork();
    alive += 1;
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, processes }, 'shutting down: every server process drains');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('listening', () => {
    if (++listening === processes) announce(config, processes);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive -= 1;
    if (!stopping && listening >= processes) {
      logger.error({ pid: worker.process.pid, code, signal }, 'server process died: starting another');
      return fork();
    }
    failed ||= code !== 0;
    if (!stopping) {
      logger.error({ pid: worker.process.pid, code, signal }, 'server process died while starting: stopping');
      stop('startup failure');
    }
    if (!alive) process.exit(failed ? 1 : 0);
  });
  for (let i = 0; i < processes; i++) fork();
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
