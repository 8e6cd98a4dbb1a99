import { AsyncLocalStorage } from 'node:async_hooks';

let installed = false;

/**
 * Switches each AsyncLocalStorage off again once its last `run` has settled.
 *
 * We pass the request's `em.fork()` in the context and use no AsyncLocalStorage ourselves, but MikroORM runs
 * every flush, `findAndCount` and `transactional` inside `AsyncLocalStorage.run`. On Node 20 the first such
 * run turns on an async hook that then runs on every promise of the process, for good: a nested GraphQL reply
 * makes tens of thousands of promises, each about 4x dearer with the hook on. A storage's store only matters
 * while one of its runs is under way (MikroORM reads it inside the run: the flush in progress, the
 * transaction's EntityManager), so the storage is disabled when its count of runs under way drops to zero,
 * and the next run enables it again. Idempotent.
 */
export function releaseAsyncContextsWhenIdle(): void {
  if (installed) return;
  installed = true;
  const run = AsyncLocalStorage.prototype.run;
  const underWay = new WeakMap<AsyncLocalStorage<unknown>, number>();
  const settle = (storage: AsyncLocalStorage<unknown>) => {
    const left = (underWay.get(storage) ?? 1) - 1;
    underWay.set(storage, left);
    if (left === 0) storage.disable();
  };
  /* eslint-disable @typescript-eslint/no-explicit-any -- AsyncLocalStorage.run's own signature */
  AsyncLocalStorage.prototype.run = function runAndRelease<R>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: any[]) => R,
    ...args: any[]
  ): R {
    /* eslint-enable @typescript-eslint/no-explicit-any */
    underWay.set(this, (underWay.get(this) ?? 0) + 1);
    let result: R;
    try {
      result = run.call(this, store, callback, ...args) as R;
    } catch (err) {
      settle(this);
      throw err;
    }
    const then = (result as { then?: unknown } | null)?.then;
    if (typeof then === 'function')
      then.call(
        result,
        () => settle(this),
        () => settle(this),
      );
    else settle(this);
    return result;
  } as typeof run;
}
