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
    // CSRF: GET can only run queries, which change nothing; multipart POSTs are checked by requirePreflight below.
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
  return { apollo, middleware: expressMiddleware(apollo, { context: ({ req }) => buildContext(deps, req) }) };
}

/**
 * A browser form can post multipart across sites without a preflight; uploads therefore must carry
 * `apollo-require-preflight` (or `x-apollo-operation-name`), which a cross-site form cannot set.
 */
export function requirePreflight(req: Request, res: Response, next: NextFunction): void {
  if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    res.status(400).json({
      errors: [
        {
          message: 'Multipart requests need the header "apollo-require-preflight: true"',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    return;
  }
  next();
}
