import { beforeAll, describe, expect, it } from '@jest/globals';
import { InstanceSetting, ModerationLogEntry, type User } from '../../../../../src/entities/index.js';
import { attachedConfigStore } from '../../../../../src/settings/config-store.js';
import { Atom } from '../../../../../src/settings/terms.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { api } from '../../../../support/rest.js';
import { kw } from '../../../../support/config.js';

// Restart and the build-time groups with no equivalent here (:pools, :connections_pool, :http_client_pools,
// :chat), and regex sigils in POST /config.
const t = useTestApp();
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const ADMIN = '/api/pleroma/admin';
const post = (configs: unknown) => api(t, admin.token).post(`${ADMIN}/config`).send({ configs });
const restart = () => api(t, admin.token).get(`${ADMIN}/restart`);
const needReboot = async () => (await api(t, admin.token).get(`${ADMIN}/need_reboot`)).body;
const stored = async () =>
  (await t.orm.em.fork().find(InstanceSetting, {}, { orderBy: { group: 'asc', key: 'asc' } })).map((r) => ({
    group: r.group,
    key: r.key,
    value: r.value,
  }));
const store = () => attachedConfigStore(t.orm.em)!;
const own = new Atom('pleroma');

const BUILD_TIME = {
  pools: kw({ federation: kw({ size: 80, max_waiting: 20, recv_timeout: 12_000 }), media: kw({ size: 20 }) }),
  connections_pool: kw({ max_connections: 100, connect_timeout: 3000 }),
  http_client_pools: kw({ federation: kw({ max_connections: 10 }) }),
  chat: kw({ enabled: false }),
};

describe('GET /api/pleroma/admin/restart and the build-time groups', () => {
  it.each(Object.entries(BUILD_TIME))(
    'a change to :%s waits for the restart, which applies it and clears need_reboot',
    async (key, value) => {
      const res = await post([{ group: ':pleroma', key: `:${key}`, value }]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        configs: [{ group: ':pleroma', key: `:${key}`, value, db: value.map((p) => p.tuple[0]) }],
        need_reboot: true,
      });
      expect(await needReboot()).toEqual({ need_reboot: true });
      // Stored and shown at once, applied only by the restart.
      expect((await api(t, admin.token).get(`${ADMIN}/config?only_db=true`)).body.configs).toContainEqual({
        group: ':pleroma',
        key: `:${key}`,
        value,
        db: value.map((p) => p.tuple[0]),
      });
      expect(store().get(own, new Atom(key), 'applied')).toBeUndefined();

      const restarted = await restart();
      expect(restarted.status).toBe(200);
      expect(restarted.body).toEqual({});
      expect(await needReboot()).toEqual({ need_reboot: false });
      expect(store().get(own, new Atom(key), 'applied')).toEqual(store().get(own, new Atom(key)));
      expect(store().get(own, new Atom(key), 'applied')).toBeDefined();

      // Deleting it needs a restart too; the restart forgets it.
      expect((await post([{ group: ':pleroma', key: `:${key}`, delete: true }])).body.need_reboot).toBe(true);
      expect(store().get(own, new Atom(key), 'applied')).toBeDefined();
      await restart();
      expect(await needReboot()).toEqual({ need_reboot: false });
      expect(store().get(own, new Atom(key), 'applied')).toBeUndefined();
    },
  );

  it('a run-time change leaves need_reboot false, and a restart with nothing pending is harmless', async () => {
    expect(
      (await post([{ group: ':pleroma', key: ':instance', value: kw({ name: 'Runtime' }) }])).body.need_reboot,
    ).toBe(false);
    expect((await api(t).get('/api/v1/instance')).body.title).toBe('Runtime');
    expect((await restart()).status).toBe(200);
    expect(await needReboot()).toEqual({ need_reboot: false });
    expect((await api(t).get('/api/v1/instance')).body.title).toBe('Runtime');
    const [last] = await t.orm.em.fork().find(ModerationLogEntry, {}, { orderBy: { id: 'desc' }, limit: 1 });
    expect(last.message).toBe(`@${admin.user.nickname} restarted the application`);
    await post([{ group: ':pleroma', key: ':instance', delete: true }]);
  });

  it('GraphQL adminRestart does the same; callers without admin:write are refused and nothing is applied', async () => {
    await post([{ group: ':pleroma', key: ':chat', value: kw({ enabled: true }) }]);
    const reader = await tokenFor(t, admin.user, ['read', 'admin:read']);
    const refused = await gql(t, 'mutation { adminRestart }', {}, reader);
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const user = await makeUser(t);
    expect(
      (await gql(t, 'mutation { adminRestart }', {}, await tokenFor(t, user))).body.errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect((await gql(t, 'mutation { adminRestart }')).body.errors?.[0].extensions.code).toMatch(
      /FORBIDDEN|UNAUTHENTICATED/,
    );
    expect((await api(t, reader).get(`${ADMIN}/restart`)).status).toBe(403);
    expect(await needReboot()).toEqual({ need_reboot: true });
    expect(store().get(own, new Atom('chat'), 'applied')).toBeUndefined();

    const done = await gql(t, 'mutation { adminRestart }', {}, admin.token);
    expect(done.body).toEqual({ data: { adminRestart: true } });
    expect((await gql(t, '{ adminNeedReboot }', {}, admin.token)).body).toEqual({ data: { adminNeedReboot: false } });
    expect(store().get(own, new Atom('chat'), 'applied')).toBeDefined();
    await post([{ group: ':pleroma', key: ':chat', delete: true }]);
    await restart();
  });
});

