import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/postgresql';
import yazl from 'yazl';
import type { AppConfig } from '../config.js';
import { ConflictError, ServiceUnavailableError, UnprocessableError } from '../core/errors.js';
import { embeddedDatabaseOf, type Orm } from '../db/database.js';
import { ormOptions } from '../../mikro-orm.config.js';
import { extractEntries } from '../emoji/pack-archive.js';

/**
 * A whole instance in one zip archive: `manifest.json`, the database (`database/pglite.tar.gz`, PGlite's own dump
 * of its data directory, or `database/postgresql.dump`, pg_dump's custom format), the files of DATA_DIR under
 * `data/` (uploads, emoji, front-ends, the JWT secret...) and, when ZONE_DIR lies elsewhere, its files under
 * `zones/`. Left out: the database's own files, the lock, the control socket and the media proxy's cache (it
 * refills). The archive holds the JWT secret: it is written mode 0600.
 */
const FORMAT = 'fedigraph-backup';
const SKIPPED = new Set(['db', 'db.lock', 'cli.sock', 'media-proxy']);
const PGLITE_ENTRY = 'database/pglite.tar.gz';
const POSTGRES_ENTRY = 'database/postgresql.dump';

type DatabaseKind = 'pglite' | 'postgresql';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  database: DatabaseKind;
  createdAt: string;
}

const run = promisify(execFile);

/** The database URL without its password, and the password for PGPASSWORD: never on a command line `ps` shows. */
function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

type PgTool = 'pg_dump' | 'pg_restore';

/** Runs a PostgreSQL client tool, or says clearly that it is missing. */
async function pgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new ServiceUnavailableError(
        `${tool} is not installed (not found in PATH): install the PostgreSQL client tools`,
      );
    throw new UnprocessableError(`${tool} failed: ${(e.stderr ?? e.message).trim().slice(0, 2000)}`);
  }
}

/** Regular files below `root`, as paths relative to it (links and sockets are left out). */
async function filesBelow(root: string, skip: (top: string) => boolean = () => false): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      if (dir === root && skip(entry.name)) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk(root);
  return out.sort();
}

const zoneDirApart = (config: AppConfig) => relative(config.dataDir, config.zoneDir).startsWith('..');

/** Writes the archive of the running instance (its ORM: the embedded one, or PostgreSQL) to `file`. */
export async function writeBackup(
  orm: Orm,
  config: AppConfig,
  file: string,
): Promise<{ database: DatabaseKind; files: number }> {
  const scratch = await mkdtemp(join(tmpdir(), 'fedigraph-backup-'));
  const partial = `${file}.partial`;
  try {
    const zip = new yazl.ZipFile();
    const embedded = embeddedDatabaseOf(orm.config);
    const database: DatabaseKind = embedded ? 'pglite' : 'postgresql';
    if (embedded) {
      const dump = await (await embedded.instance()).dumpDataDir('gzip');
      zip.addBuffer(Buffer.from(await dump.arrayBuffer()), PGLITE_ENTRY, { compress: false });
    } else {
      const { url, env } = pgConnection(config.databaseUrl!);
      const dumpFile = join(scratch, 'postgresql.dump');
      await pgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-acl', `--file=${dumpFile}`, `--dbname=${url}`],
        env,
      );
      zip.addFile(dumpFile, POSTGRES_ENTRY, { compress: false });
    }
    const data = await filesBelow(config.dataDir, (top) => SKIPPED.has(top));
    for (const rel of data) zip.addFile(join(config.dataDir, rel), `data/${rel}`);
    const zones = zoneDirApart(config) ? await filesBelow(config.zoneDir) : [];
    for (const rel of zones) zip.addFile(join(config.zoneDir, rel), `zones/${rel}`);
    const manifest: Manifest = { format: FORMAT, version: 1, database, createdAt: new Date().toISOString() };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json');
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return { database, files: data.length + zones.length };
  } finally {
    await rm(partial, { force: true });
    await rm(scratch, { recursive: true, force: true });
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.length === 0;
}

/** Whether the PostgreSQL database has no table of its own yet (opened without migrating it). */
async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  const orm = await MikroORM.init(ormOptions({ databaseUrl }));
  try {
    const [row] = await orm.em
      .getConnection()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
    return row.n === 0;
  } finally {
    await orm.close();
  }
}

/**
 * Restores an archive onto a fresh instance: DATA_DIR (and ZONE_DIR when apart) empty or absent, and on
 * PostgreSQL a database without tables; anything else is refused before a byte is written. The archive is
 * read into memory whole.
 */
export async function restoreBackup(
  config: AppConfig,
  file: string,
): Promise<{ database: DatabaseKind; files: number }> {
  const entries = await extractEntries(await readFile(file), () => true, {
    maxBytes: Number.MAX_SAFE_INTEGER,
    maxEntries: 10_000_000,
  }).catch((err: Error) => {
    throw new UnprocessableError(`${file}: not a backup archive (${err.message})`);
  });
  const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? 'null') as Manifest | null;
  if (manifest?.format !== FORMAT || manifest.version !== 1)
    throw new UnprocessableError(`${file}: not a backup archive (no fedigraph manifest)`);
  const wanted: DatabaseKind = config.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.database !== wanted)
    throw new UnprocessableError(
      `${file} holds a ${manifest.database} database; this instance is configured for ${wanted} (DATABASE_URL)`,
    );
  if (!(await isEmptyDir(config.dataDir)))
    throw new ConflictError(`${config.dataDir} is not empty: restore onto a fresh DATA_DIR`);
  if (zoneDirApart(config) && !(await isEmptyDir(config.zoneDir)))
    throw new ConflictError(`${config.zoneDir} is not empty: restore onto a fresh ZONE_DIR`);
  if (config.databaseUrl && !(await isEmptyDatabase(config.databaseUrl)))
    throw new ConflictError('The database of DATABASE_URL has tables: restore onto a fresh database');
  const dump = entries.get(manifest.database === 'pglite' ? PGLITE_ENTRY : POSTGRES_ENTRY);
  if (!dump) throw new UnprocessableError(`${file}: the database is missing from the archive`);
  if (manifest.database === 'postgresql') await pgTool('pg_restore', ['--version'], process.env);

  // The database first, in one transaction: when it fails, nothing was written and the restore can be run again.
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await chmod(config.dataDir, 0o700);
  if (manifest.database === 'pglite') {
    const db = new PGlite(join(config.dataDir, 'db'), { loadDataDir: new Blob([dump]) });
    await db.waitReady;
    await db.close();
  } else {
    const scratch = await mkdtemp(join(tmpdir(), 'fedigraph-restore-'));
    try {
      await writeFile(join(scratch, 'postgresql.dump'), dump, { mode: 0o600 });
      const { url, env } = pgConnection(config.databaseUrl!);
      await pgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-acl',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${url}`,
          join(scratch, 'postgresql.dump'),
        ],
        env,
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  let files = 0;
  for (const [name, bytes] of entries) {
    const [top, ...rest] = name.split('/');
    const root = top === 'data' ? config.dataDir : top === 'zones' ? config.zoneDir : null;
    if (!root || !rest.length) continue;
    const path = join(root, ...rest);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o600 });
    files++;
  }
  return { database: manifest.database, files };
}
