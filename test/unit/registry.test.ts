import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { routes } from '../../rest-adapter/routes/index.js';
import { resolvers } from '../../src/graphql/schema.js';

/** The files under `dir` (relative to the repository) whose names end with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(new URL(`../../${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => `${dir}/${name}`);
}

/**
 * The two hand-kept lists a new endpoint is added to (docs/architecture.md, "How to add an endpoint"): the resolver classes in
 * src/graphql/schema.ts and the route tables in rest-adapter/routes/index.ts. Forgetting one fails here.
 */
describe('the registries', () => {
  it('list every resolver class exported from resolvers/**/*.resolver.ts in src/graphql/schema.ts', async () => {
    const listed = new Set<unknown>(resolvers);
    const missing: string[] = [];
    for (const file of filesUnder('resolvers', '.resolver.ts')) {
      const module = (await import(`../../${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        if (typeof value === 'function' && !listed.has(value)) missing.push(`${file}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('list every route table exported from rest-adapter/routes/**/*.routes.ts in rest-adapter/routes/index.ts', async () => {
    const listed = new Set<unknown>(routes);
    const missing: string[] = [];
    for (const file of filesUnder('rest-adapter/routes', '.routes.ts')) {
      const module = (await import(`../../${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (Array.isArray(value) && value.some((row) => !listed.has(row))) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
