import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { User } from '../../../../../src/entities/index.js';
import { frontendsDir } from '../../../../../src/frontends/frontend.service.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { gql } from '../../../../support/graphql.js';
import { api } from '../../../../support/rest.js';
import { zip } from '../../../../support/zip.js';

const t = useTestApp({ ALLOW_PRIVATE_ADDRESSES: 'true' });
let admin: { token: string };
let plainToken: string;
let builds: Server;
let buildsBase: string;
let tmp: string;
const ADMIN = '/api/pleroma/admin';

const ADMIN_FE_BUILD = {
  'dist/index.html': '<!doctype html><title>Admin FE</title><script src="/pleroma/admin/static/js/app.js"></script>',
  'dist/static/js/app.js': 'console.log("admin-fe")',
  'README.md': 'not part of the build',
};

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'fedigraph-fe-'));
  writeFileSync(join(tmp, 'admin-fe.zip'), await zip(ADMIN_FE_BUILD));
  writeFileSync(join(tmp, 'no-dist.zip'), await zip({ 'build/index.html': 'x' }));
  writeFileSync(join(tmp, 'not-a.zip'), 'hello');
  const pleromaFe = await zip({ 'dist/index.html': 'pleroma-fe' });
  builds = createServer((req, res) =>
    req.url === '/builds/stable.zip' ? res.writeHead(200).end(pleromaFe) : res.writeHead(404).end(),
  );
  await new Promise<void>((resolve) => builds.listen(0, '127.0.0.1', resolve));
  buildsBase = `http://127.0.0.1:${(builds.address() as { port: number }).port}`;

  admin = await makeAdmin(t);
  plainToken = await tokenFor(t, await makeUser(t), ['read', 'write', 'admin']);
});
afterAll(async () => {
  await new Promise((resolve) => builds?.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

const PLEROMA_FE = {
  name: 'pleroma-fe',
  git: 'https://git.pleroma.social/pleroma/pleroma-fe',
  build_url: 'https://git.pleroma.social/pleroma/pleroma-fe/-/jobs/artifacts/${ref}/download?job=build',
  ref: 'develop',
};
const ADMIN_FE = {
  name: 'admin-fe',
  git: 'https://git.pleroma.social/pleroma/admin-fe',
  build_url: 'https://git.pleroma.social/pleroma/admin-fe/-/jobs/artifacts/${ref}/download?job=build',
  ref: 'develop',
};

describe('GET /api/v1/instance/peers', () => {
  it('lists the hosts of known remote accounts, once each, to anyone (REST and GraphQL)', async () => {
    expect((await api(t).get('/api/v1/instance/peers')).body).toEqual([]);
    for (const nickname of ['ann@one.example', 'bob@One.Example', 'cat@two.example']) {
      const u = await makeUser(t, { local: false });
      await t.orm.em.fork().nativeUpdate(User, { id: u.id }, { nickname });
    }
    const res = await api(t).get('/api/v1/instance/peers');
    expect([res.status, res.body]).toEqual([200, ['one.example', 'two.example']]);
    expect((await gql(t, '{ instancePeers }')).body).toEqual({
      data: { instancePeers: ['one.example', 'two.example'] },
    });
    expect((await api(t).get('/api/v1/instance')).body.stats.domain_count).toBe(2);
  });
});

describe('config descriptions under the paths admin-fe calls', () => {
  it('answers /api/v1/pleroma/admin/config/descriptions and /api/v2/... as /api/pleroma/admin/config/descriptions', async () => {
    const canonical = await api(t, admin.token).get(`${ADMIN}/config/descriptions`).expect(200);
    expect(canonical.body.length).toBeGreaterThan(3);
    for (const path of ['/api/v1/pleroma/admin/config/descriptions', '/api/v2/pleroma/admin/config/descriptions']) {
      const res = await api(t, admin.token).get(path);
      expect([res.status, res.body]).toEqual([200, canonical.body]);
      for (const token of [null, plainToken]) expect((await api(t, token).get(path)).status).toBe(403);
    }
  });
});

describe('GET /api/pleroma/admin/frontends', () => {
  it('lists the known frontends, none installed', async () => {
    const res = await api(t, admin.token).get(`${ADMIN}/frontends`);
    expect([res.status, res.body]).toEqual([
      200,
      [
        { ...PLEROMA_FE, installed: false },
        { ...ADMIN_FE, installed: false },
      ],
    ]);
  });
});

describe('POST /api/pleroma/admin/frontends/install', () => {
  it('installs from a zip on disk (the files of build_dir only) and answers the list; /pleroma/admin/ serves it', async () => {
    const res = await api(t, admin.token)
      .post(`${ADMIN}/frontends/install`)
      .send({ name: 'admin-fe', ref: 'v2.4.0', file: join(tmp, 'admin-fe.zip') });
    expect([res.status, res.body]).toEqual([
      200,
      [
        { ...PLEROMA_FE, installed: false },
        { ...ADMIN_FE, installed: true },
      ],
    ]);
    const dir = join(frontendsDir(t.config), 'admin-fe', 'v2.4.0');
    expect(readFileSync(join(dir, 'static', 'js', 'app.js'), 'utf8')).toBe('console.log("admin-fe")');
    expect(existsSync(join(dir, 'README.md'))).toBe(false);

    const page = await api(t).get('/pleroma/admin/');
    expect(page.status).toBe(200);
    expect(page.text).toBe(ADMIN_FE_BUILD['dist/index.html']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await api(t).get('/pleroma/admin/static/js/app.js');
    expect([script.status, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await api(t).get('/pleroma/admin/users')).text).toBe(ADMIN_FE_BUILD['dist/index.html']);
    expect((await api(t).get('/pleroma/admin/static/missing.js')).status).toBe(404);
  });

  it('downloads build_url (with ${ref} replaced) through the outbound client', async () => {
    const res = await api(t, admin.token)
      .post(`${ADMIN}/frontends/install`)
      .send({ name: 'pleroma-fe', ref: 'stable', build_url: `${buildsBase}/builds/\${ref}.zip` });
    expect([res.status, res.body]).toEqual([
      200,
      [
        { ...PLEROMA_FE, installed: true },
        { ...ADMIN_FE, installed: true },
      ],
    ]);
    expect(readFileSync(join(frontendsDir(t.config), 'pleroma-fe', 'stable', 'index.html'), 'utf8')).toBe('pleroma-fe');
  });

  it("answers 400 with Pleroma's messages, installing nothing", async () => {
    const as = api(t, admin.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'other-fe', file: join(tmp, 'admin-fe.zip') }, 'No ref given or configured'],
      [{ name: 'admin-fe', ref: 'x', file: join(tmp, 'not-a.zip') }, 'Could not download or unzip the frontend'],
      [{ name: 'admin-fe', ref: 'x', file: join(tmp, 'missing.zip') }, 'Could not download or unzip the frontend'],
      [{ name: 'admin-fe', ref: 'x', file: '/dev/zero' }, 'Could not download or unzip the frontend'],
      [{ name: 'admin-fe', ref: 'x', file: tmp }, 'Could not download or unzip the frontend'],
      [{ name: 'admin-fe', ref: 'x', file: join(tmp, 'no-dist.zip') }, 'Could not install the frontend'],
      [
        { name: 'admin-fe', ref: 'x', build_url: `${buildsBase}/builds/nothing.zip` },
        'Could not download or unzip the frontend',
      ],
      [{ name: 'other-fe', ref: 'x' }, 'Could not download or unzip the frontend'],
    ];
    for (const [body, error] of cases) {
      const res = await as.post(`${ADMIN}/frontends/install`).send(body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
    for (const body of [
      {},
      { name: '../evil', ref: 'x', file: join(tmp, 'admin-fe.zip') },
      { name: 'admin-fe', ref: '../../x', file: join(tmp, 'admin-fe.zip') },
    ]) {
      expect((await as.post(`${ADMIN}/frontends/install`).send(body)).status).toBe(400);
    }
    expect(existsSync(join(frontendsDir(t.config), 'admin-fe', 'x'))).toBe(false);
    expect(existsSync(join(frontendsDir(t.config), 'other-fe'))).toBe(false);
    expect(existsSync(join(frontendsDir(t.config), '..', 'evil'))).toBe(false);
  });

  it('refuses anonymous callers, non-admins and admin tokens without the admin scope (403)', async () => {
    const unscoped = await tokenFor(t, (await makeAdmin(t)).user, ['read', 'write']);
    for (const token of [null, plainToken, unscoped]) {
      expect((await api(t, token).get(`${ADMIN}/frontends`)).status).toBe(403);
      expect(
        (
          await api(t, token)
            .post(`${ADMIN}/frontends/install`)
            .send({ name: 'admin-fe', ref: 'evil', file: join(tmp, 'admin-fe.zip') })
        ).status,
      ).toBe(403);
    }
    expect(existsSync(join(frontendsDir(t.config), 'admin-fe', 'evil'))).toBe(false);
  });
});

describe('GraphQL: adminFrontends, adminInstallFrontend', () => {
  it('lists and installs for admins, refuses others', async () => {
    const list = await gql(t, '{ adminFrontends { name ref installed } }', {}, admin.token);
    expect(list.body.data.adminFrontends).toEqual([
      { name: 'pleroma-fe', ref: 'develop', installed: true },
      { name: 'admin-fe', ref: 'develop', installed: true },
    ]);
    const install = await gql(
      t,
      'mutation($file: String!) { adminInstallFrontend(name: "admin-fe", ref: "v2.5.0", file: $file) { name installed } }',
      { file: join(tmp, 'admin-fe.zip') },
      admin.token,
    );
    expect(install.body.data.adminInstallFrontend).toEqual([
      { name: 'pleroma-fe', installed: true },
      { name: 'admin-fe', installed: true },
    ]);
    expect(existsSync(join(frontendsDir(t.config), 'admin-fe', 'v2.5.0', 'index.html'))).toBe(true);
    const denied = await gql(t, '{ adminFrontends { name } }', {}, plainToken);
    expect(denied.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
