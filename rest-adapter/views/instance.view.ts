import { graphql } from '../gql/index.js';
import type { HealthcheckEntryFragment, InstanceRuleEntryFragment, MastodonInstanceFragment } from '../gql/graphql.js';
import { instanceRuleView } from './instance-rule.view.js';
import { boolean, integer, nullable, number, openObject, string } from '../reply-schema.js';
import { entity, listOf, mapOf, object, words } from '../reply-schema.js';

export const INSTANCE_FRAGMENT = graphql(`
  fragment MastodonInstance on Instance {
  uri url title description email version softwareName softwareVersion registrations approvalRequired invitesEnabled
  accountActivationRequired maxTootChars chatLimit uploadLimit avatarUploadLimit bannerUploadLimit backgroundUploadLimit
  streamingApi thumbnail languages supportedMimeTypes features vapidPublicKey
  stats { userCount statusCount domainCount }
  pollLimits { maxOptions maxOptionChars minExpiration maxExpiration }
  }
`);

const pollLimits = (i: MastodonInstanceFragment) => ({
  max_options: i.pollLimits.maxOptions,
  max_option_chars: i.pollLimits.maxOptionChars,
  min_expiration: i.pollLimits.minExpiration,
  max_expiration: i.pollLimits.maxExpiration,
});

/** Pleroma's `pleroma` object of both instance documents. */
const pleromaMetadata = (i: MastodonInstanceFragment) => ({
  metadata: {
    account_activation_required: i.accountActivationRequired,
    features: i.features,
    federation: { enabled: false },
    fields_limits: { max_fields: 10, max_remote_fields: 20, name_length: 512, value_length: 2048 },
    post_formats: ['text/plain'],
    privileged_staff: false,
  },
  stats: { mau: 0 },
  vapid_public_key: i.vapidPublicKey,
});

const MAX_MEDIA_ATTACHMENTS = 4;

/** GET /api/v1/instance: Mastodon's v1 Instance with Pleroma's metadata object. */
export function instanceView(i: MastodonInstanceFragment, rules: InstanceRuleEntryFragment[]) {
  return {
    uri: i.uri,
    title: i.title,
    short_description: i.description,
    description: i.description,
    email: i.email,
    version: i.version,
    urls: { streaming_api: i.streamingApi },
    stats: { user_count: i.stats.userCount, status_count: i.stats.statusCount, domain_count: i.stats.domainCount },
    thumbnail: i.thumbnail,
    languages: i.languages,
    registrations: i.registrations,
    approval_required: i.approvalRequired,
    invites_enabled: i.invitesEnabled,
    max_toot_chars: i.maxTootChars,
    poll_limits: pollLimits(i),
    chat_limit: i.chatLimit,
    upload_limit: i.uploadLimit,
    avatar_upload_limit: i.avatarUploadLimit,
    background_upload_limit: i.backgroundUploadLimit,
    banner_upload_limit: i.bannerUploadLimit,
    contact_account: null,
    rules: rules.map(instanceRuleView),
    configuration: {
      statuses: { max_characters: i.maxTootChars, max_media_attachments: MAX_MEDIA_ATTACHMENTS },
      polls: { max_options: i.pollLimits.maxOptions, max_characters_per_option: i.pollLimits.maxOptionChars },
    },
    pleroma: pleromaMetadata(i),
  };
}

/**
 * GET /api/v2/instance: Mastodon 4's Instance, with Pleroma's additions as Pleroma serves it (`pleroma`, the
 * upload limits). The same facts as v1, arranged as v2 names them.
 */
export function instanceV2View(i: MastodonInstanceFragment, rules: InstanceRuleEntryFragment[]) {
  return {
    domain: i.uri,
    title: i.title,
    version: i.version,
    source_url: null,
    description: i.description,
    usage: { users: { active_month: 0 } },
    thumbnail: { url: i.thumbnail },
    languages: i.languages,
    configuration: {
      urls: { streaming: i.streamingApi },
      vapid: { public_key: i.vapidPublicKey },
      accounts: { max_featured_tags: 0, max_pinned_statuses: 0 },
      statuses: {
        max_characters: i.maxTootChars,
        max_media_attachments: MAX_MEDIA_ATTACHMENTS,
        characters_reserved_per_url: 0,
      },
      media_attachments: {
        supported_mime_types: i.supportedMimeTypes,
        image_size_limit: i.uploadLimit,
        video_size_limit: i.uploadLimit,
      },
      polls: {
        max_options: i.pollLimits.maxOptions,
        max_characters_per_option: i.pollLimits.maxOptionChars,
        min_expiration: i.pollLimits.minExpiration,
        max_expiration: i.pollLimits.maxExpiration,
      },
      translation: { enabled: false },
    },
    registrations: { enabled: i.registrations, approval_required: i.approvalRequired, message: null, url: null },
    contact: { email: i.email, account: null },
    rules: rules.map(instanceRuleView),
    pleroma: pleromaMetadata(i),
  };
}

export const NODEINFO_VERSIONS = ['2.0', '2.1'];

/** GET /.well-known/nodeinfo: absolute links to each nodeinfo document. */
export function nodeinfoLinksView(i: MastodonInstanceFragment) {
  return {
    links: NODEINFO_VERSIONS.map((v) => ({
      rel: `http://nodeinfo.diaspora.software/ns/schema/${v}`,
      href: `${i.url}/nodeinfo/${v}.json`,
    })),
  };
}

