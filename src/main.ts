import 'reflect-metadata';
import { createApp } from './app.js';
import { listenForCli } from './cli/control-socket.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { acquireDataDirLock } from './db/data-dir-lock.js';
import { createLogger } from './core/logger.js';
import { removeLeftoverZoneFiles } from './zones/leftover-files.js';

/** Starts the server: config, database (migrated), app; stops cleanly on SIGTERM / SIGINT. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir, 'server');
  const orm = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: `${config.dataDir}/db` },
  );
  const leftovers = await removeLeftoverZoneFiles(orm.em.fork(), config);
  if (leftovers.length) logger.info({ count: leftovers.length }, 'removed zone files left by an interrupted upload');
  const running = await createApp({ orm, config, logger });
  await new Promise<void>((resolve) => running.server.listen(config.port, config.host, resolve));
  // The CLI's commands reach the embedded database through this process (src/cli/control-socket.ts).
  const cli = config.databaseUrl ? null : await listenForCli(config.dataDir, orm, logger);
  const db = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/db`;
  console.log(`fedigraph ${config.version} listening on http://${config.host}:${config.port} (${db})`);
  console.log('Create the first admin with: npm run cli -- user new <nickname> <email> --admin');

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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
