import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { signJwt } from '../../../../src/auth/jwt.js';
import { User, Zone, ZoneUpload } from '../../../../src/entities/index.js';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp();
let jwt: string;
beforeAll(async () => {
  await makeUser(t, { nickname: 'zoe' });
  const res = await t.http().post('/api/login').query({ username: 'zoe', password: DEFAULT_PASSWORD });
  jwt = res.body.response.token;
});

const ZONE = `$ORIGIN example.com.
$TTL 3600
@ IN SOA ns1.example.com. hostmaster.example.com. ( 2026112201 7200 3600 1209600 300 )
@ IN NS ns1
ns1 IN A 192.0.2.1
www IN A 192.0.2.2
`;

const MiB = 1024 * 1024;
const UUID_ZONE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.zone$/;

/** A valid zone with `$ORIGIN <origin>.` and four records. */
function zoneText(origin: string, serial = 1, extra = ''): string {
  return `$ORIGIN ${origin}.\n$TTL 3600\n@ IN SOA ns1 hostmaster ( ${serial} 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\nwww IN A 192.0.2.2\n${extra}`;
}

/** The same zone without any origin in the text: a relative (`@`) SOA owner, so the origin must come from elsewhere. */
const RELATIVE_ZONE =
  '$TTL 3600\n@ IN SOA ns1 hostmaster ( 7 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\n';

/** A valid zone padded with comment lines to exactly `size` bytes. */
function paddedZone(origin: string, size: number): Buffer {
  let text = zoneText(origin);
  const line = `;${'x'.repeat(1022)}\n`;
  const lines = Math.floor((size - Buffer.byteLength(text)) / line.length);
  text += line.repeat(lines);
  const rest = size - Buffer.byteLength(text);
  if (rest === 1) text += '\n';
  else if (rest > 1) text += `;${'y'.repeat(rest - 2)}\n`;
  const bytes = Buffer.from(text);
  expect(bytes.length).toBe(size);
  return bytes;
}

/** A fresh user, logged in through /api/login from its own address (logins are limited per address). */
let userCounter = 0;
async function uploader(overrides: Partial<User> = {}): Promise<{ user: User; token: string }> {
  userCounter += 1;
  const user = await makeUser(t, { nickname: `uploader${userCounter}`, ...overrides });
  const res = await t
    .http()
    .post('/api/login')
    .set('x-forwarded-for', `10.20.${Math.floor(userCounter / 250)}.${(userCounter % 250) + 1}`)
    .query({ username: user.nickname, password: DEFAULT_PASSWORD });
  expect(res.status).toBe(200);
  return { user, token: res.body.response.token };
}

interface UploadOptions {
  filename?: string;
  contentType?: string;
  origin?: string;
}

function upload(token: string | null, content: string | Buffer, opts: UploadOptions = {}) {
  const req = t.http().post('/api/upload');
  if (token) req.set('authorization', `Bearer ${token}`);
  if (opts.origin !== undefined) req.field('origin', opts.origin);
  return req.attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), {
    filename: opts.filename ?? 'upload.zone',
    contentType: opts.contentType ?? 'text/plain',
  });
}

const zonePath = (origin: string) => join(t.config.zoneDir, `${origin}.zone`);
const uploadsDir = () => join(t.config.dataDir, 'uploads', 'zones');
const listDir = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Every file of ZONE_DIR with its bytes and modification time, to prove a refusal touched nothing. */
function snapshotZoneDir(): Record<string, { bytes: string; mtimeMs: number }> {
  return Object.fromEntries(
    listDir(t.config.zoneDir).map((name) => {
      const path = join(t.config.zoneDir, name);
      return [name, { bytes: readFileSync(path).toString('base64'), mtimeMs: statSync(path).mtimeMs }];
    }),
  );
}

const uploadRows = (user: User) => t.orm.em.fork().find(ZoneUpload, { user: user.id }, { orderBy: { id: 'asc' } });
const zoneRow = (origin: string) => t.orm.em.fork().findOne(Zone, { origin });

const ZONE_QUERY =
  'query($origin: String!) { zone(origin: $origin) { id origin serial recordCount text versions { serial recordCount } owner { nickname } } }';
