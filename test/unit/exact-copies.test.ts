import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * No exact copy of six or more lines in the tree: a piece of logic written twice drifts apart when one copy is
 * fixed. Read: the source, test, build and CI files git knows (TypeScript, JavaScript, shell, YAML), not the
 * generated ones (the codegen output under rest-adapter/gql/, `*.generated.*`) nor the migrations (each a frozen
 * step of the database's history). A line counts once trimmed, with its white space folded; blank lines, comments,
 * lone punctuation, one-line imports and the first and last lines of an import block are passed over. The names
 * inside a long import block count, as `duplicates` counts them: two files that merely import the same names group
 * them differently (values and types apart), two that share a purpose share a module. Every window of six counted
 * lines is looked up in one map: a window met at another place is a copy.
 */
const WINDOW = 6;

const ROOT = new URL('../../', import.meta.url).pathname;
const READ = /\.(ts|mts|cts|js|mjs|cjs|sh|ya?ml)$|^\.ci\//;
const GENERATED = /^(node_modules|dist|src\/migrations|rest-adapter\/gql)\/|\.generated\./;

/** Files whose repeats are accepted, and why: keep it tiny, and prefer one shared piece of code. */
const ALLOWED = new Map<string, string>();

interface Place {
  file: string;
  from: number;
  to: number;
}

const PUNCTUATION = /^[\s{}()[\];,]*$/;
const IMPORT = /^(import\b.*\bfrom\b|import ['"]|import (type )?\{$|\} from ['"])/;
const COMMENT = /^(\/\/|\/\*|\*)/;

/** The counted lines of a file's text, with their line numbers (from 1). */
function countedLines(file: string, text: string): { text: string; at: number }[] {
  const hashComments = /\.(sh|ya?ml)$|^\.ci\//.test(file);
  const lines: { text: string; at: number }[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (PUNCTUATION.test(line) || IMPORT.test(line) || COMMENT.test(line)) return;
    if (hashComments && line.startsWith('#')) return;
    lines.push({ text: line, at: i + 1 });
  });
  return lines;
}

/**
 * The pairs of places sharing at least `WINDOW` counted lines, exactly: each copy against the first place its
 * lines stand in, consecutive windows merged into one run.
 */
function exactCopies(files: { file: string; text: string }[]): [Place, Place][] {
  const first = new Map<string, Place>();
  const runs: [Place, Place][] = [];
  for (const { file, text } of files) {
    const lines = countedLines(file, text);
    let previous: [Place, Place] | undefined;
    for (let i = 0; i + WINDOW <= lines.length; i += 1) {
      const key = lines
        .slice(i, i + WINDOW)
        .map((l) => l.text)
        .join('\n');
      const here = { file, from: lines[i].at, to: lines[i + WINDOW - 1].at };
      const seen = first.get(key);
      if (!seen) {
        first.set(key, here);
        previous = undefined;
        continue;
      }
      // A window that overlaps its own first place (a line repeated many times over) is no copy.
      if (seen.file === file && seen.to >= here.from) continue;
      const follows =
        previous && previous[0].file === seen.file && seen.from > previous[0].from && seen.from <= previous[0].to;
      if (previous && follows) {
        previous[0].to = Math.max(previous[0].to, seen.to);
        previous[1].to = here.to;
      } else {
        previous = [{ ...seen }, here];
        runs.push(previous);
      }
    }
  }
  return runs;
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => READ.test(file) && !GENERATED.test(file) && existsSync(ROOT + file));
}

describe('exact copies', () => {
  it('finds a run of six lines written twice, whatever the blank lines, comments and indentation around it', () => {
    const body = ['const a = 1;', 'const b = 2;', 'const c = a + b;', 'log(a);', 'log(b);', 'log(c);'];
    const copies = exactCopies([
      { file: 'one.ts', text: ['import { log } from "./log.js";', ...body, '}'].join('\n') },
      {
        file: 'two.ts',
        text: ['// again', '  ' + body.slice(0, 3).join('\n\n  '), '  /* note */', ...body.slice(3)].join('\n'),
      },
      { file: 'three.ts', text: [...body.slice(0, 5), 'log(a + c);'].join('\n') },
    ]);
    expect(copies).toEqual([
      [
        { file: 'one.ts', from: 2, to: 7 },
        { file: 'two.ts', from: 2, to: 10 },
      ],
    ]);
  });

  it('merges overlapping windows into one run, passing over lone punctuation', () => {
    const body = Array.from({ length: 8 }, (_, i) => `step(${i});`);
    const copies = exactCopies([
      {
        file: 'a.ts',
        text: ['import {', '  x,', '  y,', '  z,', '  w,', '  v,', "} from './x.js';", ...body].join('\n'),
      },
      {
        file: 'b.ts',
        text: ['import {', '  x,', '  y,', '  z,', '  w,', '  v,', "} from './x.js';", '});', ...body].join('\n'),
      },
    ]);
    expect(copies.map(([a, b]) => [a.from, a.to, b.from, b.to])).toEqual([[2, 15, 2, 16]]);
  });

  it('stand nowhere in the tree outside generated files and migrations', () => {
    const files = trackedFiles().map((file) => ({ file, text: readFileSync(ROOT + file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    const copies = exactCopies(files)
      .filter(([a, b]) => !ALLOWED.has(a.file) && !ALLOWED.has(b.file))
      .map(([a, b]) => `${a.file}:${a.from}-${a.to} ~ ${b.file}:${b.from}-${b.to}`);
    expect(copies).toEqual([]);
  });
});
