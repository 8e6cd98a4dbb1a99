import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions, type RunningApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Orm } from '../src/db/database.js';
import { createLogger } from '../src/core/logger.js';

export interface BenchApp {
  app: RunningApp;
  orm: Orm;
  config: AppConfig;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it (PGlite with its files on disk, no Redis), listening on a free loopback port,
 * in a temporary DATA_DIR that `stop()` removes.
 */
export async function startBenchApp(options: Pick<AppOptions, 'graphqlLimits'> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: 'bench-secret-bench-secret-bench!',
  });
  const orm = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  const app = await createApp({ orm, config, logger: createLogger('silent'), ...options });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    orm,
    config,
    port,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      app.server.close();
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
