import type { Delivery } from './receiver.js';

/**
 * One client's outgoing events, whatever its transport (WebSocket, server-sent events): payloads render
 * concurrently and are sent in the order the events came; a client that falls behind is refused.
 */
export class DeliveryQueue {
  private sending: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly limits: { maxPendingEvents: number; maxBufferedBytes: number }) {}

  /**
   * Queues `d`, to `send` its payload text when its turn comes (nothing when it renders to null). False, and
   * nothing queued, when the client has too many events pending or `buffered` bytes over the limit.
   */
  push(d: Delivery, buffered: number, send: (text: string) => void): boolean {
    if (this.pending >= this.limits.maxPendingEvents || buffered > this.limits.maxBufferedBytes) return false;
    // Rendered already, with nothing ahead of it: sent now, without a promise.
    if (d.rendered !== undefined && this.pending === 0) {
      if (d.rendered != null) send(d.rendered);
      return true;
    }
    this.pending += 1;
    const payload = d.payload().catch(() => null);
    this.sending = this.sending.then(async () => {
      const text = await payload;
      this.pending -= 1;
      if (text != null) send(text);
    });
    return true;
  }
}