async function zoneViaGraphql(token: string, origin: string) {
  const res = await gql(t, ZONE_QUERY, { origin }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.zone;
}

/** A refusal: the status and exactly the envelope `{response: {message}}` (plus `errors` for 422). */
function expectRefusal(
  res: { status: number; body: unknown; headers: Record<string, string> },
  status: number,
  message: string | RegExp,
) {
  expect({ status: res.status, body: res.body }).toEqual({
    status,
    body: { response: { message: typeof message === 'string' ? message : expect.stringMatching(message) } },
  });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

describe('POST /api/upload', () => {
  it('stores a valid zone and replies with its summary', async () => {
    const res = await t
      .http()
      .post('/api/upload')
      .set('authorization', `Bearer ${jwt}`)
      .attach('file', Buffer.from(ZONE), { filename: 'example.com.zone', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      response: {
        message: 'Zone example.com stored',
        zone: { id: expect.any(Number), origin: 'example.com', serial: 2026112201, record_count: 4 },
      },
    });
    expect(readFileSync(join(t.config.zoneDir, 'example.com.zone'), 'utf8')).toBe(ZONE);
  });

  describe('a stored upload', () => {
    it('writes ZONE_DIR/<origin>.zone byte for byte, keeps the upload under DATA_DIR/uploads/zones and records it as accepted', async () => {
      const { user, token } = await uploader();
      const uploadsBefore = listDir(uploadsDir());
      const text = zoneText('stored.example', 2026010101);
      const res = await upload(token, text, { filename: 'stored.example.zone' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        response: {
          message: 'Zone stored.example stored',
          zone: { id: expect.any(Number), origin: 'stored.example', serial: 2026010101, record_count: 4 },
        },
      });
      expect(res.headers['x-ratelimit-limit']).toBe('10');
      expect(res.headers['x-ratelimit-remaining']).toBe('9');

      expect(readFileSync(zonePath('stored.example')).equals(Buffer.from(text))).toBe(true);
      expect(listDir(t.config.zoneDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);

      const added = listDir(uploadsDir()).filter((n) => !uploadsBefore.includes(n));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(UUID_ZONE);
      expect(readFileSync(join(uploadsDir(), added[0]), 'utf8')).toBe(text);

      const zone = await zoneRow('stored.example');
      expect(zone).not.toBeNull();
      expect(zone!.id).toBe(res.body.response.zone.id);
      expect(zone!.owner.id).toBe(user.id);

      const rows = await uploadRows(user);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        clientFilename: 'stored.example.zone',
        storedPath: join(uploadsDir(), added[0]),
        size: Buffer.byteLength(text),
        status: 'accepted',
        origin: 'stored.example',
        errors: null,
      });
      expect(rows[0].zone?.id).toBe(zone!.id);

      const viaGraphql = await zoneViaGraphql(token, 'stored.example');
      expect(viaGraphql).toEqual({
        id: String(zone!.id),
        origin: 'stored.example',
        serial: 2026010101,
        recordCount: 4,
        text,
        versions: [{ serial: 2026010101, recordCount: 4 }],
        owner: { nickname: user.nickname },
      });
    });

    it('keeps CRLF line endings and a UTF-8 comment byte for byte', async () => {
      const { token } = await uploader();
      const text = zoneText('crlf.example', 5, '; Zoë’s café ☕ — ünïcödé\nmail IN A 192.0.2.25 ; naïve\n').replaceAll(
        '\n',
        '\r\n',
      );
      const bytes = Buffer.from(text, 'utf8');
      expect(bytes.includes(Buffer.from('\r\n'))).toBe(true);
      const res = await upload(token, bytes);
      expect(res.status).toBe(200);
      expect(res.body.response.zone).toEqual({
        id: expect.any(Number),
        origin: 'crlf.example',
        serial: 5,
        record_count: 5,
      });
      expect(readFileSync(zonePath('crlf.example')).equals(bytes)).toBe(true);
      expect((await zoneViaGraphql(token, 'crlf.example')).text).toBe(text);
    });

    it('never uses the client file name for storage (../../etc/passwd)', async () => {
      const { user, token } = await uploader();
      const uploadsBefore = listDir(uploadsDir());
      const zoneDirBefore = listDir(t.config.zoneDir);
      const text = zoneText('traversal.example');
      const res = await upload(token, text, { filename: '../../etc/passwd' });
      expect(res.status).toBe(200);
      expect(res.body.response.zone.origin).toBe('traversal.example');

      const added = listDir(uploadsDir()).filter((n) => !uploadsBefore.includes(n));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(UUID_ZONE);
      expect(listDir(t.config.zoneDir)).toEqual([...zoneDirBefore, 'traversal.example.zone'].sort());

      const [row] = await uploadRows(user);
      expect(row.storedPath).toBe(join(uploadsDir(), added[0]));
      expect(['passwd', '../../etc/passwd']).toContain(row.clientFilename);

      // Nothing anywhere under DATA_DIR (or beside it) took the client's name.
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      expect(walk(t.config.dataDir).filter((p) => /passwd/.test(p))).toEqual([]);
      expect(existsSync(join(t.config.dataDir, '..', 'etc', 'passwd'))).toBe(false);
    });
  });

  describe('authentication', () => {
    it('refuses a request without a token with 401, the envelope and the realm, and keeps nothing', async () => {
      const before = listDir(uploadsDir());
      const res = await upload(null, zoneText('anonymous.example'));
      expectRefusal(res, 401, 'Authentication required');
      expect(res.headers['www-authenticate']).toBe('Bearer realm="fedigraph"');
      expect(listDir(uploadsDir())).toEqual(before);
      expect(existsSync(zonePath('anonymous.example'))).toBe(false);
      expect(await zoneRow('anonymous.example')).toBeNull();
    });

    it('refuses garbage, forged and expired tokens with 401', async () => {
      const { user } = await uploader();
      const forged = await signJwt(new TextEncoder().encode('not the server secret, not at all'), {
        userId: user.id,
        credentialsVersion: user.credentialsVersion,
      });
      const expired = await signJwt(
        t.config.jwtSecret,
        { userId: user.id, credentialsVersion: user.credentialsVersion },
        -10,
      );
      for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad', forged, expired]) {
        const res = await upload(token, zoneText('garbage.example'));
        expectRefusal(res, 401, 'The access token is invalid');
        expect(res.headers['www-authenticate']).toBe('Bearer realm="fedigraph"');
      }
      expect(existsSync(zonePath('garbage.example'))).toBe(false);
      expect(await uploadRows(user)).toEqual([]);
    });

    it('refuses an app-only OAuth token (no user) with 401', async () => {
      const res = await upload(await tokenFor(t, null), zoneText('apponly.example'));
      expectRefusal(res, 401, 'Authentication required');
      expect(existsSync(zonePath('apponly.example'))).toBe(false);
    });

    it("accepts a user's OAuth access token", async () => {
      const user = await makeUser(t);
      const res = await upload(await tokenFor(t, user), zoneText('oauth.example'));
      expect(res.status).toBe(200);
      expect(res.body.response.zone).toMatchObject({ origin: 'oauth.example', record_count: 4 });
      expect((await zoneRow('oauth.example'))!.owner.id).toBe(user.id);
    });
  });

  describe('the file field', () => {
    it('answers 400 when the multipart body has no file field', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .field('origin', 'nofile.example');
      expectRefusal(res, 400, 'file: is required');
    });

    it('answers 400 when the file is under another field name', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .attach('zone', Buffer.from(zoneText('wrongfield.example')), { filename: 'x.zone', contentType: 'text/plain' });
      expectRefusal(res, 400, 'file: is required');
      expect(existsSync(zonePath('wrongfield.example'))).toBe(false);
    });

    it('answers 400 for a body that is not multipart', async () => {
      const { token } = await uploader();
      const res = await t.http().post('/api/upload').set('authorization', `Bearer ${token}`).send({ file: ZONE });
      expectRefusal(res, 400, 'file: Upload value invalid.');
      const empty = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .type('form')
        .send({ origin: 'x.example' });
      expectRefusal(empty, 400, 'file: is required');
    });

    it('answers 400 for a file part without a file name (a plain field, not a file)', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .field('file', zoneText('plainfield.example'));
      expectRefusal(res, 400, 'file: Upload value invalid.');
      expect(existsSync(zonePath('plainfield.example'))).toBe(false);
    });

    it('answers 400 with the envelope for a malformed multipart body', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'multipart/form-data')
        .send('--x\r\nnot really\r\n');
      expectRefusal(res, 400, 'Malformed multipart body');
    });

    it('answers 413 with the envelope for two files in one request, and stores neither', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .attach('file', Buffer.from(zoneText('twofiles-a.example')), { filename: 'a.zone', contentType: 'text/plain' })
        .attach('file', Buffer.from(zoneText('twofiles-b.example')), { filename: 'b.zone', contentType: 'text/plain' });
      expectRefusal(res, 413, 'At most 1 file(s) per request');
      expect(existsSync(zonePath('twofiles-a.example'))).toBe(false);
      expect(existsSync(zonePath('twofiles-b.example'))).toBe(false);
    });
  });

  describe('size (at most 1 MiB)', () => {
    it('accepts a valid zone padded with comments to exactly 1 MiB', async () => {
      const { token } = await uploader();
      const bytes = paddedZone('big.example', MiB);
      const res = await upload(token, bytes);
      expect(res.status).toBe(200);
      expect(res.body.response.zone).toEqual({
        id: expect.any(Number),
        origin: 'big.example',
        serial: 1,
        record_count: 4,
      });
      expect(readFileSync(zonePath('big.example')).equals(bytes)).toBe(true);
    });

    it('refuses 1 MiB + 1 byte with 413 and writes nothing to ZONE_DIR', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const uploadsBefore = listDir(uploadsDir());
      const res = await upload(token, paddedZone('toobig.example', MiB + 1));
      expectRefusal(res, 413, `file: larger than the limit of ${MiB} bytes`);
      expect(snapshotZoneDir()).toEqual(before);
      expect(listDir(uploadsDir())).toEqual(uploadsBefore);
      expect(await zoneRow('toobig.example')).toBeNull();
      expect(await uploadRows(user)).toEqual([]);
    });

    it('refuses a much larger file (5 MiB) with 413', async () => {
      const { token } = await uploader();
      const before = snapshotZoneDir();
      const res = await upload(token, paddedZone('huge.example', 5 * MiB));
      expectRefusal(res, 413, `file: larger than the limit of ${MiB} bytes`);
      expect(snapshotZoneDir()).toEqual(before);
    });
  });

  describe('content type and encoding', () => {
    it('refuses application/octet-stream with 415', async () => {
      const { token } = await uploader();
      const before = snapshotZoneDir();
      const res = await upload(token, zoneText('octet.example'), { contentType: 'application/octet-stream' });
      expectRefusal(res, 415, 'file: content type must be text/plain, not application/octet-stream');
      expect(snapshotZoneDir()).toEqual(before);
      expect(await zoneRow('octet.example')).toBeNull();
    });

    it('refuses other text types with 415', async () => {
      const { token } = await uploader();
      for (const contentType of ['text/html', 'text/dns', 'application/json']) {
        const res = await upload(token, zoneText('html.example'), { contentType });
        expectRefusal(res, 415, `file: content type must be text/plain, not ${contentType}`);
      }
      expect(existsSync(zonePath('html.example'))).toBe(false);
    });

    // BIND loads any byte inside a quoted string (NUL included) and prints it as \DDD.
    it('stores raw control bytes inside a quoted string as BIND does: \\DDD in the records, the bytes in the file', async () => {
      const { user, token } = await uploader();
      const text = Buffer.from(
        zoneText('nul.example', 1, 'txt IN TXT "a\0b\x01c\x7fd" "\0"\n; a comment may hold \0 too\n'),
      );
      const res = await upload(token, text);
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ message: 'Zone nul.example stored', zone: { record_count: 5 } });
      expect(readFileSync(zonePath('nul.example')).equals(text)).toBe(true);
      const records = await gql(
        t,
        'query($origin: String!) { zone(origin: $origin) { records(type: "TXT") { nodes { name data } } } }',
        { origin: 'nul.example' },
        token,
      );
      expect(records.body.data.zone.records.nodes).toEqual([
        { name: 'txt.nul.example.', data: '"a\\000b\\001c\\127d" "\\000"' },
      ]);
      expect((await uploadRows(user)).map((u) => u.status)).toEqual(['accepted']);
    });

    it('refuses a NUL byte outside a quoted string with 422, as BIND does, and records the refusal', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const res = await upload(token, Buffer.from(zoneText('nul-bare.example', 1, 'txt IN TXT a\0b\n')));
      expect(res.status).toBe(422);
      expect(res.body.response.message).toBe(
        'line 7: a NUL byte outside a quoted string (quote it, or write it as \\000)',
      );
      expect(snapshotZoneDir()).toEqual(before);
      expect(await zoneRow('nul-bare.example')).toBeNull();
      const rows = await uploadRows(user);
      expect(rows.map((u) => [u.status, u.errors])).toEqual([
        [
          'failed',
          [{ line: 7, column: 13, message: 'a NUL byte outside a quoted string (quote it, or write it as \\000)' }],
        ],
      ]);
    });

    it('records an error message quoting a NUL byte (PostgreSQL cannot store one) with \\000', async () => {
      const { user, token } = await uploader();
      const res = await upload(token, Buffer.from(zoneText('nul-a.example', 1, 'bad IN A "192.0.2.\0"\n')));
      expect(res.status).toBe(422);
      expect(res.body.response.message).toBe("line 7: bad IPv4 address '192.0.2.\0'");
      const rows = await uploadRows(user);
      expect(rows.map((u) => [u.status, u.errors?.[0].message])).toEqual([
        ['failed', "bad IPv4 address '192.0.2.\\000'"],
      ]);
    });

    it('refuses invalid UTF-8 with 415', async () => {
      const { token } = await uploader();
      const before = snapshotZoneDir();
      for (const bad of [
        Buffer.from([0xff, 0xfe]),
        Buffer.from('caf\xe9', 'latin1'),
        Buffer.from([0xc3]),
        Buffer.from([0xed, 0xa0, 0x80]),
      ]) {
        const bytes = Buffer.concat([
          Buffer.from(zoneText('latin1.example')),
          Buffer.from('; '),
          bad,
          Buffer.from('\n'),
        ]);
        const res = await upload(token, bytes);
        expectRefusal(res, 415, 'file: is not valid UTF-8 text');
      }
      expect(snapshotZoneDir()).toEqual(before);
    });

    it('accepts text/plain with parameters, in any case', async () => {
      const { token } = await uploader();
      for (const [i, contentType] of [
        'text/plain; charset=utf-8',
        'Text/Plain',
        'text/plain;charset=UTF-8',
      ].entries()) {
        const res = await upload(token, zoneText(`charset${i}.example`), { contentType });
        expect(res.status).toBe(200);
        expect(res.body.response.zone.origin).toBe(`charset${i}.example`);
      }
    });
  });

  describe('files that do not parse', () => {
    const BAD = zoneText('bad.example', 3, 'web IN A 999.1.1.1\nmail IN MX x mail\n');

    it('answers 422: message names the first bad line, errors lists each problem with line and column', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const uploadsBefore = listDir(uploadsDir());
      const res = await upload(token, BAD, { filename: 'bad.example.zone' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        response: {
          message: "line 7: bad IPv4 address '999.1.1.1'",
          errors: [
            { line: 7, column: 10, message: "bad IPv4 address '999.1.1.1'" },
            { line: 8, column: 12, message: "preference 'x' is not a number" },
          ],
        },
      });
      expect(snapshotZoneDir()).toEqual(before);
      expect(await zoneRow('bad.example')).toBeNull();

      // The upload is still kept and recorded, as failed, with its errors.
      const added = listDir(uploadsDir()).filter((n) => !uploadsBefore.includes(n));
      expect(added).toHaveLength(1);
      expect(readFileSync(join(uploadsDir(), added[0]), 'utf8')).toBe(BAD);
      const rows = await uploadRows(user);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'failed',
        origin: 'bad.example',
        clientFilename: 'bad.example.zone',
        size: Buffer.byteLength(BAD),
        storedPath: join(uploadsDir(), added[0]),
        errors: res.body.response.errors,
      });
      expect(rows[0].zone).toBeNull();
    });

    it('names the right line when the error is far into the file', async () => {
      const { token } = await uploader();
      const comments = Array.from({ length: 40 }, (_, i) => `; comment ${i}`).join('\n');
      const text = `${zoneText('late.example')}${comments}\nlate IN AAAA not-an-address\n`;
      const line = text.split('\n').findIndex((l) => l.startsWith('late IN AAAA')) + 1;
      expect(line).toBe(47);
      const res = await upload(token, text);
      expect(res.status).toBe(422);
      expect(res.body.response.message).toMatch(/^line 47: /);
      expect(res.body.response.errors).toEqual([{ line: 47, column: 14, message: expect.any(String) }]);
    });

    it('refuses $INCLUDE with 422 without reading the included file', async () => {
      const { user, token } = await uploader();
      // If the server honoured $INCLUDE, this file would make the upload a valid zone.
      const included = join(t.config.dataDir, 'include-me.zone');
      writeFileSync(included, '@ IN SOA ns1 hostmaster ( 1 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\n');
      const before = snapshotZoneDir();
      const text = `$ORIGIN include.example.\n$TTL 3600\n$INCLUDE ${included}\n`;
      const res = await upload(token, text);
      expect(res.status).toBe(422);
      expect(res.body.response.message).toBe('line 3: $INCLUDE is not allowed in uploaded zone files');
      expect(res.body.response.errors[0]).toEqual({
        line: 3,
        column: 1,
        message: '$INCLUDE is not allowed in uploaded zone files',
      });
      expect(JSON.stringify(res.body)).not.toContain('192.0.2.1');
      expect(snapshotZoneDir()).toEqual(before);
      expect(await zoneRow('include.example')).toBeNull();
      const [row] = await uploadRows(user);
      expect(row.status).toBe('failed');
      expect(row.errors![0].message).toBe('$INCLUDE is not allowed in uploaded zone files');
    });
  });

  describe('the origin', () => {
    const RECORDS =
      'query($origin: String!) { zone(origin: $origin) { origin records(type: "NS") { nodes { name data } } } }';

    it('comes from $ORIGIN, before the origin field and the file name', async () => {
      const { token } = await uploader();
      const res = await upload(token, zoneText('from-origin.example'), {
        origin: 'field.example',
        filename: 'name.example.zone',
      });
      expect(res.status).toBe(200);
      expect(res.body.response.zone.origin).toBe('from-origin.example');
      expect(existsSync(zonePath('from-origin.example'))).toBe(true);
      expect(existsSync(zonePath('field.example'))).toBe(false);
      expect(existsSync(zonePath('name.example'))).toBe(false);
    });

    it('comes from an absolute SOA owner when there is no $ORIGIN', async () => {
      const { token } = await uploader();
      const text =
        '$TTL 3600\nAbs-Soa.Example. IN SOA ns1.abs-soa.example. hostmaster.abs-soa.example. ( 9 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\n';
      const res = await upload(token, text, { origin: 'field.example', filename: 'name.example.zone' });
      expect(res.status).toBe(200);
      expect(res.body.response.zone).toEqual({
        id: expect.any(Number),
        origin: 'abs-soa.example',
        serial: 9,
        record_count: 3,
      });
      expect(readFileSync(zonePath('abs-soa.example'), 'utf8')).toBe(text);
      const ns = await gql(t, RECORDS, { origin: 'abs-soa.example' }, token);
      expect(ns.body.data.zone.records.nodes).toEqual([{ name: 'abs-soa.example.', data: 'ns1.abs-soa.example.' }]);
    });

    it('comes from the origin field when the file names none (lower-cased, trailing dot dropped)', async () => {
      const { token } = await uploader();
      const res = await upload(token, RELATIVE_ZONE, {
        origin: 'Field-Origin.EXAMPLE.',
        filename: 'name.example.zone',
      });
      expect(res.status).toBe(200);
      expect(res.body.response.zone).toEqual({
        id: expect.any(Number),
        origin: 'field-origin.example',
        serial: 7,
        record_count: 3,
      });
      expect(readFileSync(zonePath('field-origin.example'), 'utf8')).toBe(RELATIVE_ZONE);
      expect(existsSync(zonePath('name.example'))).toBe(false);
      const ns = await gql(t, RECORDS, { origin: 'field-origin.example' }, token);
      expect(ns.body.data.zone.records.nodes).toEqual([
        { name: 'field-origin.example.', data: 'ns1.field-origin.example.' },
      ]);
    });

    it('comes from the file name last (example.zone, .db and .txt suffixes dropped)', async () => {
      const { token } = await uploader();
      for (const [filename, origin] of [
        ['from-name.example.zone', 'from-name.example'],
        ['db-name.example.db', 'db-name.example'],
        ['txt-name.example.txt', 'txt-name.example'],
        ['Bare-Name.Example', 'bare-name.example'],
      ]) {
        const res = await upload(token, RELATIVE_ZONE, { filename });
        expect(res.status).toBe(200);
        expect(res.body.response.zone.origin).toBe(origin);
        expect(readFileSync(zonePath(origin), 'utf8')).toBe(RELATIVE_ZONE);
      }
      const ns = await gql(t, RECORDS, { origin: 'from-name.example' }, token);
      expect(ns.body.data.zone.records.nodes).toEqual([{ name: 'from-name.example.', data: 'ns1.from-name.example.' }]);
    });

    it('answers 400 when there is no origin anywhere', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const res = await upload(token, RELATIVE_ZONE, { filename: '.zone' });
      expectRefusal(res, 400, 'origin: the file has no $ORIGIN or absolute SOA owner; send an origin field');
      expect(snapshotZoneDir()).toEqual(before);
      const [row] = await uploadRows(user);
      expect(row).toMatchObject({
        status: 'failed',
        origin: null,
        errors: [{ line: 0, column: 0, message: res.body.response.message }],
      });
    });

    it('answers 400 for an origin too long for a zone file name (251-253 characters), and writes nothing there', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const label = 'a'.repeat(63);
      const origin = [label, label, label, 'b'.repeat(59)].join('.');
      expect(origin).toHaveLength(251);
      const res = await upload(token, RELATIVE_ZONE, { origin });
      expectRefusal(
        res,
        400,
        `origin: "${origin}" is too long for a zone file name (ZONE_DIR/<origin>.zone): at most 250 characters`,
      );
      expect(snapshotZoneDir()).toEqual(before);
      const [row] = await uploadRows(user);
      expect(row).toMatchObject({
        status: 'failed',
        origin,
        errors: [{ line: 0, column: 0, message: res.body.response.message }],
      });
      // 250 characters fit: the zone file's name is exactly 255 bytes.
      const longest = [label, label, label, 'b'.repeat(58)].join('.');
      expect(longest).toHaveLength(250);
      const fits = '$TTL 3600\n@ IN SOA ns.example. h.example. 1 2 3 4 5\n@ IN NS ns.example.\n';
      expect((await upload(token, fits, { origin: longest })).status).toBe(200);
      expect(readFileSync(zonePath(longest), 'utf8')).toBe(fits);
    });

    it('answers 400 for an origin that is not a plain host name, and writes nothing', async () => {
      const { user, token } = await uploader();
      const before = snapshotZoneDir();
      const uploadsBefore = listDir(uploadsDir());
      for (const origin of [
        '../../etc',
        '../evil',
        'a/b.example',
        '/etc/passwd',
        'exa mple.example',
        '*.wild.example',
        'a..b',
        '.',
      ]) {
        const res = await upload(token, RELATIVE_ZONE, { origin, filename: 'fallback.example.zone' });
        expectRefusal(res, 400, `origin: "${origin}" is not a plain host name`);
      }
      const root = await upload(token, '$ORIGIN .\n$TTL 3600\n@ IN SOA ns1 hostmaster 1 7200 3600 1209600 300\n');
      expectRefusal(root, 400, /^origin: ".*" is not a plain host name$/);
      const escaped = await upload(token, zoneText('evil\\/name.example'));
      expectRefusal(escaped, 400, /^origin: ".*" is not a plain host name$/);

      expect(snapshotZoneDir()).toEqual(before);
      expect(existsSync(zonePath('fallback.example'))).toBe(false);
      // Each attempt is kept and recorded as failed.
      const rows = await uploadRows(user);
      expect(rows).toHaveLength(10);
      expect(rows.every((r) => r.status === 'failed' && r.origin === null && r.errors?.length === 1)).toBe(true);
      expect(listDir(uploadsDir()).filter((n) => !uploadsBefore.includes(n))).toHaveLength(10);
    });
  });

  describe('ownership and versions', () => {
    it("answers 409 when another user uploads the same origin, leaving the first user's file untouched", async () => {
      const first = await uploader();
      const second = await uploader();
      const original = zoneText('taken.example', 1);
      expect((await upload(first.token, original)).status).toBe(200);
      const before = snapshotZoneDir();

      for (const text of [zoneText('taken.example', 2), zoneText('TAKEN.Example', 3)]) {
        const res = await upload(second.token, text);
        expectRefusal(res, 409, 'origin: zone taken.example belongs to another user');
      }
      const viaField = await upload(second.token, RELATIVE_ZONE, { origin: 'taken.example.' });
      expectRefusal(viaField, 409, 'origin: zone taken.example belongs to another user');

      expect(snapshotZoneDir()).toEqual(before);
      expect(readFileSync(zonePath('taken.example'), 'utf8')).toBe(original);
      const zone = await zoneViaGraphql(first.token, 'taken.example');
      expect(zone).toMatchObject({
        serial: 1,
        text: original,
        versions: [{ serial: 1, recordCount: 4 }],
        owner: { nickname: first.user.nickname },
      });
      const rows = await uploadRows(second.user);
      expect(rows.map((r) => [r.status, r.origin, r.errors])).toEqual(
        Array(3).fill([
          'failed',
          'taken.example',
          [{ line: 0, column: 0, message: 'origin: zone taken.example belongs to another user' }],
        ]),
      );
    });

    it('lets the owner replace the file; earlier versions stay in the history', async () => {
      const { token } = await uploader();
      const v1 = zoneText('versions.example', 2026010101);
      const v2 = zoneText('versions.example', 2026010102, 'mail IN A 192.0.2.25\n');
      const v3 = zoneText('versions.example', 2026010103);
      const r1 = await upload(token, v1);
      const r2 = await upload(token, v2);
      expect(r2.body.response.zone).toEqual({
        id: r1.body.response.zone.id,
        origin: 'versions.example',
        serial: 2026010102,
        record_count: 5,
      });
      expect(readFileSync(zonePath('versions.example'), 'utf8')).toBe(v2);
      const r3 = await upload(token, v3);
      expect(r3.body.response.zone).toEqual({
        id: r1.body.response.zone.id,
        origin: 'versions.example',
        serial: 2026010103,
        record_count: 4,
      });
      expect(readFileSync(zonePath('versions.example'), 'utf8')).toBe(v3);
      const zone = await zoneViaGraphql(token, 'versions.example');
      expect(zone.versions).toEqual([
        { serial: 2026010103, recordCount: 4 },
        { serial: 2026010102, recordCount: 5 },
        { serial: 2026010101, recordCount: 4 },
      ]);
      expect(zone.text).toBe(v3);
      expect(listDir(t.config.zoneDir).filter((n) => n.startsWith('versions.example') || n.includes('.tmp'))).toEqual([
        'versions.example.zone',
      ]);
    });

    it('a refused re-upload (400, 401, 413, 415, 422) leaves the existing zone file and version untouched', async () => {
      const { user, token } = await uploader();
      const original = zoneText('keep.example', 1);
      expect((await upload(token, original)).status).toBe(200);
      const before = snapshotZoneDir();
      await new Promise((r) => setTimeout(r, 20)); // so that a rewrite would show in mtime

      const refusals = [
        [await upload(token, zoneText('keep.example', 2, 'bad IN A 1.2.3\n')), 422],
        [await upload(token, paddedZone('keep.example', MiB + 1)), 413],
        [await upload(token, zoneText('keep.example', 2), { contentType: 'application/octet-stream' }), 415],
        [await upload(token, `${zoneText('keep.example', 2)}\0`), 422],
        [await upload(token, Buffer.concat([Buffer.from(zoneText('keep.example', 2)), Buffer.from([0xfe])])), 415],
        [await upload(token, `${zoneText('keep.example', 2)}$INCLUDE /etc/hosts\n`), 422],
        [await upload(null, zoneText('keep.example', 2)), 401],
        [await upload(token, RELATIVE_ZONE, { origin: 'keep.example/../x' }), 400],
      ] as const;
      expect(refusals.map(([res]) => res.status)).toEqual(refusals.map(([, status]) => status));
      for (const [res] of refusals)
        expect(res.body).toEqual({ response: expect.objectContaining({ message: expect.any(String) }) });

      expect(snapshotZoneDir()).toEqual(before);
      const zone = await zoneViaGraphql(token, 'keep.example');
      expect(zone).toMatchObject({ serial: 1, text: original, versions: [{ serial: 1, recordCount: 4 }] });
      // Those that got past the size and type checks are recorded as failed.
      const rows = await uploadRows(user);
      expect(rows.map((r) => r.status)).toEqual(['accepted', 'failed', 'failed', 'failed', 'failed']);
    });

    it('a refused upload of a new origin creates no file in ZONE_DIR', async () => {
      const { token } = await uploader();
      const before = listDir(t.config.zoneDir);
      await upload(token, zoneText('neverwritten.example', 1, 'x IN CNAME\n'));
      await upload(token, zoneText('neverwritten.example'), { contentType: 'application/octet-stream' });
      await upload(token, paddedZone('neverwritten.example', MiB + 1));
      expect(listDir(t.config.zoneDir)).toEqual(before);
    });
  });

  describe('rate limit (10 every 10 seconds per user)', () => {
    it('lets ten of eleven concurrent uploads through; the eleventh gets 429 with Retry-After and the envelope', async () => {
      const { user, token } = await uploader();
      const replies = await Promise.all(
        Array.from({ length: 11 }, (_, i) => upload(token, zoneText(`burst${i}.example`))),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), 429]);
      const limited = replies.find((r) => r.status === 429)!;
      expectRefusal(limited, 429, 'Throttled');
      expect(limited.headers['retry-after']).toMatch(/^([1-9]|10)$/);
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');

      const stored = replies
        .filter((r) => r.status === 200)
        .map((r) => r.body.response.zone.origin)
        .sort();
      expect(new Set(stored).size).toBe(10);
      for (const origin of stored) expect(existsSync(zonePath(origin))).toBe(true);
      const limitedOrigin = Array.from({ length: 11 }, (_, i) => `burst${i}.example`).find((o) => !stored.includes(o))!;
      expect(existsSync(zonePath(limitedOrigin))).toBe(false);
      expect((await uploadRows(user)).map((r) => r.status)).toEqual(Array(10).fill('accepted'));

      // The budget is per user: someone else can still upload.
      const other = await uploader();
      expect((await upload(other.token, zoneText('other-burst.example'))).status).toBe(200);
    });
  });

  describe('concurrent uploads of one origin', () => {
    it('leave a file equal to one of the uploaded texts, never torn, and the current version equal to the file', async () => {
      const { token } = await uploader();
      // Large, distinct texts, so that interleaved writes would show.
      const texts = Array.from({ length: 8 }, (_, i) => {
        const filler = Array.from(
          { length: 1500 },
          (_, j) => `h${j} IN TXT "v${i}-${String(j).padStart(5, '0')}-${'z'.repeat(60)}"`,
        ).join('\n');
        return zoneText('race.example', 100 + i, `${filler}\n`);
      });
      const replies = await Promise.all(texts.map((text) => upload(token, text)));
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(new Set(replies.map((r) => r.body.response.zone.id)).size).toBe(1);

      const file = readFileSync(zonePath('race.example'), 'utf8');
      const index = texts.indexOf(file);
      expect(index).toBeGreaterThanOrEqual(0);
      const zone = await zoneViaGraphql(token, 'race.example');
      expect(zone.text).toBe(file);
      expect(zone.serial).toBe(100 + index);
      expect(zone.recordCount).toBe(1504);
      expect(zone.versions).toHaveLength(8);
      expect(zone.versions[0].serial).toBe(100 + index);
      expect(zone.versions.map((v: { serial: number }) => v.serial).sort()).toEqual(texts.map((_, i) => 100 + i));
      expect(listDir(t.config.zoneDir).filter((n) => n.includes('race.example'))).toEqual(['race.example.zone']);
    });
  });

  describe('internal errors', () => {
    it('answers 500 with the generic envelope, logs the error, and leaves no zone behind', async () => {
      const { user, token } = await uploader();
      // ZONE_DIR/<origin>.zone is a directory: the final rename cannot replace it.
      mkdirSync(join(zonePath('broken.example'), 'blocker'), { recursive: true });
      const logged = t.logLines.length;
      const res = await upload(token, zoneText('broken.example'));
      expectRefusal(res, 500, 'Internal server error');
      expect(JSON.stringify(res.body)).not.toMatch(/EISDIR|ENOTEMPTY|broken\.example|\/tmp/);
      const newLines = t.logLines.slice(logged).map((l) => JSON.parse(l));
      expect(
        newLines.some((l) => l.level === 50 && l.msg === 'operation failed' && l.route === 'POST /api/upload'),
      ).toBe(true);

      expect(statSync(zonePath('broken.example')).isDirectory()).toBe(true);
      expect(listDir(t.config.zoneDir).filter((n) => n.includes('.tmp'))).toEqual([]);
      expect(await zoneRow('broken.example')).toBeNull();
      const [row] = await uploadRows(user);
      expect(row.status).toBe('failed');
    });

    it('keeps and records the upload when its zone file cannot even be staged', async () => {
      const { user, token } = await uploader();
      const origin = 'unstageable.example';
      const keptBefore = listDir(uploadsDir());
      // ZONE_DIR replaced by a plain file for the length of one upload: no file can be staged in it.
      const zoneDir = t.config.zoneDir;
      mkdirSync(zoneDir, { recursive: true });
      renameSync(zoneDir, `${zoneDir}.away`);
      writeFileSync(zoneDir, '');
      let res;
      try {
        res = await upload(token, zoneText(origin));
      } finally {
        rmSync(zoneDir);
        renameSync(`${zoneDir}.away`, zoneDir);
      }
      expectRefusal(res, 500, 'Internal server error');
      const [row] = await uploadRows(user);
      expect(row).toMatchObject({ status: 'failed', origin });
      const kept = listDir(uploadsDir()).filter((n) => !keptBefore.includes(n));
      expect(kept).toEqual([basename(row.storedPath)]);
      expect(listDir(t.config.zoneDir).filter((n) => n.includes('.tmp'))).toEqual([]);
    });
  });

  describe('every refusal uses the envelope', () => {
    it('for a variable GraphQL refuses (two origin fields)', async () => {
      const { token } = await uploader();
      const res = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .field('origin', 'x.example')
        .field('origin', 'y.example')
        .attach('file', Buffer.from(RELATIVE_ZONE), { filename: 'a.zone', contentType: 'text/plain' });
      expectRefusal(res, 400, 'origin: String cannot represent a non string value: ["x.example", "y.example"]');
      expect(existsSync(zonePath('x.example'))).toBe(false);
    });

    it('for a malformed or oversized JSON body', async () => {
      const { token } = await uploader();
      const malformed = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'application/json')
        .send('{"file": ');
      expectRefusal(malformed, 400, 'Malformed JSON body');
      const oversized = await t
        .http()
        .post('/api/upload')
        .set('authorization', `Bearer ${token}`)
        .send({ file: 'x'.repeat(MiB + 10) });
      expectRefusal(oversized, 413, 'Request body is too large');
    });

    it('for a method other than POST (405 with Allow)', async () => {
      for (const method of ['get', 'put', 'delete'] as const) {
        const res = await t.http()[method]('/api/upload');
        expectRefusal(res, 405, `Method ${method.toUpperCase()} is not allowed on this path`);
        expect(res.headers.allow).toBe('POST');
      }
    });
  });
});

