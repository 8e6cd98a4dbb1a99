import type { ChildDescription } from './setting-types.js';
import type { SettingKey } from './setting-defaults.js';

/** What GET /api/pleroma/admin/config/descriptions says of one setting key of the namespace's group. */
export interface SettingDescription {
  description: string;
  children: Record<string, ChildDescription>;
}

const RATE_LIMIT_TYPE: ChildDescription['type'] = ['tuple', { list: 'tuple' }];
const RATE_LIMIT_SUGGESTIONS = [
  [1000, 10],
  [
    [10_000, 10],
    [10_000, 50],
  ],
];
const rateLimit = (description: string): ChildDescription => ({
  description,
  type: RATE_LIMIT_TYPE,
  suggestions: RATE_LIMIT_SUGGESTIONS,
});
const pool = (description: string, size: number, waiting: number, timeout: number): ChildDescription => ({
  description,
  children: {
    size: { description: 'Number of fetches at once', suggestions: [size] },
    max_waiting: {
      description: 'Maximum number of fetches waiting for a turn; one more is refused at once',
      suggestions: [waiting],
    },
    recv_timeout: {
      description: 'Deadline of a fetch (in milliseconds) when its caller sets none',
      suggestions: [timeout],
    },
  },
});

/**
 * One description per key of SETTING_DEFAULTS, one child per nested setting (the `satisfies` makes tsc refuse a
 * key without one; test/unit/src/settings/descriptions.test.ts refuses a nested setting described but never read, or
 * read but not described). Types are inferred from the default unless given.
 */
