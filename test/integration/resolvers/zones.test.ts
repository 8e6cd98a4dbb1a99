import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { User, Zone, ZoneUpload } from '../../../src/entities/index.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

const MiB = 1024 * 1024;

function zoneText(origin: string, serial = 1, extra = ''): string {
  return `$ORIGIN ${origin}.\n$TTL 3600\n@ IN SOA ns1 hostmaster ( ${serial} 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\nwww IN A 192.0.2.2\n${extra}`;
}
const RELATIVE_ZONE =
  '$TTL 3600\n@ IN SOA ns1 hostmaster ( 7 7200 3600 1209600 300 )\n@ IN NS ns1\nns1 IN A 192.0.2.1\n';
const BAD_ZONE = zoneText('bad.example', 1, 'web IN A 999.1.1.1\n');

/** A fresh user and an OAuth token (uploads are limited per user, so each test gets its own budget). */
async function uploader(overrides: Partial<User> = {}): Promise<{ user: User; token: string }> {
  const user = await makeUser(t, overrides);
  return { user, token: await tokenFor(t, user) };
}

interface FilePart {
  path: string;
  content: string | Buffer;
  filename: string;
  contentType?: string;
}

/** A GraphQL multipart request (graphql-multipart-request-spec): operations, map, then the files. */
function multipart(
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  files: FilePart[],
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
) {
  const req = t.http().post('/graphql').set(headers);
  if (token) req.set('authorization', `Bearer ${token}`);
  req.field('operations', JSON.stringify({ query, variables }));
  req.field('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
  files.forEach((f, i) =>
    req.attach(String(i), Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content), {
      filename: f.filename,
      contentType: f.contentType ?? 'text/plain',
    }),
  );
  return req;
}

const UPLOAD_ZONE =
  'mutation($file: Upload!, $origin: String) { uploadZone(file: $file, origin: $origin) { id origin serial recordCount text owner { nickname } versions { serial recordCount } } }';
const uploadZone = (
  token: string | null,
  content: string | Buffer,
  opts: { origin?: string; filename?: string; contentType?: string; headers?: Record<string, string> } = {},
) =>
  multipart(
    token,
    UPLOAD_ZONE,
    { file: null, ...(opts.origin ? { origin: opts.origin } : {}) },
    [{ path: 'variables.file', content, filename: opts.filename ?? 'upload.zone', contentType: opts.contentType }],
    opts.headers,
  );

const UPLOAD_ZONES =
  'mutation($files: [Upload!]!) { uploadZones(files: $files) { filename ok zone { origin serial recordCount } error { code message issues { line column message } } } }';
const uploadZones = (
  token: string | null,
  files: Array<{ content: string | Buffer; filename: string; contentType?: string }>,
) =>
  multipart(
    token,
    UPLOAD_ZONES,
    { files: files.map(() => null) },
    files.map((f, i) => ({ ...f, path: `variables.files.${i}` })),
  );

const zonePath = (origin: string) => join(t.config.zoneDir, `${origin}.zone`);
const listZoneDir = () => (existsSync(t.config.zoneDir) ? readdirSync(t.config.zoneDir).sort() : []);
const zoneRow = (origin: string) => t.orm.em.fork().findOne(Zone, { origin });

