import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, parse, validate } from 'graphql';

/**
 * The README, the docs and the playground's examples name GraphQL operations as they are now: every GraphQL
 * document they quote validates against the schema, and every field they name where they speak of GraphQL
 * exists, with the arguments it is written with (`issueToken(username, password)`).
 * docs/endpoints.md is generated from the route table and checked elsewhere.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));

const SOURCES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md') && f !== 'endpoints.md')
    .map((f) => `docs/${f}`),
  ...readdirSync(join(ROOT, 'public/playground'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `public/playground/${f}`),
];
const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/**
 * Backticked spans and quoted strings that read as a GraphQL document: `{ me { id } }`, `query X ...` (a REST
 * body's shape is written without the space: `{actor, followed_back}`).
 */
function documents(source: string): string[] {
  const quoted = [...source.matchAll(/`([^`]+)`|'([^'\n]+)'|"([^"\n]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  return quoted
    .map((q) => q.replace(/\\n/g, '\n').replace(/\\\|/g, '|'))
    .filter((q) => /^\s*(\{\s+[A-Za-z_]|(query|mutation|subscription)\b\s*[A-Za-z_({])/.test(q));
}

/** Backticked `name` or `name(args)` on the lines that speak of GraphQL. */
function mentions(source: string): { name: string; args: string[] | null }[] {
  const lines = source.split('\n').filter((l) => /GraphQL/.test(l));
  return lines.flatMap((l) =>
    [...l.matchAll(/`([a-z][A-Za-z0-9]*)(?:\(([^`)]*)\))?`/g)].map((m) => ({
      name: m[1],
      args: m[2] === undefined ? null : m[2].split(',').map((a) => a.trim().match(/^[A-Za-z_]\w*/)?.[0] ?? ''),
    })),
  );
}

const objectTypes = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) || isInterfaceType(t));
/** Each field name with the argument names it takes (on any type; a name on several types takes any of theirs). */
const fieldArgs = new Map<string, Set<string>>();
for (const type of objectTypes)
  for (const field of Object.values(type.getFields()))
    for (const arg of [...field.args.map((a) => a.name), ''])
      fieldArgs.set(field.name, (fieldArgs.get(field.name) ?? new Set()).add(arg));
/** Every field and argument name of the schema: a bare backticked name must be one of them. */
const schemaNames = new Set([
  ...fieldArgs.keys(),
  ...[...fieldArgs.values()].flatMap((args) => [...args]),
  ...Object.values(schema.getTypeMap())
    .filter(isInputObjectType)
    .flatMap((t) => Object.keys(t.getFields())),
]);
/** Words the docs put in backticks beside "GraphQL" that are not schema names (error extensions, code, Link rels). */
const NOT_SCHEMA_NAMES = new Set(['rule', 'limit', 'value', 'retryAfter', 'errors', 'resolveType', 'prev', 'next']);

describe('GraphQL operations named in the README, the docs and the playground', () => {
  it.each(SOURCES)('%s quotes documents that validate against the schema', (file) => {
    const invalid = documents(text(file)).flatMap((doc) => {
      try {
        return validate(schema, parse(doc)).map((e) => `${doc}: ${e.message}`);
      } catch (e) {
        return [`${doc}: ${(e as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it.each(SOURCES)('%s names fields and root operations that exist', (file) => {
    const unknown = mentions(text(file)).flatMap(({ name, args }) => {
      if (args === null) return schemaNames.has(name) || NOT_SCHEMA_NAMES.has(name) ? [] : [`\`${name}\``];
      const known = fieldArgs.get(name);
      if (!known) return [`\`${name}(…)\` is no field`];
      return args.filter((a) => !known.has(a)).map((a) => `\`${name}\` has no argument \`${a}\``);
    });
    expect(unknown).toEqual([]);
  });
});
