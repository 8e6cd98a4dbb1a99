import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../../../../rest-adapter/routes/index.js';
import { emojiDir } from '../../../../../src/emoji/custom-emoji.js';
import { SAMPLES } from '../../../../fixtures/media-samples.js';
import type { RouteRow } from '../../../../../rest-adapter/types.js';
import type { User } from '../../../../../src/entities/index.js';
import { updateSettings } from '../../../../support/settings.js';
import { follow, makeStatus } from '../../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../../support/factories/user.factory.js';
import { useTestApp } from '../../../../support/app.js';

/**
 * Every row of the compiled route table under /api/{ns}/admin, whichever branch added it, refuses callers that
 * are not admins acting with admin scopes, and a refused call changes nothing.
 */
const ADMIN_ROWS = routes.filter((r) => r.path.startsWith('/api/{ns}/admin') || r.admin);

const t = useTestApp();
let target: User;
let other: User;
const callers: Array<[string, string | null, number[]]> = [];

beforeAll(async () => {
  await updateSettings(t.orm.em.fork(), 'auth', { enforce_oauth_admin_scope_usage: true });
  const admin = await makeUser(t, { isAdmin: true });
  const user = await makeUser(t);
  target = await makeUser(t);
  other = await makeUser(t);
  await makeStatus(t, target, 'a status the admin API could delete');
  await follow(t, target, other);
  // An emoji pack with one file for the pack routes to aim at.
  mkdirSync(join(emojiDir(t.config), 'sweep'), { recursive: true });
  writeFileSync(join(emojiDir(t.config), 'sweep', 'sweep.png'), SAMPLES.png);
  writeFileSync(
    join(emojiDir(t.config), 'sweep', 'pack.json'),
    JSON.stringify({ files: { sweep: 'sweep.png' }, pack: {} }),
  );
  mkdirSync(join(emojiDir(t.config), 'unimported'));
  callers.push(
    ['an anonymous caller', null, [401, 403]],
    ['a bad token', 'not-a-token', [401, 403]],
    ['a non-admin with every scope', await tokenFor(t, user, ['read', 'write', 'follow', 'push', 'admin']), [403]],
    ['an admin without admin scopes', await tokenFor(t, admin, ['read', 'write', 'follow', 'push']), [403]],
  );
});

/** Path params and a body naming real accounts and rows, so a call that was let through would act on them. */
function request(row: RouteRow) {
  const path = row.path.replaceAll('{ns}', 'pleroma').replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'permission_group') return 'admin';
    return /id$/.test(name) && name !== 'nickname_or_id' ? '1' : target.nickname;
  });
  const body = {
    nickname: target.nickname,
    nicknames: [target.nickname],
    tags: ['x'],
    follower: target.nickname,
    followed: other.nickname,
    users: [{ nickname: 'intruder', email: 'intruder@example.test', password: 'intruder password' }],
    ids: ['1'],
    id: '1',
    email: 'intruder@example.test',
    password: 'intruder password',
    name: 'intruder',
    state: 'closed',
    max_use: 5,
    // Emoji packs: a pack that exists, so a call let through would change it.
    shortcode: 'sweep',
    new_shortcode: 'intruder',
    new_filename: 'intruder.png',
    metadata: { license: 'intruder' },
    url: 'http://127.0.0.1:1',
    as: 'intruder',
  };
  if (row.admin) return { path: `${path}?name=sweep`, body };
  return { path, body };
}

/** Every file of a folder with its contents' hash (the emoji packs). */
function filesBelow(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = entry.isFile()
      ? createHash('sha256').update(readFileSync(path)).digest('hex')
      : 'folder';
  }
  return out;
}

/** Row counts of every table, and a digest of the users table (flags, tags, roles). */
async function snapshot(): Promise<Record<string, unknown>> {
  const conn = t.orm.em.getConnection();
  const tables: Array<{ table_name: string }> = await conn.execute(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const out: Record<string, unknown> = {};
  for (const { table_name: table } of tables)
    out[table] = Number((await conn.execute(`select count(*) as n from "${table}"`))[0].n);
  out.usersDigest = (
    await conn.execute('select md5(cast(array_agg(u.* order by u.id) as text)) as d from users u')
  )[0].d;
  out.emojiFiles = filesBelow(emojiDir(t.config));
  return out;
}

describe('admin routes in the route table', () => {
  it('include some (the check below would prove nothing otherwise)', () => {
    expect(ADMIN_ROWS.length).toBeGreaterThan(0);
  });

  it.each(ADMIN_ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s refuses every caller but an admin with admin scopes',
    async (_name, row) => {
      const before = await snapshot();
      const { path, body } = request(row);
      for (const [who, token, statuses] of callers) {
        const req = t.http()[row.method.toLowerCase() as 'get'](path);
        if (token) req.set('authorization', `Bearer ${token}`);
        const res = row.method === 'GET' ? await req.query({ nickname: target.nickname }) : await req.send(body);
        // The status is shown as is when it is not one of those expected.
        const status = statuses.includes(res.status) ? 'refused' : res.status;
        expect({ who, status, body: res.body }).toEqual({
          who,
          status: 'refused',
          body: { error: expect.any(String) },
        });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
