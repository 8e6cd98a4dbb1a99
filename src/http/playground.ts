import express, { type Request, type Response, type Router } from 'express';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { PROJECT_ROOT } from '../core/paths.js';
import { errorBody } from './http-errors.js';

/**
 * The admins' GraphQL playground: GraphiQL 4 (its UMD build, with React 18 UMD and graphql-ws UMD) and our own
 * sign-in script, all served from this server: the page loads nothing from any other origin, and its CSP says so.
 */
export const PLAYGROUND_ASSETS = '/graphql/playground';

const require = createRequire(import.meta.url);

/** A file inside an installed package (their `exports` maps do not list the UMD builds, their package.json they do). */
const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

/** The files the page loads, by the name it loads them under. */
const SOURCES: Record<string, string> = {
  'react.js': packageFile('react', 'umd/react.production.min.js'),
  'react-dom.js': packageFile('react-dom', 'umd/react-dom.production.min.js'),
  'graphiql.js': packageFile('graphiql', 'dist/index.umd.js'),
  'graphiql.css': packageFile('graphiql', 'dist/style.css'),
  'graphql-ws.js': packageFile('graphql-ws', 'umd/graphql-ws.min.js'),
  'playground.js': join(PROJECT_ROOT, 'public', 'playground', 'playground.js'),
  'playground.css': join(PROJECT_ROOT, 'public', 'playground', 'playground.css'),
};

interface Asset {
  type: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCompress);

/**
 * Compressed once, when first asked for, on libuv's thread pool (brotli at quality 5: GraphiQL's 1 MB bundle
 * becomes about 310 kB in under half a second; quality 11 would take seconds for 10% less).
 */
async function compress(raw: Buffer, type: string): Promise<Asset> {
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  ]);
  return { type, etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`, raw, gzip: gz, br };
}

function sendAsset(req: Request, res: Response, asset: Asset, cacheControl: string): void {
  res.set({ 'Content-Type': asset.type, ETag: asset.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' });
  if (req.get('if-none-match') === asset.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.raw;
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
  res.send(body);
}

/** Only this origin, for scripts, styles, fonts, images and connections (fetch and the graphql-ws socket). */
export function playgroundCsp(req: Request): string {
  const wsOrigin = `${req.protocol === 'https' ? 'wss' : 'ws'}://${req.get('host') ?? ''}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // GraphiQL sets element styles at run time (editor sizes, drag handles).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${wsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL playground</title>
<link rel="stylesheet" href="${PLAYGROUND_ASSETS}/graphiql.css">
<link rel="stylesheet" href="${PLAYGROUND_ASSETS}/playground.css">
</head>
<body>
<header id="session">
  <form id="sign-in" autocomplete="on">
    <strong>GraphQL playground</strong>
    <label>Nickname <input name="nickname" autocomplete="username" required></label>
    <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
    <label id="code-field" hidden>Code <input name="code" inputmode="numeric" autocomplete="one-time-code"></label>
    <button type="submit">Sign in</button>
    <span id="sign-in-error" role="alert"></span>
  </form>
  <div id="signed-in" hidden>
    <strong>GraphQL playground</strong>
    <span>Signed in as <b id="who"></b></span>
    <button type="button" id="sign-out">Sign out</button>
  </div>
</header>
<main id="graphiql">Loading…</main>
<script src="${PLAYGROUND_ASSETS}/react.js"></script>
<script src="${PLAYGROUND_ASSETS}/react-dom.js"></script>
<script src="${PLAYGROUND_ASSETS}/graphiql.js"></script>
<script src="${PLAYGROUND_ASSETS}/graphql-ws.js"></script>
<script src="${PLAYGROUND_ASSETS}/playground.js"></script>
</body>
</html>
`;

/** A browser navigating to /graphql: it asks for HTML first (a GraphQL client asks for JSON). */
function wantsPage(req: Request): boolean {
  return req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
}

export function playgroundRouter(): Router {
  const router = express.Router();
  const assets = new Map<string, Promise<Asset>>();
  const typeOf = (name: string) =>
    name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
  const assetNamed = (name: string): Promise<Asset> => {
    let asset = assets.get(name);
    if (!asset) {
      asset =
        name === 'index.html'
          ? compress(Buffer.from(PAGE), 'text/html; charset=utf-8')
          : readFile(SOURCES[name]).then((raw) => compress(raw, typeOf(name)));
      assets.set(name, asset);
    }
    return asset;
  };

  router.get('/graphql', async (req, res, next) => {
    if (!wantsPage(req)) return next();
    res.set({
      'Content-Security-Policy': playgroundCsp(req),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    });
    // The page is small and names the assets; revalidated each time so a new release is picked up at once.
    sendAsset(req, res, await assetNamed('index.html'), 'no-cache');
  });
  router.get(`${PLAYGROUND_ASSETS}/:name`, async (req, res) => {
    const name = req.params.name;
    if (!Object.hasOwn(SOURCES, name)) {
      res.status(404).json(errorBody('social', 404, 'Not found'));
      return;
    }
    sendAsset(req, res, await assetNamed(name), 'public, max-age=3600');
  });
  return router;
}
