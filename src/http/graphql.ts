import { ApolloServer, type ApolloServerOptionsWithGateway, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import { buildContext, type AppDeps, type Context } from '../graphql/context.js';
import { errorPayload } from '../graphql/error-payload.js';
import { limitRules, parseOptions } from '../graphql/limits.js';
import { operationRunner } from '../graphql/operation-runner.js';

/** Logs unexpected errors with the request id; the client only ever sees the generic INTERNAL message. */
const logInternalErrors = (deps: AppDeps): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const payload = errorPayload(error);
          if (payload.internal)
            deps.logger.error({ err: payload.internal, reqId: contextValue.requestId }, 'graphql operation failed');
        }
      },
    };
  },
});

/** Every error leaves with `extensions.code` from our list and no stack trace. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const payload = errorPayload(error);
  return {
    message: payload.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { ...payload.details, code: payload.code },
  };
}

/**
 * Apollo parses, validates and answers; the operation runs compiled (src/graphql/operation-runner.ts). Apollo 5
 * takes an executor of its own only from a gateway: this one gives it the schema once and never changes it.
 */
function compiledExecution(schema: GraphQLSchema): ApolloServerOptionsWithGateway<Context>['gateway'] {
  const run = operationRunner(schema);
  return {
    async load() {
      return {
        executor: (request) =>
          run({
            document: request.document,
            operationName: request.request.operationName,
            variableValues: request.request.variables,
            contextValue: request.context as Context,
          }),
      };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

export async function startApollo(schema: GraphQLSchema, deps: AppDeps, httpServer: Server, limits = true) {
  const apollo = new ApolloServer<Context>({
    gateway: compiledExecution(schema),
    formatError,
    introspection: true,
    stopOnTerminationSignals: false, // src/main.ts owns shutdown
    // CSRF is refused before Apollo (refuseFormPosts) and by not reading ambient credentials on the requests a
    // cross-site page could send (sendableCrossSite): Apollo's own check would refuse every plain GET.
    csrfPrevention: false,
    // The cache-control plugin, on by default, hooks every field resolver (willResolveField) to compute cache
    // hints nobody reads: off.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      logInternalErrors(deps),
    ],
    parseOptions,
    validationRules: limits ? limitRules : [],
  });
  await apollo.start();
  return {
    apollo,
    middleware: expressMiddleware(apollo, {
      context: ({ req }) => buildContext(deps, req, { ambient: !sendableCrossSite(req) }),
    }),
  };
}

/** Headers a cross-site form cannot send: a request carrying one was preflighted (Apollo's CSRF headers). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];
/** The content types a cross-site form (or a fetch without preflight) may send. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
/** The bodies POST /graphql takes, as express.json parses them. */
export const JSON_BODY_TYPES = ['application/json', 'application/*+json'];

const hasPreflightHeader = (req: Request) => PREFLIGHT_HEADERS.some((header) => Boolean(req.get(header)));

/**
 * A request a page of another site could make the browser send with the user's cookies and cached HTTP Basic
 * credentials: no preflight header and no content type, or a form's. (The content type is read from the header:
 * `req.is` answers nothing for a GET, which has no body.)
 */
export function sendableCrossSite(req: Request): boolean {
  const type = req.get('content-type')?.split(';')[0].trim().toLowerCase();
  return !hasPreflightHeader(req) && (type === undefined || FORM_TYPES.has(type));
}

const refuse = (res: Response, message: string) =>
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

/**
 * CSRF: a POST runs only with a JSON body, which a cross-site form cannot send, or as multipart (uploads) with
 * a preflight header. Anything else is refused before it reaches Apollo. GET is not refused here: Apollo runs
 * only queries over GET, and those run without the cookie or HTTP Basic (see buildContext's `ambient`).
 */
export function refuseFormPosts(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST' || req.is(JSON_BODY_TYPES)) return next();
  if (req.is('multipart/form-data')) {
    if (hasPreflightHeader(req)) return next();
    refuse(res, 'Multipart requests need the header "apollo-require-preflight: true"');
    return;
  }
  refuse(
    res,
    'POST /graphql takes a JSON body (content-type: application/json), or multipart with the header "apollo-require-preflight: true"',
  );
}
