import { afterAll } from '@jest/globals';
import WebSocket from 'ws';
import { startTestApp, useApp, type TestApp, type TestAppOptions } from './app.js';
import { freePort } from './free-port.js';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port> */
  base: string;
  /** ws://127.0.0.1:<port> */
  wsBase: string;
}

/** The app on a real port (WebSockets need one); PUBLIC_URL is that address, so clients find the streaming URL. */
export async function startListeningApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<ListeningApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ PUBLIC_URL: base, ...env }, options);
  await new Promise<void>((resolve) => t.server.listen(port, '127.0.0.1', resolve));
  return Object.assign(t, { base, wsBase: `ws://127.0.0.1:${port}` });
}

/** `startListeningApp(env, options)`, started and stopped around the tests: see useApp. */
export const useListeningApp = (env: Record<string, string> = {}, options: TestAppOptions = {}): ListeningApp =>
  useApp(() => startListeningApp(env, options));

export interface StreamMessage {
  stream?: string[];
  event?: string;
  payload?: string;
  error?: string;
  status?: number;
}

/** A WebSocket client that keeps every message, for tests: wait for one, or make sure none comes. */
export class TestSocket {
  readonly messages: StreamMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(url: string, protocols?: string | string[], headers?: Record<string, string>): Promise<TestSocket> {
    const ws = new WebSocket(url, protocols, { headers });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) =>
        reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
      );
      ws.once('error', reject);
    });
  }

  /** The first message (seen or to come) that matches, within `ms`. */
  async next(match: (m: StreamMessage) => boolean = () => true, ms = 5000): Promise<StreamMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens the streaming API as the token holder (query parameter), on the given stream. */
export function openStream(t: ListeningApp, query: Record<string, string>): Promise<TestSocket> {
  return TestSocket.open(`${t.wsBase}/api/v1/streaming?${new URLSearchParams(query)}`);
}

/**
 * Keeps the sockets a file's tests open (`keep(socket)` answers the socket) and closes them after those tests.
 * Declared above the app, it closes them before the app stops (see useApp).
 */
export function useSockets(): (socket: TestSocket) => TestSocket {
  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  return (socket) => {
    sockets.push(socket);
    return socket;
  };
}
