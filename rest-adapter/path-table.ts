/**
 * The route table's paths as a tree of segments, looked up in one walk instead of trying each path's pattern in
 * turn. A path matches as Express's default router matches a route's path (path-to-regexp, neither
 * case-sensitive nor strict): static segments compare without regard to the case of ASCII letters, a `:name`
 * parameter takes one non-empty segment, decoded as Express decodes it, and one trailing slash is allowed.
 */

interface PathNode<T> {
  statics: Map<string, PathNode<T>>;
  param: PathNode<T> | null;
  end: PathEnd<T> | null;
}

interface PathEnd<T> {
  path: string;
  value: T;
  /** Each parameter's segment position and name. */
  params: [number, string][];
}

export interface PathMatch<T> {
  /** The table's path, with its `:name` parameters. */
  path: string;
  value: T;
  params: Record<string, string>;
}

const newNode = <T>(): PathNode<T> => ({ statics: new Map(), param: null, end: null });

/** What a RegExp with the `i` flag (and no `u`) folds: ASCII letters only, for these ASCII paths. */
const foldCase = (path: string) => path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** As Express's router decodes a parameter: a malformed escape is the client's error, 400. */
function decodeParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch (err) {
    if (err instanceof URIError) {
      throw Object.assign(err, { message: `Failed to decode param '${value}'`, status: 400, statusCode: 400 });
    }
    throw err;
  }
}

export class PathTable<T> {
  private readonly root = newNode<T>();

  /** Adds a path such as `/api/v1/accounts/:id/follow`; two paths differing only in parameter names are refused. */
  add(path: string, value: T): void {
    let node = this.root;
    const params: [number, string][] = [];
    path.split('/').forEach((segment, at) => {
      if (segment.startsWith(':')) {
        params.push([at, segment.slice(1)]);
        node = node.param ??= newNode();
      } else {
        const key = foldCase(segment);
        let next = node.statics.get(key);
        if (!next) node.statics.set(key, (next = newNode()));
        node = next;
      }
    });
    if (node.end) throw new Error(`${path}: ${node.end.path} has the same segments`);
    node.end = { path, value, params };
  }

  /**
   * Every path matching a request's (undecoded) pathname, static segments winning over parameters from the
   * left: the order in which the router tried its routes one after the other. Throws (status 400) if a
   * parameter does not decode; a static segment never holds a `%`, so such a segment is a parameter of every
   * match, and Express failed the request at the first.
   */
  match(pathname: string): PathMatch<T>[] {
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const segments = path.split('/');
    const ends: PathEnd<T>[] = [];
    collect(this.root, segments, foldCase(path).split('/'), 0, ends);
    return ends.map(({ path, value, params }) => {
      // A record without a prototype, as Express's own params.
      const values = Object.create(null) as Record<string, string>;
      for (const [at, name] of params) values[name] = decodeParam(segments[at]!);
      return { path, value, params: values };
    });
  }
}

function collect<T>(node: PathNode<T>, segments: string[], folded: string[], at: number, ends: PathEnd<T>[]): void {
  if (at === segments.length) {
    if (node.end) ends.push(node.end);
    return;
  }
  const next = node.statics.get(folded[at]!);
  if (next) collect(next, segments, folded, at + 1, ends);
  if (node.param && segments[at] !== '') collect(node.param, segments, folded, at + 1, ends);
}
