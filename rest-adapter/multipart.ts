import busboy from 'busboy';
import type { NextFunction, Request, Response } from 'express';
import { Readable } from 'node:stream';
import { Upload } from 'graphql-upload-minimal';
import type { ErrorCode } from '../src/core/errors.js';
import { nestBrackets } from '../src/http/form-body.js';
import { inputProblem } from '../src/core/input-limits.js';
import { toHttpError, type ErrorStyle } from '../src/http/http-errors.js';
import type { Params } from './types.js';

export interface MultipartLimits {
  /**
   * Bytes kept of each file; a longer file is cut there and marked truncated (the service answers 413). A
   * function is asked once per request.
   */
  fileSize: number | (() => Promise<number>);
  files: number;
}

/**
 * Parses a multipart/form-data body into params: text fields as strings, files as graphql-upload `Upload`
 * values, exactly what a GraphQL multipart request would put in the variables; bracket keys nest as in every form. Each file is held in memory
 * only up to `limits.fileSize` + 1 bytes; the rest of an oversized file is drained, not stored.
 */
export function multipartParams(limits: MultipartLimits, style: ErrorStyle) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    const fileSize = typeof limits.fileSize === 'number' ? limits.fileSize : await limits.fileSize();
    const refuse = (code: ErrorCode, message: string) => {
      if (res.headersSent) return;
      const http = toHttpError({ code, message, details: {} }, style);
      res.status(http.status).set(http.headers).json(http.body);
      req.unpipe();
      req.resume();
    };
    const params: Params = {};
    // A repeated name is a list, as in a urlencoded body; `name[]` and other bracket keys nest at the end.
    const add = (name: string, value: unknown) => {
      params[name] = name in params ? [...[params[name]].flat(), value] : value;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: fileSize + 1, files: limits.files, fields: 100 } });
    } catch {
      return refuse('BAD_USER_INPUT', 'Malformed multipart body');
    }
    parser.on('field', (name, value) => add(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const body = Buffer.concat(chunks);
        const truncated = (stream as Readable & { truncated?: boolean }).truncated ?? false;
        const upload = new Upload() as Upload & { resolve(file: unknown): void };
        upload.resolve({
          fieldName: name,
          filename: info.filename,
          mimetype: info.mimeType,
          encoding: info.encoding,
          createReadStream: () => Object.assign(Readable.from([body]), { truncated }),
        });
        add(name, upload);
      });
    });
    parser.on('filesLimit', () => refuse('PAYLOAD_TOO_LARGE', `At most ${limits.files} file(s) per request`));
    parser.on('error', () => refuse('BAD_USER_INPUT', 'Malformed multipart body'));
    parser.on('close', () => {
      if (res.headersSent) return;
      req.body = nestBrackets(params);
      // The app-wide input guard ran before this body was read: its limits are checked here.
      const problem = inputProblem(req.body);
      if (problem) return refuse('BAD_USER_INPUT', problem);
      next();
    });
    req.pipe(parser);
  };
}
