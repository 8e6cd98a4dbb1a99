import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createUser } from '../../../../src/accounts/account.service.js';
import type { Orm } from '../../../../src/db/database.js';
import { Follow, Status, StatusContext, User, type Visibility } from '../../../../src/entities/index.js';
import { mayFederateSql } from '../../../../src/federation/may-federate.js';
import { freshDatabase } from '../../../support/app.js';

// mayFederateSql decides whether the outbox looks at a new status at all: a status it answers false for never
// leaves this server, so every remote audience must answer true, and a status with none false.

let orm: Orm;
let drop: () => Promise<void>;
const local = {} as Record<'lonely' | 'followed' | 'pending' | 'undeliverable' | 'follower', User>;
const remote = {} as Record<'reader' | 'asker' | 'noInbox', User>;

beforeAll(async () => {
  ({ orm, drop } = await freshDatabase());
  const em = orm.em.fork();
  for (const name of ['lonely', 'followed', 'pending', 'undeliverable', 'follower'] as const)
    local[name] = await createUser(em, {
      nickname: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
    });
  for (const name of ['reader', 'asker', 'noInbox'] as const)
    remote[name] = em.create(User, {
      nickname: `${name}@remote.example`,
      local: false,
      apId: `https://remote.example/users/${name}`,
      inboxUrl: name === 'noInbox' ? null : `https://remote.example/users/${name}/inbox`,
    });
  await em.flush();
  em.create(Follow, { follower: local.follower.id, following: local.lonely.id, state: 'accepted' });
  em.create(Follow, { follower: remote.reader.id, following: local.followed.id, state: 'accepted' });
  em.create(Follow, { follower: remote.asker.id, following: local.pending.id, state: 'pending' });
  em.create(Follow, { follower: remote.noInbox.id, following: local.undeliverable.id, state: 'accepted' });
  await em.flush();
});
afterAll(async () => {
  await drop();
});

async function federates(
  author: User,
  visibility: Visibility,
  addressed: User[] = [],
  reblogOf: number | null = null,
): Promise<boolean> {
  const em = orm.em.fork();
  const ids = addressed.map((u) => u.id);
  const status = em.create(Status, {
    account: author.id,
    text: 'hello',
    visibility,
    recipientIds: ids,
    mentionIds: ids,
    reblogOf,
    context: em.create(StatusContext, {}),
  });
  await em.flush();
  const may = mayFederateSql('s');
  const [row] = await em
    .getConnection()
    .execute<Array<{ f: boolean }>>(`select ${may.sql} as f from statuses s where s.id = ?`, [
      ...may.params,
      status.id,
    ]);
  return row.f;
}

it('answers false for a status with no remote account among its audience', async () => {
  for (const visibility of ['public', 'unlisted', 'private', 'direct'] as const)
    expect(await federates(local.lonely, visibility, [local.follower])).toBe(false);
  // A remote follower that asked but was not accepted, or that has no inbox, is no audience.
  expect(await federates(local.pending, 'public')).toBe(false);
  expect(await federates(local.undeliverable, 'public')).toBe(false);
  expect(await federates(local.lonely, 'direct', [remote.noInbox])).toBe(false);
});

it('answers true for an accepted remote follower, unless the status is direct', async () => {
  for (const visibility of ['public', 'unlisted', 'private'] as const)
    expect(await federates(local.followed, visibility)).toBe(true);
  expect(await federates(local.followed, 'direct')).toBe(false);
});

it('answers true for a remote addressee, whatever the visibility', async () => {
  for (const visibility of ['public', 'unlisted', 'private', 'direct'] as const) {
    expect(await federates(local.lonely, visibility, [remote.reader])).toBe(true);
    expect(await federates(local.lonely, visibility, [local.follower, remote.asker])).toBe(true);
  }
});

it('answers true for a reblog', async () => {
  const em = orm.em.fork();
  const original = await em.findOneOrFail(Status, { account: local.lonely.id, visibility: 'public' });
  expect(await federates(local.follower, 'public', [], original.id)).toBe(true);
});
