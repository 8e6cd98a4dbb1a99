import { domainToASCII } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainBlock, type User } from '../entities/index.js';
import { BadInputError } from '../core/errors.js';
import type { Page, PageArgs } from '../core/pagination.js';
import { idPage } from '../db/id-page.js';
import { followRemoved } from '../events/publish.js';
import { accountDomainSql } from './relation-rules.js';

/** A host name with an optional port, as remote nicknames carry it (`alice@example.com:8443`). */
const HOST = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*(:\d{1,5})?$/;

/**
 * The domain as stored: trimmed, the host of a URL given whole, lower-case ASCII (an IDN as punycode), as
 * Mastodon normalizes it. Anything else is refused rather than stored as a block that could match nothing.
 */
export function normalizeDomain(input: string): string {
  let domain = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(domain)) {
    try {
      domain = new URL(domain).host;
    } catch {
      throw new BadInputError('domain: not a domain name');
    }
  }
  const [host, port] = domain.split(/:(?=\d+$)/);
  // domainToASCII would drop a path silently ("a.example/x" -> "a.example"): only a bare name goes in.
  const ascii = host && !/[\s/\\?#@%:]/.test(host) ? domainToASCII(host.toLowerCase()) : '';
  const normalized = port ? `${ascii}:${port}` : ascii;
  if (!ascii || normalized.length > 253 || !HOST.test(normalized)) throw new BadInputError('domain: not a domain name');
  return normalized;
}

/**
 * Hides a domain from the account (idempotent, also when two requests race) and ends every follow between the
 * account and that domain's accounts, either way: its own follows are undone, theirs rejected (federation tells
 * the other side), as Mastodon's BlockDomainService does for an account's block.
 */
export async function blockDomain(em: EntityManager, actor: User, input: string): Promise<DomainBlock> {
  const domain = normalizeDomain(input);
  const ended = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute(
      'insert into domain_blocks (user_id, domain) values (?, ?) on conflict (user_id, domain) do nothing',
      [actor.id, domain],
      'run',
      ctx,
    );
    return conn.execute<Array<{ follower_id: number; following_id: number }>>(
      `delete from follows f using users u
        where ((f.follower_id = ? and u.id = f.following_id) or (f.following_id = ? and u.id = f.follower_id))
          and not u.local and ${accountDomainSql('u')} = ?
        returning f.follower_id, f.following_id`,
      [actor.id, actor.id, domain],
      'all',
      ctx,
    );
  });
  for (const f of ended)
    followRemoved(em, Number(f.follower_id), Number(f.following_id), Number(f.following_id) === actor.id);
  return em.findOneOrFail(DomainBlock, { user: actor.id, domain });
}

/** Shows the domain again (no error when it was not blocked); ended follows stay ended. */
export async function unblockDomain(em: EntityManager, actor: User, input: string): Promise<string> {
  const domain = normalizeDomain(input);
  await em.nativeDelete(DomainBlock, { user: actor.id, domain });
  return domain;
}

/** The account's blocked domains, newest first, paginated by block id (Mastodon's sizes: 100 by default, 200 at most). */
export async function domainBlocksPage(em: EntityManager, actor: User, args: PageArgs): Promise<Page<DomainBlock>> {
  return idPage(em, DomainBlock, { user: actor.id }, args, { maxSize: 200, defaultSize: 100 });
}