describe('Mutation.uploadZone (multipart request)', () => {
  it('stores the zone and returns it', async () => {
    const { user, token } = await uploader();
    const text = zoneText('gql-one.example', 2026112201);
    const res = await uploadZone(token, text, { filename: 'gql-one.example.zone' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uploadZone: {
          id: expect.any(String),
          origin: 'gql-one.example',
          serial: 2026112201,
          recordCount: 4,
          text,
          owner: { nickname: user.nickname },
          versions: [{ serial: 2026112201, recordCount: 4 }],
        },
      },
    });
    expect(readFileSync(zonePath('gql-one.example'), 'utf8')).toBe(text);
    const [row] = await t.orm.em.fork().find(ZoneUpload, { user: user.id });
    expect(row).toMatchObject({
      status: 'accepted',
      origin: 'gql-one.example',
      clientFilename: 'gql-one.example.zone',
    });
  });

  it('takes the origin argument when the file names none', async () => {
    const { token } = await uploader();
    const res = await uploadZone(token, RELATIVE_ZONE, { origin: 'GQL-Arg.Example.' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadZone).toMatchObject({ origin: 'gql-arg.example', serial: 7, recordCount: 3 });
    expect(readFileSync(zonePath('gql-arg.example'), 'utf8')).toBe(RELATIVE_ZONE);
  });

  it('accepts the x-apollo-operation-name header instead of apollo-require-preflight', async () => {
    const { token } = await uploader();
    const res = await uploadZone(token, zoneText('opname.example'), {
      headers: { 'x-apollo-operation-name': 'Upload' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.uploadZone.origin).toBe('opname.example');
  });

  it('refuses a multipart request without the preflight header with 400, and stores nothing', async () => {
    const { user, token } = await uploader();
    const before = listZoneDir();
    const res = await uploadZone(token, zoneText('nopreflight.example'), { headers: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        {
          message: 'Multipart requests need the header "apollo-require-preflight: true"',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    expect(listZoneDir()).toEqual(before);
    expect(await zoneRow('nopreflight.example')).toBeNull();
    expect(await t.orm.em.fork().find(ZoneUpload, { user: user.id })).toEqual([]);
  });

  it('refuses an anonymous caller with UNAUTHENTICATED and keeps nothing', async () => {
    const before = listZoneDir();
    const res = await uploadZone(null, zoneText('anon-gql.example'));
    expect(res.body.data).toEqual({ uploadZone: null });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'Authentication required',
        path: ['uploadZone'],
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    expect(listZoneDir()).toEqual(before);
  });

  it('reports a zone that does not parse as UNPROCESSABLE with every issue', async () => {
    const { token } = await uploader();
    const before = listZoneDir();
    const res = await uploadZone(token, BAD_ZONE);
    expect(res.body.data).toEqual({ uploadZone: null });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: "line 7: bad IPv4 address '999.1.1.1'",
        path: ['uploadZone'],
        extensions: {
          code: 'UNPROCESSABLE',
          errors: [{ line: 7, column: 10, message: "bad IPv4 address '999.1.1.1'" }],
        },
      }),
    ]);
    expect(listZoneDir()).toEqual(before);
  });

  it('reports the wrong content type, a NUL byte outside a quoted string and a too-large file with their codes', async () => {
    const { token } = await uploader();
    const before = listZoneDir();
    const cases: Array<[string | Buffer, string | undefined, string]> = [
      [zoneText('octet-gql.example'), 'application/octet-stream', 'UNSUPPORTED_MEDIA_TYPE'],
      [`${zoneText('nul-gql.example')}\0`, undefined, 'UNPROCESSABLE'],
      [
        Buffer.concat([Buffer.from(zoneText('big-gql.example')), Buffer.alloc(MiB, 0x3b)]),
        undefined,
        'PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [content, contentType, code] of cases) {
      const res = await uploadZone(token, content, { contentType });
      expect(res.body.data).toEqual({ uploadZone: null });
      expect(res.body.errors?.[0].extensions.code).toBe(code);
    }
    expect(listZoneDir()).toEqual(before);
  });

  it("reports another user's origin as CONFLICT", async () => {
    const owner = await uploader();
    const other = await uploader();
    expect((await uploadZone(owner.token, zoneText('gql-taken.example'))).body.errors).toBeUndefined();
    const res = await uploadZone(other.token, zoneText('gql-taken.example', 2));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'origin: zone gql-taken.example belongs to another user',
      extensions: { code: 'CONFLICT' },
    });
    expect(readFileSync(zonePath('gql-taken.example'), 'utf8')).toBe(zoneText('gql-taken.example'));
  });
});

