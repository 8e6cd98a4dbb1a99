import { describe, expect, it } from '@jest/globals';
import { favourite } from '../../../../src/statuses/interactions.service.js';
import { makeMedia } from '../../../support/factories/media.factory.js';
import { follow, makeStatus } from '../../../support/factories/social.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';
import { api } from '../../../support/rest.js';
import { User } from '../../../../src/entities/index.js';

// An operation's first run goes through graphql-js, later runs of the same document through the code graphql-jit
// compiled for it (src/graphql/operation-runner.ts). Clients must not tell the two apart: same bytes, same errors.

const t = useTestApp();

/** The same request three times: the first run is graphql-js's, the later ones the compiled code's. */
async function thrice<T>(send: () => Promise<T>): Promise<T[]> {
  return [await send(), await send(), await send()];
}

describe('compiled operations', () => {
  it('answer a REST route with the same bytes on the first and the compiled runs', async () => {
    const [author, viewer] = [await makeUser(t), await makeUser(t)];
    await follow(t, viewer, author);
    const media = await makeMedia(t, author, { description: 'a square' });
    const withMedia = await makeStatus(t, author, { status: 'look #compiled', mediaIds: [String(media.id)] });
    await makeStatus(t, author, { status: 'vote', poll: { options: ['yes', 'no'], expiresIn: 3600 } });
    await makeStatus(t, author, { status: `@${viewer.nickname} hi`, inReplyToId: String(withMedia.id) });
    const em = t.orm.em.fork();
    await favourite(em, await em.findOneOrFail(User, viewer.id), String(withMedia.id));
    const client = api(t, await tokenFor(t, viewer));

    const replies = await thrice(() => client.get('/api/v1/timelines/home'));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies[0].body).toHaveLength(3);
    expect(replies[0].body.find((s: { id: string }) => s.id === String(withMedia.id))).toMatchObject({
      favourited: true,
      favourites_count: 1,
      media_attachments: [{ id: String(media.id), description: 'a square' }],
    });
    expect(replies[1].text).toBe(replies[0].text);
    expect(replies[2].text).toBe(replies[0].text);
  });

  it('keep a REST error status and body', async () => {
    const client = api(t, await tokenFor(t, await makeUser(t)));
    const replies = await thrice(() => client.get('/api/v1/statuses/999999999'));
    expect(replies.map((r) => [r.status, r.body])).toEqual(Array(3).fill([404, { error: 'Record not found' }]));
  });

  it('keep a GraphQL error with its message, locations, path and code', async () => {
    const token = await tokenFor(t, await makeUser(t));
    const replies = await thrice(() => gql(t, 'query { status(id: "999999999") { id } }', {}, token));
    expect(replies[0]).toEqual({
      status: 200,
      body: {
        data: { status: null },
        errors: [
          expect.objectContaining({
            message: 'Record not found',
            locations: [{ line: 1, column: 9 }],
            path: ['status'],
            extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
          }),
        ],
      },
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
  });

  it('refuse a bad variable in graphql-js words every time', async () => {
    const token = await tokenFor(t, await makeUser(t));
    const query = 'mutation($v: Visibility) { createStatus(status: "x", visibility: $v) { id } }';
    const replies = await thrice(() => gql(t, query, { v: 'everyone' }, token));
    expect(replies[0].status).toBe(400);
    expect(replies[0].body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Value "everyone" does not exist in "Visibility" enum.'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
  });

  it('refuse an operation name the document lacks every time, and compile the one it has', async () => {
    const query = 'query Mine { instance { uri } } query Other { instance { title } }';
    const send = (operationName: string) =>
      t
        .http()
        .post('/graphql')
        .send({ query, operationName })
        .then((r) => ({ status: r.status, body: r.body }));
    const refusals = await thrice(() => send('Nope'));
    expect(refusals[0]).toMatchObject({
      status: 400,
      body: { errors: [{ message: 'Unknown operation named "Nope".' }] },
    });
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    const answers = await thrice(() => send('Other'));
    expect(answers.map((r) => [r.status, Object.keys(r.body.data.instance)])).toEqual(Array(3).fill([200, ['title']]));
  });

  it('run a compiled mutation once per request', async () => {
    const author = await makeUser(t);
    const client = api(t, await tokenFor(t, author));
    const posted = await thrice(() => client.post('/api/v1/statuses').send({ status: 'again' }));
    expect(posted.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(posted.map((r) => r.body.id)).size).toBe(3);
    const mine = await client.get(`/api/v1/accounts/${author.id}/statuses`);
    expect(mine.body.map((s: { content: string }) => s.content)).toEqual(['again', 'again', 'again']);
  });
});