describe('POST /api/pleroma/admin/config with regex sigils', () => {
  const keyword = kw({
    reject: ['~r/comp[lL][aA][iI][nN]er/', 'spam'],
    replace: [{ tuple: ['~r[https?://bad\\.example]i', 'removed'] }],
  });

  it('stores them and returns them as Pleroma does (~r/.../ with inner slashes escaped)', async () => {
    const res = await post([{ group: ':pleroma', key: ':mrf_keyword', value: keyword }]);
    expect(res.status).toBe(200);
    const returned = kw({
      reject: ['~r/comp[lL][aA][iI][nN]er/', 'spam'],
      replace: [{ tuple: ['~r/https?:\\/\\/bad\\.example/i', 'removed'] }],
    });
    expect(res.body.configs).toEqual([
      { group: ':pleroma', key: ':mrf_keyword', value: returned, db: [':reject', ':replace'] },
    ]);
    expect(await stored()).toContainEqual({ group: ':pleroma', key: ':mrf_keyword', value: returned });
    const listed = (await api(t, admin.token).get(`${ADMIN}/config?only_db=true`)).body.configs;
    expect(listed).toContainEqual({
      group: ':pleroma',
      key: ':mrf_keyword',
      value: returned,
      db: [':reject', ':replace'],
    });
    // Posting what GET returned changes nothing.
    expect((await post([{ group: ':pleroma', key: ':mrf_keyword', value: returned }])).body.configs[0].value).toEqual(
      returned,
    );
    await post([{ group: ':pleroma', key: ':mrf_keyword', delete: true }]);
  });

  it.each([
    [
      'an unbalanced group',
      '~r/(unclosed/',
      /Invalid config entry 1 \(:pleroma :mrf_keyword\): invalid regular expression ~r\/\(unclosed\/: .* at value\[0\]\.tuple\[1\]\[0\]/,
    ],
    [
      'a modifier with no meaning here',
      '~r/a b/x',
      /Invalid config entry 1 \(:pleroma :mrf_keyword\): regular expression modifier x is not supported at value\[0\]\.tuple\[1\]\[0\]/,
    ],
    [
      'a sigil without its closing delimiter',
      '~r/abc',
      /Invalid config entry 1 \(:pleroma :mrf_keyword\): "~r\/abc" is not a regular expression sigil/,
    ],
  ])('refuses %s with 400 naming the entry, storing nothing of the request', async (_name, sigil, message) => {
    const before = await stored();
    const res = await post([
      { group: ':pleroma', key: ':instance', value: kw({ name: 'Never stored' }) },
      { group: ':pleroma', key: ':mrf_keyword', value: kw({ reject: [sigil] }) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(message), entry: 1 });
    expect(await stored()).toEqual(before);
  });

  it('GraphQL adminUpdateConfig refuses a bad regex with BAD_USER_INPUT naming the entry', async () => {
    const before = await stored();
    const res = await gql(
      t,
      'mutation($configs: JSON!) { adminUpdateConfig(configs: $configs) { needReboot } }',
      {
        configs: [{ group: ':pleroma', key: ':mrf_keyword', value: kw({ reject: ['~r/[z-a]/'] }) }],
      },
      admin.token,
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Invalid config entry 0 (:pleroma :mrf_keyword): invalid regular expression'),
      extensions: { code: 'BAD_USER_INPUT', entry: 0 },
    });
    expect(await stored()).toEqual(before);
  });
});
