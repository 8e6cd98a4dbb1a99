import './fedify-env.js';
import { Application, Endpoints, Image, Person } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountApId, accountUrl, avatarUrl, headerUrl, noteHtml } from '../accounts/account.presenter.js';
import { findUserByNickname } from '../accounts/account.service.js';
import { User } from '../entities/index.js';
import type { FedContext } from './federation-data.js';

/** The server's own actor (Pleroma's internal fetch actor): it signs fetches and shared-inbox work. */
export const INSTANCE_ACTOR = 'internal.fetch';

/** A local account that exists for federation: not deactivated, not waiting for approval or confirmation. */
export async function localAccount(em: EntityManager, nickname: string): Promise<User | null> {
  const user = await findUserByNickname(em, nickname);
  return user && user.local && !user.deactivated && !user.approvalPending && !user.confirmationPending ? user : null;
}

/**
 * The actor a local identifier names: a local account as a `Person`, the instance actor as an `Application`
 * (both with their keys); null for anything else. Served at /users/{identifier}, and sent in an Update when a
 * profile changes.
 */
export async function actorOf(ctx: FedContext, identifier: string): Promise<Application | Person | null> {
  const { config } = ctx.data.deps;
  const keys = await ctx.getActorKeyPairs(identifier);
  const common = {
    id: ctx.getActorUri(identifier),
    preferredUsername: identifier,
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    following: ctx.getFollowingUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((k) => k.multikey),
  };
  if (identifier === INSTANCE_ACTOR) {
    return new Application({ ...common, name: config.publicUrl, manuallyApprovesFollowers: true });
  }
  const em = ctx.data.deps.orm.em.fork();
  const user = await localAccount(em, identifier);
  if (!user) return null;
  const movedTo = user.movedTo && (await em.findOne(User, user.movedTo.id));
  return new Person({
    ...common,
    preferredUsername: user.nickname,
    name: user.displayName ?? user.nickname,
    summary: noteHtml(user),
    url: new URL(accountUrl(config, user)),
    manuallyApprovesFollowers: user.locked,
    discoverable: user.discoverable,
    published: Temporal.Instant.fromEpochMilliseconds(user.createdAt.getTime()),
    icon: new Image({ url: new URL(avatarUrl(config, user)) }),
    image: new Image({ url: new URL(headerUrl(config, user)) }),
    aliases: user.alsoKnownAs.filter((id) => URL.canParse(id)).map((id) => new URL(id)),
    successor: movedTo ? new URL(accountApId(config, movedTo)) : null,
  });
}
