import type { NextFunction, Request, Response } from 'express';

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
