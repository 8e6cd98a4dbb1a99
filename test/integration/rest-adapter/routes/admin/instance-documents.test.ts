import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../../src/entities/index.js';
import { MAX_DOCUMENT_BYTES } from '../../../../../src/instance/instance-document.service.js';
import { makeAdmin } from '../../../../support/factories/report.factory.js';
import { useTestApp } from '../../../../support/app.js';
import { api } from '../../../../support/rest.js';

const t = useTestApp();
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const DOCS = '/api/pleroma/admin/instance_document';
const html = (text: string) => Buffer.from(text);

describe('GET|PATCH|DELETE /api/pleroma/admin/instance_document/:document_name', () => {
  it.each([
    ['instance-panel', '/instance/panel.html'],
    ['terms-of-service', '/static/terms-of-service.html'],
  ])('%s: default, replaced, served, restored', async (name, path) => {
    const initial = await api(t, admin.token).get(`${DOCS}/${name}`);
    expect(initial.status).toBe(200);
    expect(initial.headers['content-type']).toMatch(/^text\/html/);
    const defaultHtml = initial.text;
    expect(defaultHtml).toMatch(/^<(p|h4)>/);

    const patched = await api(t, admin.token)
      .patch(`${DOCS}/${name}`)
      .attach('file', html('<p>Our own <b>document</b></p>'), { filename: 'doc.html', contentType: 'text/html' });
    expect([patched.status, patched.body]).toEqual([200, { url: `http://fedigraph.test${path}` }]);
    expect((await api(t, admin.token).get(`${DOCS}/${name}`)).text).toBe('<p>Our own <b>document</b></p>');
    const served = await t.http().get(path);
    expect(served.status).toBe(200);
    expect(served.text).toBe('<p>Our own <b>document</b></p>');
    expect(served.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const deleted = await api(t, admin.token).delete(`${DOCS}/${name}`);
    expect([deleted.status, deleted.body]).toEqual([200, { url: `http://fedigraph.test${path}` }]);
    expect((await t.http().get(path)).text).toBe(defaultHtml);
  });

  it('404 for an unknown document name', async () => {
    for (const res of [
      await api(t, admin.token).get(`${DOCS}/secrets`),
      await api(t, admin.token).delete(`${DOCS}/secrets`),
      await api(t, admin.token)
        .patch(`${DOCS}/secrets`)
        .attach('file', html('<p>x</p>'), { filename: 'x.html', contentType: 'text/html' }),
    ])
      expect(res.status).toBe(404);
  });

  it('refuses a non-HTML file (400) and an oversized one (413), changing nothing', async () => {
    const png = await api(t, admin.token)
      .patch(`${DOCS}/instance-panel`)
      .attach('file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), { filename: 'x.png', contentType: 'image/png' });
    expect([png.status, png.body]).toEqual([400, { error: 'file: must be an HTML document' }]);
    const binary = await api(t, admin.token)
      .patch(`${DOCS}/instance-panel`)
      .attach('file', Buffer.from([0x3c, 0, 0xff, 0xfe]), { filename: 'x.html', contentType: 'text/html' });
    expect(binary.status).toBe(400);
    const big = await api(t, admin.token)
      .patch(`${DOCS}/instance-panel`)
      .attach('file', Buffer.alloc(MAX_DOCUMENT_BYTES + 10, 'a'), { filename: 'x.html', contentType: 'text/html' });
    expect(big.status).toBe(413);
    const missing = await api(t, admin.token).patch(`${DOCS}/instance-panel`).send({});
    expect(missing.status).toBe(400);
    expect((await t.http().get('/instance/panel.html')).text).toMatch(/^<p>Welcome/);
  });
});
