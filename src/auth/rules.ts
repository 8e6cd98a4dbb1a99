import { or, rule } from 'graphql-shield';
import type { and, IRule as ShieldRule } from 'graphql-shield';
import type { Context } from '../graphql/context.js';
import { ForbiddenError, UnauthenticatedError, type AppError } from '../core/errors.js';
import { getSettings } from '../settings/settings.service.js';
import { hasScope as scopesCover } from './scopes.js';

/**
 * One resolver module's rules, beside its resolvers: `{ Query: { field: rule }, Mutation: ..., Subscription: ... }`
 * for every root field it defines, and under a type's name the few nested fields that must be guarded again
 * (another account's private data, per-viewer settings), which a public type would otherwise show to anyone.
 * Other nested fields get no rule: a wrapper per field costs more than the work it guards.
 */
export type RuleMap = Record<string, Record<string, FieldRule>>;

/** What graphql-shield takes for a field: a rule, or rules combined (`and(...)`, `or(...)`, `allow`). */
type FieldRule = Parameters<typeof and>[number];

type RuleArgs = [parent: unknown, args: unknown, ctx: unknown, info: unknown, options: unknown];
/** graphql-shield's class behind `or` (the package does not export it). */
const ShieldOr = or().constructor as new (rules: ShieldRule[]) => {
  getRules(): Array<{ resolve(...args: RuleArgs): Promise<unknown> }>;
};

/**
 * graphql-shield's `or` asking its rules in turn: passes at the first that passes without asking the others,
 * otherwise answers as `or` does (the first error any of them gave, or false). `or` asks them all at once, so an
 * account's own e-mail also ran the admin check, whose refusal builds an error with its stack.
 */
class InTurn extends ShieldOr {
  async evaluate(...args: RuleArgs): Promise<unknown[]> {
    const results: unknown[] = [];
    for (const rule of this.getRules()) {
      const result = await rule.resolve(...args);
      results.push(result);
      if (result === true) break;
    }
    return results;
  }
}

/** Passes when one of `rules` passes, asked in the order given (the cheapest and likeliest first). */
export const orInTurn = (...rules: ShieldRule[]): ShieldRule => new InTurn(rules) as unknown as ShieldRule;

/** Why credentials that were presented did not pass (429 when they were not even checked), else `fallback`. */
const authFailure = (ctx: Context, fallback = 'Authentication required'): AppError =>
  ctx.auth.refusal ?? new UnauthenticatedError(ctx.auth.failure ?? fallback);

/** The caller is a user (not anonymous, not an app-only client_credentials token). */
export const isAuthenticated = rule({ cache: 'contextual' })((_parent, _args, ctx: Context) =>
  ctx.auth.caller ? true : authFailure(ctx),
);

/** The caller presents a credential (a user's or an app's own token). */
export const isAuthenticatedApp = rule({ cache: 'contextual' })((_parent, _args, ctx: Context) =>
  ctx.auth.caller || ctx.auth.app ? true : authFailure(ctx),
);

/**
 * The credential belongs to an OAuth app (any of its tokens), as registration through an app requires. One
 * message for every refusal, as Pleroma words it (its REST path answers 403 for both).
 */
export const hasApp = rule({ cache: 'contextual' })((_parent, _args, ctx: Context) => {
  if (ctx.auth.app) return true;
  return ctx.auth.caller ? new ForbiddenError('Invalid credentials') : new UnauthenticatedError('Invalid credentials');
});

/** graphql-shield wants one instance per rule name: parametrised rules are made once per parameter. */
function once<A extends string>(make: (arg: A) => ShieldRule): (arg: A) => ShieldRule {
  const made = new Map<A, ShieldRule>();
  return (arg) => made.get(arg) ?? made.set(arg, make(arg)).get(arg)!;
}

/** The token carries the scope (or a broader one). */
export const hasScope = once((scope: string) =>
  rule(`hasScope:${scope}`, { cache: 'contextual' })((_parent, _args, ctx: Context) =>
    scopesCover(ctx.auth.scopes, scope) ? true : new ForbiddenError(`Insufficient permissions: ${scope}.`),
  ),
);

/**
 * Open to anonymous callers, but a caller presenting a good credential needs the scope (Mastodon's
 * `authorize_if_got_token!`). An unknown, revoked or expired credential is served as anonymous, as Pleroma's
 * OAuth plug leaves such a connection without a user (Pleroma-FE calls public endpoints with the token it has
 * just revoked on log-out); a refusal made before the check (too many failed passwords) still stands.
 */
export const hasScopeWhenAuthenticated = once((scope: string) =>
  rule(`hasScopeWhenAuthenticated:${scope}`, { cache: 'contextual' })((_parent, _args, ctx: Context) => {
    if (ctx.auth.refusal) return ctx.auth.refusal;
    if (!ctx.auth.caller && !ctx.auth.app) return true;
    return scopesCover(ctx.auth.scopes, scope) ? true : new ForbiddenError(`Insufficient permissions: ${scope}.`);
  }),
);

/**
 * Why the caller may not use the admin API with this access, or null when they may. The caller must be an admin;
 * with `enforce_oauth_admin_scope_usage` on (the default, as in Pleroma) the token must carry admin:read /
 * admin:write, off, a plain read / write token of an admin suffices. Callers with no or bad credentials are
 * UNAUTHENTICATED (the admin REST paths answer them 403, as Pleroma does: rest-adapter/router.ts).
 */
export async function adminRefusal(ctx: Context, access: 'read' | 'write'): Promise<AppError | null> {
  const user = ctx.auth.caller;
  if (!user) return authFailure(ctx, 'Invalid credentials.');
  if (!user.isAdmin) return new ForbiddenError('User is not an admin.');
  const { enforce_oauth_admin_scope_usage: enforce } = await getSettings(ctx.em, 'auth');
  const ok = scopesCover(ctx.auth.scopes, `admin:${access}`) || (!enforce && scopesCover(ctx.auth.scopes, access));
  return ok ? null : new ForbiddenError(`Insufficient permissions: admin:${access}.`);
}

/** The caller is an admin acting within an admin scope (see adminRefusal). */
export const isAdmin = once((access: 'read' | 'write') =>
  rule(`isAdmin:${access}`, { cache: 'contextual' })(
    async (_parent, _args, ctx: Context) => (await adminRefusal(ctx, access)) ?? true,
  ),
);

/**
 * The account being resolved is the caller's own. Cached per account id: shield's 'strict' cache hashed the
 * whole parent object (an account entity) on every guarded field, a sixteenth of a verify_credentials.
 */
export const isSelf = rule({ cache: (parent: { id?: number }) => String(parent.id) })(
  (parent: { id?: number }, _args, ctx: Context) =>
    ctx.auth.caller ? parent.id === ctx.auth.caller.id : authFailure(ctx),
);
