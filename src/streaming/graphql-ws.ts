import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { AuthInfo, CredentialSource } from '../auth/authenticate.js';
import { contextFor, type AppDeps } from '../graphql/context.js';
import { checkedDocument } from '../graphql/limits.js';
import { formatError } from '../http/graphql.js';
import type { StreamingHub } from './hub.js';

const stringParam = (params: Record<string, unknown> | undefined, ...names: string[]) => {
  for (const name of names) if (typeof params?.[name] === 'string') return params[name] as string;
  return undefined;
};

/** The credentials of a graphql-ws connection: the init payload's `authorization` (or `access_token`), else the upgrade request's header. */
function credentialsOf(params: Record<string, unknown> | undefined, request: IncomingMessage): CredentialSource {
  const authorization = stringParam(params, 'authorization', 'Authorization') ?? request.headers.authorization;
  return {
    authorization,
    accessTokenParam: stringParam(params, 'access_token', 'token'),
    address: request.socket.remoteAddress,
  };
}

let nextId = 0;

/**
 * GraphQL over WebSocket (the graphql-ws protocol) on /graphql: queries, mutations and subscriptions with
 * the same schema, shield rules and context as HTTP. A bad credential in the init payload closes the
 * connection with 4403; keep-alive pings every 12 s (graphql-ws's default) drop dead peers.
 */
export function graphqlWebSocket(schema: GraphQLSchema, deps: AppDeps, hub: StreamingHub) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  const auths = new WeakMap<object, { auth: AuthInfo; credentials: CredentialSource; id: string }>();
  const server = useServer<Record<string, unknown>>(
    {
      schema,
      async onConnect(ctx) {
        const credentials = credentialsOf(ctx.connectionParams, ctx.extra.request);
        const auth = await hub.authenticate(credentials);
        if (auth.failure) return false;
        auths.set(ctx, { auth, credentials, id: `graphql-${++nextId}` });
        return true;
      },
      // The document limits of HTTP (src/graphql/limits.ts) apply to documents sent over the socket too.
      onSubscribe(_ctx, _id, payload) {
        const checked = checkedDocument(schema, payload.query, payload.variables);
        if ('errors' in checked) return checked.errors;
        return {
          schema,
          document: checked.document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      context(ctx) {
        const { auth, credentials, id } = auths.get(ctx)!;
        const socket = ctx.extra.socket;
        const context = contextFor(
          deps,
          deps.orm.em.fork(),
          auth,
          id,
          ctx.extra.request.socket.remoteAddress ?? 'unknown',
        );
        context.connection = { id, credentials, close: (code: number, reason: string) => socket.close(code, reason) };
        return context;
      },
      onNext(_ctx, _id, _payload, _args, result) {
        if (!result.errors?.length) return;
        return { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) };
      },
      onError(_ctx, _id, _payload, errors) {
        return errors.map((e) => formatError(e.toJSON(), e));
      },
    },
    wss,
  );
  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    async close(): Promise<void> {
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await server.dispose();
      wss.close();
    },
  };
}
