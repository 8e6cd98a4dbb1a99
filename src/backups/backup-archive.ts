import '../federation/fedify-env.js';
import { Announce } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { AppConfig } from '../config.js';
import { Bookmark, Favourite, Follow, Status, type User } from '../entities/index.js';
import { actorOf } from '../federation/actors.js';
import type { FedContext } from '../federation/federation-data.js';
import { noteFactsOfStatus } from '../federation/notes.js';
import { createOf, noteOf } from '../federation/objects/note.js';
import { actorUri, statusUri } from '../federation/uris.js';

/**
 * The zip of a user's account, laid out as Pleroma's backups are: actor.json (the ActivityPub actor, with
 * `likes` and `bookmarks` naming the files beside it), outbox.json (every status and reblog of theirs as a
 * Create or Announce, whatever its visibility: the archive is its owner's), likes.json and bookmarks.json (the
 * ids of the objects), followers.json and following.json (actor ids). Each collection is an
 * OrderedCollection whose id is its file name.
 */

/** Rows read from the database at a time. */
const CHUNK = 200;

function collection(name: string, items: unknown[]): string {
  return JSON.stringify({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${name}.json`,
    type: 'OrderedCollection',
    orderedItems: items,
    totalItems: items.length,
  });
}

/** Every row of `read(afterId)`, in id order, read CHUNK at a time. */
async function allRows<T extends { id: number }>(read: (afterId: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let batch = await read(0); batch.length; batch = batch.length < CHUNK ? [] : await read(batch.at(-1)!.id))
    rows.push(...batch);
  return rows;
}

async function outboxItems(em: EntityManager, config: AppConfig, ctx: FedContext, user: User): Promise<unknown[]> {
  const statuses = await allRows((after) =>
    em.find(Status, { account: user.id, id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: CHUNK }),
  );
  const items: unknown[] = [];
  for (const s of statuses) {
    const published = Temporal.Instant.fromEpochMilliseconds(s.createdAt.getTime());
    const activity = s.reblogOf
      ? new Announce({
          id: new URL(`${config.publicUrl}/objects/${s.id}/activity`),
          actor: new URL(actorUri(config, user)),
          object: new URL(statusUri(config, await em.findOneOrFail(Status, s.reblogOf.id))),
          published,
        })
      : createOf(noteOf(await noteFactsOfStatus(em, config, s), config.publicUrl));
    const { '@context': _context, ...json } = (await activity.toJsonLd({ contextLoader: ctx.contextLoader })) as Record<
      string,
      unknown
    >;
    items.push(json);
  }
  return items;
}

/** The object ids of the statuses in `rows` (favourites, bookmarks), oldest first. */
async function statusIds(em: EntityManager, config: AppConfig, rows: Array<{ status: { id: number } }>) {
  const statuses = await em.find(Status, { id: { $in: rows.map((r) => r.status.id) } });
  const byId = new Map(statuses.map((s) => [s.id, statusUri(config, s)]));
  return rows.map((r) => byId.get(r.status.id)).filter(Boolean);
}

async function followIds(em: EntityManager, config: AppConfig, user: User, side: 'follower' | 'following') {
  const other = side === 'follower' ? 'following' : 'follower';
  const rows = await allRows((after) =>
    em.find(
      Follow,
      { [other]: user.id, state: 'accepted', id: { $gt: after } },
      { populate: [side], orderBy: { id: 'asc' }, limit: CHUNK },
    ),
  );
  return rows.map((r) => actorUri(config, r[side].getEntity())).filter(Boolean);
}

/** Writes the archive of `user` to `path`; resolves to its size in bytes. */
export async function writeAccountArchive(
  em: EntityManager,
  config: AppConfig,
  ctx: FedContext,
  user: User,
  path: string,
): Promise<number> {
  const actor = await actorOf(ctx, user.nickname);
  const actorJson = {
    ...((await actor?.toJsonLd({ contextLoader: ctx.contextLoader })) as Record<string, unknown>),
    likes: 'likes.json',
    bookmarks: 'bookmarks.json',
  };
  const likes = await allRows((after) =>
    em.find(Favourite, { user: user.id, id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: CHUNK }),
  );
  const bookmarks = await allRows((after) =>
    em.find(Bookmark, { user: user.id, id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: CHUNK }),
  );
  const files: Array<[string, string]> = [
    ['actor.json', JSON.stringify(actorJson)],
    ['outbox.json', collection('outbox', await outboxItems(em, config, ctx, user))],
    ['likes.json', collection('likes', await statusIds(em, config, likes))],
    ['bookmarks.json', collection('bookmarks', await statusIds(em, config, bookmarks))],
    ['followers.json', collection('followers', await followIds(em, config, user, 'follower'))],
    ['following.json', collection('following', await followIds(em, config, user, 'following'))],
  ];
  const zip = new yazl.ZipFile();
  for (const [name, text] of files) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  let size = 0;
  zip.outputStream.on('data', (chunk: Buffer) => (size += chunk.length));
  await pipeline(zip.outputStream, createWriteStream(path));
  return size;
}
