import { Session as InspectorConnection } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * V8's CPU profile of this process from `start()` to the `stop()` it returns, written to `<dir>/<name>.cpuprofile`
 * (read it with bench/profile-phases.ts); nothing when `dir` is unset.
 */
export async function startCpuProfile(dir: string | undefined, name: string): Promise<() => Promise<void>> {
  if (!dir) return async () => {};
  const inspector = new InspectorConnection();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  return async () => {
    const { profile } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}
