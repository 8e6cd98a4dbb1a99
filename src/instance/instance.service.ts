import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { embeddedDatabaseOf, type Orm } from '../db/database.js';
import { getSettings } from '../settings/settings.service.js';
import { poolStats } from '../db/pool-stats.js';
import { instanceStats } from './instance-stats.js';
import { MIME_BY_EXTENSION } from '../media/sniff.js';

/**
 * Features announced in nodeinfo metadata.features and /api/v1/instance pleroma.metadata.features.
 * A feature is listed here when it ships, never before: clients switch UI on from this list. Pleroma's own
 * features carry the namespace word (`pleroma_emoji_reactions`).
 */
export function features(config: Pick<AppConfig, 'namespace'>): string[] {
  return [
    'pleroma_api',
    'mastodon_api',
    `${config.namespace}_emoji_reactions`,
    `${config.namespace}_chat_messages`,
    'shareable_emoji_packs',
  ];
}

/**
 * The Mastodon API level clients that gate features by version read: 3.5.0 enables what we serve (polls 2.8,
 * markers 3.0, bookmarks and /api/v2/media 3.1, notes 3.2, lookup 3.4, edits 3.5) and none of what 4.0 brings
 * and we lack: at 4.0 clients move their filters to /api/v2/filters, not served yet (nor followed tags and
 * translation); /api/v2/instance is served and read whatever the version. The reasons: docs/user-api.md,
 * "The version we report".
 */
export const MASTODON_API_VERSION = '3.5.0';
export const PLEROMA_API_VERSION = '2.2.0';

/**
 * Mastodon's convention for compatible servers: `"<mastodon version> (compatible; Pleroma <version>; fedigraph
 * <version>)"`. Mastodon clients parse the leading version to learn the API level; Pleroma clients look for
 * "Pleroma".
 */
export function versionString(config: AppConfig): string {
  return `${MASTODON_API_VERSION} (compatible; Pleroma ${PLEROMA_API_VERSION}; fedigraph ${config.version})`;
}

/**
 * What nodeinfo names as the software. Clients that pick a driver from nodeinfo (megalodon's `detector`, used by
 * Whalebird and others) know `pleroma` but not `fedigraph`, and would refuse the server: nodeinfo says
 * `pleroma`, with fedigraph and its version as semver build metadata (`2.2.0+fedigraph-0.1.0`).
 */
export function nodeinfoSoftware(config: AppConfig): { name: string; version: string } {
  return { name: 'pleroma', version: `${PLEROMA_API_VERSION}+fedigraph-${config.version}` };
}

export async function describeInstance(em: EntityManager, config: AppConfig) {
  const instance = await getSettings(em, 'instance');
  const { userCount, domainCount } = await instanceStats(em);
  // As Pleroma: `media_proxy` among the features while the proxy is on.
  const mediaProxy = await getSettings(em, 'media_proxy');
  const url = new URL(config.publicUrl);
  return {
    uri: url.host,
    url: config.publicUrl,
    title: instance.name,
    description: instance.description,
    email: instance.email,
    version: versionString(config),
    softwareName: nodeinfoSoftware(config).name,
    softwareVersion: nodeinfoSoftware(config).version,
    registrations: instance.registrations_open,
    approvalRequired: instance.account_approval_required,
    invitesEnabled: instance.invites_enabled,
    accountActivationRequired: instance.account_activation_required,
    maxTootChars: instance.limit,
    chatLimit: instance.chat_limit,
    uploadLimit: instance.upload_limit,
    avatarUploadLimit: instance.avatar_upload_limit,
    bannerUploadLimit: instance.banner_upload_limit,
    backgroundUploadLimit: instance.background_upload_limit,
    streamingApi: config.publicUrl.replace(/^http/, 'ws'),
    thumbnail: `${config.publicUrl}/instance/thumbnail.jpeg`,
    languages: ['en'],
    supportedMimeTypes: Object.values(MIME_BY_EXTENSION).filter((type) => type !== 'application/octet-stream'),
    features: [...features(config), ...(mediaProxy.enabled ? ['media_proxy'] : [])],
    stats: { userCount, statusCount: 0, domainCount },
    pollLimits: {
      maxOptions: instance.poll_limits.max_options,
      maxOptionChars: instance.poll_limits.max_option_chars,
      minExpiration: instance.poll_limits.min_expiration,
      maxExpiration: instance.poll_limits.max_expiration,
    },
  };
}

/** Asks the database for a round trip (bounded by a timeout) and reads the connection pool's state. */
export async function checkHealth(orm: Orm, timeoutMs = 2000) {
  // A failed embedded database is unhealthy until it has been reopened, without waiting for a query.
  let healthy = !embeddedDatabaseOf(orm.config)?.broken;
  if (healthy)
    try {
      await Promise.race([
        orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), timeoutMs).unref()),
      ]);
    } catch {
      healthy = false;
    }
  const pool = poolStats(orm);
  return {
    healthy,
    poolSize: pool.size,
    active: pool.active,
    idle: pool.idle,
    memoryUsed: Math.round((process.memoryUsage().rss / 1024 / 1024) * 100) / 100,
    jobQueueStats: {},
  };
}
