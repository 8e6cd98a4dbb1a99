import { Block, Follow, Mute, Status, Subscription, User } from '../../../src/entities/index.js';
import { createStatus, type NewStatus } from '../../../src/statuses/status.service.js';
import type { TestApp } from '../app.js';

/** A status posted through the service, as the REST and GraphQL paths post it. */
export async function makeStatus(t: TestApp, author: User, input: NewStatus | string = 'hello'): Promise<Status> {
  const em = t.orm.em.fork();
  const fresh = await em.findOneOrFail(User, author.id);
  return createStatus(em, t.config, fresh, null, typeof input === 'string' ? { status: input } : input);
}

/** A follow; `notify: true` also subscribes the follower (as following with Mastodon's notify does). */
export async function follow(
  t: TestApp,
  follower: User,
  following: User,
  extra: Partial<Follow> & { notify?: boolean } = {},
): Promise<void> {
  const em = t.orm.em.fork();
  const { notify, ...fields } = extra;
  em.create(Follow, { follower: follower.id, following: following.id, ...fields });
  if (notify) em.create(Subscription, { subscriber: follower.id, target: following.id });
  await em.flush();
}

export async function block(t: TestApp, blocker: User, blocked: User): Promise<void> {
  const em = t.orm.em.fork();
  em.create(Block, { blocker: blocker.id, blocked: blocked.id });
  await em.flush();
}

export async function mute(t: TestApp, muter: User, muted: User, extra: Partial<Mute> = {}): Promise<void> {
  const em = t.orm.em.fork();
  em.create(Mute, { muter: muter.id, muted: muted.id, ...extra });
  await em.flush();
}
