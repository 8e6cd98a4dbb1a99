import { describe, expect, it } from '@jest/globals';
import { Note } from '@fedify/vocab';
import { createServer } from 'node:http';
import type { FedContext } from '../../../../src/federation/federation-data.js';
import { federationOf } from '../../../../src/federation/runtime.js';
import { MAX_REPLY_DEPTH, unknownAncestors } from '../../../../src/federation/reply-chain.js';
import type { Status } from '../../../../src/entities/index.js';
import { updateSettings } from '../../../support/settings.js';
import { useTestApp } from '../../../support/app.js';

/**
 * The walk up a reply chain against a made-up remote (`far.example`): each Note `/n/<k>` replies to `/n/<k+1>`
 * unless told otherwise. What is fetched is counted; nothing leaves the process.
 */
const t = useTestApp();

const FAR = 'https://far.example';
const author = `${FAR}/users/u`;

function remote(parentOf: (k: number) => string | null = (k) => `${FAR}/n/${k + 1}`, by = () => author) {
  const fetched: string[] = [];
  const documentLoader = async (url: string) => {
    if (url !== author && url !== `https://other.example/users/u`) throw new Error(`unexpected fetch ${url}`);
    return {
      contextUrl: null,
      documentUrl: url,
      document: {
        '@context': 'https://www.w3.org/ns/activitystreams',
        type: 'Person',
        id: url,
        preferredUsername: 'u',
        inbox: `${url}/inbox`,
      },
    };
  };
  const ctx = {
    data: { deps: t.deps },
    getDocumentLoader: async () => documentLoader,
    lookupObject: async (uri: string) => {
      fetched.push(uri);
      const k = Number(/\/n\/(\d+)$/.exec(uri)?.[1]);
      const parent = parentOf(k);
      return new Note({
        id: new URL(uri),
        attribution: new URL(by()),
        content: `note ${k}`,
        replyTarget: parent ? new URL(parent) : null,
      });
    },
  } as unknown as FedContext;
  return { ctx, fetched };
}

const none = async (): Promise<Status | null> => null;

describe('walking up a reply chain', () => {
  it(`fetches at most ${MAX_REPLY_DEPTH} ancestors (Pleroma's default depth)`, async () => {
    const { ctx, fetched } = remote();
    const { notes, known } = await unknownAncestors(ctx, t.orm.em.fork(), `${FAR}/n/0`, `${FAR}/n/1`, none);
    expect(known).toBeNull();
    expect(notes).toHaveLength(MAX_REPLY_DEPTH);
    expect(fetched).toHaveLength(MAX_REPLY_DEPTH);
    expect(notes.map((n) => n.note.id?.href).slice(0, 2)).toEqual([`${FAR}/n/1`, `${FAR}/n/2`]);
    expect(notes[0].author).toMatchObject({ nickname: 'u@far.example', local: false, apId: author });
  });

  it('stops at a loop, each Note fetched once', async () => {
    const { ctx, fetched } = remote((k) => `${FAR}/n/${k === 2 ? 1 : k + 1}`);
    const { notes } = await unknownAncestors(ctx, t.orm.em.fork(), `${FAR}/n/0`, `${FAR}/n/1`, none);
    expect(fetched).toEqual([`${FAR}/n/1`, `${FAR}/n/2`]);
    expect(notes).toHaveLength(2);
  });

  it('stops at a status known here, which it returns', async () => {
    const { ctx, fetched } = remote();
    const status = { id: 7 } as Status;
    const lookup = async (uri: string) => (uri === `${FAR}/n/3` ? status : null);
    const { notes, known } = await unknownAncestors(ctx, t.orm.em.fork(), `${FAR}/n/0`, `${FAR}/n/1`, lookup);
    expect(known).toBe(status);
    expect(fetched).toEqual([`${FAR}/n/1`, `${FAR}/n/2`]);
    expect(notes).toHaveLength(2);
  });

  it('takes no Note whose author is of another origin, and fetches nothing from a rejected instance', async () => {
    const foreign = remote(undefined, () => 'https://other.example/users/u');
    expect((await unknownAncestors(foreign.ctx, t.orm.em.fork(), `${FAR}/n/0`, `${FAR}/n/1`, none)).notes).toEqual([]);

    await updateSettings(t.orm.em.fork(), 'mrf_simple', { reject: ['*.far.example', 'far.example'] });
    const rejected = remote();
    const walked = await unknownAncestors(rejected.ctx, t.orm.em.fork(), `${FAR}/n/0`, `${FAR}/n/1`, none);
    expect([walked.notes, rejected.fetched]).toEqual([[], []]);
    await updateSettings(t.orm.em.fork(), 'mrf_simple', { reject: [] });
  });

  it('fetches nothing for an id of this server or a non-http(s) one', async () => {
    const { ctx, fetched } = remote();
    const em = t.orm.em.fork();
    await unknownAncestors(ctx, em, `${FAR}/n/0`, `${t.config.publicUrl}/objects/1`, none);
    await unknownAncestors(ctx, em, `${FAR}/n/0`, 'ftp://far.example/n/1', none);
    expect(fetched).toEqual([]);
  });

  it('never reaches a private address without ALLOW_PRIVATE_ADDRESSES (the real, signed loader)', async () => {
    let hits = 0;
    const trap = createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    try {
      const ctx = federationOf(t.orm.em)!.context();
      const parent = `http://127.0.0.1:${(trap.address() as { port: number }).port}/n/1`;
      const walked = await unknownAncestors(ctx, t.orm.em.fork(), `${FAR}/n/0`, parent, none);
      expect([walked.notes, hits]).toEqual([[], 0]);
    } finally {
      await new Promise((resolve) => trap.close(resolve));
    }
  });
});
