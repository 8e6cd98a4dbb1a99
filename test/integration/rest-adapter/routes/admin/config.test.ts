import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InstanceSetting, ModerationLogEntry, type User } from '../../../../../src/entities/index.js';
import { NOT_CONFIGURABLE } from '../../../../../src/settings/config.service.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { startTestApp, useTestApp, type TestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';
import { kw } from '../../../../support/config.js';

/** The settings the server honours, in the order the config API lists and describes them. */
const SETTING_KEYS = [
  ':instance',
  ':auth',
  ':rate_limit',
  'Pleroma.Captcha',
  ':media_proxy',
  ':pools',
  ':connections_pool',
  ':frontend_configurations',
  ':frontends',
  ':activitypub',
  ':mrf_simple',
  'Pleroma.Web.Endpoint.MetricsExporter',
];

const t = useTestApp({}, { captcha: true }); // captcha as shipped: nothing stored, so only_db shows only what a test stores
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const ADMIN = '/api/pleroma/admin';
const post = (configs: unknown) => api(t, admin.token).post(`${ADMIN}/config`).send({ configs });
const stored = async () =>
  (await t.orm.em.fork().find(InstanceSetting, {}, { orderBy: { group: 'asc', key: 'asc' } })).map((r) => ({
    group: r.group,
    key: r.key,
    value: r.value,
  }));
