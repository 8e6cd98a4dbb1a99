import { createHash, createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An ActivityPub server that is not fedigraph's federation code: node:http and node:crypto only, its own RSA
 * keys, its own HTTP signatures (draft-cavage and RFC 9421, written here from the specs), its own JSON. It
 * serves Mastodon-shaped actors (`url` a profile page distinct from the `id`) and objects, some of them only to
 * signed requests from their addressees, and records what it receives.
 *
 * The `gotosocial` profile behaves as GoToSocial does (read from its source: internal/transport/signing.go,
 * vendor/code.superseriousbusiness.org/httpsig/signing.go, internal/processing/fedi/user.go,
 * internal/typeutils/internaltoas.go): key ids `<actor>/main-key`, draft-cavage signatures written
 * `algorithm="hs2019"` over `(request-target) host date [digest]`, RFC 9421 refused, every GET refused (401)
 * without a signature except the key path, which serves a minimal actor, and GoToSocial-shaped actors
 * (`featured`, `manuallyApprovesFollowers`, `discoverable`, no shared inbox). Only the presence of a GET's
 * signature is checked, not its validity.
 */
export type PeerProfile = 'mastodon' | 'gotosocial';

export interface ForeignPeer {
  origin: string;
  host: string;
  /** The actor id of one of its accounts (created on first use). */
  actor(name: string): string;
  /** Adds fields to the actor document of `name` (e.g. `alsoKnownAs`). */
  describe(name: string, fields: Record<string, unknown>): void;
  /**
   * Serves `object` at its `id`, as `contentType` (`application/activity+json` by default); with `onlyTo`, only
   * to requests signed by a key of one of those actors.
   */
  serve(object: Record<string, unknown> & { id: string }, onlyTo?: string[], contentType?: string): void;
  /** The key ids that signed the GETs of a path, in order (unsigned ones as null). */
  fetchedBy(path: string): Array<string | null>;
  /** The requests posted to its inboxes. */
  received: Array<{ path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }>;
  /** Answers POSTs to its inboxes with this status (202 by default). */
  inboxStatus: number;
  /** Refuses (401) POSTs signed with RFC 9421, as servers that know only draft-cavage do. */
  refuseRfc9421: boolean;
  /** The GETs refused (401) for want of a signature (gotosocial profile), by path. */
  unsignedRefused: string[];
  /** The key id of `name`'s key as this peer's profile writes it. */
  keyId(name: string): string;
  /** GETs `url` signed by `name`'s key in the given scheme (unsigned with null); answers the response. */
  get(url: string, name: string | null, scheme?: 'draft-cavage' | 'rfc9421', accept?: string): Promise<Response>;
  /** Posts an activity signed by `name`'s key in the given scheme; answers the status. */
  post(
    inbox: string,
    name: string,
    activity: Record<string, unknown>,
    scheme: 'draft-cavage' | 'rfc9421',
  ): Promise<number>;
  close(): Promise<void>;
}

const CONTEXT = ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'];

const sha256 = (body: string) => createHash('sha256').update(body).digest('base64');

/**
 * draft-cavage-http-signatures-12, as Mastodon signs: (request-target), host, date, and for a POST its digest;
 * rsa-sha256. `body` null: a GET.
 */
function cavageHeaders(
  url: URL,
  body: string | null,
  keyId: string,
  key: KeyObject,
  algorithm = 'rsa-sha256',
): Record<string, string> {
  const date = new Date().toUTCString();
  const digest = body === null ? null : `SHA-256=${sha256(body)}`;
  const method = body === null ? 'get' : 'post';
  const lines = [`(request-target): ${method} ${url.pathname}${url.search}`, `host: ${url.host}`, `date: ${date}`];
  if (digest) lines.push(`digest: ${digest}`);
  const signature = createSign('sha256').update(lines.join('\n')).sign(key, 'base64');
  const headers = digest ? '(request-target) host date digest' : '(request-target) host date';
  return {
    date,
    ...(digest ? { digest } : {}),
    signature: `keyId="${keyId}",algorithm="${algorithm}",headers="${headers}",signature="${signature}"`,
  };
}

/**
 * RFC 9421 with RFC 9530's Content-Digest: @method, @target-uri, @authority and for a POST content-digest;
 * rsa-v1_5-sha256. `body` null: a GET.
 */
function rfc9421Headers(url: URL, body: string | null, keyId: string, key: KeyObject): Record<string, string> {
  const contentDigest = body === null ? null : `sha-256=:${sha256(body)}:`;
  const components = contentDigest
    ? '"@method" "@target-uri" "@authority" "content-digest"'
    : '"@method" "@target-uri" "@authority"';
  const params = `(${components});created=${Math.floor(Date.now() / 1000)};keyid="${keyId}";alg="rsa-v1_5-sha256"`;
  const base = [
    `"@method": ${body === null ? 'GET' : 'POST'}`,
    `"@target-uri": ${url.href}`,
    `"@authority": ${url.host}`,
  ];
  if (contentDigest) base.push(`"content-digest": ${contentDigest}`);
  base.push(`"@signature-params": ${params}`);
  const signature = createSign('sha256').update(base.join('\n')).sign(key, 'base64');
  return {
    ...(contentDigest ? { 'content-digest': contentDigest } : {}),
    'signature-input': `sig1=${params}`,
    signature: `sig1=:${signature}:`,
  };
}

/** The keyId of a signed request in either scheme, or null. */
function keyIdOf(headers: IncomingHttpHeaders): string | null {
  const header = String(headers['signature-input'] ?? headers.signature ?? '');
  return /keyid="([^"]+)"/i.exec(header)?.[1] ?? null;
}