describe('Mutation.uploadZones', () => {
  it('answers one result per file, in order; a bad file does not fail the others', async () => {
    const { user, token } = await uploader();
    const first = zoneText('batch-a.example', 11);
    const third = zoneText('batch-c.example', 33, 'mail IN A 192.0.2.25\n');
    const res = await uploadZones(token, [
      { content: first, filename: 'batch-a.example.zone' },
      { content: BAD_ZONE, filename: 'bad.example.zone' },
      { content: third, filename: 'batch-c.example.zone' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        uploadZones: [
          {
            filename: 'batch-a.example.zone',
            ok: true,
            zone: { origin: 'batch-a.example', serial: 11, recordCount: 4 },
            error: null,
          },
          {
            filename: 'bad.example.zone',
            ok: false,
            zone: null,
            error: {
              code: 'UNPROCESSABLE',
              message: "line 7: bad IPv4 address '999.1.1.1'",
              issues: [{ line: 7, column: 10, message: "bad IPv4 address '999.1.1.1'" }],
            },
          },
          {
            filename: 'batch-c.example.zone',
            ok: true,
            zone: { origin: 'batch-c.example', serial: 33, recordCount: 5 },
            error: null,
          },
        ],
      },
    });
    expect(readFileSync(zonePath('batch-a.example'), 'utf8')).toBe(first);
    expect(readFileSync(zonePath('batch-c.example'), 'utf8')).toBe(third);
    expect(existsSync(zonePath('bad.example'))).toBe(false);
    const rows = await t.orm.em.fork().find(ZoneUpload, { user: user.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.clientFilename, r.status])).toEqual([
      ['batch-a.example.zone', 'accepted'],
      ['bad.example.zone', 'failed'],
      ['batch-c.example.zone', 'accepted'],
    ]);
  });

  it('reports per-file refusals other than parse errors (type, origin, conflict) with their codes', async () => {
    const owner = await uploader();
    expect((await uploadZone(owner.token, zoneText('batch-taken.example'))).status).toBe(200);
    const { token } = await uploader();
    const res = await uploadZones(token, [
      { content: zoneText('batch-octet.example'), filename: 'o.zone', contentType: 'application/octet-stream' },
      { content: RELATIVE_ZONE, filename: '.zone' },
      { content: zoneText('batch-taken.example', 2), filename: 't.zone' },
    ]);
    expect(
      res.body.data.uploadZones.map((r: { ok: boolean; error: { code: string; issues: unknown[] } }) => [
        r.ok,
        r.error.code,
        r.error.issues.length,
      ]),
    ).toEqual([
      [false, 'UNSUPPORTED_MEDIA_TYPE', 0],
      [false, 'BAD_USER_INPUT', 0],
      [false, 'CONFLICT', 0],
    ]);
  });

  it('refuses more than 10 files (the upload rate budget) with 413, storing none of them', async () => {
    const { user, token } = await uploader();
    const files = Array.from({ length: 11 }, (_, i) => ({
      content: zoneText(`many${i}.example`),
      filename: `many${i}.zone`,
    }));
    const res = await uploadZones(token, files);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      errors: [{ message: '10 max file uploads exceeded.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    for (let i = 0; i < 11; i++) expect(existsSync(zonePath(`many${i}.example`))).toBe(false);
    expect(await t.orm.em.fork().find(ZoneUpload, { user: user.id })).toEqual([]);
  });

  it('counts one rate-limit point per file, shared with REST uploads', async () => {
    const { token } = await uploader();
    const files = Array.from({ length: 10 }, (_, i) => ({
      content: zoneText(`points${i}.example`),
      filename: `points${i}.zone`,
    }));
    const batch = await uploadZones(token, files);
    expect(batch.body.data.uploadZones.map((r: { ok: boolean }) => r.ok)).toEqual(Array(10).fill(true));

    const rest = await t
      .http()
      .post('/api/upload')
      .set('authorization', `Bearer ${token}`)
      .attach('file', Buffer.from(zoneText('points-rest.example')), { filename: 'x.zone', contentType: 'text/plain' });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ response: { message: 'Throttled' } });
    expect(rest.headers['retry-after']).toMatch(/^([1-9]|10)$/);

    const single = await uploadZone(token, zoneText('points-gql.example'));
    expect(single.body.errors?.[0]).toMatchObject({
      message: 'Throttled',
      extensions: { code: 'RATE_LIMITED', limit: 10 },
    });
    expect(existsSync(zonePath('points-rest.example'))).toBe(false);
    expect(existsSync(zonePath('points-gql.example'))).toBe(false);
  });
});

