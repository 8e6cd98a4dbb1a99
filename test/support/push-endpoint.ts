import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushedMessage {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A device and its push service on loopback, for Web Push tests: it holds a subscription's private key, keeps
 * what is POSTed to it (answering `status`), and decrypts a message as a browser would (RFC 8291, aes128gcm).
 */
export class TestPushEndpoint {
  readonly received: PushedMessage[] = [];
  /** What the next POSTs are answered with. */
  status = 201;
  private readonly ecdh = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);
  private server: Server | null = null;
  private base = '';

  constructor() {
    this.ecdh.generateKeys();
  }

  /** The subscription's keys, as a browser hands them to its app (base64url). */
  get keys(): { p256dh: string; auth: string } {
    return { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.authSecret.toString('base64url') };
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The `n`th message received, within `ms`. */
  async message(n: number, ms = 15_000): Promise<PushedMessage> {
    const deadline = Date.now() + ms;
    while (this.received.length <= n) {
      if (Date.now() > deadline) throw new Error(`no push message #${n} within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received[n]!;
  }

  /** The plaintext of an aes128gcm body (one record): RFC 8291 §3.4 and RFC 8188 §2. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}
