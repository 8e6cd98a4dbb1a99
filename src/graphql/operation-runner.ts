import {
  execute,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Context } from './context.js';

export interface OperationRequest {
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
  contextValue: Context;
}

/** Runs one query or mutation of a validated document against the executable schema. */
export type OperationRunner = (request: OperationRequest) => Promise<ExecutionResult>;

/**
 * Queries and mutations run compiled by graphql-jit: an operation is compiled into a JavaScript function (the
 * resolvers, the shield rules and the rate limits of the schema are called as under graphql-js) the second time
 * its document runs, then run so per request. On the 1000-report page GraphQL took 15 % and REST 23 % less
 * time than under graphql-js's `execute`, with the same replies (docs/performance.md). A document seen once runs
 * under graphql-js: compiling costs more than most runs (17-38 ms for the timeline and report documents), and a
 * client sending ever new documents must not make the server compile each (one that sends each twice gets at
 * most one compilation per two requests, within the GraphQL limits). The compiled functions live as long as
 * their document: the REST routes' and the streaming templates' for the process, Apollo's as long as its
 * document cache keeps them.
 */
export function operationRunner(schema: GraphQLSchema): OperationRunner {
  const seenOnce = new WeakSet<DocumentNode>();
  /** By document and operation name: the compiled operation, or null where it did not compile (tried once). */
  const byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  /** The compiled operation, or null to run it under graphql-js (first sight, or it does not compile). */
  const compiled = (document: DocumentNode, operationName: string | null | undefined) => {
    if (!seenOnce.has(document)) {
      seenOnce.add(document);
      return null;
    }
    // An operation the document lacks is left to graphql-js to refuse (Apollo hands it on): keeping nothing for it,
    // a client naming ever new operations grows nothing.
    if (!getOperationAST(document, operationName)) return null;
    let byName = byDocument.get(document);
    if (!byName) byDocument.set(document, (byName = new Map()));
    const key = operationName ?? '';
    if (!byName.has(key)) {
      const entry = compileQuery(schema, document, operationName ?? undefined);
      byName.set(key, isCompiledQuery(entry) ? entry : null);
    }
    return byName.get(key) ?? null;
  };
  return async (request) => {
    const { document, operationName, variableValues, contextValue } = request;
    const entry = compiled(document, operationName);
    if (!entry) return execute({ schema, ...request });
    const result = await entry.query(undefined, contextValue, variableValues ?? {});
    // No data: refused before any resolver ran (a variable). graphql-js refuses it again, in the words clients and
    // the REST routes' messages know ("Value "x" does not exist in "Visibility" enum.").
    if (result.data === undefined) return execute({ schema, ...request });
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
}

/**
 * graphql-jit's errors have no `extensions` (Apollo's formatting reads `extensions.code` and fails); they are
 * made graphql-js errors again, with the same message, locations, path and original error.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  return Object.assign(rebuilt, { locations: error.locations });
}
