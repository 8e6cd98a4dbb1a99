import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createVerify, KeyObject, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox } from '../../../../src/auth/secrets.js';
import { loadConfig } from '../../../../src/config.js';
import { openDatabase } from '../../../../src/db/database.js';
import { Job } from '../../../../src/entities/index.js';
import { keyPairsOf } from '../../../../src/federation/keys.js';
import { startTestApp } from '../../../support/app.js';
import { cliWith } from '../../../support/cli.js';
import { eventually } from '../../../support/federation.js';
import { startForeignPeer, type ForeignPeer } from '../../../support/foreign-peer.js';
import { freePort } from '../../../support/free-port.js';
import { scratchDatabase, type ScratchDatabase } from '../../../support/scratch-database.js';

/**
 * `relay follow / list / unfollow` run directly on PostgreSQL, no server running in this process: the CLI builds
 * the federation on the database, queues the relay actor's activities in the shared jobs table and delivers them.
 * PostgreSQL only (DATABASE_URL): on the embedded database a running server runs these commands itself.
 */
const postgres = process.env.DATABASE_URL;
(postgres ? describe : describe.skip)('relay commands on PostgreSQL without a server', () => {
  let database: ScratchDatabase;
  let peer: ForeignPeer;
  let env: Record<string, string>;
  let relayActor: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'fedigraph-cli-relay-'));
  const cli = (...argv: string[]) => cliWith(env, ...argv);
  const received = (type: string) => peer.received.filter((r) => r.body.type === type);

  /** Whether a draft-cavage signature (the scheme this peer takes) verifies with the relay actor's kept key. */
  async function signedByRelay(request: ForeignPeer['received'][number]): Promise<boolean> {
    const header = String(request.headers.signature);
    const names = /headers="([^"]+)"/.exec(header)![1].split(' ');
    const lines = names.map((h) =>
      h === '(request-target)' ? `(request-target): post ${request.path}` : `${h}: ${String(request.headers[h])}`,
    );
    const orm = await openDatabase({ databaseUrl: database.url });
    try {
      const [rsa] = await keyPairsOf(orm.em.fork(), new SecretBox(loadConfig(env).jwtSecret), 'relay');
      return (
        /keyId="([^"]+)"/.exec(header)![1] === `${env.PUBLIC_URL}/relay#main-key` &&
        createVerify('sha256')
          .update(lines.join('\n'))
          .verify(KeyObject.from(rsa.publicKey), /signature="([^"]+)"/.exec(header)![1], 'base64')
      );
    } finally {
      await orm.close();
    }
  }

  beforeAll(async () => {
    database = await scratchDatabase(postgres!, 'fedigraph_ops_test');
    peer = await startForeignPeer();
    // Only draft-cavage is taken: the recorded request is the one to check.
    peer.refuseRfc9421 = true;
    relayActor = peer.actor('relay');
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${await freePort()}`,
      ALLOW_PRIVATE_ADDRESSES: 'true',
    };
  }, 60_000);

  afterAll(async () => {
    await peer.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('follow delivers a Follow from /relay signed with its key; list shows it pending', async () => {
    expect(await cli('relay', 'follow', relayActor)).toBe(
      `Sent a follow request to ${relayActor}\nDelivered 1 activity.`,
    );
    const [follow] = received('Follow');
    expect(follow.body).toMatchObject({ type: 'Follow', actor: `${env.PUBLIC_URL}/relay`, object: relayActor });
    expect(follow.path).toBe('/users/relay/inbox');
    expect(await signedByRelay(follow)).toBe(true);
    expect(JSON.parse(await cli('relay', 'list', '--json'))).toEqual([{ actor: relayActor, followed_back: false }]);
    expect(await cli('relay', 'list')).toBe(`${relayActor}\tpending`);
  }, 60_000);

  it('shows it accepted once a server on the database has the relay’s Accept', async () => {
    const orm = await openDatabase({ databaseUrl: database.url });
    const server = await startTestApp(env, { database: { orm, drop: () => orm.close() } });
    try {
      await new Promise<void>((resolve) =>
        server.server.listen(Number(new URL(env.PUBLIC_URL).port), '127.0.0.1', resolve),
      );
      const followId = String(received('Follow')[0].body.id);
      expect(
        await peer.post(`${env.PUBLIC_URL}/inbox`, 'relay', { type: 'Accept', object: followId }, 'draft-cavage'),
      ).toBe(202);
      const accepted = await eventually(async () => {
        const rows = JSON.parse(await cli('relay', 'list', '--json')) as Array<{ followed_back: boolean }>;
        return rows[0]?.followed_back ? rows : null;
      });
      expect(accepted).toEqual([{ actor: relayActor, followed_back: true }]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('unfollow delivers an Undo of that Follow and forgets the relay', async () => {
    const follow = received('Follow')[0].body;
    expect(await cli('relay', 'unfollow', relayActor)).toBe(`Unfollowed ${relayActor}\nDelivered 1 activity.`);
    const [undo] = received('Undo');
    expect(undo.body).toMatchObject({ type: 'Undo', actor: `${env.PUBLIC_URL}/relay`, object: { id: follow.id } });
    expect(await signedByRelay(undo)).toBe(true);
    expect(await cli('relay', 'list', '--json')).toBe('[]');
  }, 60_000);

  it('a delivery that fails stays queued for a server’s retries, and the CLI says so', async () => {
    peer.inboxStatus = 500;
    const out = await cli('relay', 'follow', relayActor);
    peer.inboxStatus = 202;
    expect(out).toMatch(
      new RegExp(
        `^Sent a follow request to ${relayActor}\nDelivery failed \\(.+ \\(401 Unauthorized\\): .+\\): queued again; a running server retries it$`,
      ),
    );
    const orm = await openDatabase({ databaseUrl: database.url });
    try {
      const waiting = await orm.em.fork().find(Job, { kind: 'federation', state: 'queued' });
      expect(waiting).toHaveLength(1);
      expect(waiting[0].attempts).toBe(1);
    } finally {
      await orm.close();
    }
  }, 60_000);

  it('refuses bad input before anything is queued', async () => {
    await expect(cli('relay', 'follow', 'not a url')).rejects.toThrow('relay_url: an http(s) URL');
    await expect(cli('relay', 'unfollow', 'https://nowhere.test/relay')).rejects.toThrow('Not found');
  }, 60_000);
});
