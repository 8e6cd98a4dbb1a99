import { describe, expect, it } from '@jest/globals';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as tick } from 'node:timers/promises';
import { releaseAsyncContextsWhenIdle } from '../../../../src/db/async-context.js';

releaseAsyncContextsWhenIdle();

describe('releaseAsyncContextsWhenIdle', () => {
  it('keeps each run its store across awaits while runs overlap, and none once the last has settled', async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const job = (name: string, waits: number) =>
      storage.run(name, async () => {
        for (let i = 0; i < waits; i++) {
          await tick();
          seen.push(storage.getStore());
        }
        return name;
      });
    const [a, b] = await Promise.all([job('a', 2), job('b', 4)]);
    expect([a, b]).toEqual(['a', 'b']);
    expect(seen.filter((s) => s === 'a')).toHaveLength(2);
    expect(seen.filter((s) => s === 'b')).toHaveLength(4);
    expect(storage.getStore()).toBeUndefined();

    // Enabled again by the next run.
    expect(
      await storage.run('c', async () => {
        await tick();
        return storage.getStore();
      }),
    ).toBe('c');
  });

  it('gives back what the callback returns or throws, synchronous or not', async () => {
    const storage = new AsyncLocalStorage<number>();
    expect(storage.run(1, () => storage.getStore())).toBe(1);
    expect(() =>
      storage.run(2, () => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    await expect(
      storage.run(3, async () => {
        throw new Error('async');
      }),
    ).rejects.toThrow('async');
    expect(storage.run(4, () => storage.getStore())).toBe(4);
    expect(storage.getStore()).toBeUndefined();
  });
});
