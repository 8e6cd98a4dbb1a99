import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import type { Report as ReportEntity } from '../src/entities/index.js';
import { createReport } from '../src/reports/report.service.js';
import { Report } from '../schema/report.types.js';
import { and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const reportRules = {
  Mutation: {
    createReport: and(isAuthenticated, hasScope('write:reports')),
  },
} satisfies RuleMap;

@Resolver()
export class CreateReportResolver {
  @Mutation(() => Report, { description: 'Reports an account (and some of its statuses) to the moderators.' })
  createReport(
    @Ctx() ctx: Context,
    @Arg('accountId', () => ID, { nullable: true, description: 'The account reported.' }) accountId?: string,
    @Arg('statusIds', () => [ID], {
      nullable: true,
      description: 'Statuses of the reported account the reporter may see.',
    })
    statusIds?: string[],
    @Arg('comment', () => String, { nullable: true, description: 'At most 1000 characters.' }) comment?: string,
    @Arg('forward', () => Boolean, {
      nullable: true,
      description: "Forward the report to the account's instance (remote accounts only).",
    })
    forward?: boolean,
  ): Promise<ReportEntity> {
    return createReport(ctx.em, ctx.auth.user!, { accountId, statusIds, comment, forward });
  }
}
