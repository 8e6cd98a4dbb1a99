/**
 * The settings the server honours, under Pleroma's group (`:pleroma`, the namespace word) and key (`:instance`,
 * `:auth`, ...), with their defaults. What admins store (POST /api/pleroma/admin/config) is merged over these
 * key by key, at every depth. A new setting is a key here plus its description in setting-descriptions.ts
 * (tsc refuses one without the other); read it with `getSettings(em, key)`.
 */
export const SETTING_DEFAULTS = {
  instance: {
    name: 'fedigraph',
    description: 'A fedigraph instance',
    email: '',
    registrations_open: true,
    account_approval_required: false,
    account_activation_required: false,
    invites_enabled: false,
    limit: 5000,
    /** Longest chat message, in characters (Pleroma's chat_limit). */
    chat_limit: 5000,
    upload_limit: 16_000_000,
    avatar_upload_limit: 2_000_000,
    banner_upload_limit: 4_000_000,
    background_upload_limit: 4_000_000,
    /** How old remote statuses must be for `database prune_objects` (the CLI) to remove them. */
    remote_post_retention_days: 90,
    max_pinned_statuses: 1,
    /** How many accounts a user may feature on their profile (Pleroma's max_endorsed_users). */
    max_endorsed_users: 20,
    poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 },
  },
  auth: {
    /** With it on, admin operations need admin:* scopes in the token; off, the is_admin flag is enough. */
    enforce_oauth_admin_scope_usage: true,
  },
  /**
   * Pleroma's `{interval in ms, requests}` per limit, or `[{anonymous}, {users}]`: a caller is counted by user
   * when known, else by address (src/rate-limits/rate-limits.ts).
   */
  rate_limit: {
    login: [5000, 5] as RateLimitValue,
    upload: [10_000, 10] as RateLimitValue,
    authentication: [10_000, 30] as RateLimitValue,
    /** Pleroma's app_account_creation: 25 registrations every 30 minutes per address. */
    registration: [1_800_000, 25] as RateLimitValue,
    /** Pleroma's password_reset: 5 mailings (reset links, confirmation links) every 30 minutes. */
    account_email: [1_800_000, 5] as RateLimitValue,
    /** Wrong second-factor codes (TOTP or backup codes): 5 every 5 minutes per account, then every code is refused. */
    mfa_failure: [300_000, 5] as RateLimitValue,
    /**
     * Failed password checks (HTTP Basic, the login page, the password grant, the zone login), per address and per
     * login name: once spent, every check is refused unverified until the window ends. Successes are free.
     */
    password_failures_address: [900_000, 20] as RateLimitValue,
    password_failures_account: [900_000, 10] as RateLimitValue,
  },
  /** Pleroma.Captcha: registration asks for a captcha (native provider) while enabled; each is valid this long. */
  captcha: {
    enabled: true,
    seconds_valid: 300,
  },
  /**
   * Pleroma's media proxy: remote media in rendered entities point at /proxy/<sig>/<url>/<file> on this server
   * (or `base_url`), which fetches them within `proxy_opts` and keeps them on disk (src/media-proxy/).
   */
  media_proxy: {
    enabled: false,
    /** Where proxied URLs point (a CDN in front of this server); empty: PUBLIC_URL. */
    base_url: '',
    /** Domains (or URLs of them) whose media are linked directly, never proxied. */
    whitelist: [] as string[],
    proxy_opts: {
      /** Largest remote file fetched, in bytes (Pleroma's 25 MB). */
      max_body_length: 25 * 1_048_576,
      /** Longest fetch of one file, in milliseconds. */
      max_read_duration: 30_000,
      /** On a failed fetch, redirect the client to the remote URL instead of answering an error. */
      redirect_on_failure: false,
    },
  },
  /**
   * Pleroma's outbound connection pools per purpose (its defaults): fetches at once, fetches waiting, and the
   * deadline of a fetch in ms. Applied at start and on restart (src/federation/outbound-pools.ts).
   */
  pools: {
    federation: { size: 50, max_waiting: 10, recv_timeout: 10_000 },
    media: { size: 50, max_waiting: 20, recv_timeout: 15_000 },
    upload: { size: 25, max_waiting: 5, recv_timeout: 15_000 },
    default: { size: 10, max_waiting: 2, recv_timeout: 5_000 },
  },
  /** Pleroma's connections_pool: outbound fetches at once, every pool together. Applied at start and on restart. */
  connections_pool: {
    max_connections: 250,
  },
  /**
   * What GET /api/pleroma/frontend_configurations serves, per front-end (`pleroma_fe`, `masto_fe`): each
   * front-end reads its own defaults there. Empty by default: Pleroma-FE then uses its own.
   */
  frontend_configurations: {} as Record<string, Record<string, unknown>>,
  /**
   * Pleroma's `:frontends`: `primary` is the front-end served at `/` and its client-side routes, installed under
   * DATA_DIR/frontends/<name>/<ref> (src/frontends/primary-frontend.ts); while it is not installed, `/` shows
   * this server's own page.
   */
  frontends: {
    primary: { name: 'pleroma-fe', ref: 'stable' } as { name: string; ref: string },
  },
  /**
   * Pleroma's `:activitypub`: with `authorized_fetch_mode` (Mastodon's secure mode) actors, objects and collections
   * are served only to signed requests from instances not rejected (src/federation/authorized-fetch.ts).
   */
  activitypub: {
    authorized_fetch_mode: false,
  },
  /** Pleroma's SimplePolicy: instances (host names, `*.` for subdomains) whose activities are refused and never delivered to. */
  mrf_simple: {
    reject: [] as string[],
  },
  /**
   * Pleroma's Prometheus endpoint, `:prometheus` `Pleroma.Web.Endpoint.MetricsExporter` (src/http/metrics-endpoint.ts):
   * off by default; `auth` is `false` or `{:basic, user, password}`; an empty `ip_whitelist` lets any address in.
   */
  metrics_exporter: {
    enabled: false,
    auth: false as false | [string, string, string],
    ip_whitelist: [] as string[],
    path: '/api/pleroma/app_metrics',
  },
};

/** `[interval ms, requests]`, or one such pair for anonymous callers and one for users. */
export type RateLimitValue = [number, number] | [[number, number], [number, number]];

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K];
