import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { refusalBody, type ErrorStyles } from './http-errors.js';
import { inputProblem, NUL_MESSAGE } from '../core/input-limits.js';

/** Refusals made before any route runs, worded as the path's interface words errors (`refusalBody`). */
function refusal(styles: ErrorStyles) {
  return (req: Request, res: Response, status: number, message: string) =>
    res.status(status).json(refusalBody(req.path, styles, status, message));
}

/** JSON for malformed or oversized bodies, never an HTML stack trace. */
export function bodyErrors(styles: ErrorStyles) {
  const reply = refusal(styles);
  return (err: { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) => {
    if (err.type === 'entity.too.large') return reply(req, res, 413, 'Request body is too large');
    if (err.type === 'entity.parse.failed') return reply(req, res, 400, 'Malformed JSON body');
    if (err.status && err.status >= 400 && err.status < 500) return reply(req, res, err.status, 'Bad request');
    next(err);
  };
}

/**
 * The one check of everything a request carries as text: its path (decoded), query string and parsed body
 * hold no NUL character and no JSON nested deeper than MAX_JSON_DEPTH (src/core/input-limits.ts). Mounted after
 * the body parsers (and again after the multipart parsers, which fill the body later).
 */
export function inputGuard(styles: ErrorStyles): RequestHandler {
  const reply = refusal(styles);
  return (req, res, next) => {
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return void reply(req, res, 400, 'Malformed percent-encoding in the path');
    }
    const problem = path.includes('\0') ? NUL_MESSAGE : (inputProblem(req.query) ?? inputProblem(req.body));
    if (problem) return void reply(req, res, 400, problem);
    next();
  };
}
