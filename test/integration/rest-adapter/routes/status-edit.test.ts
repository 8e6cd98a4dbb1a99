import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../src/entities/index.js';
import { makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();
let alice: User;
let bob: User;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all(['alice', 'bob'].map((nickname) => makeUser(t, { nickname })));
  [aliceToken, bobToken] = await Promise.all([alice, bob].map((u) => tokenFor(t, u)));
});

describe('PUT /api/v1/statuses/:id', () => {
  it("edits the author's status: text, content warning, sensitivity; edited_at set, audience kept", async () => {
    const s = await makeStatus(t, alice, { status: 'first #draft', visibility: 'unlisted' });
    const res = await api(t, aliceToken)
      .put(`/api/v1/statuses/${s.id}`)
      .send({ status: 'second #final', spoiler_text: 'cw', sensitive: true })
      .expect(200);
    expect(res.body).toMatchObject({
      id: String(s.id),
      content: expect.stringContaining('second'),
      spoiler_text: 'cw',
      sensitive: true,
      visibility: 'unlisted',
      edited_at: expect.any(String),
      tags: [expect.objectContaining({ name: 'final' })],
    });
    expect(res.body.content).not.toContain('first');
    // What is not given stays.
    const again = await api(t, aliceToken).put(`/api/v1/statuses/${s.id}`).send({ spoiler_text: '' }).expect(200);
    expect(again.body).toMatchObject({ spoiler_text: '', sensitive: true, content: expect.stringContaining('second') });
    expect((await api(t, bobToken).get(`/api/v1/statuses/${s.id}`).expect(200)).body.spoiler_text).toBe('');
  });

  it("refuses another account's status (403), an unknown one (404), empty or too long text (422), anonymous callers (401)", async () => {
    const s = await makeStatus(t, alice, 'mine');
    const other = await api(t, bobToken).put(`/api/v1/statuses/${s.id}`).send({ status: 'hijacked' });
    expect([other.status, other.body]).toEqual([403, { error: 'Forbidden' }]);
    const unknown = await api(t, aliceToken).put('/api/v1/statuses/999999').send({ status: 'x' });
    expect([unknown.status, unknown.body]).toEqual([404, { error: 'Record not found' }]);
    const empty = await api(t, aliceToken).put(`/api/v1/statuses/${s.id}`).send({ status: '  ' });
    expect([empty.status, empty.body]).toEqual([422, { error: 'Cannot post an empty status without attachments' }]);
    const long = await api(t, aliceToken)
      .put(`/api/v1/statuses/${s.id}`)
      .send({ status: 'x'.repeat(6000) });
    expect([long.status, long.body]).toEqual([422, { error: 'The status is over the character limit' }]);
    const anon = await api(t).put(`/api/v1/statuses/${s.id}`).send({ status: 'anon' });
    expect([anon.status, anon.body]).toEqual([401, { error: 'Authentication required' }]);
    // Nothing changed.
    expect((await api(t, aliceToken).get(`/api/v1/statuses/${s.id}`).expect(200)).body).toMatchObject({
      content: expect.stringContaining('mine'),
      edited_at: null,
    });
  });

  it('is the GraphQL mutation editStatus', async () => {
    const s = await makeStatus(t, alice, 'via graphql');
    const res = await gql(
      t,
      'mutation($id: ID!) { editStatus(id: $id, status: "edited") { text editedAt } }',
      { id: String(s.id) },
      aliceToken,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.editStatus).toEqual({ text: 'edited', editedAt: expect.any(String) });
  });
});
