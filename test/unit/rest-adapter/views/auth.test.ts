import { describe, expect, it } from '@jest/globals';
import { accountView, credentialsView } from '../../../../rest-adapter/views/account.view.js';
import {
  healthcheckView,
  instanceView,
  nodeinfoLinksView,
  nodeinfoView,
} from '../../../../rest-adapter/views/instance.view.js';
import { appView, tokenView } from '../../../../rest-adapter/views/oauth.view.js';
import { accountFixture, restAccountJson, type Fixture } from '../../../support/fixtures.js';

const account: Fixture = accountFixture('alice', {
  id: '7',
  displayName: 'Alice',
  note: 'hi<br/>there',
  bio: 'hi\nthere',
  isModerator: true,
  approvalPending: false,
  tags: ['mrf_tag:sandbox'],
  hideFollowsCount: true,
  defaultScope: 'UNLISTED',
  defaultSensitive: false,
  noRichText: false,
  allowFollowingMove: true,
  settingsStore: { 'pleroma-fe': { theme: 'dark' } },
  followRequestsCount: 2,
  email: 'alice@example.test',
  fields: [{ name: 'site', value: '&lt;b&gt;' }],
  rawFields: [{ name: 'site', value: '<b>' }],
  counts: { statuses: 3, followers: 5, following: 0 },
});

describe('accountView', () => {
  it('renders the Mastodon account with the pleroma object and string ids', () => {
    const view = accountView(account);
    expect(view).toEqual(
      restAccountJson(
        'alice',
        {
          id: '7',
          display_name: 'Alice',
          created_at: '2026-01-02T03:04:05.000Z',
          note: 'hi<br/>there',
          followers_count: 5,
          statuses_count: 3,
          fields: [{ name: 'site', value: '&lt;b&gt;' }],
        },
        { hide_follows_count: true, is_moderator: true, tags: ['mrf_tag:sandbox'] },
      ),
    );
  });

  it('never shows private parts to others', () => {
    const view = accountView(account) as Record<string, any>;
    expect(view.source).toBeUndefined();
    expect(view.pleroma.email).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('alice@example.test');
  });

  it('shows the counts as resolved (hidden counts are zeroed for other viewers when resolving)', () => {
    expect(accountView({ ...account, counts: { statuses: 1, followers: 2, following: 3 } })).toMatchObject({
      statuses_count: 1,
      followers_count: 2,
      following_count: 3,
    });
  });

  it('turns numeric ids into strings', () => {
    expect(accountView({ ...account, id: 12 }).id).toBe('12');
  });
});

describe('credentialsView', () => {
  it('adds source and the private pleroma fields for the owner', () => {
    const view = credentialsView({ ...account, confirmationPending: true, approvalPending: true });
    expect(view.source).toEqual({
      note: 'hi\nthere',
      privacy: 'unlisted',
      sensitive: false,
      language: null,
      fields: [{ name: 'site', value: '<b>' }],
      follow_requests_count: 2,
      pleroma: { actor_type: 'Person', discoverable: true, no_rich_text: false, show_role: true },
    });
    expect(view.pleroma).toMatchObject({
      email: 'alice@example.test',
      approval_pending: true,
      confirmation_pending: true,
      is_confirmed: false,
      ap_id: account.url,
      allow_following_move: true,
      settings_store: { 'pleroma-fe': { theme: 'dark' } },
    });
    expect(view.username).toBe('alice');
  });
});

describe('appView', () => {
  it('renders the app with string id and scopes as a list', () => {
    const app: Fixture = {
      id: 3,
      name: 'App',
      clientId: 'cid',
      clientSecret: 'csecret',
      redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
      website: null,
      scopes: 'read write',
      vapidKey: 'BVAPID',
    };
    expect(appView(app)).toEqual({
      id: '3',
      name: 'App',
      client_id: 'cid',
      client_secret: 'csecret',
      redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
      website: null,
      scopes: ['read', 'write'],
      vapid_key: 'BVAPID',
    });
  });
});

