import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import { redactUrl, requestLogger } from '../../../../src/http/request-log.js';

describe('redactUrl', () => {
  it('leaves URLs without a query string alone', () => {
    expect(redactUrl('/api/v1/instance')).toBe('/api/v1/instance');
  });

  it('blanks the values of secret-bearing parameters and keeps the others', () => {
    const out = redactUrl('/api/login?username=alice&password=hunter2hunter2');
    expect(out).not.toContain('hunter2');
    expect(new URLSearchParams(out.split('?')[1]).get('password')).toBe('[redacted]');
    expect(new URLSearchParams(out.split('?')[1]).get('username')).toBe('alice');
  });

  it.each(['password', 'access_token', 'refresh_token', 'client_secret', 'token', 'code', 'Password', 'ACCESS_TOKEN'])(
    'redacts %s',
    (key) => {
      const out = redactUrl(`/x?${key}=s3cr3tvalue&page=2`);
      expect(out).not.toContain('s3cr3tvalue');
      expect(out).toContain('page=2');
    },
  );

  it('redacts percent-encoded secret names and repeated parameters', () => {
    const out = redactUrl('/x?pass%77ord=first-secret&password=second-secret');
    expect(out).not.toContain('first-secret');
    expect(out).not.toContain('second-secret');
  });

  it('does not touch parameters that merely contain a secret word', () => {
    expect(redactUrl('/x?tokens_count=3')).toBe('/x?tokens_count=3');
  });
});

describe('requestLogger', () => {
  function appWithLog() {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const app = express();
    app.use(requestLogger(logger));
    app.post('/api/login', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/fails', (req, res) => {
      req.log?.warn('handler note');
      res.status(500).json({ error: 'Internal server error' });
    });
    return { app, lines };
  }

  it('logs one line per request without the password, the Authorization header or the cookie', async () => {
    const { app, lines } = appWithLog();
    const res = await supertest(app)
      .post('/api/login?username=alice&password=hunter2hunter2')
      .set('authorization', 'Bearer very-secret-token-value')
      .set('cookie', '_pleroma_key=very-secret-cookie-value');
    expect(res.status).toBe(200);
    const log = lines.join('\n');
    expect(lines).toHaveLength(1);
    expect(log).toContain('/api/login?username=alice&password=');
    expect(log).not.toContain('hunter2hunter2');
    expect(log).not.toContain('very-secret-token-value');
    expect(log).not.toContain('very-secret-cookie-value');
  });

  it('answers with the X-Request-Id it was given, or a fresh one, and logs it', async () => {
    const { app, lines } = appWithLog();
    const given = await supertest(app).post('/api/login').set('x-request-id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(JSON.parse(lines[0]).req.id).toBe('abc-123');
    const made = await supertest(app).post('/api/login').set('x-request-id', 'bad id with spaces <script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the line pino-http wrote: a 5xx at error level, and req.log carries the request', async () => {
    const { app, lines } = appWithLog();
    await supertest(app).post('/api/login').set('x-request-id', 'ok-1');
    const ok = JSON.parse(lines[0]);
    expect(ok).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(ok.req).toEqual({ id: 'ok-1', method: 'POST', url: '/api/login', remoteAddress: expect.any(String) });
    expect(typeof ok.responseTime).toBe('number');
    await supertest(app).get('/fails?token=abc-secret').set('x-request-id', 'bad-1');
    const [note, failed] = lines.slice(1).map((line) => JSON.parse(line));
    expect(note).toMatchObject({
      level: 40,
      msg: 'handler note',
      req: { id: 'bad-1', url: '/fails?token=%5Bredacted%5D' },
    });
    expect(failed).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
    expect(failed.err.message).toBe('failed with status code 500');
  });
});
