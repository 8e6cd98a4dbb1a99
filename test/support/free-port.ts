import { createServer, type AddressInfo } from 'node:net';

/**
 * A TCP port free on loopback right now (the OS picks it), for a server started next. Shared by the benchmarks and
 * the tests; no side effects on import.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
