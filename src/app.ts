import cors from 'cors';
import express, { type NextFunction, type Request, type Response } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { routes } from '../rest-adapter/routes/index.js';
import { restRouter } from '../rest-adapter/router.js';
import { emailLinkPages } from './accounts/email-links.page.js';
import { PROFILE_IMAGE_PATH, profileImageDir } from './accounts/profile-images.js';
import { SecretBox } from './auth/secrets.js';
import type { AppConfig } from './config.js';
import type { AppDeps } from './context.js';
import type { Orm } from './db.js';
import { emojiDir } from './emoji/custom-emoji.js';
import { attachBus, createBus, detachBus, type EventBus } from './events/bus.js';
import { buildAppSchema } from './graphql/schema.js';
import { requirePreflight, startApollo } from './http/graphql.js';
import { requestLogger } from './http/request-log.js';
import { createMailer } from './mail/mailer.js';
import { mediaStatic } from './media/media-static.js';
import { uploadLimit } from './media/media.service.js';
import { authorizePage } from './oauth/authorize.page.js';
import { PROJECT_ROOT } from './paths.js';
import { RateLimits } from './rate-limits.js';
import { attachStreaming, STREAMING_PATH } from './streaming/index.js';
import type { StreamingLimits } from './streaming/mastodon.js';
import { MAX_FILES_PER_BATCH, zoneServiceSwagger } from './zones/swagger.js';
import { MAX_ZONE_BYTES } from './zones/upload-reader.js';

export const JSON_BODY_LIMIT = '1mb';

export interface AppOptions {
  orm: Orm;
  config: AppConfig;
  logger: Logger;
  /** Namespace for rate-limit counters in Redis (tests use a fresh one per app). */
  rateLimitPrefix?: string;
  /** The Redis channel of the event bus (instances sharing a database share it; tests use one per database). */
  eventChannel?: string;
  /** Heartbeat and back-pressure limits of the streaming API. */
  streamingLimits?: Partial<StreamingLimits>;
}

export interface RunningApp {
  app: express.Express;
  server: Server;
  deps: AppDeps;
  /** The event bus the services publish to. */
  bus: EventBus;
  /** The realtime interfaces (Mastodon streaming API, graphql-ws). */
  streaming: ReturnType<typeof attachStreaming>;
  /** Closes the sockets, stops Apollo, the bus, Redis and the mailer, and (not) the database: the caller owns the ORM. */
  close(): Promise<void>;
}

/** Paths whose every reply, errors included, is the zone service's `{"response": {"message": …}}` envelope. */
const ENVELOPE_PATHS = new Set(routes.filter((row) => row.errors === 'envelope').map((row) => row.path));

/** JSON for malformed or oversized bodies, never an HTML stack trace. */
function bodyErrors(err: { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) {
  const reply = (status: number, message: string) => res.status(status).json(ENVELOPE_PATHS.has(req.path) ? { response: { message } } : { error: message });
  if (err.type === 'entity.too.large') return reply(413, 'Request body is too large');
  if (err.type === 'entity.parse.failed') return reply(400, 'Malformed JSON body');
  if (err.status && err.status >= 400 && err.status < 500) return reply(err.status, 'Bad request');
  next(err);
}

/** Wiring only: request logging, CORS, bodies, /graphql, the OAuth page, the REST adapter, 404 and 500. */
export async function createApp(opts: AppOptions): Promise<RunningApp> {
  const { orm, config, logger } = opts;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const deps: AppDeps = {
    orm, config, logger, box: new SecretBox(config.jwtSecret), rateLimits: new RateLimits(redis, opts.rateLimitPrefix), mailer: createMailer(config, logger),
  };
  const { schema } = await buildAppSchema();
  const bus = await createBus(config.redisUrl, logger, opts.eventChannel);
  attachBus(orm.em, bus);

  const app = express();
  const server = createServer(app);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(cors({ exposedHeaders: ['Link', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id'] }));
  app.use(express.json({ limit: JSON_BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.use(bodyErrors);

  const { apollo, middleware } = await startApollo(schema, deps, server);
  // Files up to the larger of the zone limit and the instance's upload_limit pass; each service checks its own.
  const graphqlUploads = async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    const maxFileSize = Math.max(MAX_ZONE_BYTES, await uploadLimit(orm.em.fork())) + 1;
    graphqlUploadExpress({ maxFileSize, maxFiles: MAX_FILES_PER_BATCH })(req, res, next);
  };
  app.use('/graphql', requirePreflight, graphqlUploads, middleware);
  app.get(`${STREAMING_PATH}/health`, (_req, res) => res.type('text/plain').send('OK'));
  app.get('/api/swagger.json', (_req, res) => res.json(zoneServiceSwagger(config)));
  app.use(authorizePage(deps));
  app.use(emailLinkPages(deps));
  app.use(restRouter(routes, schema, deps));
  // The default avatar and header images the account entity links to.
  app.use('/images', express.static(join(PROJECT_ROOT, 'public', 'images'), { fallthrough: true, maxAge: '1d' }));
  // Files users or admins put there: served as inert images (an SVG cannot run scripts on this origin).
  const inert = { fallthrough: true, maxAge: '1d', dotfiles: 'ignore' as const, setHeaders: (res: Response) => {
    res.set({ 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'X-Content-Type-Options': 'nosniff' });
  } };
  app.use('/emoji', express.static(emojiDir(config), inert));
  app.use(PROFILE_IMAGE_PATH, express.static(profileImageDir(config), inert));
  app.use('/media', mediaStatic(config));

  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use((err: Error & { status?: number; expose?: boolean }, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // Refusals raised by middleware (graphql-upload's 413 for too many or too large files) keep their status.
    if (err.status && err.status >= 400 && err.status < 500) {
      if (req.path.startsWith('/graphql')) {
        const code = err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
        return res.status(err.status).json({ errors: [{ message: err.message, extensions: { code } }] });
      }
      return res.status(err.status).json({ error: err.message });
    }
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json({ error: 'Internal server error' });
  });

  const streaming = attachStreaming(server, deps, schema, bus, opts.streamingLimits);

  return {
    app,
    server,
    deps,
    bus,
    streaming,
    async close() {
      await streaming.close();
      detachBus(orm.em);
      await bus.close();
      await apollo.stop();
      redis?.disconnect();
      deps.mailer.close();
    },
  };
}
