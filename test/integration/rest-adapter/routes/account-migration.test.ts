import { describe, expect, it } from '@jest/globals';
import { User } from '../../../../src/entities/index.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { api } from '../../../support/rest.js';

const t = useTestApp();

async function withToken(scopes?: string[]) {
  const user = await makeUser(t);
  return { user, token: await tokenFor(t, user, scopes) };
}

const aliasesOf = async (id: number) => (await t.orm.em.fork().findOneOrFail(User, id)).alsoKnownAs;

describe('GET/PUT/DELETE /api/pleroma/aliases', () => {
  it('adds, lists and removes an alias; the actor document lists it in alsoKnownAs', async () => {
    const { user, token } = await withToken();
    const other = await makeUser(t);
    const me = api(t, token);
    expect((await me.get('/api/pleroma/aliases').expect(200)).body).toEqual({ aliases: [] });
    expect((await me.put('/api/pleroma/aliases').send({ alias: other.nickname }).expect(200)).body).toEqual({
      status: 'success',
    });
    // Twice is once.
    await me
      .put('/api/pleroma/aliases')
      .send({ alias: `@${other.nickname}` })
      .expect(200);
    expect((await me.get('/api/pleroma/aliases').expect(200)).body).toEqual({ aliases: [other.nickname] });
    const actor = await t.http().get(`/users/${user.nickname}`).set('accept', 'application/activity+json').expect(200);
    expect(JSON.parse(actor.text).alsoKnownAs).toEqual(`${t.config.publicUrl}/users/${other.nickname}`);

    expect((await me.delete('/api/pleroma/aliases').send({ alias: other.nickname }).expect(200)).body).toEqual({
      status: 'success',
    });
    expect((await me.get('/api/pleroma/aliases').expect(200)).body).toEqual({ aliases: [] });
    expect(await aliasesOf(user.id)).toEqual([]);
  });

  it('answers 404 for an account that does not exist and for an alias the caller does not have', async () => {
    const { user, token } = await withToken();
    const other = await makeUser(t);
    const me = api(t, token);
    const unknown = await me.put('/api/pleroma/aliases').send({ alias: 'nobody-here' }).expect(404);
    expect(unknown.body).toEqual({ error: 'Target account does not exist.' });
    const missing = await me.delete('/api/pleroma/aliases').send({ alias: other.nickname }).expect(404);
    expect(missing.body).toEqual({ error: 'Account has no such alias.' });
    const empty = await me.delete('/api/pleroma/aliases').send({}).expect(404);
    expect(empty.body).toEqual({ error: 'Account has no such alias.' });
    expect(await aliasesOf(user.id)).toEqual([]);
  });

  it('refuses the account itself and more than 10 aliases (400), changing nothing', async () => {
    const { user, token } = await withToken();
    const me = api(t, token);
    const self = await me.put('/api/pleroma/aliases').send({ alias: user.nickname }).expect(400);
    expect(self.body).toEqual({ error: 'An account cannot be its own alias.' });
    for (let i = 0; i < 10; i++) {
      await me
        .put('/api/pleroma/aliases')
        .send({ alias: (await makeUser(t)).nickname })
        .expect(200);
    }
    const eleventh = await me
      .put('/api/pleroma/aliases')
      .send({ alias: (await makeUser(t)).nickname })
      .expect(400);
    expect(eleventh.body).toEqual({ error: 'At most 10 aliases.' });
    expect(await aliasesOf(user.id)).toHaveLength(10);
  });

  it('refuses anonymous callers (401) and tokens without the scope (403)', async () => {
    const { user, token } = await withToken(['write']);
    const other = await makeUser(t);
    expect((await api(t).get('/api/pleroma/aliases')).status).toBe(401);
    expect((await api(t).put('/api/pleroma/aliases').send({ alias: other.nickname })).status).toBe(401);
    expect((await api(t).delete('/api/pleroma/aliases').send({ alias: other.nickname })).status).toBe(401);
    expect((await api(t, token).get('/api/pleroma/aliases')).status).toBe(403);
    const readOnly = await tokenFor(t, user, ['read']);
    expect((await api(t, readOnly).put('/api/pleroma/aliases').send({ alias: other.nickname })).status).toBe(403);
    expect(await aliasesOf(user.id)).toEqual([]);
  });
});
