import express, { type NextFunction, type Request, type Response } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { routes } from '../rest-adapter/routes/index.js';
import { errorStylesOf, restRouter } from '../rest-adapter/router.js';
import { openApiRouter } from './http/openapi.js';
import { errorBody, refusalBody } from './http/http-errors.js';
import { emailLinkPages } from './accounts/email-links.page.js';
import { PROFILE_IMAGE_PATH, profileImageDir } from './accounts/profile-images.js';
import { SecretBox } from './auth/secrets.js';
import type { AppConfig } from './config.js';
import type { AppDeps } from './graphql/context.js';
import { embeddedDatabaseOf, type Orm } from './db/database.js';
import { poolStats } from './db/pool-stats.js';
import { EmojiRegistry } from './emoji/custom-emoji.js';
import { emojiStatic } from './emoji/emoji-static.js';
import { attachBus, createBus, detachBus, onPublish, type EventBus } from './events/bus.js';
import type { SocialEvent } from './events/events.js';
import { AccessTokenCache } from './auth/token-cache.js';
import { SharedReplies } from './http/shared-replies.js';
import { federationMiddleware } from './federation/express.js';
import { createFederationRuntime } from './federation/index.js';
import { applyOutboundPools } from './federation/outbound-pools.js';
import { attachFederation, detachFederation } from './federation/runtime.js';
import { buildAppSchema } from './graphql/schema.js';
import { BACKUP_JOB, backupJob } from './backups/backup.service.js';
import { backupFiles } from './backups/backup-files.js';
import { IMPORT_JOB, runImport } from './imports/import.service.js';
import { jobCounts, JobWorker } from './jobs/job-queue.js';
import { PREVIEW_CARD_JOB, previewCardJob } from './cards/preview-card.service.js';
import { JSON_BODY_TYPES, refuseFormPosts, startApollo } from './http/graphql.js';
import { requestTracker } from './http/drain.js';
import { requestLogger } from './http/request-log.js';
import { bodyErrors, inputGuard } from './http/request-guards.js';
import { forBodies, nestFormBody } from './http/form-body.js';
import { securityHeaders } from './http/security-headers.js';
import { corsHeaders } from './http/cors-headers.js';
import { trailingFormat } from './http/trailing-format.js';
import { instanceDocumentPages } from './instance/instance-document.page.js';
import { createMailer } from './mail/mailer.js';
import { playgroundRouter } from './http/playground.js';
import { mediaStatic } from './media/media-static.js';
import { metricsEndpoint } from './http/metrics-endpoint.js';
import { setSources } from './metrics/metrics.js';
import { mediaProxyRouter } from './media-proxy/media-proxy.page.js';
import { adminFrontendRouter, primaryFrontendRouter } from './frontends/frontend-static.js';
import { registrationForm } from './frontends/registration-form.js';
import { dropCachedCopies } from './media-proxy/media-proxy.service.js';
import { uploadLimit } from './media/media.service.js';
import { authorizePage } from './oauth/authorize.page.js';
import { PROJECT_ROOT } from './core/paths.js';
import { startPollEndings } from './polls/poll-endings.js';
import { deliverWebPush, WEB_PUSH_JOB } from './push/push-delivery.js';
import { vapidKeys } from './push/vapid-keys.js';
import { RateLimits } from './rate-limits/rate-limits.js';
import { startScheduledPublishing } from './statuses/scheduled-publishing.js';
import { openConfigStore } from './settings/config-events.js';
import { detachConfigStore } from './settings/config-store.js';
import { settingsOf } from './settings/settings.service.js';
import { attachStreaming, STREAMING_PATH } from './streaming/index.js';
import { DEFAULT_LIMITS, type StreamingLimits } from './streaming/mastodon.js';
import { sseStreaming } from './streaming/sse.js';
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
  /**
   * The limits on a client's GraphQL document (src/graphql/limits.ts); on unless false. bench:graphql turns them
   * off to send /graphql the REST route's own document (deeper and larger than a client may send) for 1000 items.
   */
  graphqlLimits?: boolean;
}

