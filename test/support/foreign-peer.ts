import { createHash, createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An ActivityPub server that is not fedigraph's federation code: node:http and node:crypto only, its own RSA
 * keys, its own HTTP signatures (draft-cavage and RFC 9421, written here from the specs), its own JSON. It
 * serves Mastodon-shaped actors (`url` a profile page distinct from the `id`) and objects, some of them only to
 * signed requests from their addressees, and records what it receives.
 */
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
function cavageHeaders(url: URL, body: string | null, keyId: string, key: KeyObject): Record<string, string> {
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
    signature: `keyId="${keyId}",algorithm="rsa-sha256",headers="${headers}",signature="${signature}"`,
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

export async function startForeignPeer(): Promise<ForeignPeer> {
  const keys = new Map<string, { publicKey: KeyObject; privateKey: KeyObject }>();
  const objects = new Map<string, { object: Record<string, unknown>; onlyTo?: string[]; contentType?: string }>();
  const extras = new Map<string, Record<string, unknown>>();
  const fetches = new Map<string, Array<string | null>>();
  const peer = { received: [], inboxStatus: 202, refuseRfc9421: false } as unknown as ForeignPeer;

  const actorDoc = (name: string) => {
    const id = peer.actor(name);
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
      publicKey: {
        id: `${id}#main-key`,
        owner: id,
        publicKeyPem: keys.get(name)!.publicKey.export({ type: 'spki', format: 'pem' }),
      },
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
      const actor = /^\/users\/([^/]+)$/.exec(url.pathname);
      if (actor && keys.has(actor[1])) return json(200, actorDoc(actor[1]));
      const entry = objects.get(url.href);
      if (entry) {
        const keyId = keyIdOf(req.headers);
        fetches.set(url.pathname, [...(fetches.get(url.pathname) ?? []), keyId]);
        // As Mastodon: a non-public object only for a signature by one of its addressees.
        if (entry.onlyTo && !entry.onlyTo.some((a) => keyId?.startsWith(`${a}#`))) return json(403, {});
        return json(200, entry.object, entry.contentType);
      }
      json(404, { error: 'Not found' });
    });
  });
  const signedBy = (url: URL, body: string | null, name: string, scheme: 'draft-cavage' | 'rfc9421') =>
    (scheme === 'rfc9421' ? rfc9421Headers : cavageHeaders)(
      url,
      body,
      `${peer.actor(name)}#main-key`,
      keys.get(name)!.privateKey,
    );
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
