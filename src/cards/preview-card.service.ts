import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { PreviewCard, type Status } from '../entities/index.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { remoteFetch, RemoteFetchError } from '../federation/remote-fetch.js';
import { firstLink, publicHost } from '../statuses/status-content.js';
import { pageMeta } from './page-meta.js';

export const PREVIEW_CARD_JOB = 'preview_card';

/** A page is read up to 1 MB, within 10 seconds (it is only a preview). */
const FETCH_LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3 } as const;

/** The link a status's card is for: its first link, unless it points at this server. */
export function cardLink(config: AppConfig, text: string): string | null {
  const host = publicHost(config.publicUrl);
  const link = firstLink(text, host);
  if (!link) return null;
  try {
    return new URL(link).host.toLowerCase() === host ? null : link;
  } catch {
    return null;
  }
}

/** Queues the fetch of a status's link preview (flushed with the status) unless its link is cached already. */
export async function queuePreviewCard(em: EntityManager, config: AppConfig, status: Status): Promise<void> {
  const url = cardLink(config, status.text);
  if (url && !(await em.count(PreviewCard, { url }))) enqueueJob(em, PREVIEW_CARD_JOB, { url });
}

/**
 * Fetches a page through the outbound fetch guard (its size, time and address rules: a private address is
 * refused unless ALLOW_PRIVATE_ADDRESSES) and caches its preview. A failure is cached too, without a title.
 */
export async function fetchPreviewCard(em: EntityManager, config: AppConfig, url: string): Promise<PreviewCard> {
  const cached = await em.findOne(PreviewCard, { url });
  if (cached) return cached;
  let card = { title: null as string | null, description: '', image: null as string | null, providerName: '' };
  try {
    const res = await remoteFetch(url, {
      ...FETCH_LIMITS,
      allowPrivateAddresses: config.allowPrivateAddresses,
      expect: 'any',
      headers: { accept: 'text/html' },
    });
    const meta = pageMeta(res.body.toString('utf8'), res.url);
    card = { title: meta.title, description: meta.description, image: meta.image, providerName: meta.siteName };
  } catch (err) {
    if (!(err instanceof RemoteFetchError)) throw err;
  }
  await em
    .createQueryBuilder(PreviewCard)
    .insert({ url, ...card })
    .onConflict('url')
    .ignore()
    .execute('run');
  return em.findOneOrFail(PreviewCard, { url });
}

/** The job that fills the cache after a status is posted or edited. */
export const previewCardJob =
  (config: AppConfig): JobHandler =>
  async (em, job) => {
    await fetchPreviewCard(em, config, String(job.payload.url));
  };
