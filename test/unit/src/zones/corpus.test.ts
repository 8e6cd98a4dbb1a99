// Differential test against BIND: every file of the shared corpus is loaded by
// named-compilezone (through oracle.sh) and by our parser. Verdicts must agree, and
// for every zone BIND loads, our records must equal BIND's (diff.mjs, full match).
// Runs only where ../shared/zones (or $SHARED_ZONES) and BIND's tools are present.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseZone } from '../../../../src/zones/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// SHARED_ZONES points elsewhere (a git worktree has no ../shared next to it).
const shared = process.env.SHARED_ZONES ?? path.resolve(repoRoot, '../shared/zones');
const corpus = path.join(shared, 'corpus');

function onPath(cmd: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && existsSync(path.join(dir, cmd)));
}

const available = existsSync(path.join(corpus, 'index.tsv')) && onPath('named-compilezone');

interface CorpusFile {
  file: string;
  origin: string;
  klass: string;
  bindRejects: boolean;
}

interface OracleRun {
  code: number;
  stdout: string;
  stderr: string;
}

function oracle(entry: CorpusFile): Promise<OracleRun> {
  const args = entry.klass === 'IN' ? [] : ['-c', entry.klass];
  return new Promise((resolve) => {
    execFile(
      path.join(shared, 'oracle.sh'),
      [...args, entry.origin, path.join(corpus, entry.file)],
      { maxBuffer: 64 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 2) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** $INCLUDE resolver confined to the corpus folder, relative to the including file's folder. */
function includeFrom(dir: string) {
  const root = realpathSync(corpus) + path.sep;
  return (p: string): string | undefined => {
    const target = path.resolve(dir, p);
    if (!existsSync(target)) return undefined;
    const real = realpathSync(target);
    if (!real.startsWith(root)) return undefined;
    try {
      return readFileSync(real, 'utf8');
    } catch {
      return undefined;
    }
  };
}

function readIndex(): CorpusFile[] {
  const lines = readFileSync(path.join(corpus, 'index.tsv'), 'utf8').trim().split('\n').slice(1);
  return lines
    .map((l) => l.split('\t'))
    .filter((f) => f[1] !== '-') // $INCLUDE fragments are not zones
    .map((f) => ({ file: f[0], origin: f[1], klass: f[2], bindRejects: f[3] !== '0' }));
}

interface DiffModule {
  parseOracleText(text: string): object[];
  compare(
    ours: object[],
    theirs: object[],
    opts: { origin: string },
  ): {
    ok: boolean;
    matched: number;
    oracle: number;
    missing: number;
    extra: number;
    parserNormaliseErrors: string[];
    diffs: { rrset: string }[];
  };
}

if (!available) {
  describe('zone parser against BIND (corpus)', () => {
    it('is skipped: ../shared/zones or named-compilezone not present', () => {
      console.warn(
        'corpus test skipped: ../shared/zones (or $SHARED_ZONES) not present or named-compilezone not on PATH',
      );
    });
  });
} else {
  describe('zone parser against BIND (corpus)', () => {
    it('agrees with BIND on every verdict and on every loaded record', async () => {
      const diff = (await import(pathToFileURL(path.join(shared, 'diff.mjs')).href)) as DiffModule;
      const entries = readIndex();
      const runs = await mapLimited(entries, 2, oracle);
      let verdicts = 0;
      let loaded = 0;
      let matches = 0;
      const problems: string[] = [];
      entries.forEach((entry, i) => {
        const run = runs[i];
        const abs = path.join(corpus, entry.file);
        const res = parseZone(readFileSync(abs), {
          origin: entry.origin,
          class: entry.klass,
          include: includeFrom(path.dirname(abs)),
        });
        const bindRejects = run.code !== 0;
        const weReject = res.errors.length > 0;
        if (bindRejects === weReject) verdicts++;
        else
          problems.push(
            `${entry.file}: BIND ${bindRejects ? 'rejects' : 'loads'}, we ${weReject ? `reject (${res.errors[0].line}:${res.errors[0].column} ${res.errors[0].message})` : 'load'}`,
          );
        if (bindRejects) return;
        loaded++;
        const cmp = diff.compare(res.records, diff.parseOracleText(run.stdout), { origin: entry.origin });
        if (cmp.ok && cmp.parserNormaliseErrors.length === 0) matches++;
        else
          problems.push(
            `${entry.file}: ${cmp.matched}/${cmp.oracle} records match, ${cmp.missing} missing, ${cmp.extra} extra; first: ${cmp.diffs[0]?.rrset ?? cmp.parserNormaliseErrors[0]}`,
          );
      });
      expect(problems).toEqual([]);
      expect(entries).toHaveLength(193);
      expect(verdicts).toBe(193);
      expect(loaded).toBe(134);
      expect(matches).toBe(134);
    }, 600_000);

    it('refuses $INCLUDE without a resolver', () => {
      const text = readFileSync(path.join(corpus, 'nsd/include_rel/example.com.zone'));
      const res = parseZone(text, { origin: 'example.com' });
      expect(res.errors.some((e) => e.message === '$INCLUDE is not allowed in uploaded zone files')).toBe(true);
    });
  });
}
