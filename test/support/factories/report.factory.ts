import { beforeAll } from '@jest/globals';
import { Report, ReportNote, type ReportState, type Status, type User } from '../../../src/entities/index.js';
import type { TestApp } from '../app.js';
import { makeUser, tokenFor } from './user.factory.js';

export interface ReportInput {
  actor: User;
  account: User;
  statuses?: Status[];
  content?: string;
  state?: ReportState;
}

/** A report row, as createReport leaves it (without the notifications). */
export async function makeReport(t: TestApp, input: ReportInput): Promise<Report> {
  const em = t.orm.em.fork();
  const report = em.create(Report, {
    actor: input.actor.id,
    account: input.account.id,
    content: input.content ?? 'spam',
    statusIds: (input.statuses ?? []).map((s) => s.id),
    state: input.state ?? 'open',
  });
  await em.flush();
  return report;
}

export async function makeReportNote(
  t: TestApp,
  report: Report,
  user: User,
  content = 'looked at it',
): Promise<ReportNote> {
  const em = t.orm.em.fork();
  const note = em.create(ReportNote, { report: report.id, user: user.id, content });
  await em.flush();
  return note;
}

/** An admin with an admin-scoped token, a plain user with an ordinary token. */
export async function makeAdmin(
  t: TestApp,
  scopes = ['read', 'write', 'admin'],
): Promise<{ user: User; token: string }> {
  const user = await makeUser(t, { isAdmin: true });
  return { user, token: await tokenFor(t, user, scopes) };
}

/** The tokens of an admin and of a plain user, made before the file's tests: the callers of an admin route's suite. */
export function useAdminAndUser(t: TestApp): { adminToken: string; userToken: string } {
  const callers = { adminToken: '', userToken: '' };
  beforeAll(async () => {
    callers.adminToken = (await makeAdmin(t)).token;
    callers.userToken = await tokenFor(t, await makeUser(t));
  });
  return callers;
}
