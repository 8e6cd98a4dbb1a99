import { signRequest } from '@fedify/fedify';
import { freePort } from './free-port.js';
import { keyPairsOf } from '../../src/federation/keys.js';
import { expect } from '@jest/globals';
import { startTestApp, useApp, type TestApp } from './app.js';
import { User } from '../../src/entities/index.js';
import { makeAdmin } from './factories/report.factory.js';
import { follow } from './factories/social.factory.js';
import { makeUser, tokenFor } from './factories/user.factory.js';
import { api, type Client } from './rest.js';

/** An app listening on loopback at its PUBLIC_URL, allowed to reach other loopback instances. */
async function listeningInstance(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await startTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ALLOW_PRIVATE_ADDRESSES: 'true', ...env });
  await new Promise<void>((resolve) => t.server.listen(port, '127.0.0.1', resolve));
  return t;
}

/** `listeningInstance(env)`, started and stopped around the tests: see useApp. */
export const useInstance = (env: Record<string, string> = {}): TestApp => useApp(() => listeningInstance(env));

/** Polls until `check` returns a truthy value (deliveries go through the job queue). */
export async function eventually<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

export const hostOf = (t: TestApp) => new URL(t.config.publicUrl).host;

/** The local id of another instance's account or status, found by handle or URL through search (resolve=true). */
export async function resolveRemote(as: Client, q: string, type: 'accounts' | 'statuses'): Promise<string> {
  const res = await as.get(`/api/v2/search?q=${encodeURIComponent(q)}&resolve=true&type=${type}`).expect(200);
  expect(res.body[type]).toHaveLength(1);
  return res.body[type][0].id;
}

/**
 * Posts `activity` to `to`'s shared inbox as the account `user` of `from` would: its actor id added, signed
 * (draft-cavage) with its kept RSA key. Fields of `activity` (an `@context`, an `actor`) win. Answers the status.
 */
export async function postSigned(
  from: TestApp,
  to: TestApp,
  user: { id: number; nickname: string },
  activity: Record<string, unknown>,
): Promise<number> {
  const [rsa] = await keyPairsOf(from.orm.em.fork(), from.deps.box, `user:${user.id}`);
  const actor = `${from.config.publicUrl}/users/${user.nickname}`;
  const body = JSON.stringify({ '@context': 'https://www.w3.org/ns/activitystreams', actor, ...activity });
  const req = new Request(`${to.config.publicUrl}/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body,
  });
  const signed = await signRequest(req, rsa.privateKey, new URL(`${actor}#main-key`), {
    spec: 'draft-cavage-http-signatures-12',
  });
  return (await fetch(signed.url, { method: 'POST', headers: signed.headers, body })).status;
}

/** The log entry of an inbound activity dropped (`inbound activity dropped`), by its id, once it is written. */
export async function droppedEntry(t: TestApp, activityId: string): Promise<Record<string, unknown> | undefined> {
  const line = await eventually(async () =>
    t.logLines.find((l) => l.includes('"inbound activity dropped"') && l.includes(JSON.stringify(activityId))),
  );
  return line === undefined ? undefined : (JSON.parse(line) as Record<string, unknown>);
}

/**
 * A fresh local author whom the remote actor `actorId` follows (resolved through a search by URL, the follow
 * recorded directly), so each of the author's public statuses is delivered to that actor; and an admin.
 */
export async function authorFollowedBy(t: TestApp, actorId: string): Promise<{ poster: Client; admin: Client }> {
  const admin = api(t, (await makeAdmin(t)).token);
  const author = await makeUser(t);
  const viewer = api(t, await tokenFor(t, await makeUser(t)));
  await viewer.get(`/api/v2/search?q=${encodeURIComponent(actorId)}&resolve=true`).expect(200);
  await follow(t, await t.orm.em.fork().findOneOrFail(User, { apId: actorId }), author);
  return { poster: api(t, await tokenFor(t, author)), admin };
}