describe('tokenView', () => {
  const token: Fixture = {
    accessToken: 'at',
    tokenType: 'Bearer',
    scope: 'read',
    createdAt: 1700000000,
    expiresIn: 2592000,
    refreshToken: 'rt',
    accountId: '5',
  };

  it('renders a user token with refresh_token and the account id', () => {
    expect(tokenView(token)).toEqual({
      access_token: 'at',
      token_type: 'Bearer',
      scope: 'read',
      created_at: 1700000000,
      expires_in: 2592000,
      refresh_token: 'rt',
      id: '5',
    });
  });

  it('leaves refresh_token and id out of an app token', () => {
    expect(tokenView({ ...token, refreshToken: null, accountId: null })).toEqual({
      access_token: 'at',
      token_type: 'Bearer',
      scope: 'read',
      created_at: 1700000000,
      expires_in: 2592000,
    });
  });
});

const instance: Fixture = {
  uri: 'fedigraph.test',
  url: 'http://fedigraph.test',
  title: 'fedigraph',
  description: 'A fedigraph instance',
  email: 'admin@fedigraph.test',
  version: '3.5.0 (compatible; Pleroma 2.2.0; fedigraph 0.1.0)',
  softwareName: 'fedigraph',
  softwareVersion: '0.1.0',
  registrations: true,
  approvalRequired: false,
  invitesEnabled: false,
  accountActivationRequired: false,
  maxTootChars: 5000,
  chatLimit: 5000,
  uploadLimit: 16000000,
  avatarUploadLimit: 2000000,
  bannerUploadLimit: 4000000,
  backgroundUploadLimit: 4000000,
  streamingApi: 'ws://fedigraph.test',
  thumbnail: 'http://fedigraph.test/instance/thumbnail.jpeg',
  languages: ['en'],
  supportedMimeTypes: ['image/png'],
  features: ['pleroma_api', 'mastodon_api'],
  stats: { userCount: 2, statusCount: 0, domainCount: 0 },
  pollLimits: { maxOptions: 20, maxOptionChars: 200, minExpiration: 0, maxExpiration: 31536000 },
};

describe('instanceView', () => {
  it('has what Mastodon clients read, and Pleroma metadata', () => {
    const view = instanceView(instance, []);
    expect(view).toMatchObject({
      uri: 'fedigraph.test',
      title: 'fedigraph',
      version: '3.5.0 (compatible; Pleroma 2.2.0; fedigraph 0.1.0)',
      urls: { streaming_api: 'ws://fedigraph.test' },
      stats: { user_count: 2, status_count: 0, domain_count: 0 },
      poll_limits: { max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31536000 },
      max_toot_chars: 5000,
      chat_limit: 5000,
      registrations: true,
      approval_required: false,
      upload_limit: 16000000,
      configuration: {
        statuses: { max_characters: 5000, max_media_attachments: 4 },
        polls: { max_options: 20, max_characters_per_option: 200 },
      },
    });
    expect(view.pleroma.metadata.features).toEqual(['pleroma_api', 'mastodon_api']);
    expect(view.pleroma.metadata.account_activation_required).toBe(false);
  });
});

describe('nodeinfoLinksView', () => {
  it('links both nodeinfo versions with absolute hrefs', () => {
    expect(nodeinfoLinksView(instance)).toEqual({
      links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: 'http://fedigraph.test/nodeinfo/2.0.json' },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: 'http://fedigraph.test/nodeinfo/2.1.json' },
      ],
    });
  });
});

describe('nodeinfoView', () => {
  it('2.0 names the software without a repository, with metadata.features', () => {
    const doc = nodeinfoView('2.0')(instance);
    expect(doc.version).toBe('2.0');
    expect(doc.software).toEqual({ name: 'fedigraph', version: '0.1.0' });
    expect(doc.protocols).toEqual(['activitypub']);
    expect(doc.openRegistrations).toBe(true);
    expect(doc.usage).toEqual({ users: { total: 2 }, localPosts: 0 });
    expect(doc.metadata.features).toEqual(['pleroma_api', 'mastodon_api']);
    expect(doc.metadata.nodeName).toBe('fedigraph');
  });

  it('2.1 adds software.repository', () => {
    const doc = nodeinfoView('2.1')(instance);
    expect(doc.version).toBe('2.1');
    expect(doc.software).toEqual({ name: 'fedigraph', version: '0.1.0', repository: null });
  });
});

describe('healthcheckView', () => {
  it('has exactly the documented keys in snake case', () => {
    expect(
      healthcheckView({ healthy: true, poolSize: 10, active: 1, idle: 9, memoryUsed: 123.45, jobQueueStats: {} }),
    ).toEqual({ pool_size: 10, active: 1, idle: 9, memory_used: 123.45, healthy: true, job_queue_stats: {} });
  });
});