const lastLog = async () =>
  (await t.orm.em.fork().find(ModerationLogEntry, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0];
const entry = (body: { configs: Array<{ group: string; key: string }> }, group: string, key: string) =>
  body.configs.find((c) => c.group === group && c.key === key);

describe('GET /api/pleroma/admin/config', () => {
  it('lists every setting the server honours at its defaults, without db, and need_reboot', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/config`);
    expect(res.status).toBe(200);
    expect(res.body.need_reboot).toBe(false);
    expect(res.body.configs.map((c: { key: string }) => c.key)).toEqual(SETTING_KEYS);
    const instance = entry(res.body, ':pleroma', ':instance') as Record<string, unknown>;
    expect(instance).not.toHaveProperty('db');
    expect(instance.value).toEqual(
      expect.arrayContaining([
        { tuple: [':name', 'fedigraph'] },
        { tuple: [':limit', 5000] },
        { tuple: [':registrations_open', true] },
        {
          tuple: [
            ':poll_limits',
            kw({ max_options: 20, max_option_chars: 200, min_expiration: 0, max_expiration: 31_536_000 }),
          ],
        },
      ]),
    );
    expect(entry(res.body, ':pleroma', ':rate_limit')).toMatchObject({
      value: expect.arrayContaining([{ tuple: [':login', { tuple: [5000, 5] }] }]),
    });
  });
});

describe('POST /api/pleroma/admin/config', () => {
  it('stores a setting, merges later ones into it, and the instance shows it at once', async () => {
    let res = await post([
      { group: ':pleroma', key: ':instance', value: kw({ name: 'Configured', poll_limits: kw({ max_options: 4 }) }) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configs: [
        {
          group: ':pleroma',
          key: ':instance',
          value: kw({ name: 'Configured', poll_limits: kw({ max_options: 4 }) }),
          db: [':name', ':poll_limits'],
        },
      ],
      need_reboot: false,
    });
    res = await post([
      { group: ':pleroma', key: ':instance', value: kw({ limit: 777, poll_limits: kw({ max_option_chars: 50 }) }) },
    ]);
    expect(res.body.configs[0]).toEqual({
      group: ':pleroma',
      key: ':instance',
      db: [':name', ':limit', ':poll_limits'],
      value: kw({ name: 'Configured', limit: 777, poll_limits: kw({ max_options: 4, max_option_chars: 50 }) }),
    });
    const instance = await api(t).get('/api/v1/instance');
    expect(instance.body).toMatchObject({
      title: 'Configured',
      max_toot_chars: 777,
      poll_limits: { max_options: 4, max_option_chars: 50, min_expiration: 0 },
    });
    const nodeinfo = await api(t).get('/nodeinfo/2.0.json');
    expect(nodeinfo.body.metadata.nodeName).toBe('Configured');
    expect((await lastLog()).message).toBe(`@${admin.user.nickname} updated config :pleroma :instance`);

    const all = await api(t, admin.token).get(`${ADMIN}/config`);
    expect(entry(all.body, ':pleroma', ':instance')).toMatchObject({
      db: [':name', ':limit', ':poll_limits'],
      value: expect.arrayContaining([{ tuple: [':name', 'Configured'] }, { tuple: [':email', ''] }]),
    });
    const onlyDb = await api(t, admin.token).get(`${ADMIN}/config?only_db=true`);
    expect(onlyDb.body.configs).toEqual([
      { group: ':pleroma', key: ':instance', db: [':name', ':limit', ':poll_limits'], value: expect.any(Array) },
    ]);
  });

  it('keeps settings of other groups, modules and atoms as sent (rules 1, 2, 3, 10)', async () => {
    const configs = [
      { group: ':chatlog', key: ':level', value: ':debug' },
      {
        group: ':pleroma',
        key: 'Pleroma.Upload',
        value: [{ tuple: [':uploader', 'Pleroma.Uploaders.Local'] }, { tuple: [':proxy_opts', kw({ max: 1 })] }],
      },
    ];
    const res = await post(configs);
    expect(res.status).toBe(200);
    expect(res.body.configs).toEqual([
      { ...configs[0], db: [':level'] },
      { ...configs[1], db: [':uploader', ':proxy_opts'] },
    ]);
    const onlyDb = await api(t, admin.token).get(`${ADMIN}/config?only_db=true`);
    expect(onlyDb.body.configs).toEqual(expect.arrayContaining([{ ...configs[0], db: [':level'] }]));
  });

  it.each([
    [
      'a tuple that is not an array',
      [{ group: ':pleroma', key: ':instance', value: [{ tuple: 'x' }] }],
      /Invalid config entry 1 \(:pleroma :instance\): a tuple must be an array at value\[0\]\.tuple/,
    ],
    [
      'a wrong type for a described setting',
      [{ group: ':pleroma', key: ':instance', value: kw({ limit: 'many' }) }],
      /Invalid config entry 1 \(:pleroma :instance\): value:limit must be "integer"/,
    ],
    [
      'a described setting that is no keyword list',
      [{ group: ':pleroma', key: ':auth', value: 'yes' }],
      /entry 1 .*must be "keyword"/,
    ],
    ['a group that is no atom', [{ group: 'pleroma', key: ':instance', value: [] }], /entry 1 .*group must be an atom/],
    ['a missing key', [{ group: ':pleroma', value: [] }], /entry 1 .*key is required/],
    ['a missing value', [{ group: ':pleroma', key: ':x' }], /entry 1 .*value is required/],
    [
      'subkeys that are not strings',
      [{ group: ':pleroma', key: ':instance', delete: true, subkeys: [1] }],
      /entry 1 .*subkeys/,
    ],
  ])('refuses %s with 400 naming the entry, storing nothing of the request', async (_name, bad, message) => {
    const before = await stored();
    const res = await post([{ group: ':pleroma', key: ':instance', value: kw({ name: 'Never stored' }) }, ...bad]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(message), entry: 1 });
    expect(await stored()).toEqual(before);
  });

  it('refuses configs that are not a list', async () => {
    const res = await post({ group: ':pleroma' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/configs/);
  });

  it('answers a setting deleted in part with what remains of it, as Pleroma does', async () => {
    await post([{ group: ':pleroma', key: ':k', value: kw({ subkey1: 'val1', subkey2: 'val2', subkey3: 'val3' }) }]);
    const res = await post([{ group: ':pleroma', key: ':k', delete: true, subkeys: [':subkey1', ':subkey3'] }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configs: [{ group: ':pleroma', key: ':k', value: [{ tuple: [':subkey2', 'val2'] }], db: [':subkey2'] }],
      need_reboot: false,
    });
    expect((await stored()).find((r) => r.key === ':k')?.value).toEqual([{ tuple: [':subkey2', 'val2'] }]);
    // The last subkey gone, the setting goes with it and is not listed.
    const emptied = await post([{ group: ':pleroma', key: ':k', delete: true, subkeys: [':subkey2'] }]);
    expect(emptied.body).toEqual({ configs: [], need_reboot: false });
    expect((await stored()).find((r) => r.key === ':k')).toBeUndefined();
  });

  it('deletes nested settings with subkeys, and whole settings without (rule 6)', async () => {
    await post([
      { group: ':pleroma', key: ':instance', value: kw({ description: 'Described', email: 'admin@example.test' }) },
    ]);
    let res = await post([{ group: ':pleroma', key: ':instance', delete: true, subkeys: [':description', ':name'] }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configs: [
        {
          group: ':pleroma',
          key: ':instance',
          value: expect.arrayContaining([{ tuple: [':email', 'admin@example.test'] }]),
          db: [':limit', ':poll_limits', ':email'],
        },
      ],
      need_reboot: false,
    });
    let onlyDb = await api(t, admin.token).get(`${ADMIN}/config?only_db=true`);
    expect(entry(onlyDb.body, ':pleroma', ':instance')).toMatchObject({ db: [':limit', ':poll_limits', ':email'] });
    expect((await lastLog()).message).toBe(
      `@${admin.user.nickname} removed :description, :name from config :pleroma :instance`,
    );
    expect((await api(t).get('/api/v1/instance')).body).toMatchObject({
      title: 'fedigraph',
      email: 'admin@example.test',
    });

    res = await post([
      { group: ':pleroma', key: ':instance', delete: true },
      { group: ':chatlog', key: ':level', delete: true },
    ]);
    expect(res.status).toBe(200);
    onlyDb = await api(t, admin.token).get(`${ADMIN}/config?only_db=true`);
    expect(entry(onlyDb.body, ':pleroma', ':instance')).toBeUndefined();
    expect(entry(onlyDb.body, ':chatlog', ':level')).toBeUndefined();
    expect((await api(t).get('/api/v1/instance')).body).toMatchObject({
      title: 'fedigraph',
      max_toot_chars: 5000,
      email: '',
    });
    expect((await lastLog()).message).toBe(`@${admin.user.nickname} removed config :chatlog :level`);
  });

  it('applies [:auth, :enforce_oauth_admin_scope_usage] to the next request', async () => {
    const plain = await tokenFor(t, admin.user, ['read', 'write']);
    expect((await api(t, plain).get(`${ADMIN}/need_reboot`)).status).toBe(403);
    await post([{ group: ':pleroma', key: ':auth', value: kw({ enforce_oauth_admin_scope_usage: false }) }]);
    expect((await api(t, plain).get(`${ADMIN}/need_reboot`)).status).toBe(200);
    await post([{ group: ':pleroma', key: ':auth', delete: true }]);
    expect((await api(t, plain).get(`${ADMIN}/need_reboot`)).status).toBe(403);
  });

  it('applies :rate_limit to the next request', async () => {
    await post([{ group: ':pleroma', key: ':rate_limit', value: kw({ authentication: { tuple: [60_000, 2] } }) }]);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await api(t)
            .post('/oauth/token')
            .send({ grant_type: 'password', client_id: 'nope', client_secret: 'nope', username: 'x', password: 'y' })
        ).status,
      );
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
    await post([{ group: ':pleroma', key: ':rate_limit', delete: true }]);
    expect(
      (
        await api(t)
          .post('/oauth/token')
          .send({ grant_type: 'password', client_id: 'nope', client_secret: 'nope', username: 'x', password: 'y' })
      ).status,
    ).not.toBe(429);
  });
});

describe('GET /api/pleroma/admin/restart', () => {
  it('applies build-time settings (rule 5) only after a restart, need_reboot telling one is pending', async () => {
    const before = (await api(t).get('/api/v1/instance')).body.upload_limit;
    let res = await post([{ group: ':pleroma', key: ':instance', value: kw({ upload_limit: 1234, name: 'Limited' }) }]);
    expect(res.body.need_reboot).toBe(true);
    expect((await api(t, admin.token).get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: true });
    expect((await api(t).get('/api/v1/instance')).body).toMatchObject({ title: 'Limited', upload_limit: before });

    res = await api(t, admin.token).get(`${ADMIN}/restart`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await lastLog()).message).toBe(`@${admin.user.nickname} restarted the application`);
    expect((await api(t, admin.token).get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: false });
    expect((await api(t).get('/api/v1/instance')).body).toMatchObject({ upload_limit: 1234 });
    await post([{ group: ':pleroma', key: ':instance', delete: true }]);
    await api(t, admin.token).get(`${ADMIN}/restart`);
  });

  it('needs the write scope', async () => {
    const reader = await tokenFor(t, admin.user, ['read', 'admin:read']);
    expect((await api(t, reader).get(`${ADMIN}/restart`)).status).toBe(403);
  });
});

describe('GET /api/pleroma/admin/config/descriptions', () => {
  it('describes every setting with typed children, as the admin front-end renders them', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/config/descriptions`);
    expect(res.status).toBe(200);
    expect(res.body.map((d: { key: string }) => d.key)).toEqual(SETTING_KEYS);
    const instance = res.body[0];
    expect(instance).toMatchObject({
      group: ':pleroma',
      key: ':instance',
      label: 'Instance',
      type: 'group',
      description: expect.any(String),
    });
    expect(instance.children).toEqual(
      expect.arrayContaining([
        {
          key: ':name',
          label: 'Name',
          type: 'string',
          description: 'Name of the instance',
          suggestions: ['fedigraph'],
        },
        { key: ':registrations_open', label: 'Registrations open', type: 'boolean', description: expect.any(String) },
        expect.objectContaining({
          key: ':poll_limits',
          type: ['keyword', 'map'],
          children: expect.arrayContaining([expect.objectContaining({ key: ':max_options', type: 'integer' })]),
        }),
      ]),
    );
    expect(res.body[2].children[0]).toMatchObject({ key: ':login', type: ['tuple', ['list', 'tuple']] });
  });
});

