import type supertest from 'supertest';
import type { TestApp } from './app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Requests to the app as one caller (see `api`). */
export type Client = Record<Method, (path: string) => supertest.Test>;

/** Requests to the app as the holder of `token` (anonymous without one). */
export function api(t: TestApp, token?: string | null): Client {
  const call = (method: Method) => (path: string) => {
    const req = t.http()[method](path);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}

/** The ids of a list reply, as strings, in order. */
export const ids = (body: Array<{ id: string }>) => body.map((x) => x.id);

/** The keys of a Mastodon account entity as the REST API renders it, sorted (verify_credentials adds `source`). */
export const ACCOUNT_KEYS = [
  'acct',
  'avatar',
  'avatar_static',
  'bot',
  'created_at',
  'discoverable',
  'display_name',
  'emojis',
  'fields',
  'followers_count',
  'following_count',
  'group',
  'header',
  'header_static',
  'id',
  'last_status_at',
  'locked',
  'note',
  'pleroma',
  'statuses_count',
  'url',
  'username',
];

/** A relationship entity's fields (less its id) when there is nothing between the two accounts. */
export const NO_RELATIONSHIP = {
  following: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  subscribing: false,
  notifying: false,
  requested: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
  note: '',
};
