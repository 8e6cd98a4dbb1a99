import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { allow, deny } from 'graphql-shield';
import { mergeRules, rules } from '../../../../src/auth/permissions.js';

/** The resolver files, relative to the repository. */
const resolverFiles = readdirSync(new URL('../../../../resolvers', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((name) => name.endsWith('.resolver.ts'))
  .map((name) => `resolvers/${name}`);

describe('the shield map, assembled from the resolver modules', () => {
  it('refuses a field that two modules give a rule', () => {
    expect(() => mergeRules({ aRules: { Query: { me: allow } }, bRules: { Query: { me: deny } } })).toThrow(
      'Query.me has two permission rules: in aRules and in bRules',
    );
  });

  it('merges the types of several modules', () => {
    const merged = mergeRules({
      aRules: { Query: { a: allow } },
      bRules: { Query: { b: deny }, Status: { c: allow } },
    });
    expect(merged).toEqual({ Query: { a: allow, b: deny }, Status: { c: allow } });
  });

  it("holds every resolver module's rules, each module exporting one map", async () => {
    const map = rules as Record<string, Record<string, unknown>>;
    const unassembled: string[] = [];
    for (const file of resolverFiles) {
      const module = (await import(`../../../../${file}`)) as Record<string, unknown>;
      const maps = Object.entries(module).filter(([name]) => name.endsWith('Rules'));
      expect([file, maps.length]).toEqual([file, 1]);
      for (const [type, fields] of Object.entries(maps[0][1] as Record<string, Record<string, unknown>>))
        for (const [field, rule] of Object.entries(fields))
          if (map[type]?.[field] !== rule) unassembled.push(`${file}: ${type}.${field}`);
    }
    expect(unassembled).toEqual([]);
  });
});
