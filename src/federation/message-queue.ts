import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { SecretBox } from '../auth/secrets.js';
import type { Orm } from '../db/database.js';
import { Job } from '../entities/index.js';
import type { JobHandler } from '../jobs/job-queue.js';
import { federationDeliveries, recording } from '../metrics/metrics.js';
import { USER_AGENT } from './user-agent.js';

/** The kind of job a Fedify message rides in. */
export const FEDERATION_JOB = 'federation';

/**
 * A delivery (Fedify's `outbox` message) with our User-Agent among its headers: Fedify posts with the runtime's
 * fetch, which would say `node`, and takes no header option but the message's own.
 */
function withUserAgent(message: unknown): Record<string, unknown> {
  const m = message as Record<string, unknown>;
  if (m.type !== 'outbox') return m;
  return { ...m, headers: { ...(m.headers as Record<string, string> | undefined), 'User-Agent': USER_AGENT } };
}

type Handler = (message: unknown) => Promise<void> | void;

/**
 * The payload of a federation job: the message sealed with the server's SecretBox, since a delivery carries
 * the sender's private keys (JWK with `d`) and the database never holds a secret in clear.
 */
export function sealMessage(box: SecretBox, message: unknown): { sealed: string } {
  return { sealed: box.seal(JSON.stringify(message)) };
}

/** The message of a federation job; a row queued in clear before sealing existed passes through unchanged. */
export function openMessage(box: SecretBox, payload: Record<string, unknown>): unknown {
  if (typeof payload.sealed !== 'string') return payload.message;
  try {
    return JSON.parse(box.open(payload.sealed));
  } catch {
    throw new Error('the queued federation message does not open with this server secret');
  }
}

/**
 * Fedify's MessageQueue on our durable jobs table (src/jobs/job-queue.ts): a delivery or an inbound activity
 * is a job, claimed with SKIP LOCKED (several instances may share the database), retried with growing
 * back-off by the job worker, and kept across restarts. Fedify's own retries are off (`nativeRetrial`).
 */
export class JobsMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;
  private handler: Handler | null = null;
  /** Told the ids of the jobs each enqueue wrote (the CLI delivers what it queued itself). */
  onQueued: ((jobIds: number[]) => void) | null = null;

  /** `wake` tells the job worker a job is due now rather than at its next poll. */
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
    private readonly wake: () => void,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = options?.delay ? Math.max(0, options.delay.total({ unit: 'millisecond' })) : 0;
    const runAt = new Date(Date.now() + delayMs);
    const em = this.orm.em.fork();
    const jobs = messages.map((message) =>
      em.create(Job, { kind: FEDERATION_JOB, payload: sealMessage(this.box, withUserAgent(message)), runAt }),
    );
    await em.flush();
    this.onQueued?.(jobs.map((job) => job.id));
    if (!delayMs) this.wake();
  }

  /**
   * Makes the deliveries held for `host` (Fedify's circuit breaker re-queues them later, marked `circuitHeld`)
   * due now. Runs only when a held host is found reachable, so reading the waiting jobs is bounded by them.
   */
  async releaseHeld(host: string): Promise<number> {
    const em = this.orm.em.fork();
    const now = new Date();
    const waiting = await em.find(Job, { kind: FEDERATION_JOB, state: 'queued', runAt: { $gt: now } });
    let released = 0;
    for (const job of waiting) {
      let message: { type?: string; inbox?: string; circuitHeld?: boolean };
      try {
        message = openMessage(this.box, job.payload) as typeof message;
      } catch {
        continue;
      }
      if (message?.type !== 'outbox' || !message.circuitHeld || !URL.canParse(message.inbox ?? '')) continue;
      if (new URL(message.inbox!).host !== host) continue;
      job.runAt = now;
      released += 1;
    }
    await em.flush();
    if (released) this.wake();
    return released;
  }

  /** Fedify's worker: messages reach `handler` until `signal` aborts. */
  listen(handler: Handler, options: MessageQueueListenOptions = {}): Promise<void> {
    this.handler = handler;
    return new Promise((resolve) => {
      options.signal?.addEventListener(
        'abort',
        () => {
          this.handler = null;
          resolve();
        },
        { once: true },
      );
    });
  }

  /** The job handler for FEDERATION_JOB: a throw leaves the job to the worker's retries. */
  readonly run: JobHandler = async (_em, job) => {
    if (!this.handler) throw new Error('the federation queue is not listening yet');
    // Fedify's outgoing deliveries are its messages of type `outbox`; a failed one throws (retried by the worker).
    const message = openMessage(this.box, job.payload);
    const delivery = recording.on && (message as { type?: string })?.type === 'outbox';
    try {
      await this.handler(message);
      if (delivery) federationDeliveries.inc({ outcome: 'delivered' });
    } catch (err) {
      if (delivery) federationDeliveries.inc({ outcome: 'failed' });
      throw err;
    }
  };
}
