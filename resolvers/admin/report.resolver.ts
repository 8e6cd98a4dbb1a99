import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CountedPageArgs } from '../../schema/page.types.js';
import type { Context } from '../../src/graphql/context.js';
import type { CountedPage } from '../../src/core/pagination.js';
import type {
  Report as ReportEntity,
  ReportNote as ReportNoteEntity,
  ReportState as State,
  Status as StatusEntity,
  User,
} from '../../src/entities/index.js';
import {
  addReportNote,
  deleteReportNote,
  getReport,
  groupedReports,
  listReports,
  updateReportStates,
  type ReportGroup as ReportGroupData,
} from '../../src/reports/report.service.js';
import { Account } from '../../schema/account.types.js';
import {
  Report,
  ReportGroup,
  ReportNote,
  ReportPage,
  ReportState,
  ReportStateError,
  ReportStateInput,
} from '../../schema/report.types.js';
import { Status } from '../../schema/status.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminReportRules = {
  Query: {
    adminReports: isAdmin('read'),
    adminReport: isAdmin('read'),
    adminGroupedReports: isAdmin('read'),
  },
  Mutation: {
    adminUpdateReportStates: isAdmin('write'),
    adminAddReportNote: isAdmin('write'),
    adminDeleteReportNote: isAdmin('write'),
  },
} satisfies RuleMap;

const present = <T>(rows: Array<T | null | Error>): T[] =>
  rows.filter((r): r is T => r != null && !(r instanceof Error));

@Resolver(() => Report)
export class ReportResolver {
  @Query(() => ReportPage, { description: 'Reports, newest first (admins).' })
  adminReports(
    @Ctx() ctx: Context,
    @Args(() => CountedPageArgs) page: CountedPageArgs,
    @Arg('state', () => ReportState, { nullable: true, description: 'Only reports in this state.' }) state?: State,
  ): Promise<CountedPage<ReportEntity>> {
    return listReports(ctx.em, { ...page, state });
  }

  @Query(() => Report, { description: 'One report (admins); NOT_FOUND otherwise.' })
  adminReport(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
  ): Promise<ReportEntity> {
    return getReport(ctx.em, id);
  }

  @Query(() => [ReportGroup], {
    description: 'Reports grouped by the status they report, most recently reported first (admins).',
  })
  adminGroupedReports(@Ctx() ctx: Context): Promise<ReportGroupData[]> {
    return groupedReports(ctx.em);
  }

  @Mutation(() => [ReportStateError], {
    description:
      'Moves reports to new states; the entries that cannot apply come back with their error, the others apply.',
  })
  adminUpdateReportStates(
    @Ctx() ctx: Context,
    @Arg('reports', () => [ReportStateInput], { nullable: true, description: 'Each report id with its new state.' })
    reports?: ReportStateInput[],
  ): Promise<ReportStateError[]> {
    return updateReportStates(ctx.em, ctx.auth.user!, reports);
  }

  @Mutation(() => ReportNote, { description: 'Adds a note to a report.' })
  adminAddReportNote(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The report id.' }) id: string,
    @Arg('content', () => String, { nullable: true, description: 'The note text.' }) content?: string,
  ): Promise<ReportNoteEntity> {
    return addReportNote(ctx.em, ctx.auth.user!, id, content);
  }

  @Mutation(() => ID, { description: 'Deletes a note of a report; returns its id.' })
  async adminDeleteReportNote(
    @Ctx() ctx: Context,
    @Arg('reportId', () => ID, { description: 'The report the note belongs to.' }) reportId: string,
    @Arg('id', () => ID, { description: 'The note id.' }) id: string,
  ): Promise<string> {
    await deleteReportNote(ctx.em, ctx.auth.user!, reportId, id);
    return id;
  }

  @FieldResolver(() => Account, { description: 'The reported account.' })
  async account(@Root() r: ReportEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(r.account.id))!;
  }

  @FieldResolver(() => Account, { description: 'Who reported.' })
  async actor(@Root() r: ReportEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(r.actor.id))!;
  }

  @FieldResolver(() => [ID], { description: 'The reported statuses that still exist.' })
  async statusIds(@Root() r: ReportEntity, @Ctx() ctx: Context): Promise<number[]> {
    return present(await ctx.loaders.anyStatusById.loadMany(r.statusIds)).map((s) => s.id);
  }

  @FieldResolver(() => [Status], { description: 'The reported statuses (deleted ones drop out).' })
  async statuses(@Root() r: ReportEntity, @Ctx() ctx: Context): Promise<StatusEntity[]> {
    return present(await ctx.loaders.anyStatusById.loadMany(r.statusIds));
  }

  @FieldResolver(() => [ReportNote], { description: "Moderators' notes, oldest first (admins)." })
  notes(@Root() r: ReportEntity, @Ctx() ctx: Context): Promise<ReportNoteEntity[]> {
    return ctx.loaders.notesByReportId.load(r.id);
  }
}

@Resolver(() => ReportNote)
export class ReportNoteResolver {
  @FieldResolver(() => Account, { description: 'Who wrote it.' })
  async user(@Root() n: ReportNoteEntity, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(n.user.id))!;
  }
}

@Resolver(() => ReportGroup)
export class ReportGroupResolver {
  @FieldResolver(() => Date)
  date(@Root() g: ReportGroupData): Date {
    return g.reports[0].createdAt;
  }

  @FieldResolver(() => Status, { description: 'The reported status.' })
  status(@Root() g: ReportGroupData): StatusEntity {
    return g.status;
  }

  @FieldResolver(() => Account, { description: 'Its author.' })
  async account(@Root() g: ReportGroupData, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.userById.load(g.status.account.id))!;
  }

  @FieldResolver(() => [Account], { description: 'Who reported it.' })
  async actors(@Root() g: ReportGroupData, @Ctx() ctx: Context): Promise<User[]> {
    const ids = [...new Set(g.reports.map((r) => r.actor.id))];
    return present(await ctx.loaders.userById.loadMany(ids));
  }

  @FieldResolver(() => [Report], { description: 'The reports, newest first.' })
  reports(@Root() g: ReportGroupData): ReportEntity[] {
    return g.reports;
  }
}