describe('Query.zones and Query.zone', () => {
  let alice: { user: User; token: string };
  let bob: { user: User; token: string };
  let admin: { user: User; token: string };
  beforeAll(async () => {
    alice = await uploader({ nickname: 'alice' });
    bob = await uploader({ nickname: 'bob' });
    admin = await uploader({ nickname: 'root', isAdmin: true });
    for (const [who, origin] of [
      [alice, 'alice-a.example'],
      [bob, 'bob.example'],
      [alice, 'alice-b.example'],
    ] as const) {
      const res = await uploadZone(who.token, zoneText(origin));
      expect(res.body.errors).toBeUndefined();
    }
  });

  const ZONES =
    'query($first: Int, $after: String, $origin: String) { zones(first: $first, after: $after, origin: $origin) { nodes { id origin owner { nickname } } pageInfo { endCursor hasNextPage } } }';

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const res = await gql(t, ZONES);
    expect(res.body.data).toEqual({ zones: null });
    expect(res.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives a user only their own zones, by id', async () => {
    const res = await gql(t, ZONES, {}, alice.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual([
      'alice-a.example',
      'alice-b.example',
    ]);
    expect(res.body.data.zones.nodes.every((z: { owner: { nickname: string } }) => z.owner.nickname === 'alice')).toBe(
      true,
    );
    const bobs = await gql(t, ZONES, {}, bob.token);
    expect(bobs.body.data.zones.nodes).toEqual([
      { id: expect.any(String), origin: 'bob.example', owner: { nickname: 'bob' } },
    ]);
  });

  it('gives an admin every zone', async () => {
    const all = await t.orm.em.fork().find(Zone, {}, { orderBy: { id: 'asc' } });
    expect(all.length).toBeGreaterThan(3);
    const res = await gql(t, 'query { zones(first: 100) { nodes { id origin } } }', {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.zones.nodes).toEqual(all.map((z) => ({ id: String(z.id), origin: z.origin })));
    expect(res.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual(
      expect.arrayContaining(['alice-a.example', 'alice-b.example', 'bob.example']),
    );
  });

  it('filters by origin and pages with first and after', async () => {
    const byOrigin = await gql(t, ZONES, { origin: 'ALICE-B.Example.' }, alice.token);
    expect(byOrigin.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual(['alice-b.example']);
    const notHers = await gql(t, ZONES, { origin: 'bob.example' }, alice.token);
    expect(notHers.body.data.zones.nodes).toEqual([]);
    const containing = await gql(t, ZONES, { origin: 'ALICE' }, alice.token);
    expect(containing.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual([
      'alice-a.example',
      'alice-b.example',
    ]);
    const middle = await gql(t, ZONES, { origin: 'e-b.exa' }, alice.token);
    expect(middle.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual(['alice-b.example']);
    // LIKE's wildcards are text like any other.
    for (const origin of ['%', 'alice_a', '\\']) {
      const literal = await gql(t, ZONES, { origin }, alice.token);
      expect(literal.body).toEqual({
        data: { zones: { nodes: [], pageInfo: { endCursor: null, hasNextPage: false } } },
      });
    }
    const page1 = await gql(t, ZONES, { first: 1 }, alice.token);
    expect(page1.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual(['alice-a.example']);
    expect(page1.body.data.zones.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(t, ZONES, { first: 1, after: page1.body.data.zones.pageInfo.endCursor }, alice.token);
    expect(page2.body.data.zones.nodes.map((z: { origin: string }) => z.origin)).toEqual(['alice-b.example']);
    expect(page2.body.data.zones.pageInfo.hasNextPage).toBe(false);
    const bad = await gql(t, ZONES, { first: 0 }, alice.token);
    expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("answers NOT_FOUND for another user's zone, exactly as for a zone that does not exist", async () => {
    const QUERY = 'query($origin: String!) { zone(origin: $origin) { origin text } }';
    const others = await gql(t, QUERY, { origin: 'bob.example' }, alice.token);
    const missing = await gql(t, QUERY, { origin: 'nowhere.example' }, alice.token);
    for (const res of [others, missing]) {
      expect(res.body.data).toEqual({ zone: null });
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message: 'Zone not found', path: ['zone'], extensions: { code: 'NOT_FOUND' } }),
      ]);
    }
    const byId = await gql(
      t,
      'query($id: ID!) { zone(id: $id) { origin } }',
      { id: String((await zoneRow('bob.example'))!.id) },
      alice.token,
    );
    expect(byId.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lets the owner and an admin read a zone by origin or id; an anonymous caller is UNAUTHENTICATED', async () => {
    const QUERY = 'query($origin: String, $id: ID) { zone(origin: $origin, id: $id) { origin owner { nickname } } }';
    const bobZone = { origin: 'bob.example', owner: { nickname: 'bob' } };
    expect((await gql(t, QUERY, { origin: 'bob.example' }, bob.token)).body).toEqual({ data: { zone: bobZone } });
    expect((await gql(t, QUERY, { origin: 'Bob.Example.' }, admin.token)).body).toEqual({ data: { zone: bobZone } });
    expect((await gql(t, QUERY, { id: String((await zoneRow('bob.example'))!.id) }, bob.token)).body).toEqual({
      data: { zone: bobZone },
    });
    const anonymous = await gql(t, QUERY, { origin: 'bob.example' });
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const neither = await gql(t, QUERY, {}, bob.token);
    expect(neither.body.errors?.[0]).toMatchObject({
      message: 'id or origin is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('Zone fields', () => {
  const RECORDS_ZONE = [
    '$ORIGIN records.example.',
    '$TTL 3600',
    '@ IN SOA ns1 hostmaster ( 2026112201 7200 3600 1209600 300 )',
    '@ IN NS ns1',
    '@ IN NS ns2.elsewhere.example.',
    'ns1 IN A 192.0.2.1',
    'www 300 IN A 192.0.2.10',
    'www 300 IN AAAA 2001:DB8:0:0::10',
    '@ IN MX 10 mail',
    'mail IN A 192.0.2.25',
    'alias IN CNAME www',
    '@ IN TXT "v=spf1 -all"',
    '',
  ].join('\n');
  let owner: { user: User; token: string };
  beforeAll(async () => {
    owner = await uploader({ nickname: 'rita' });
    const res = await uploadZone(owner.token, RECORDS_ZONE);
    expect(res.body.errors).toBeUndefined();
  });

  const records = async (args = '') => {
    const res = await gql(
      t,
      `{ zones(origin: "records.example") { nodes { origin records${args} { nodes { name type class ttl data } } } } }`,
      {},
      owner.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.zones.nodes).toHaveLength(1);
    return res.body.data.zones.nodes[0].records.nodes;
  };

  const rr = (name: string, type: string, ttl: number, data: string) => ({ name, type, class: 'IN', ttl, data });
  const ALL = [
    rr(
      'records.example.',
      'SOA',
      3600,
      'ns1.records.example. hostmaster.records.example. 2026112201 7200 3600 1209600 300',
    ),
    rr('records.example.', 'NS', 3600, 'ns1.records.example.'),
    rr('records.example.', 'NS', 3600, 'ns2.elsewhere.example.'),
    rr('ns1.records.example.', 'A', 3600, '192.0.2.1'),
    rr('www.records.example.', 'A', 300, '192.0.2.10'),
    rr('www.records.example.', 'AAAA', 300, '2001:db8::10'),
    rr('records.example.', 'MX', 3600, '10 mail.records.example.'),
    rr('mail.records.example.', 'A', 3600, '192.0.2.25'),
    rr('alias.records.example.', 'CNAME', 3600, 'www.records.example.'),
    rr('records.example.', 'TXT', 3600, '"v=spf1 -all"'),
  ];

  it('lists records with absolute names, Int TTLs and BIND presentation data', async () => {
    const all = await records();
    expect(all).toHaveLength(ALL.length);
    expect(all).toEqual(expect.arrayContaining(ALL));
    for (const r of all) expect(Number.isInteger(r.ttl)).toBe(true);
  });

  it('pages records as a connection in zone-file order, at most 5000 per page (a 655k-record zone once made one 21.5 MB reply)', async () => {
    const all = await records();
    const page = async (args: string) => {
      const res = await gql(
        t,
        `{ zones(origin: "records.example") { nodes { records${args} { edges { cursor node { name type } } pageInfo { endCursor hasNextPage } } } } }`,
        {},
        owner.token,
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data.zones.nodes[0].records;
    };
    const names = (p: { edges: { node: { name: string; type: string } }[] }) => p.edges.map((e) => e.node);
    const pick = (rs: { name: string; type: string }[]) => rs.map(({ name, type }) => ({ name, type }));
    const first = await page('(first: 3)');
    expect(names(first)).toEqual(pick(all.slice(0, 3)));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await page(`(first: 5000, after: "${first.pageInfo.endCursor}")`);
    expect(names(rest)).toEqual(pick(all.slice(3)));
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const lastTwo = await page('(last: 2)');
    expect(names(lastTwo)).toEqual(pick(all.slice(-2)));
    const firstA = await page('(type: "A", first: 1)');
    const secondA = await page(`(type: "A", first: 1, after: "${firstA.pageInfo.endCursor}")`);
    expect(names(secondA)).toEqual(pick(all.filter((r: { type: string }) => r.type === 'A').slice(1, 2)));
    for (const args of ['(first: 0)', '(last: -1)', '(after: "x")', '(first: 1, last: 1)']) {
      const res = await gql(
        t,
        `{ zones(origin: "records.example") { nodes { records${args} { nodes { name } } } } }`,
        {},
        owner.token,
      );
      expect(res.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('filters records by type (any case) and by owner name (relative to nothing: absolute, dot optional, any case)', async () => {
    expect(await records('(type: "A")')).toEqual(expect.arrayContaining(ALL.filter((r) => r.type === 'A')));
    expect(await records('(type: "A")')).toHaveLength(3);
    expect(await records('(type: "mx")')).toEqual([rr('records.example.', 'MX', 3600, '10 mail.records.example.')]);
    expect(await records('(type: "NS")')).toEqual(expect.arrayContaining(ALL.filter((r) => r.type === 'NS')));
    const www = ALL.filter((r) => r.name === 'www.records.example.');
    expect(await records('(name: "www.records.example")')).toEqual(expect.arrayContaining(www));
    expect(await records('(name: "www.records.example")')).toHaveLength(2);
    expect(await records('(name: "WWW.Records.Example.")')).toHaveLength(2);
    expect(await records('(name: "www.records.example", type: "AAAA")')).toEqual([
      rr('www.records.example.', 'AAAA', 300, '2001:db8::10'),
    ]);
    expect(await records('(name: "www")')).toEqual([]);
    expect(await records('(type: "SRV")')).toEqual([]);
  });

  it('returns the uploaded text, the owner, the serial, the record count and the versions', async () => {
    const res = await gql(
      t,
      '{ zone(origin: "records.example") { origin serial recordCount text owner { nickname } versions { serial recordCount createdAt } } }',
      {},
      owner.token,
    );
    expect(res.body).toEqual({
      data: {
        zone: {
          origin: 'records.example',
          serial: 2026112201,
          recordCount: 10,
          text: RECORDS_ZONE,
          owner: { nickname: 'rita' },
          versions: [{ serial: 2026112201, recordCount: 10, createdAt: expect.any(String) }],
        },
      },
    });
  });
});

describe('Where a version has its records from', () => {
  const RECORDS = '{ zones(origin: "%s") { nodes { recordCount records { nodes { name type ttl data } } } } }';
  const read = async (token: string, origin: string) => {
    const res = await gql(t, RECORDS.replace('%s', origin), {}, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.zones.nodes[0];
  };
  const versionOf = async (origin: string) => {
    const zone = await t.orm.em.fork().findOneOrFail(Zone, { origin }, { populate: ['currentVersion.upload'] });
    return zone.currentVersion!.getEntity();
  };

  it('stores no records text on upload: they are its kept file parsed again', async () => {
    const owner = await uploader();
    expect((await uploadZone(owner.token, zoneText('kept.example'))).body.errors).toBeUndefined();
    const [row] = await t.orm.em
      .getConnection()
      .execute(`select v.records from zone_versions v join zones z on z.current_version_id = v.id where z.origin = ?`, [
        'kept.example',
      ]);
    expect(row.records).toBeNull();
    expect(await read(owner.token, 'kept.example')).toEqual({
      recordCount: 4,
      records: {
        nodes: [
          {
            name: 'kept.example.',
            type: 'SOA',
            ttl: 3600,
            data: 'ns1.kept.example. hostmaster.kept.example. 1 7200 3600 1209600 300',
          },
          { name: 'kept.example.', type: 'NS', ttl: 3600, data: 'ns1.kept.example.' },
          { name: 'ns1.kept.example.', type: 'A', ttl: 3600, data: '192.0.2.1' },
          { name: 'www.kept.example.', type: 'A', ttl: 3600, data: '192.0.2.2' },
        ],
      },
    });
  });

  it('reads the records text of a version stored with one (before records came from the upload)', async () => {
    const owner = await uploader();
    expect((await uploadZone(owner.token, zoneText('stored.example'))).body.errors).toBeUndefined();
    const version = await versionOf('stored.example');
    await t.orm.em
      .getConnection()
      .execute(`update zone_versions set records = ? where id = ?`, [
        'a.stored.example.\t60\tIN\tA\t192.0.2.9\n',
        version.id,
      ]);
    expect((await read(owner.token, 'stored.example')).records.nodes).toEqual([
      { name: 'a.stored.example.', type: 'A', ttl: 60, data: '192.0.2.9' },
    ]);
  });

  it('lists no records for a version whose kept file is gone', async () => {
    const owner = await uploader();
    expect((await uploadZone(owner.token, zoneText('gone.example'))).body.errors).toBeUndefined();
    rmSync((await versionOf('gone.example')).upload!.getEntity().storedPath);
    expect((await read(owner.token, 'gone.example')).records.nodes).toEqual([]);
  });
});
