import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { MediaAttachment, Report, ReportNote, Status, StatusContext, User } from '../../src/entities/index.js';

/**
 * Seeds `n` reports, each about its own account and filed by its own reporter, with two reported statuses
 * carrying an image each and one note by `moderator`. Rows are written directly (no password hashing, no
 * notifications) in two flushes. Returns the reports, oldest first.
 */
export async function seedReports(em: EntityManager, n: number, moderator: User): Promise<Report[]> {
  const tag = randomUUID().slice(0, 8);
  const seeded = Array.from({ length: n }, (_, i) => {
    const name = `seed${tag}_${i}`;
    const account = em.create(User, { nickname: `${name}_a`, email: `${name}_a@example.test` });
    const actor = em.create(User, { nickname: `${name}_r`, email: `${name}_r@example.test` });
    const statuses = [0, 1].map((j) => {
      const status = em.create(Status, {
        account,
        text: `status ${j}`,
        content: `status ${j}`,
        context: em.create(StatusContext, {}),
      });
      em.create(MediaAttachment, {
        account,
        status,
        type: 'image',
        mimeType: 'image/png',
        fileName: `${name}_${j}.png`,
        size: 10,
      });
      return status;
    });
    return { account, actor, statuses };
  });
  await em.flush();
  const reports = seeded.map(({ account, actor, statuses }, i) => {
    const report = em.create(Report, { actor, account, content: `report ${i}`, statusIds: statuses.map((s) => s.id) });
    em.create(ReportNote, { report, user: moderator, content: `note ${i}` });
    return report;
  });
  await em.flush();
  return reports;
}