/** GET /nodeinfo/2.0.json and 2.1.json. */
export function nodeinfoView(version: string) {
  return (i: MastodonInstanceFragment) => ({
    version,
    software: { name: i.softwareName, version: i.softwareVersion, ...(version === '2.1' ? { repository: null } : {}) },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: i.registrations,
    usage: { users: { total: i.stats.userCount }, localPosts: i.stats.statusCount },
    metadata: {
      nodeName: i.title,
      nodeDescription: i.description,
      features: i.features,
      accountActivationRequired: i.accountActivationRequired,
      invitesEnabled: i.invitesEnabled,
      postFormats: ['text/plain'],
      uploadLimits: {
        general: i.uploadLimit,
        avatar: i.avatarUploadLimit,
        banner: i.bannerUploadLimit,
        background: i.backgroundUploadLimit,
      },
      restrictedNicknames: [],
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      pollLimits: pollLimits(i),
      federation: { enabled: false },
      staffAccounts: [],
    },
  });
}

/** GET /api/{ns}/healthcheck: the spec's shape; the route answers 503 when unhealthy. */
export const HEALTHCHECK_FRAGMENT = graphql(
  `fragment HealthcheckEntry on Healthcheck { healthy poolSize active idle memoryUsed jobQueueStats }`,
);

export function healthcheckView(h: HealthcheckEntryFragment) {
  return {
    pool_size: h.poolSize,
    active: h.active,
    idle: h.idle,
    memory_used: h.memoryUsed,
    healthy: h.healthy,
    job_queue_stats: h.jobQueueStats,
  };
}

const rule = object({ id: string, text: string });
const pleroma = object({ metadata: { type: 'object' }, stats: object({ mau: integer }), vapid_public_key: string });

/** JSON Schema of `instanceView`'s reply (GET /api/v1/instance). */
export const Instance = entity(
  'Instance',
  object({
    uri: string,
    title: string,
    short_description: string,
    description: string,
    email: string,
    version: string,
    urls: object({ streaming_api: string }),
    stats: object({ user_count: integer, status_count: integer, domain_count: integer }),
    thumbnail: nullable(string),
    languages: listOf(string),
    registrations: boolean,
    approval_required: boolean,
    invites_enabled: boolean,
    max_toot_chars: integer,
    poll_limits: object({
      max_options: integer,
      max_option_chars: integer,
      min_expiration: integer,
      max_expiration: integer,
    }),
    chat_limit: integer,
    upload_limit: integer,
    avatar_upload_limit: integer,
    background_upload_limit: integer,
    banner_upload_limit: integer,
    contact_account: { type: 'null' },
    rules: listOf(rule),
    configuration: { type: 'object' },
    pleroma,
  }),
);

/** JSON Schema of `instanceV2View`'s reply (GET /api/v2/instance). */
export const InstanceV2 = entity(
  'InstanceV2',
  object({
    domain: string,
    title: string,
    version: string,
    source_url: { type: 'null' },
    description: string,
    usage: { type: 'object' },
    thumbnail: object({ url: nullable(string) }),
    languages: listOf(string),
    configuration: { type: 'object' },
    registrations: object({
      enabled: boolean,
      approval_required: boolean,
      message: { type: 'null' },
      url: { type: 'null' },
    }),
    contact: object({ email: string, account: { type: 'null' } }),
    rules: listOf(rule),
    pleroma,
  }),
);

/** JSON Schema of `nodeinfoLinksView`'s reply. */
export const NodeinfoLinks = entity('NodeinfoLinks', object({ links: listOf(object({ rel: string, href: string })) }));

const limits = object({
  max_options: integer,
  max_option_chars: integer,
  min_expiration: integer,
  max_expiration: integer,
});

/** JSON Schema of `nodeinfoView`'s reply (2.1 adds `software.repository`). */
export const Nodeinfo = entity(
  'Nodeinfo',
  object({
    version: words(...NODEINFO_VERSIONS),
    software: object({ name: string, version: string }, { repository: { type: 'null' } }),
    protocols: listOf(string),
    services: object({ inbound: listOf(string), outbound: listOf(string) }),
    openRegistrations: boolean,
    usage: object({ users: object({ total: integer }), localPosts: integer }),
    metadata: object({
      nodeName: string,
      nodeDescription: string,
      features: listOf(string),
      accountActivationRequired: boolean,
      invitesEnabled: boolean,
      postFormats: listOf(string),
      uploadLimits: object({ general: integer, avatar: integer, banner: integer, background: integer }),
      restrictedNicknames: listOf(string),
      fieldsLimits: object({ maxFields: integer, maxRemoteFields: integer, nameLength: integer, valueLength: integer }),
      pollLimits: limits,
      federation: object({ enabled: boolean }),
      staffAccounts: listOf(string),
    }),
  }),
);

/** JSON Schema of `healthcheckView`'s reply (200 healthy, 503 not); `job_queue_stats`: counts by queue, open. */
export const Healthcheck = entity(
  'Healthcheck',
  object({
    pool_size: integer,
    active: integer,
    idle: integer,
    memory_used: number,
    healthy: boolean,
    job_queue_stats: openObject,
  }),
);

/** GET /api/{ns}/frontend_configurations: each front-end's settings as the admin stored them (open). */
export const FrontendConfigurations = entity('FrontendConfigurations', mapOf(openObject));
