import type { IMiddlewareFunction } from 'graphql-middleware';
import { callerKey, type Context } from './context.js';
import type { RateLimitName } from '../rate-limits/rate-limits.js';

/**
 * Operations counted against a named limit, whichever interface calls them (GraphQL or REST), so the two
 * share one budget. `points` may depend on the arguments (a batch upload costs one point per file).
 */
export const RATE_LIMITED_FIELDS: Record<
  string,
  Record<string, { limit: RateLimitName; points?: (args: Record<string, unknown>) => number }>
> = {
  Mutation: {
    issueToken: { limit: 'login' },
    exchangeToken: { limit: 'authentication' },
    registerAccount: { limit: 'registration' },
    requestPasswordReset: { limit: 'account_email' },
    resendConfirmationEmail: { limit: 'account_email' },
    uploadZone: { limit: 'upload' },
    uploadZones: { limit: 'upload', points: (args) => (Array.isArray(args.files) ? args.files.length : 1) },
  },
};

export const rateLimitMiddleware = Object.fromEntries(
  Object.entries(RATE_LIMITED_FIELDS).map(([type, fields]) => [
    type,
    Object.fromEntries(
      Object.entries(fields).map(([field, { limit, points }]) => {
        const resolver: IMiddlewareFunction<unknown, Context, Record<string, unknown>> = async (
          resolve,
          parent,
          args,
          ctx,
          info,
        ) => {
          ctx.rateLimit = await ctx.deps.rateLimits.consume(limit, callerKey(ctx), points?.(args) ?? 1);
          return resolve(parent, args, ctx, info);
        };
        return [field, resolver];
      }),
    ),
  ]),
);
