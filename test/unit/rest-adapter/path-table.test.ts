import { describe, expect, it } from '@jest/globals';
import { match } from 'path-to-regexp';
import { PathTable } from '../../../rest-adapter/path-table.js';
import { routes } from '../../../rest-adapter/routes/index.js';

const paths = [...new Set(routes.map((row) => row.path.replaceAll('{ns}', 'pleroma')))];

/**
 * What Express's router did with the table: one route per path, each path's pattern tried in turn (path-to-regexp
 * as Express's non-strict, case-insensitive layers call it), static segments sorted before parameters.
 */
const order = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');
const decode = (value: string) => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new Error(`Failed to decode param '${value}'`);
  }
};
const layers = [...paths]
  .sort((a, b) => order(a).localeCompare(order(b)))
  .map((path) => ({ path, match: match(path, { sensitive: false, end: true, trailing: true, decode }) }));
function expressMatches(pathname: string) {
  return layers.flatMap(({ path, match }) => {
    const found = match(pathname);
    return found ? [{ path, params: { ...found.params } }] : [];
  });
}

const table = new PathTable<string>();
for (const path of paths) table.add(path, path);

/** Request paths from the table's own: parameters filled with words of other paths, odd case and slashes. */
function requestPaths(): string[] {
  const words = ['abc', 'invites', 'verify_credentials', 'relationships', 'search', 'statuses', 'me', 'a.b', '%41%62'];
  const out: string[] = [];
  paths.forEach((path, i) => {
    const filled = path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () => words[i++ % words.length]!);
    out.push(filled, `${filled}/`, `${filled}//`, filled.toUpperCase(), filled.replace(/\/([^/]*)$/, '//$1'));
    out.push(path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ''), path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, 'x%2Fy'));
  });
  return out;
}

describe('PathTable', () => {
  it("finds the paths Express's router matched, in the order it tried them, with the same params", () => {
    const pathnames = requestPaths();
    expect(pathnames.length).toBeGreaterThan(1000);
    let matched = 0;
    for (const pathname of pathnames) {
      const expected = expressMatches(pathname);
      const found = table.match(pathname).map(({ path, params }) => ({ path, params: { ...params } }));
      expect({ pathname, found }).toEqual({ pathname, found: expected });
      if (expected.length > 1) matched++;
    }
    // Static segments and parameters both matching is what the order decides: the table has such paths.
    expect(matched).toBeGreaterThan(10);
  });

  it('puts static segments before parameters from the left', () => {
    const small = new PathTable<string>();
    for (const path of ['/u/:id', '/u/:id/x', '/u/invites', '/:a/invites', '/u/:id/:b']) small.add(path, path);
    expect(small.match('/u/invites').map((m) => m.path)).toEqual(['/u/invites', '/u/:id', '/:a/invites']);
    expect(small.match('/U/Invites/').map((m) => m.path)).toEqual(['/u/invites', '/u/:id', '/:a/invites']);
    expect(small.match('/u/7/x').map((m) => [m.path, m.params])).toEqual([
      ['/u/:id/x', { id: '7' }],
      ['/u/:id/:b', { id: '7', b: 'x' }],
    ]);
    expect(small.match('/u//x')).toEqual([]);
    expect(small.match('/u/%F0%9F%90%98')[0]!.params).toEqual({ id: '🐘' });
  });

  it('refuses a parameter that does not decode with 400, as Express does', () => {
    expect(() => table.match('/api/v1/accounts/%E0')).toThrow(
      expect.objectContaining({ message: "Failed to decode param '%E0'", status: 400, statusCode: 400 }),
    );
  });

  it('refuses two paths differing only in parameter names', () => {
    const small = new PathTable<string>();
    small.add('/u/:id', 'a');
    expect(() => small.add('/u/:name', 'b')).toThrow('/u/:name: /u/:id has the same segments');
  });
});
