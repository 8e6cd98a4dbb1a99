import { describe, expect, it } from '@jest/globals';
import { StatusVersion } from '../../../../src/entities/index.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../../support/factories/user.factory.js';
import { api } from '../../../support/rest.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();
const em = () => t.orm.em.fork();

describe('GET /api/v1/statuses/:id/history', () => {
  it('keeps every version, the original first, each as a StatusEdit', async () => {
    const [alice, bob] = await makeUsersWithTokens(t, 2);
    const status = await makeStatus(t, alice.user, {
      status: 'first',
      spoilerText: 'cw <b>',
      poll: { options: ['yes', 'no'], expiresIn: 3600 },
    });
    const a = api(t, alice.token);

    // Never edited: the status itself.
    const single = await api(t, bob.token).get(`/api/v1/statuses/${status.id}/history`);
    const shown = (await a.get(`/api/v1/statuses/${status.id}`)).body;
    expect([single.status, single.body]).toEqual([
      200,
      [
        {
          content: shown.content,
          spoiler_text: 'cw &lt;b&gt;',
          sensitive: false,
          created_at: shown.created_at,
          account: shown.account,
          poll: { options: [{ title: 'yes' }, { title: 'no' }] },
          media_attachments: [],
          emojis: [],
        },
      ],
    ]);

    await a.put(`/api/v1/statuses/${status.id}`).send({ status: 'second', spoiler_text: '' }).expect(200);
    const edited = await a.put(`/api/v1/statuses/${status.id}`).send({ status: 'third', sensitive: true }).expect(200);
    const history = (await api(t, bob.token).get(`/api/v1/statuses/${status.id}/history`)).body;
    expect(
      history.map((v: { content: string; spoiler_text: string; sensitive: boolean }) => [
        v.content,
        v.spoiler_text,
        v.sensitive,
      ]),
    ).toEqual([
      ['first', 'cw &lt;b&gt;', false],
      ['second', '', false],
      ['third', '', true],
    ]);
    expect(history[0].created_at).toBe(shown.created_at);
    expect(history[2].created_at).toBe(edited.body.edited_at);
    expect(await em().count(StatusVersion, { status: status.id })).toBe(3);
  });

  it('answers 404 for a status the caller may not see, or an unknown one', async () => {
    const [alice, bob] = await makeUsersWithTokens(t, 2);
    const secret = await makeStatus(t, alice.user, { status: 'secret', visibility: 'direct' });
    for (const id of [secret.id, 99999999]) {
      for (const path of ['history', 'source']) {
        const res = await api(t, bob.token).get(`/api/v1/statuses/${id}/${path}`);
        expect([res.status, res.body]).toEqual([404, { error: 'Record not found' }]);
        const anonymous = await api(t).get(`/api/v1/statuses/${id}/${path}`);
        expect([anonymous.status, anonymous.body]).toEqual([404, { error: 'Record not found' }]);
      }
    }
  });
});

describe('GET /api/v1/statuses/:id/source', () => {
  it('answers the text as written, with the content type', async () => {
    const [alice] = await makeUsersWithTokens(t, 1);
    const status = await makeStatus(t, alice.user, { status: 'hello <b>#world</b>', spoilerText: 'spoiler' });
    for (const client of [api(t, alice.token), api(t)]) {
      const res = await client.get(`/api/v1/statuses/${status.id}/source`);
      expect([res.status, res.body]).toEqual([
        200,
        { id: String(status.id), text: 'hello <b>#world</b>', spoiler_text: 'spoiler', content_type: 'text/plain' },
      ]);
    }
  });
});
