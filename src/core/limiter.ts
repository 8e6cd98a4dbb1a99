/** Every turn taken and every turn free: a counting semaphore with a bounded waiting line. */
export class Limiter {
  private active = 0;
  private readonly line: Array<{ grant: () => void }> = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  get inUse(): number {
    return this.active;
  }

  get waiting(): number {
    return this.line.length;
  }

  /** Resolves with a turn; false at once when the line is full; rejects when `signal` aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<boolean> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve(true);
    }
    if (this.line.length >= this.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(true);
        },
      };
      const onAbort = () => {
        const at = this.line.indexOf(entry);
        if (at >= 0) this.line.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.line.push(entry);
    });
  }

  /** Gives the turn to the next in line, or frees it. */
  release(): void {
    const next = this.line.shift();
    if (next) next.grant();
    else this.active--;
  }
}
