import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The instances this one knows (Pleroma's Stats peers): the hosts of remote accounts (`nick@host`), sorted.
 */
export async function instancePeers(em: EntityManager): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ host: string }[]>(
      `select distinct lower(split_part("nickname", '@', 2)) as "host" from "users" where not "local" and position('@' in "nickname") > 0 order by 1`,
    );
  return rows.map((r) => r.host).filter(Boolean);
}
