import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DEFAULT_PASSWORD, makeUser } from '../factories/user.factory.js';

let t: TestApp;
let jwt: string;
beforeAll(async () => {
  t = await startTestApp();
  await makeUser(t, { nickname: 'zoe' });
  const res = await t.http().post('/api/login').query({ username: 'zoe', password: DEFAULT_PASSWORD });
  jwt = res.body.response.token;
});
afterAll(async () => { await t.stop(); });

const ZONE = `$ORIGIN example.com.
$TTL 3600
@ IN SOA ns1.example.com. hostmaster.example.com. ( 2026112201 7200 3600 1209600 300 )
@ IN NS ns1
ns1 IN A 192.0.2.1
www IN A 192.0.2.2
`;

describe('POST /api/upload', () => {
  it('stores a valid zone and replies with its summary', async () => {
    const res = await t.http().post('/api/upload').set('authorization', `Bearer ${jwt}`)
      .attach('file', Buffer.from(ZONE), { filename: 'example.com.zone', contentType: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: { message: 'Zone example.com stored', zone: { id: expect.any(Number), origin: 'example.com', serial: 2026112201, record_count: 4 } } });
    expect(readFileSync(join(t.config.zoneDir, 'example.com.zone'), 'utf8')).toBe(ZONE);
  });
});
