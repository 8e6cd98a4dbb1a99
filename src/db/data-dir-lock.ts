import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them. The server
 * and the CLI therefore take a lock file in DATA_DIR; a live holder makes the second one stop at once with a
 * clear message (a stale lock of a dead process is taken over).
 */
export function acquireDataDirLock(dataDir: string, holder: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const other = readLock(file);
      if (other && isAlive(other.pid)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by the ${other.holder} (pid ${other.pid}). ` +
            'Stop it first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
          { cause: err },
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function readLock(file: string): { pid: number; holder: string } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
