import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';
import yazl from 'yazl';

/**
 * Zip archives of packs. Built with yazl with a fixed timestamp and mode, entries in name order, so the same
 * pack gives the same bytes (and SHA-256) on every call and every instance: the hash a listing advertises is the
 * hash of the archive a download gets. Read with yauzl, which refuses `..` and absolute names itself; here
 * backslashes, links and anything not asked for are refused or skipped too.
 */

/** 1980-01-01 00:00 in local time: the DOS timestamp fields read the same whatever the time zone. */
const FIXED_TIME = new Date(1980, 0, 1, 0, 0, 0);

/** Upper-case hex, as Pleroma writes and compares pack hashes. */
export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').toUpperCase();
}

/** A zip of pack.json (the given text) and the listed files of the pack folder. */
export async function buildPackArchive(dir: string, packJson: string, files: string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const options = { mtime: FIXED_TIME, mode: 0o100644, forceDosTimestamp: true, compress: true };
  zip.addBuffer(Buffer.from(packJson), 'pack.json', options);
  for (const file of [...new Set(files)].sort()) zip.addBuffer(await readFile(join(dir, file)), file, options);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export class UnsafeArchiveError extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

export interface ExtractLimits {
  /** Total uncompressed bytes of the wanted entries. */
  maxBytes: number;
  /** Entries in the archive, wanted or not. */
  maxEntries: number;
}

/**
 * The wanted entries of an archive (a set of names, or a test of the name), by name. Any entry with an unsafe name (`..`, absolute, backslash, drive
 * letter) or that is a link refuses the whole archive; other entries are skipped. Sizes are checked against
 * what the headers declare (yauzl's validateEntrySizes) and the total against `maxBytes`.
 */
export function extractEntries(
  archive: Buffer,
  wanted: Set<string> | ((name: string) => boolean),
  limits: ExtractLimits,
): Promise<Map<string, Buffer>> {
  const isWanted = typeof wanted === 'function' ? wanted : (name: string) => wanted.has(name);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      archive,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, decodeStrings: true },
      (err, zip) => {
        if (err || !zip)
          return reject(new UnsafeArchiveError(`Not a readable zip archive: ${err?.message ?? 'empty'}`));
        const out = new Map<string, Buffer>();
        let total = 0;
        let count = 0;
        const fail = (e: Error) => {
          zip.close();
          reject(e instanceof UnsafeArchiveError ? e : new UnsafeArchiveError(e.message));
        };
        zip.on('error', fail);
        zip.on('end', () => resolve(out));
        zip.on('entry', (entry: yauzl.Entry) => {
          const name = entry.fileName;
          if (++count > limits.maxEntries)
            return fail(new UnsafeArchiveError(`More than ${limits.maxEntries} entries in the archive`));
          if (
            name.includes('\\') ||
            name.startsWith('/') ||
            /^[A-Za-z]:/.test(name) ||
            name.split('/').includes('..')
          ) {
            return fail(new UnsafeArchiveError(`Unsafe entry name in the archive: ${name.slice(0, 200)}`));
          }
          const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
          if (type === S_IFLNK) return fail(new UnsafeArchiveError(`Link in the archive: ${name.slice(0, 200)}`));
          if (name.endsWith('/') || !isWanted(name)) return zip.readEntry();
          if (type !== 0 && type !== S_IFREG)
            return fail(new UnsafeArchiveError(`Not a regular file in the archive: ${name.slice(0, 200)}`));
          total += entry.uncompressedSize;
          if (total > limits.maxBytes)
            return fail(new UnsafeArchiveError(`The archive unpacks to more than ${limits.maxBytes} bytes`));
          zip.openReadStream(entry, (e, stream) => {
            if (e || !stream) return fail(e ?? new Error('unreadable entry'));
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('error', fail);
            stream.on('end', () => {
              out.set(name, Buffer.concat(chunks));
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}
