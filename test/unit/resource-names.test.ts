import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * One name per resource across the layers: `schema/<name>.types.ts`, `resolvers/[admin/]<name>.resolver.ts`,
 * `rest-adapter/routes/[admin/]<name>.routes.ts`, `rest-adapter/views/<name>.view.ts`, singular. A route table
 * sits beside the resolver that answers its operations (same folder, same name).
 */

/** The files under `dir` ending with `.<layer>.ts`, without that ending, relative to `dir` (`admin/chat`). */
function named(dir: string, layer: string): string[] {
  return readdirSync(new URL(`../../${dir}`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(`.${layer}.ts`))
    .map((name) => name.slice(0, -`.${layer}.ts`.length));
}

const types = named('schema', 'types');
const resolvers = named('resolvers', 'resolver');
const routes = named('rest-adapter/routes', 'routes');
const views = named('rest-adapter/views', 'view');
const resource = (path: string) => basename(path);

/** Resources that lack a file the rules below ask for, and why. */
const EXCEPTIONS: Record<string, string> = {
  'account-migration': 'answers handles and accounts (account.types.ts): no type of its own',
  peer: 'answers host names: no type of its own',
  timeline: 'pages of statuses (status.types.ts)',
  page: 'the page types every resource shares',
  'account-state': 'the state fields and profile flags Account, AdminUser and their inputs share',
  reaction: "Pleroma's emoji reactions, a type of status.types.ts",
};

/** Names ending in s that are singular. */
const SINGULAR_IN_S = ['status', 'scheduled-status', 'account-settings'];

describe('file names by resource', () => {
  it('are singular in every layer', () => {
    const plural = [...types, ...resolvers, ...routes, ...views]
      .map(resource)
      .filter((name) => name.endsWith('s') && !SINGULAR_IN_S.includes(name));
    expect(plural).toEqual([]);
  });

  it('give every resolver a types file of its resource', () => {
    const names = new Set(types);
    expect(resolvers.map(resource).filter((name) => !names.has(name) && !EXCEPTIONS[name])).toEqual([]);
  });

  it('give every route table a resolver of the same name and folder', () => {
    const names = new Set(resolvers);
    expect(routes.filter((path) => path !== 'index' && !names.has(path))).toEqual([]);
  });

  it('give every view a types file of its resource', () => {
    const names = new Set(types);
    expect(views.filter((name) => !names.has(name) && !EXCEPTIONS[name])).toEqual([]);
  });

  it('give every types file a resolver of its resource', () => {
    const names = new Set(resolvers.map(resource));
    expect(types.filter((name) => !names.has(name) && !EXCEPTIONS[name])).toEqual([]);
  });

  it('list only exceptions that are still needed', () => {
    const everywhere = (name: string) => types.includes(name) && resolvers.some((path) => resource(path) === name);
    expect(Object.keys(EXCEPTIONS).filter(everywhere)).toEqual([]);
  });
});
