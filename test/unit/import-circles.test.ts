import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Modules that import each other in a loop load in an order that depends on which one is reached first, and
 * a name read before its module has run is undefined. The only circle allowed is the zone entities'
 * back-references (a Zone knows its versions, a version its zone and upload), which MikroORM resolves lazily.
 * Type-only imports count: a loop of types is still a tangle of modules.
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const FOLDERS = ['src', 'resolvers', 'rest-adapter', 'schema'];
const FILES = ['mikro-orm.config.ts'];
const ALLOWED = [
  ['src/entities/zone-upload.entity.ts', 'src/entities/zone-version.entity.ts', 'src/entities/zone.entity.ts'],
];

function sourceFiles(): string[] {
  const found = FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(folder, file)),
  );
  return [...found, ...FILES];
}

/**
 * A relative specifier of an import or export-from declaration: the statement starts a line, and no semicolon
 * comes before its `from` (a commented-out import starts with `//` or `*`, and is not read).
 */
const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.[^'"]*)['"]|^\s*import\s*['"](\.[^'"]*)['"]/gm;

/** The files of the tree that a file imports (`./x.js` is `./x.ts`, or `./x/index.ts`). */
function importsOf(file: string): string[] {
  const targets: string[] = [];
  for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
    const base = join(dirname(file), (match[1] ?? match[2]).replace(/\.js$/, ''));
    const target = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(join(ROOT, candidate)));
    if (target) targets.push(target);
  }
  return targets;
}

/** Tarjan's strongly connected components of more than one file: each a set of files importing each other in a loop. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

describe('import circles', () => {
  it('none but the zone entities', () => {
    const graph = new Map(sourceFiles().map((file) => [file, importsOf(file)]));
    expect(circles(graph)).toEqual(ALLOWED);
  });
});
