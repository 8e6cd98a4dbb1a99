import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeListMarkdown } from '../../rest-adapter/route-list.js';
import { routes } from '../../rest-adapter/routes/index.js';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The generated endpoint list lives in docs/endpoints.md, the walk-through "How to add an endpoint" in docs/architecture.md. */
const ENDPOINTS = readFileSync(join(ROOT, 'docs/endpoints.md'), 'utf8');
const ARCHITECTURE = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

describe('docs/endpoints.md endpoint list', () => {
  it('is the list the route table makes (run `npm run docs:routes` after changing routes)', () => {
    expect(ENDPOINTS).toContain(routeListMarkdown());
  });
});

/** The numbered steps of the walk-through "How to add an endpoint", each as its text. */
function walkThroughSteps(): string[] {
  const start = ARCHITECTURE.indexOf('\n## How to add an endpoint');
  const end = ARCHITECTURE.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThan(0);
  return ARCHITECTURE.slice(start, end)
    .split(/\n(?=\d+\. \*\*)/)
    .slice(1);
}

/** Backticked code spans of a text (a span's own backticks, as in graphql(`...`), split it: good enough here). */
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
const FILE = /^[\w.-]+(\/[\w.-]+)+\.(ts|graphql|json|md)$/;

describe('docs/architecture.md walk-through "How to add an endpoint"', () => {
  const steps = walkThroughSteps();

  it('has its eight steps', () => {
    expect(steps.map((s) => s.match(/^\d+\. \*\*(\w+)/)![1])).toEqual([
      'Service',
      'Type',
      'Resolver',
      'Permission',
      'SDL',
      'View',
      'Route',
      'Tests',
    ]);
  });

  it('names only files that exist', () => {
    const files = steps.flatMap(codeSpans).filter((span) => FILE.test(span));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it('names only functions, classes and constants that the files of its step hold', () => {
    const missing: string[] = [];
    for (const step of steps) {
      const spans = codeSpans(step);
      const sources = spans
        .filter((span) => FILE.test(span))
        .map((file) => readFileSync(join(ROOT, file), 'utf8'))
        .join('\n');
      // Names written as code: `name(...)`, `@Decorator(...)`, or a camelCase/PascalCase word.
      const names = spans.flatMap((span) => {
        const m = span.match(/^@?([A-Za-z_]\w*)(\(|$)/);
        return m && (m[2] === '(' || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(m[1])) ? [m[1]] : [];
      });
      for (const name of names)
        if (!new RegExp(`\\b${name}\\b`).test(sources)) missing.push(`${step.match(/\*\*(\w+)/)![1]}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('shows the route row as it is in the route table', () => {
    const row = routes.find((r) => r.method === 'GET' && r.path === '/api/v1/accounts/:id')!;
    const source = readFileSync(join(ROOT, 'rest-adapter/routes/account.routes.ts'), 'utf8');
    const shown = ARCHITECTURE.match(/```ts\n(\s*route\(\{[\s\S]*?\}\),)\n\s*```/)![1];
    const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(normal(source)).toContain(normal(shown));
    expect(row).toBeDefined();
  });
});

/** Every test file's text, to find which route paths some test calls. */
function testSources(dir = join(ROOT, 'test')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testSources(path);
    return entry.name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

/**
 * A route path as a pattern over test code: `:param` matches a literal or `${...}`, `{ns}` the namespace, and
 * a leading part may be a constant (`${ADMIN}/users/tag`); in a string or a describe title.
 */
function pathPattern(path: string): RegExp {
  const segments = path
    .split('/')
    .slice(1)
    .map((seg) => {
      if (seg.startsWith(':')) return '(\\$\\{[^}]+\\}|[^/\'"`?\\s]+)';
      return seg
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('\\{ns\\}', '(pleroma|\\$\\{[^}]+\\})')
        .replace('{ns}', '(pleroma|\\$\\{[^}]+\\})');
    });
  const whole = `/${segments.join('/')}`;
  const tails = segments.slice(1).map((_, i) => `\\$\\{[^}]+\\}/${segments.slice(i + 1).join('/')}`);
  return new RegExp(`['"\`\\s](${[whole, ...tails].join('|')})(?=['"\`?\\s]|$)`, 'm');
}

describe('route rows and their tests', () => {
  const UNTESTED = new Set<string>(
    JSON.parse(readFileSync(new URL('./untested-routes.json', import.meta.url), 'utf8')) as string[],
  );
  const sources = testSources().join('\n');
  const rows = [...new Set(routes.map((r) => r.path))];
  const untested = rows.filter((path) => !pathPattern(path).test(sources));

  it('every route path is called by some test (or listed in untested-routes.json)', () => {
    expect(untested.filter((path) => !UNTESTED.has(path))).toEqual([]);
  });

  it('untested-routes.json lists no path that a test now calls (it only shrinks)', () => {
    expect([...UNTESTED].filter((path) => !untested.includes(path))).toEqual([]);
  });
});
