import { randomUUID } from 'node:crypto';
import { MediaAttachment, type User } from '../../../src/entities/index.js';
import type { TestApp } from '../app.js';

/** An uploaded-image row (no file behind it: enough to attach to statuses). */
export async function makeMedia(
  t: TestApp,
  owner: User,
  extra: Partial<MediaAttachment> = {},
): Promise<MediaAttachment> {
  const em = t.orm.em.fork();
  const media = em.create(MediaAttachment, {
    account: owner.id,
    type: 'image',
    mimeType: 'image/png',
    fileName: `${randomUUID()}.png`,
    size: 10,
    ...extra,
  });
  await em.flush();
  return media;
}
