import type { EntityManager } from '@mikro-orm/postgresql';

/** VACUUM ANALYZE (reclaims dead rows' space for reuse, refreshes the planner's statistics); `full` rewrites the tables (locks them meanwhile) and gives the space back to the system. */
export async function vacuum(em: EntityManager, full: boolean): Promise<void> {
  await em.getConnection().execute(full ? 'vacuum full analyze' : 'vacuum analyze', [], 'run');
}

/** Rows per table of the application's entities, by table name, in name order (exact counts: a scan of each). */
export async function tableCounts(em: EntityManager): Promise<Record<string, number>> {
  const tables = [...new Set(Object.values(em.getMetadata().getAll()).map((meta) => meta.tableName))]
    .filter(Boolean)
    .sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "${table}"`);
    counts[table] = Number(row.n);
  }
  return counts;
}
