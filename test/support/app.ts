import 'reflect-metadata';
import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { createApp, type AppOptions, type RunningApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openDatabase, type Orm } from '../../src/db/database.js';
import { updateSettings } from './settings.js';
import { scratchDatabase } from './scratch-database.js';
import { checkReplies } from './reply-check.js';

export interface TestApp extends RunningApp {
  orm: Orm;
  database: TestDatabase;
  config: AppConfig;
  http: () => supertest.Agent;
  /** Every log line the app wrote, as text (to prove secrets never reach it). */
  logLines: string[];
  stop(): Promise<void>;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or with DATABASE_URL a new database created on
 * that PostgreSQL server and dropped afterwards, so files never see each other's rows.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const orm = await openDatabase({});
    return { orm, drop: () => orm.close(true) };
  }
  const scratch = await scratchDatabase(url, 'fedigraph_test');
  const orm = await openDatabase({ databaseUrl: scratch.url });
  return {
    orm,
    url: scratch.url,
    drop: async () => {
      await orm.close(true);
      await scratch.drop();
    },
  };
}

export interface TestDatabase {
  orm: Orm;
  /** The PostgreSQL URL (unset on PGlite), for a second app on the same database. */
  url?: string;
  drop: () => Promise<void>;
}

export interface TestAppOptions {
  /** Run on this database instead of a fresh one (a second instance of the same deployment). */
  database?: TestDatabase;
  /** The event bus channel in Redis; a fresh one per app unless instances must share it. */
  eventChannel?: string;
  streamingLimits?: AppOptions['streamingLimits'];
  /**
   * Keep the registration captcha on (Pleroma's default, and the server's). Off by default here, so tests of
   * other features register accounts without answering one; test/integration/rest-adapter/routes/captcha.test.ts turns it on.
   */
  captcha?: boolean;
}

export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-test-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://fedigraph.test',
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  const logger: Logger = pino({ level: 'info' }, sink);
  const database = options.database ?? (await freshDatabase());
  const { orm, drop } = database;
  if (!options.captcha) await updateSettings(orm.em.fork(), 'captcha', { enabled: false });
  const running = await createApp({
    orm,
    config,
    logger,
    rateLimitPrefix: `test-${randomBytes(6).toString('hex')}`,
    eventChannel: options.eventChannel ?? `test-events-${randomBytes(6).toString('hex')}`,
    streamingLimits: options.streamingLimits,
  });
  // Every reply to a route of the table is checked against the route's documented reply schema.
  const replies = await checkReplies(running.app);
  return {
    ...running,
    orm,
    database,
    config,
    logLines,
    http: () => supertest.agent(running.app).use(replies),
    async stop() {
      await running.close();
      if (running.server.listening) await new Promise((resolve) => running.server.close(resolve));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file, or of a describe block: `start` runs before its tests (beforeAll) and the app stops after
 * them (afterAll). The handle answers for the app from the first hook on. Jest runs afterAll hooks in the order they
 * are declared: a teardown that must come before the app stops (closing sockets) is declared above this call.
 */
export function useApp<T extends TestApp>(start: () => Promise<T>): T {
  const handle = {} as T;
  beforeAll(async () => {
    Object.assign(handle, await start());
  });
  afterAll(() => handle.stop());
  return handle;
}

/** `startTestApp(env, options)`, started and stopped around the tests: see useApp. */
export const useTestApp = (env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp =>
  useApp(() => startTestApp(env, options));