describe('configuration from the database turned off', () => {
  let off: TestApp;
  let offAdmin: { user: User; token: string };
  beforeAll(async () => {
    off = await startTestApp({ CONFIGURABLE_FROM_DATABASE: 'false' });
    offAdmin = await makeAdmin(off);
  });
  afterAll(async () => {
    await off.stop();
  });

  it("config GET and POST and restart answer 400 with Pleroma's text; need_reboot still answers", async () => {
    const as = api(off, offAdmin.token);
    for (const res of [
      await as.get(`${ADMIN}/config`),
      await as.post(`${ADMIN}/config`).send({ configs: [] }),
      await as.get(`${ADMIN}/restart`),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: NOT_CONFIGURABLE } });
    }
    expect((await as.get(`${ADMIN}/need_reboot`)).body).toEqual({ need_reboot: false });
    expect((await as.get(`${ADMIN}/config/descriptions`)).status).toBe(200);
  });
});

describe('refusals', () => {
  it('403 for a non-admin', async () => {
    const user = await makeUser(t);
    const res = await api(t, await tokenFor(t, user, ['read', 'write', 'admin']))
      .post(`${ADMIN}/config`)
      .send({ configs: [] });
    expect(res.status).toBe(403);
  });
});

describe('captcha, keyed by its module (Pleroma.Captcha)', () => {
  const CAPTCHA = 'Pleroma.Captcha';
  const captcha = async () => (await api(t).get('/api/pleroma/captcha')).body;
  const storedCaptcha = async () => (await stored()).filter((r) => r.key === CAPTCHA || r.key === ':captcha');

  it('posting enabled=false turns the captcha off at once; deleting the subkey turns it back on', async () => {
    expect((await captcha()).type).toBe('native');
    let res = await post([{ group: ':pleroma', key: CAPTCHA, value: kw({ enabled: false }) }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configs: [{ group: ':pleroma', key: CAPTCHA, value: [{ tuple: [':enabled', false] }], db: [':enabled'] }],
      need_reboot: false,
    });
    expect(await captcha()).toEqual({ type: 'none' });
    expect(await storedCaptcha()).toEqual([
      { group: ':pleroma', key: CAPTCHA, value: [{ tuple: [':enabled', false] }] },
    ]);
    const all = await api(t, admin.token).get(`${ADMIN}/config`);
    expect(entry(all.body, ':pleroma', CAPTCHA)).toEqual({
      group: ':pleroma',
      key: CAPTCHA,
      value: [{ tuple: [':seconds_valid', 300] }, { tuple: [':enabled', false] }], // Keyword.merge's order
      db: [':enabled'],
    });
    expect(entry(all.body, ':pleroma', ':captcha')).toBeUndefined();
    expect((await lastLog()).message).toBe(`@${admin.user.nickname} updated config :pleroma ${CAPTCHA}`);

    res = await post([{ group: ':pleroma', key: CAPTCHA, delete: true, subkeys: [':enabled'] }]);
    expect(res.status).toBe(200);
    expect((await captcha()).type).toBe('native');
    expect(await storedCaptcha()).toEqual([]);
  });

  it('checks values against the description (rule 1 makes the key a module)', async () => {
    const res = await post([{ group: ':pleroma', key: CAPTCHA, value: kw({ enabled: 'yes' }) }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(`Invalid config entry 0 (:pleroma ${CAPTCHA})`);
    expect(await storedCaptcha()).toEqual([]);
  });

  it('seconds_valid applies at once and reports need_reboot, as rule 5 lists it', async () => {
    const res = await post([{ group: ':pleroma', key: CAPTCHA, value: kw({ seconds_valid: 60 }) }]);
    expect(res.body.need_reboot).toBe(true);
    expect((await captcha()).seconds_valid).toBe(60);
    await post([{ group: ':pleroma', key: CAPTCHA, delete: true }]);
    await api(t, admin.token).get(`${ADMIN}/restart`);
    expect((await captcha()).seconds_valid).toBe(300);
  });

  it('is described under its module key, with its name as label', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/config/descriptions`);
    const described = res.body.find((d: { key: string }) => d.key === CAPTCHA);
    expect(described).toMatchObject({ group: ':pleroma', key: CAPTCHA, label: CAPTCHA, type: 'group' });
    expect(described.children.map((c: { key: string }) => c.key)).toEqual([':enabled', ':seconds_valid']);
  });

  it('takes a post of the old key :captcha as Pleroma.Captcha', async () => {
    const res = await post([{ group: ':pleroma', key: ':captcha', value: kw({ enabled: false }) }]);
    expect(res.body.configs).toEqual([
      { group: ':pleroma', key: CAPTCHA, value: [{ tuple: [':enabled', false] }], db: [':enabled'] },
    ]);
    expect(await storedCaptcha()).toEqual([
      { group: ':pleroma', key: CAPTCHA, value: [{ tuple: [':enabled', false] }] },
    ]);
    expect(await captcha()).toEqual({ type: 'none' });
    await post([{ group: ':pleroma', key: ':captcha', delete: true }]);
    expect(await storedCaptcha()).toEqual([]);
    expect((await captcha()).type).toBe('native');
  });

  it('reads a row stored under the old key :captcha as Pleroma.Captcha, and moves it on the next write', async () => {
    const em = t.orm.em.fork();
    em.create(InstanceSetting, { group: ':pleroma', key: ':captcha', value: [{ tuple: [':enabled', false] }] });
    await em.flush();
    await post([{ group: ':chatlog', key: ':level', value: ':debug' }]); // any change reloads the store
    expect(await captcha()).toEqual({ type: 'none' });
    const onlyDb = await api(t, admin.token).get(`${ADMIN}/config?only_db=true`);
    expect(entry(onlyDb.body, ':pleroma', CAPTCHA)).toMatchObject({ db: [':enabled'] });
    expect(entry(onlyDb.body, ':pleroma', ':captcha')).toBeUndefined();

    await post([{ group: ':pleroma', key: CAPTCHA, value: kw({ seconds_valid: 90 }) }]);
    expect(await storedCaptcha()).toEqual([
      { group: ':pleroma', key: CAPTCHA, value: [{ tuple: [':enabled', false] }, { tuple: [':seconds_valid', 90] }] },
    ]);
    expect(await captcha()).toEqual({ type: 'none' });
    await post([
      { group: ':pleroma', key: CAPTCHA, delete: true },
      { group: ':chatlog', key: ':level', delete: true },
    ]);
    await api(t, admin.token).get(`${ADMIN}/restart`);
    expect((await captcha()).type).toBe('native');
  });
});
