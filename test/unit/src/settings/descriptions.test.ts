import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SETTING_DESCRIPTIONS } from '../../../../src/settings/setting-descriptions.js';
import { SETTING_DEFAULTS } from '../../../../src/settings/setting-defaults.js';
import type { ChildDescription } from '../../../../src/settings/setting-types.js';

const ROOTS = ['src', 'resolvers', 'rest-adapter'];
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
/** The code that reads settings: everything but the settings module itself. */
const code = ROOTS.flatMap(files)
  .filter((f) => !f.startsWith(join('src', 'settings')))
  .map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));

/** Setting keys read with getSettings(em, 'key'), and the nested settings read from each. */
function reads(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (key: string, names: Iterable<string>) => {
    const set = out.get(key) ?? out.set(key, new Set()).get(key)!;
    for (const n of names) set.add(n);
  };
  for (const { text } of code) {
    for (const m of text.matchAll(/getSettings\([^,()]+,\s*'(\w+)'\)\)?((?:\.\w+)*)/g))
      add(m[1], m[2] ? [m[2].split('.')[1]] : []);
    // const { a, b: c } = await getSettings(em, 'key')
    for (const m of text.matchAll(/const\s*\{([^}]*)\}\s*=\s*await getSettings\([^,()]+,\s*'(\w+)'\)/g))
      add(
        m[2],
        m[1]
          .split(',')
          .map((p) => p.split(':')[0].trim())
          .filter(Boolean),
      );
    // const settings = await getSettings(em, 'key') (or settingsOf(store, 'key')); settings.a, settings.b.c
    for (const m of text.matchAll(/const\s+(\w+)\s*=\s*(?:await getSettings|settingsOf)\([^,()]+,\s*'(\w+)'\)/g)) {
      add(
        m[2],
        [...text.matchAll(new RegExp(`(?<![\\w/.'"-])${m[1]}\\.(\\w+)`, 'g'))].map((p) => p[1]),
      );
    }
  }
  // Rate limits are read by name through the limiter (src/rate-limits/rate-limits.ts): the names used in limit tables and calls.
  const limitNames = code.flatMap(({ text }) => [...text.matchAll(/(?:limit:\s*|consume\()'(\w+)'/g)].map((m) => m[1]));
  add('rate_limit', limitNames);
  return out;
}

/** Nested names read anywhere in the code (for settings inside settings: poll_limits.max_options). */
const mentioned = (name: string) =>
  code.some(({ text }) => new RegExp(`\\.${name}\\b|\\b${name}\\s*[:,}]|'${name}'`).test(text));

function nestedNames(children: Record<string, ChildDescription>): string[] {
  return Object.entries(children).flatMap(([name, child]) => (child.children ? nestedNames(child.children) : [name]));
}

describe('setting descriptions', () => {
  const read = reads();

  it('find settings read in the code (the checks below would prove nothing otherwise)', () => {
    expect([...read.keys()].sort()).toEqual([
      'activitypub',
      'auth',
      'captcha',
      'connections_pool',
      'frontend_configurations',
      'frontends',
      'instance',
      'media_proxy',
      'metrics_exporter',
      'mrf_simple',
      'pools',
      'rate_limit',
    ]);
    expect(read.get('instance')!.size).toBeGreaterThan(5);
  });

  it('describe every setting the code reads', () => {
    const undescribed = [...read].flatMap(([key, names]) => {
      const description = (SETTING_DESCRIPTIONS as Record<string, { children: Record<string, unknown> }>)[key];
      if (!description) return [key];
      return [...names].filter((n) => !(n in description.children)).map((n) => `${key}.${n}`);
    });
    expect(undescribed).toEqual([]);
  });

  it('describe only settings the code reads, each with a default', () => {
    const unread = Object.entries(SETTING_DESCRIPTIONS).flatMap(([key, d]) =>
      Object.keys(d.children)
        .filter((name) => !read.get(key)?.has(name))
        .map((name) => `${key}.${name}`),
    );
    expect(unread).toEqual([]);
    const nestedUnread = Object.values(SETTING_DESCRIPTIONS).flatMap((d) =>
      Object.values(d.children as Record<string, ChildDescription>).flatMap((c) =>
        c.children ? nestedNames(c.children).filter((n) => !mentioned(n)) : [],
      ),
    );
    expect(nestedUnread).toEqual([]);
    for (const [key, d] of Object.entries(SETTING_DESCRIPTIONS)) {
      expect(Object.keys(d.children).sort()).toEqual(
        Object.keys(SETTING_DEFAULTS[key as keyof typeof SETTING_DEFAULTS]).sort(),
      );
    }
  });
});
