import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's CPU profile of this process from `start()` to the `stop()` it returns, written to `<dir>/<name>.cpuprofile`
 * (read it with bench/profile-phases.ts); nothing when `dir` is unset.
 */
export async function startCpuProfile(dir: string | undefined, name: string): Promise<() => Promise<void>> {
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}
