import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createUser } from '../../../../src/accounts/account.service.js';
import type { Orm } from '../../../../src/db/database.js';
import { Block, Follow, Status, StatusContext, User, type Visibility } from '../../../../src/entities/index.js';
import { canSee, visibleSql } from '../../../../src/statuses/visibility.js';
import { freshDatabase } from '../../../support/app.js';

// The visibility rule exists in memory (canSee, for one status) and as SQL (visibleSql, for lists, timelines,
// notifications, streaming). Both must give the same answer, and the answer the rule describes, in every case.

const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];
type Viewer =
  | 'author'
  | 'follower'
  | 'pending'
  | 'mentioned'
  | 'blocked'
  | 'blocker'
  | 'stranger'
  | 'anonymous'
  | 'blocksReblogger';

/** Who sees the author's status of each visibility (the reblog, public, by another account, adds its own rule). */
const EXPECTED: Record<Viewer, Record<Visibility, boolean>> = {
  author: { public: true, unlisted: true, private: true, direct: true },
  follower: { public: true, unlisted: true, private: true, direct: false },
  pending: { public: true, unlisted: true, private: false, direct: false },
  mentioned: { public: true, unlisted: true, private: true, direct: true },
  blocked: { public: false, unlisted: false, private: false, direct: false },
  blocker: { public: false, unlisted: false, private: false, direct: false },
  stranger: { public: true, unlisted: true, private: false, direct: false },
  anonymous: { public: true, unlisted: true, private: false, direct: false },
  // A follower of the author who blocks the reblogger: sees the status, never that account's reblog of it.
  blocksReblogger: { public: true, unlisted: true, private: true, direct: false },
};

let orm: Orm;
let drop: () => Promise<void>;
const users = {} as Record<Exclude<Viewer, 'anonymous'> | 'reblogger', User>;
const plain = {} as Record<Visibility, Status>;
const reblog = {} as Record<Visibility, Status>;

beforeAll(async () => {
  ({ orm, drop } = await freshDatabase());
  const em = orm.em.fork();
  for (const name of [
    'author',
    'follower',
    'pending',
    'mentioned',
    'blocked',
    'blocker',
    'stranger',
    'blocksReblogger',
    'reblogger',
  ] as const) {
    users[name] = await createUser(em, {
      nickname: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
    });
  }
  await em.flush();
  const { author, follower, pending, mentioned, blocked, blocker, blocksReblogger, reblogger } = users;
  em.create(Follow, { follower: follower.id, following: author.id, state: 'accepted' });
  em.create(Follow, { follower: pending.id, following: author.id, state: 'pending' });
  em.create(Follow, { follower: blocksReblogger.id, following: author.id, state: 'accepted' });
  em.create(Block, { blocker: author.id, blocked: blocked.id });
  em.create(Block, { blocker: blocker.id, blocked: author.id });
  em.create(Block, { blocker: blocksReblogger.id, blocked: reblogger.id });
  for (const visibility of VISIBILITIES) {
    const context = em.create(StatusContext, {});
    plain[visibility] = em.create(Status, {
      account: author.id,
      text: visibility,
      visibility,
      recipientIds: [mentioned.id],
      mentionIds: [mentioned.id],
      context,
    });
  }
  await em.flush();
  for (const visibility of VISIBILITIES) {
    reblog[visibility] = em.create(Status, {
      account: reblogger.id,
      visibility: 'public',
      reblogOf: plain[visibility].id,
      context: plain[visibility].context,
    });
  }
  await em.flush();
});
afterAll(async () => {
  await drop();
});

async function inMemory(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  return canSee(em, viewer, await em.findOneOrFail(Status, status.id));
}

async function inSql(em: EntityManager, viewer: User | null, status: Status): Promise<boolean> {
  const visible = visibleSql('s', viewer?.id ?? null);
  const rows: unknown[] = await em
    .getConnection()
    .execute(`select 1 from statuses s where s.id = ? and ${visible.sql}`, [status.id, ...visible.params]);
  return rows.length === 1;
}

describe('status visibility: canSee and visibleSql', () => {
  const cases = (Object.keys(EXPECTED) as Viewer[]).flatMap((viewer) =>
    VISIBILITIES.flatMap((visibility) =>
      (['plain', 'reblog'] as const).map((kind) => [viewer, visibility, kind] as const),
    ),
  );

  it.each(cases)("%s, %s, %s: both forms give the rule's answer", async (viewer, visibility, kind) => {
    const em = orm.em.fork();
    const who = viewer === 'anonymous' ? null : users[viewer];
    const status = kind === 'plain' ? plain[visibility] : reblog[visibility];
    const expected = EXPECTED[viewer][visibility] && !(kind === 'reblog' && viewer === 'blocksReblogger');
    expect({ memory: await inMemory(em, who, status), sql: await inSql(em, who, status) }).toEqual({
      memory: expected,
      sql: expected,
    });
  });

  it('the reblogger sees its own reblog only where it may see the reblogged status', async () => {
    const em = orm.em.fork();
    for (const visibility of VISIBILITIES) {
      const expected = EXPECTED.stranger[visibility];
      expect([
        visibility,
        await inMemory(em, users.reblogger, reblog[visibility]),
        await inSql(em, users.reblogger, reblog[visibility]),
      ]).toEqual([visibility, expected, expected]);
    }
  });
});
