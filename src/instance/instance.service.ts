import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import type { Orm } from '../db.js';
import { User } from '../entities/index.js';
import { getSettings } from '../settings/settings.service.js';

/**
 * Features announced in nodeinfo metadata.features and /api/v1/instance pleroma.metadata.features.
 * A feature is listed here when it ships, never before: clients switch UI on from this list. Pleroma's own
 * features carry the namespace word (`pleroma_emoji_reactions`).
 */
export function features(config: Pick<AppConfig, 'namespace'>): string[] {
  return ['pleroma_api', 'mastodon_api', `${config.namespace}_emoji_reactions`, `${config.namespace}_chat_messages`];
}

/** Mastodon clients parse this to learn the API level; Pleroma clients look for "Pleroma". */
export function versionString(config: AppConfig): string {
  return `2.7.2 (compatible; Pleroma 2.2.0; fedigraph ${config.version})`;
}

export async function describeInstance(em: EntityManager, config: AppConfig) {
  const instance = await getSettings(em, 'instance');
  const userCount = await em.count(User, { local: true, deactivated: false });
  const url = new URL(config.publicUrl);
  return {
    uri: url.host,
    url: config.publicUrl,
    title: instance.name,
    description: instance.description,
    email: instance.email,
    version: versionString(config),
    softwareName: 'fedigraph',
    softwareVersion: config.version,
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
    features: features(config),
    stats: { userCount, statusCount: 0, domainCount: 0 },
    pollLimits: {
      maxOptions: instance.poll_limits.max_options,
      maxOptionChars: instance.poll_limits.max_option_chars,
      minExpiration: instance.poll_limits.min_expiration,
      maxExpiration: instance.poll_limits.max_expiration,
    },
  };
}

interface KnexPool { max?: number; numUsed?: () => number; numFree?: () => number }

/** Asks the database for a round trip (bounded by a timeout) and reads the connection pool's state. */
export async function checkHealth(orm: Orm, timeoutMs = 2000) {
  let healthy = true;
  try {
    await Promise.race([
      orm.em.getConnection().execute('select 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), timeoutMs).unref()),
    ]);
  } catch {
    healthy = false;
  }
  const pool = (orm.em.getConnection().getKnex().client as { pool?: KnexPool }).pool;
  return {
    healthy,
    poolSize: pool?.max ?? 1,
    active: pool?.numUsed?.() ?? 0,
    idle: pool?.numFree?.() ?? 0,
    memoryUsed: Math.round((process.memoryUsage().rss / 1024 / 1024) * 100) / 100,
    jobQueueStats: {},
  };
}
