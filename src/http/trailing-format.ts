import type { NextFunction, Request, Response } from 'express';

/**
 * Pleroma's TrailingFormatPlug: its legacy paths take a `.json` suffix (`/api/pleroma/emoji.json`,
 * `/api/oauth_tokens.json`, which Pleroma-FE calls). Only the prefixes of Pleroma's list that this server
 * serves; `/nodeinfo/2.0.json` is a path of its own.
 */
export function trailingFormat(namespace: string) {
  const prefixes = [`/api/${namespace}/emoji`, '/api/oauth_tokens'];
  return (req: Request, _res: Response, next: NextFunction) => {
    const [path, query] = splitUrl(req.url);
    if (path.endsWith('.json') && prefixes.some((p) => path.startsWith(p)))
      req.url = path.slice(0, -'.json'.length) + query;
    next();
  };
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q)];
}
