/** A piece of SQL (a condition over the statuses alias `s`, mostly), with its `?` params in order. */
export interface Condition {
  sql: string;
  params: unknown[];
}

export const cond = (sql: string, ...params: unknown[]): Condition => ({ sql, params });
