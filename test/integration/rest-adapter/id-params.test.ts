import { beforeAll, describe, expect, it } from '@jest/globals';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { routes } from '../../../rest-adapter/routes/index.js';
import type { RouteRow } from '../../../rest-adapter/types.js';
import { makeStatus } from '../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { api } from '../../support/rest.js';

// Every `id` / `*_id` / `*_ids` parameter of every route, path or body or query, takes any id: past 2^31 (a
// client's temporary `Date.now()` id), past 2^63, or not a number. None may answer 5xx. Derived from the table.
const t = useTestApp();
let token: string;
let other: { id: number };
const ODD_IDS = ['2147483648', '1795837318048', '9223372036854775808', '99999999999999999999999', 'abc', '-1', '1e9'];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isIdName = (name: string) => /(^|_)ids?$/.test(name);

/** The id params a row reads: its path parameters and its operation's variables named as ids. */
function idParams(row: RouteRow): { path: string[]; body: string[] } {
  const operation = row.operation.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const path = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const vars = (operation.variableDefinitions ?? []).map((d) => snake(d.variable.name.value));
  return { path, body: vars.filter((v) => isIdName(v) && !path.includes(v)) };
}

beforeAll(async () => {
  // Id 1 is the caller's own account, status and chat, so the other params get past "not found".
  const admin = await makeUser(t, { isAdmin: true });
  token = await tokenFor(t, admin, ['read', 'write', 'follow', 'push', 'admin']);
  other = await makeUser(t);
  await makeStatus(t, admin, 'a status');
  await api(t, token).post(`/api/v1/pleroma/chats/by-account-id/${other.id}`).expect(200);
});

describe('every *_id parameter of the route table', () => {
  it('takes ids past 2^31 and 2^63 and text as bounds or unknown ids, never answering 5xx', async () => {
    const requests: Array<{ label: string; send: () => Promise<{ status: number; body: unknown }> }> = [];
    for (const row of routes) {
      const { path: pathParams, body } = idParams(row);
      const tested = [...pathParams.filter(isIdName), ...body];
      for (const name of tested)
        for (const value of ODD_IDS) {
          const path = row.path
            .replaceAll('{ns}', 'pleroma')
            .replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(p === name ? value : '1'));
          const params = { [name]: name.endsWith('_ids') ? [value] : value };
          const label = `${row.method} ${path} ${name}=${value}`;
          const method = row.method.toLowerCase() as 'get';
          requests.push({
            label,
            send: () => {
              const req = api(t, token)[method](path);
              return pathParams.includes(name) ? req : row.method === 'GET' ? req.query(params) : req.send(params);
            },
          });
        }
    }
    expect(requests.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const queue = [...requests];
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const res = await r.send();
        if (res.status >= 500) failures.push(`${r.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers a chat's messages after a client's temporary id, and marks read up to it (Pleroma-FE)", async () => {
    const chat = (await api(t, token).get('/api/v1/pleroma/chats')).body[0];
    const sent = await api(t, token).post(`/api/v1/pleroma/chats/${chat.id}/messages`).send({ content: 'hi' });
    expect(sent.status).toBe(200);
    const messages = `/api/v1/pleroma/chats/${chat.id}/messages`;
    const after = await api(t, token).get(`${messages}?since_id=1795837318048`);
    expect([after.status, after.body]).toEqual([200, []]);
    const below = await api(t, token).get(`${messages}?max_id=1795837318048`);
    expect(below.body.map((m: { id: string }) => m.id)).toEqual([sent.body.id]);
    const read = await api(t, token)
      .post(`/api/v1/pleroma/chats/${chat.id}/read`)
      .send({ last_read_id: '1795837318048' });
    expect([read.status, read.body.unread]).toEqual([200, 0]);
    const text = await api(t, token).get(`${messages}?since_id=abc`);
    expect([text.status, text.body]).toEqual([400, { error: 'since_id: must be an id' }]);
  });
});
