/**
 * The two relation rules that queries all over the code apply, each written once, in its ORM and SQL forms.
 *
 * A mute is in force while it has no end or its end is still ahead (`expires_at`); an expired mute row is kept
 * until the account unmutes or mutes again, and hides nothing.
 */
export const liveMute = () => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] });

/** `liveMute` in SQL, over an alias of the mutes table. */
export const liveMuteSql = (mutes: string) => `(${mutes}.expires_at is null or ${mutes}.expires_at > now())`;

/**
 * A block either way between two accounts (SQL expressions: `?`, a column): then neither sees the other's
 * statuses, reactions or notifications. With `?`, bind x, y, y, x in that order. In memory:
 * `blockedEitherWay` (relationship.service.ts).
 */
export const blockedEitherWaySql = (x: string, y: string) =>
  `exists (select 1 from blocks b where (b.blocker_id = ${x} and b.blocked_id = ${y}) or (b.blocker_id = ${y} and b.blocked_id = ${x}))`;

/** The domain of an account (SQL over an alias of users): a remote nickname's part after the `@`, lower-case. */
export const accountDomainSql = (users: string) => `lower(split_part(${users}.nickname, '@', 2))`;

/**
 * The viewer (`x`) blocks the domain of the account (`y`): then the viewer sees none of its statuses (nor
 * reblogs of them) or notifications. SQL expressions as for `blockedEitherWaySql`; with `?`, bind x, y.
 */
export const domainBlockedSql = (x: string, y: string) =>
  `exists (select 1 from domain_blocks db join users du on du.id = ${y} where db.user_id = ${x} and not du.local and db.domain = ${accountDomainSql('du')})`;