export const SETTING_DESCRIPTIONS = {
  instance: {
    description: 'Instance-related settings',
    children: {
      name: { description: 'Name of the instance', suggestions: ['fedigraph'] },
      description: {
        description: "The instance's description. It can be seen in nodeinfo and /api/v1/instance",
        suggestions: ['Very cool instance'],
      },
      email: {
        description: 'Email used to reach an administrator/moderator of the instance',
        suggestions: ['email@example.com'],
      },
      registrations_open: {
        description: 'Enable registrations for anyone. Invitations require this setting to be disabled.',
      },
      account_approval_required: {
        description: 'Require users to be manually approved by an admin before signing in.',
      },
      account_activation_required: { description: 'Require users to confirm their emails before signing in.' },
      invites_enabled: {
        description: 'Enable user invitations for admins (depends on `registrations_open` being disabled)',
      },
      limit: { description: 'Posts character limit (CW/Subject included in the counter)', suggestions: [5000] },
      chat_limit: { description: 'Character limit of the instance chat messages', suggestions: [5000] },
      upload_limit: {
        description:
          'File size limit of uploads (except for avatar, background, banner). Takes effect after a restart.',
        suggestions: [16_000_000],
      },
      avatar_upload_limit: { description: "File size limit of user's profile avatars", suggestions: [2_000_000] },
      banner_upload_limit: { description: "File size limit of user's profile banners", suggestions: [4_000_000] },
      background_upload_limit: {
        description: "File size limit of user's profile backgrounds",
        suggestions: [4_000_000],
      },
      remote_post_retention_days: {
        description:
          'The default amount of days to retain remote posts when pruning the database (`database prune_objects`).',
        suggestions: [90],
      },
      max_pinned_statuses: {
        description: 'The maximum number of pinned statuses. 0 will disable the feature.',
        suggestions: [0, 1, 3],
      },
      max_endorsed_users: {
        description: 'The maximum number of recommended accounts. 0 will disable the feature.',
        suggestions: [0, 1, 3],
      },
      poll_limits: {
        description: 'A map with poll limits for local polls',
        type: ['keyword', 'map'],
        suggestions: [{ max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 }],
        children: {
          max_options: { description: 'Maximum number of options', suggestions: [20] },
          max_option_chars: { description: 'Maximum number of characters per option', suggestions: [200] },
          min_expiration: { description: 'Minimum expiration time (in seconds)', suggestions: [0] },
          max_expiration: { description: 'Maximum expiration time (in seconds)', suggestions: [3600] },
        },
      },
    },
  },
  auth: {
    description: 'Authentication / authorization settings',
    children: {
      enforce_oauth_admin_scope_usage: {
        description:
          "OAuth admin scope requirement toggle. If enabled, admin actions explicitly demand admin OAuth scope(s) presence in OAuth token (client app must support admin scopes). If disabled and token doesn't have admin scope(s), `is_admin` user flag grants access to admin-specific actions.",
      },
    },
  },
  rate_limit: {
    description:
      'Rate limit settings: {interval in milliseconds, requests} per limit, or a list of two such tuples (anonymous callers, then users).',
    children: {
      login: rateLimit('For sign-ins with a password (the login operation)'),
      upload: rateLimit('For zone uploads (counted per file)'),
      authentication: rateLimit('For token requests (POST /oauth/token) and sign-ins on the OAuth authorization page'),
      registration: rateLimit(
        "For registering user accounts from the same IP address (Pleroma's app_account_creation)",
      ),
      account_email: rateLimit("For password reset and confirmation mailings (Pleroma's password_reset)"),
      mfa_failure: rateLimit('For wrong second-factor codes (TOTP or backup codes), per account'),
      password_failures_address: rateLimit(
        'For failed password checks from one address (HTTP Basic, login page, password grant, zone login)',
      ),
      password_failures_account: rateLimit(
        'For failed password checks of one login name, whether or not the account exists',
      ),
    },
  },
  captcha: {
    description: 'Captcha-related settings (Pleroma.Captcha): registration asks for a native captcha while enabled',
    children: {
      enabled: { description: 'Whether the captcha should be shown on registration' },
      seconds_valid: { description: 'The time in seconds for which the captcha is valid', suggestions: [60] },
    },
  },
  media_proxy: {
    description: 'Media proxy: remote media are served through this server, fetched once and kept on disk',
    children: {
      enabled: { description: "Enables proxying of remote media via the instance's proxy" },
      base_url: {
        description:
          "The base URL to access a user-uploaded file. Useful when you want to proxy the media files via another host/CDN fronts. Empty: the instance's own URL.",
        suggestions: ['https://example.com'],
      },
      whitelist: {
        description: 'List of hosts with scheme to bypass the media proxy',
        suggestions: ['http://example.com'],
      },
      proxy_opts: {
        description: "Options for the media proxy's fetches",
        type: 'keyword',
        children: {
          max_body_length: {
            description: 'Maximum file size (in bytes) allowed through the proxy',
            suggestions: [26_214_400],
          },
          max_read_duration: {
            description: 'Timeout (in milliseconds) of GET request to a remote URI',
            suggestions: [30_000],
          },
          redirect_on_failure: {
            description: 'Redirects the client to the origin server upon encountering an HTTP server error',
          },
        },
      },
    },
  },
  pools: {
    description: 'Outbound HTTP pools, one per purpose of the fetches. Take effect after a restart.',
    children: {
      federation: pool('For fetches of federation (ActivityPub objects, actors, deliveries)', 50, 10, 10_000),
      media: pool('For fetches of remote media', 50, 20, 15_000),
      upload: pool('For uploads to remote storage', 25, 5, 15_000),
      default: pool('For every other fetch (remote emoji packs, ...)', 10, 2, 5_000),
    },
  },
  connections_pool: {
    description: 'Outbound HTTP connections, every pool together. Takes effect after a restart.',
    children: {
      max_connections: { description: 'Maximum number of outbound fetches at once', suggestions: [250] },
    },
  },
  frontend_configurations: {
    description:
      'A keyword list that keeps the configuration data for any kind of frontend. By default, settings for pleroma_fe are configured.',
    // Served whole, per front-end: the server reads none of the front-ends' keys.
    children: {},
  },
  frontends: {
    description: 'Installed frontends management',
    children: {
      primary: {
        description: 'Primary frontend, the one that is served for all pages by default: its name and ref',
        type: 'map',
        suggestions: [{ name: 'pleroma-fe', ref: 'stable' }],
      },
    },
  },
  activitypub: {
    description: 'ActivityPub-related settings',
    children: {
      authorized_fetch_mode: {
        description:
          'Require HTTP signatures for fetching actors, objects and collections (the instance actor, WebFinger and NodeInfo stay public); signatures from rejected instances are refused',
      },
    },
  },
  mrf_simple: {
    description: 'Simple ingress policies (Pleroma.Web.ActivityPub.MRF.SimplePolicy)',
    children: {
      reject: {
        description:
          'List of instances to reject activities from (except deletes) and never deliver to; `*.example.com` covers subdomains',
        suggestions: [['example.com', '*.example.com']],
      },
    },
  },
  metrics_exporter: {
    description: 'Prometheus metrics exporter (Pleroma.Web.Endpoint.MetricsExporter)',
    children: {
      enabled: { description: 'Enables the endpoint and the collection of the metrics it exports' },
      auth: {
        description: 'Requires HTTP Basic credentials: false, or {:basic, user, password}',
        type: ['boolean', 'tuple'],
        suggestions: [false, { tuple: [':basic', 'prometheus', 'a long password'] }],
      },
      ip_whitelist: {
        description: 'Addresses allowed to read the metrics; empty allows any',
        suggestions: [['127.0.0.1', '10.0.0.2']],
      },
      path: { description: 'Path of the metrics endpoint', suggestions: ['/api/pleroma/app_metrics'] },
    },
  },
} satisfies Record<SettingKey, SettingDescription>;
