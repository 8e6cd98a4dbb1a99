import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Fields = Record<string, unknown>;

/** Keys that would reach an object's prototype once nested. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `name[a][b]` or `name[a][]`: a name, then non-empty segments, then an optional `[]` for a list. */
const BRACKET_KEY = /^([^[\]]+)((?:\[[^[\]]+\])*)(\[\])?$/;

/**
 * Form keys in bracket notation as the nested objects a JSON body would send, as Rails and Phoenix read every
 * form: `source[privacy]=x` → `{source: {privacy: 'x'}}`, `fields_attributes[0][name]` → an object keyed "0",
 * `poll[options][]=a` → `{poll: {options: ['a']}}`. Other keys are kept as they are; keys naming the prototype
 * are dropped. The result can nest as deep as the keys do: the input guard's depth limit applies after.
 */
export function nestBrackets(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = BRACKET_KEY.exec(key);
    const path = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1])] : [key];
    if (path.some((p) => UNSAFE_KEYS.has(p))) continue;
    let node = out;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Fields;
    }
    node[path[path.length - 1]] = match?.[3] ? [value].flat() : value;
  }
  return out;
}

/** Nests the bracket keys of a urlencoded body (after express.urlencoded; multipart bodies nest in their parser). */
export function nestFormBody(req: Request, _res: Response, next: NextFunction): void {
  if (req.is('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object')
    req.body = nestBrackets(req.body as Fields);
  next();
}

/**
 * Whether the request has a body, as the body parsers decide it (type-is's `hasBody`): a Transfer-Encoding
 * header, or a Content-Length that is a number (0 included).
 */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || !isNaN(req.headers['content-length'] as unknown as number);

/**
 * `handlers` (the body parsers) in turn, for a request that has a body; one without (most GETs) skips them all at
 * once, as each of them would skip it, instead of passing through each. Skipped, `req.body` is set to undefined
 * as the parsers set it (Apollo's middleware refuses a request whose `body` was never set, a GET among them).
 */
export function forBodies(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      if (!('body' in (req as object))) (req as { body?: unknown }).body = undefined;
      return next();
    }
    let at = 0;
    const step = (err?: unknown) =>
      err !== undefined || at === handlers.length ? next(err) : handlers[at++](req, res, step);
    step();
  };
}
