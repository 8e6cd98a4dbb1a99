import type { Express } from 'express';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import supertest from 'supertest';

/**
 * Checks every reply a test receives against the OpenAPI document the app serves: when the request's method and
 * path are a route of the table, a JSON reply's body must match the schema the document gives its status, and a
 * 2xx status must be one the document lists. The document is read from the app once, when the app starts, and each
 * schema is compiled on first use. Statuses the document does not list outside 2xx (a 405 of the router, a 500)
 * and routes outside the table are not checked.
 */
type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}
interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
}

const DOC_ID = 'https://fedigraph.test/openapi';

/** Static segments before parameters, as the router orders its routes (`/users/invites` before `/users/:id`). */
const specificity = (path: string) =>
  path
    .split('/')
    .map((seg) => (seg.startsWith('{') ? '1' : '0'))
    .join('');

export interface ReplyChecker {
  /** What is wrong with this reply, or null. */
  problem(method: string, url: string, status: number, contentType: string | undefined, body: unknown): string | null;
}

export function replyChecker(doc: Doc): ReplyChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  formats.default(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components });
  const routes: Route[] = Object.entries(doc.paths)
    .flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
        operation,
      })),
    )
    .sort((a, b) => specificity(a.template).localeCompare(specificity(b.template)));
  const compiled = new Map<Json, ValidateFunction>();
  const validator = (schema: Json) => {
    let fn = compiled.get(schema);
    if (!fn) {
      const pointed = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`),
      ) as Json;
      fn = ajv.compile(pointed);
      compiled.set(schema, fn);
    }
    return fn;
  };
  return {
    problem(method, url, status, contentType, body) {
      const path = new URL(url, 'http://x').pathname;
      const route = routes.find((r) => r.method === method && r.pattern.test(path));
      if (!route) return null;
      const where = `${method} ${route.template} ${status}`;
      const reply = route.operation.responses[String(status)];
      if (!reply) return status >= 200 && status < 300 ? `${where}: the document lists no such status` : null;
      if (status === 204 || !reply.content) return null;
      const type = (contentType ?? '').split(';')[0].trim();
      const declared = reply.content[type];
      if (!declared)
        return `${where}: the reply is ${type || 'untyped'}, the document says ${Object.keys(reply.content)}`;
      if (type !== 'application/json' || !declared.schema) return null;
      const validate = validator(declared.schema);
      if (validate(body)) return null;
      return `${where}: the reply does not match its schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${JSON.stringify(body).slice(0, 2000)}`;
    },
  };
}

/**
 * A supertest plugin that fails a request whose reply does not match the app's OpenAPI document (see
 * replyChecker), after the test's own expectations: `supertest.agent(app).use(await checkReplies(app))`.
 */
export async function checkReplies(app: Express): Promise<(req: supertest.Test) => void> {
  // Read before the first request: a reply waiting on the document would let background work (a job the
  // request queued) start before the test's next step, which tests that drain the job queue do not expect.
  const checker = replyChecker((await supertest(app).get('/api/openapi')).body as Doc);
  return (req) => {
    const test = req as unknown as {
      assert(err: Error | null, res: supertest.Response | undefined, fn: (e: Error | null, r?: unknown) => void): void;
      method: string;
      url: string;
    };
    const assert = test.assert.bind(test);
    test.assert = (resError, res, fn) =>
      assert(resError, res, (err, r) => {
        if (err || !res) return fn(err, r);
        // An empty body under a JSON type (Pleroma's token revocation) is the empty string, not superagent's {}.
        const body = res.text === '' ? '' : (res.body as unknown);
        let problem: string | null;
        try {
          problem = checker.problem(test.method, test.url, res.status, res.headers['content-type'], body);
        } catch (e) {
          problem = `the reply could not be checked: ${(e as Error).message}`;
        }
        fn(problem ? new Error(problem) : null, r);
      });
  };
}
