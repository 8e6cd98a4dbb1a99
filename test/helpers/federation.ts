import { freePort } from '../../bench/free-port.js';
import { startTestApp, type TestApp } from './app.js';

export { freePort };

/** An app listening on loopback at its PUBLIC_URL, allowed to reach other loopback instances. */
export async function listeningInstance(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await startTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ALLOW_PRIVATE_ADDRESSES: 'true', ...env });
  await new Promise<void>((resolve) => t.server.listen(port, '127.0.0.1', resolve));
  return t;
}

/** Polls until `check` returns a truthy value (deliveries go through the job queue). */
export async function eventually<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 150));
  }
}

export const hostOf = (t: TestApp) => new URL(t.config.publicUrl).host;