export async function startForeignPeer(profile: PeerProfile = 'mastodon'): Promise<ForeignPeer> {
  const gts = profile === 'gotosocial';
  const keys = new Map<string, { publicKey: KeyObject; privateKey: KeyObject }>();
  const objects = new Map<string, { object: Record<string, unknown>; onlyTo?: string[]; contentType?: string }>();
  const extras = new Map<string, Record<string, unknown>>();
  const fetches = new Map<string, Array<string | null>>();
  const peer = { received: [], inboxStatus: 202, refuseRfc9421: gts, unsignedRefused: [] } as unknown as ForeignPeer;

  const publicKeyOf = (name: string) => ({
    id: peer.keyId(name),
    owner: peer.actor(name),
    publicKeyPem: keys.get(name)!.publicKey.export({ type: 'spki', format: 'pem' }),
  });
  /** GoToSocial's AccountToAS (internal/typeutils/internaltoas.go), and its minimal form for the key path. */
  const gtsActorDoc = (name: string, minimal: boolean) => {
    const id = peer.actor(name);
    const context = [
      'https://gotosocial.org/ns',
      'https://w3id.org/security/v1',
      'https://www.w3.org/ns/activitystreams',
      {
        discoverable: 'toot:discoverable',
        featured: { '@id': 'toot:featured', '@type': '@id' },
        manuallyApprovesFollowers: 'as:manuallyApprovesFollowers',
        toot: 'http://joinmastodon.org/ns#',
      },
    ];
    if (minimal)
      return { '@context': context, id, type: 'Person', preferredUsername: name, publicKey: publicKeyOf(name) };
    return {
      '@context': context,
      discoverable: true,
      featured: `${id}/collections/featured`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      hidesCcPublicFromUnauthedWeb: false,
      hidesToPublicFromUnauthedWeb: false,
      id,
      inbox: `${id}/inbox`,
      manuallyApprovesFollowers: false,
      name: `${name} (gts)`,
      outbox: `${id}/outbox`,
      preferredUsername: name,
      publicKey: publicKeyOf(name),
      published: '2022-05-20T11:09:18Z',
      summary: '<p>a GoToSocial-shaped account</p>',
      tag: [],
      type: 'Person',
      url: `${peer.origin}/@${name}`,
      ...extras.get(name),
    };
  };

  const actorDoc = (name: string) => {
    const id = peer.actor(name);
    if (gts) return gtsActorDoc(name, false);
    return {
      '@context': CONTEXT,
      id,
      type: 'Person',
      preferredUsername: name,
      name: `${name} (foreign)`,
      url: `${peer.origin}/@${name}`,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      following: `${id}/following`,
      endpoints: { sharedInbox: `${peer.origin}/inbox` },
      publicKey: publicKeyOf(name),
      ...extras.get(name),
    };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', peer.origin);
      const json = (status: number, body: unknown, contentType = 'application/activity+json') => {
        res.writeHead(status, { 'content-type': contentType });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST') {
        const text = Buffer.concat(chunks).toString('utf8');
        if (peer.refuseRfc9421 && req.headers['signature-input']) return json(401, { error: 'draft-cavage only' });
        peer.received.push({ path: url.pathname, headers: req.headers, body: JSON.parse(text || '{}') });
        res.writeHead(peer.inboxStatus).end();
        return;
      }
      const acct = /^acct:([^@]+)@(.+)$/.exec(url.searchParams.get('resource') ?? '');
      if (url.pathname === '/.well-known/webfinger' && acct && acct[2] === peer.host && keys.has(acct[1])) {
        const links = [{ rel: 'self', type: 'application/activity+json', href: peer.actor(acct[1]) }];
        return json(200, { subject: `acct:${acct[1]}@${peer.host}`, links });
      }
      const keyPath = /^\/users\/([^/]+)\/main-key$/.exec(url.pathname);
      if (gts && keyPath && keys.has(keyPath[1])) return json(200, gtsActorDoc(keyPath[1], true));
      // GoToSocial answers every other ActivityPub GET only to a signed request (internal/processing/fedi).
      if (gts && !req.headers.signature && !req.headers['signature-input']) {
        peer.unsignedRefused.push(url.pathname);
        return json(401, { error: 'Unauthorized' });
      }
      const actor = /^\/users\/([^/]+)$/.exec(url.pathname);
      if (actor && keys.has(actor[1])) return json(200, actorDoc(actor[1]));
      const entry = objects.get(url.href);
      if (entry) {
        const keyId = keyIdOf(req.headers);
        fetches.set(url.pathname, [...(fetches.get(url.pathname) ?? []), keyId]);
        // As Mastodon: a non-public object only for a signature by one of its addressees.
        const byAddressee = (a: string) => keyId?.startsWith(`${a}#`) || keyId?.startsWith(`${a}/`);
        if (entry.onlyTo && !entry.onlyTo.some(byAddressee)) return json(403, {});
        return json(200, entry.object, entry.contentType);
      }
      json(404, { error: 'Not found' });
    });
  });
  const signedBy = (url: URL, body: string | null, name: string, scheme: 'draft-cavage' | 'rfc9421') =>
    scheme === 'rfc9421'
      ? rfc9421Headers(url, body, peer.keyId(name), keys.get(name)!.privateKey)
      : cavageHeaders(url, body, peer.keyId(name), keys.get(name)!.privateKey, gts ? 'hs2019' : 'rsa-sha256');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  Object.assign(peer, {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    actor(name: string) {
      if (!keys.has(name)) keys.set(name, generateKeyPairSync('rsa', { modulusLength: 2048 }));
      return `${peer.origin}/users/${name}`;
    },
    serve(object: Record<string, unknown> & { id: string }, onlyTo?: string[], contentType?: string) {
      objects.set(object.id, { object: { '@context': CONTEXT[0], ...object }, onlyTo, contentType });
    },
    fetchedBy: (path: string) => fetches.get(path) ?? [],
    keyId: (name: string) => (gts ? `${peer.actor(name)}/main-key` : `${peer.actor(name)}#main-key`),
    describe(name: string, fields: Record<string, unknown>) {
      peer.actor(name);
      extras.set(name, fields);
    },
    async get(url: string, name: string | null, scheme: 'draft-cavage' | 'rfc9421' = 'draft-cavage', accept?: string) {
      const target = new URL(url);
      const signed = name === null ? {} : signedBy(target, null, name, scheme);
      return fetch(target, { headers: { accept: accept ?? 'application/activity+json', ...signed } });
    },
    async post(inbox: string, name: string, activity: Record<string, unknown>, scheme: 'draft-cavage' | 'rfc9421') {
      const id = peer.actor(name);
      const body = JSON.stringify({ '@context': CONTEXT[0], id: `${id}#${randomUUID()}`, actor: id, ...activity });
      const url = new URL(inbox);
      const headers = { 'content-type': 'application/activity+json', ...signedBy(url, body, name, scheme) };
      return (await fetch(url, { method: 'POST', headers, body })).status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return peer;
}