export interface RunningApp {
  app: express.Express;
  server: Server;
  deps: AppDeps;
  /** The event bus the services publish to. */
  bus: EventBus;
  /** The background worker running queued jobs (imports). */
  jobs: JobWorker;
  /** The realtime interfaces (Mastodon streaming API, graphql-ws). */
  streaming: ReturnType<typeof attachStreaming>;
  /** Stops accepting connections and resolves once every request in flight has been answered. */
  drain(): Promise<void>;
  /** Closes the sockets, stops Apollo, the bus, Redis and the mailer, and (not) the database: the caller owns the ORM. */
  close(): Promise<void>;
}

/** Wiring only: request logging, CORS, bodies, /graphql, the OAuth page, the REST adapter, 404 and 500. */
export async function createApp(opts: AppOptions): Promise<RunningApp> {
  const { orm, config, logger } = opts;
  const embedded = embeddedDatabaseOf(orm.config);
  if (embedded) embedded.log = logger;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  const bus = await createBus(config.redisUrl, logger, opts.eventChannel);
  attachBus(orm.em, bus);
  const settings = await openConfigStore(orm, config, bus, logger, applyOutboundPools);
  const deps: AppDeps = {
    orm,
    config,
    logger,
    box: new SecretBox(config.jwtSecret),
    mailer: createMailer(config, logger),
    rateLimits: new RateLimits(redis, opts.rateLimitPrefix, () => settingsOf(settings, 'rate_limit')),
    emoji: new EmojiRegistry(config),
    accessTokens: new AccessTokenCache(config.tokenCacheSize),
  };
  // Dropped in this process as the change is published, and in every other one when the bus brings it (before
  // the streaming hub, subscribed later, has its sockets check their tokens again).
  const sharedReplies = new SharedReplies(() => settings.version);
  const forget = (event: SocialEvent) => {
    deps.accessTokens.forget(event);
    sharedReplies.forget(event);
  };
  const stopTokenDrops = [onPublish(orm.em, forget), bus.subscribe(forget)];
  const { schema } = await buildAppSchema();
  // Made (once per database) before any request, so that reading the VAPID key never writes.
  await vapidKeys(orm.em, deps.box);
  const stopEmojiReloads = bus.subscribe((event) => {
    if (event.type === 'emoji.changed') deps.emoji.reload();
  });
  const stopProxyPurges = bus.subscribe((event) => {
    if (event.type === 'media_proxy.purged') void dropCachedCopies(config, event.urls).catch(() => {});
  });

  const app = express();
  const server = createServer(app);
  const requests = requestTracker(server);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag on replies built per request: Pleroma sends none on its API (Mastodon's clients do not revalidate
  // with If-None-Match), and hashing every body cost as much as building a small one. Static files and the
  // playground's assets keep theirs.
  app.set('etag', false);
  app.use(requestLogger(logger));
  app.use(metricsEndpoint(settings));
  app.use(trailingFormat(config.namespace));
  app.use(securityHeaders(config));
  app.use(corsHeaders());
  // ActivityPub (src/federation): before the body parsers, so inbox signatures are checked on the raw body.
  const federation = createFederationRuntime(deps);
  attachFederation(orm.em, federation);
  app.use(federationMiddleware(federation.federation, federation.data));
  app.use(
    forBodies(
      express.json({ limit: JSON_BODY_LIMIT, type: JSON_BODY_TYPES }),
      express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }),
      nestFormBody,
    ),
  );
  // Refusals before any route runs are worded in the path's style (the zone service's envelope, list rows).
  const errorStyles = errorStylesOf(routes, config.namespace);
  app.use(bodyErrors(errorStyles));
  app.use(inputGuard(errorStyles));
  // The API's paths before the pages and routers below, none of which serves a path of the table: an API request
  // skips them.
  app.use(restRouter(routes, schema, deps, sharedReplies));

  const { apollo, middleware } = await startApollo(schema, deps, server, opts.graphqlLimits ?? true);
  // Files up to the larger of the zone limit and the instance's upload_limit pass; each service checks its own.
  const graphqlUploads = async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    const maxFileSize = Math.max(MAX_ZONE_BYTES, await uploadLimit(orm.em.fork())) + 1;
    graphqlUploadExpress({ maxFileSize, maxFiles: MAX_FILES_PER_BATCH })(req, res, next);
  };
  // A browser opening /graphql gets the playground; GraphQL clients (which ask for JSON) reach Apollo.
  app.use(playgroundRouter());
  app.use('/graphql', refuseFormPosts, graphqlUploads, inputGuard(errorStyles), middleware);
  app.get(`${STREAMING_PATH}/health`, (_req, res) => res.type('text/plain').send('OK'));
  const sse = sseStreaming(() => streaming.hub, { ...DEFAULT_LIMITS, ...opts.streamingLimits });
  app.use(sse.router);
  app.get('/api/swagger.json', (_req, res) => res.json(zoneServiceSwagger(config)));
  app.use(openApiRouter(schema, config));
  app.use(authorizePage(deps));
  app.use(emailLinkPages(deps));
  app.use(instanceDocumentPages(deps));
  // The default avatar and header images the account entity links to.
  app.use('/images', express.static(join(PROJECT_ROOT, 'public', 'images'), { fallthrough: true, maxAge: '1d' }));
  // Files users or admins put there: served as inert images (an SVG cannot run scripts on this origin).
  const inert = {
    fallthrough: true,
    maxAge: '1d',
    dotfiles: 'ignore' as const,
    setHeaders: (res: Response) => {
      res.set({
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      });
    },
  };
  app.use('/emoji', emojiStatic(config));
  app.use(PROFILE_IMAGE_PATH, express.static(profileImageDir(config), inert));
  app.use('/media', mediaStatic(config));
  app.use(backupFiles(deps));
  app.use(mediaProxyRouter(deps));
  app.use(adminFrontendRouter(config));
  app.use(registrationForm(deps));
  app.use(primaryFrontendRouter(deps));

  app.use((_req: Request, res: Response) => {
    res.status(404).json(errorBody('social', 404, 'Not found'));
  });
  app.use((err: Error & { status?: number; expose?: boolean }, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    // Refusals raised by middleware (graphql-upload's 413 for too many or too large files) keep their status.
    if (err.status && err.status >= 400 && err.status < 500) {
      return res.status(err.status).json(refusalBody(req.path, errorStyles, err.status, err.message));
    }
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json(errorBody('social', 500, 'Internal server error'));
  });

  const streaming = attachStreaming(server, deps, schema, bus, opts.streamingLimits);
  const pollEndings = startPollEndings(deps);
  const scheduledPublishing = startScheduledPublishing(deps);
  const jobs = new JobWorker(orm, logger, {
    [IMPORT_JOB]: runImport,
    [BACKUP_JOB]: backupJob(deps),
    [PREVIEW_CARD_JOB]: previewCardJob(deps.config),
    [WEB_PUSH_JOB]: deliverWebPush(deps),
    ...federation.jobHandlers,
  });
  jobs.start();
  federation.start(jobs, bus);
  setSources({
    pool: () => poolStats(orm),
    jobQueue: () => jobCounts(orm.em.fork()),
    sockets: () => streaming.hub.receivers.size,
  });

  return {
    app,
    server,
    deps,
    bus,
    jobs,
    streaming,
    drain: () => requests.drain(),
    async close() {
      setSources(null);
      pollEndings.stop();
      scheduledPublishing.stop();
      await federation.stop();
      detachFederation(orm.em);
      await jobs.stop();
      await streaming.close();
      sse.stop();
      detachConfigStore(orm.em);
      stopEmojiReloads();
      stopProxyPurges();
      for (const stop of stopTokenDrops) stop();
      detachBus(orm.em);
      await bus.close();
      await apollo.stop();
      redis?.disconnect();
      deps.mailer.close();
    },
  };
}
