import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDir } from '../../src/mail/mailer.js';
import type { TestApp } from './app.js';

/** One message the app wrote to DATA_DIR/outbox, with its text and HTML parts decoded. */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function headers(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(file: string, raw: string): OutboxMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = headers(raw.slice(0, split));
  const boundary = /boundary="([^"]+)"/.exec(head['content-type'] ?? '')?.[1];
  const parts = boundary ? raw.slice(split).split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  const mail: OutboxMail = { file, from: head.from, to: head.to, subject: head.subject, text: '', html: '' };
  for (const part of parts) {
    const at = part.indexOf('\r\n\r\n');
    const partHead = boundary ? headers(part.slice(0, at).trim()) : head;
    let body = part.slice(at + 4);
    if (/quoted-printable/i.test(partHead['content-transfer-encoding'] ?? '')) body = decodeQuotedPrintable(body);
    if ((partHead['content-type'] ?? '').startsWith('text/html')) mail.html = body.trim();
    else mail.text = body.trim();
  }
  return mail;
}

/** Every message in the outbox, oldest first. */
export function readOutbox(t: TestApp): OutboxMail[] {
  const dir = outboxDir(t.config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parse(f, readFileSync(join(dir, f), 'utf8')));
}

/** The messages sent to an address. */
export function mailsTo(t: TestApp, address: string): OutboxMail[] {
  return readOutbox(t).filter((m) => m.to === address);
}

/** The first URL in the message's text part that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