describe('GET /api/swagger.json', () => {
  it('describes both operations in Swagger 2.0, version 0.0.1, with every status they answer', async () => {
    const res = await t.http().get('/api/swagger.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.body;
    expect(doc.swagger).toBe('2.0');
    expect(doc.info).toMatchObject({ version: '0.0.1', title: expect.any(String) });
    expect(doc.host).toBe('fedigraph.test');
    expect(doc.schemes).toEqual(['http']);
    expect(doc.securityDefinitions).toEqual({
      Bearer: { type: 'apiKey', name: 'Authorization', in: 'header', description: expect.any(String) },
    });
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/login', '/api/upload']);

    const login = doc.paths['/api/login'].post;
    expect(login.tags).toEqual(['accounts']);
    expect(login.produces).toEqual(['application/json']);
    expect(login.security).toBeUndefined();
    expect(login.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'username', in: 'query', type: 'string', required: true }),
        expect.objectContaining({ name: 'password', in: 'query', type: 'string', required: true }),
      ]),
    );
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '429']);

    const uploadOp = doc.paths['/api/upload'].post;
    expect(uploadOp.tags).toEqual(['DNS']);
    expect(uploadOp.consumes).toEqual(['multipart/form-data']);
    expect(uploadOp.produces).toEqual(['application/json']);
    expect(uploadOp.security).toEqual([{ Bearer: [] }]);
    expect(uploadOp.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'file', in: 'formData', type: 'file', required: true }),
        expect.objectContaining({ name: 'Authorization', in: 'header', type: 'string', required: true }),
      ]),
    );
    expect(Object.keys(uploadOp.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
    ]);

    for (const op of [login, uploadOp]) {
      for (const response of Object.values(op.responses) as Array<{ description: string; schema: unknown }>) {
        expect(response).toEqual({ description: expect.any(String), schema: { $ref: '#/definitions/Envelope' } });
      }
    }
    expect(doc.definitions.Envelope).toEqual({
      type: 'object',
      properties: { response: { $ref: '#/definitions/Response' } },
      required: ['response'],
    });
    expect(doc.definitions.Response).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });
});
