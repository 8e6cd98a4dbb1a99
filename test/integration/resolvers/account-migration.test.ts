import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PASSWORD, makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

describe('accountAliases, addAccountAlias, removeAccountAlias', () => {
  it('adds, lists and removes an alias; the account shows it in alsoKnownAs', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    const token = await tokenFor(t, user);
    const added = await gql(t, 'mutation($a: String!) { addAccountAlias(alias: $a) }', { a: other.nickname }, token);
    expect(added.body).toEqual({ data: { addAccountAlias: [other.nickname] } });
    const listed = await gql(t, '{ accountAliases me { alsoKnownAs moved { id } } }', {}, token);
    expect(listed.body).toEqual({
      data: {
        accountAliases: [other.nickname],
        me: { alsoKnownAs: [`${t.config.publicUrl}/users/${other.nickname}`], moved: null },
      },
    });
    const removed = await gql(
      t,
      'mutation($a: String!) { removeAccountAlias(alias: $a) }',
      { a: other.nickname },
      token,
    );
    expect(removed.body).toEqual({ data: { removeAccountAlias: other.nickname } });
    const missing = await gql(t, 'mutation($a: String!) { removeAccountAlias(alias: $a) }', { a: 'x' }, token);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Account has no such alias.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await gql(t, '{ accountAliases }');
    expect(res.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('moveAccount', () => {
  const MOVE = 'mutation($p: String!, $t: String!) { moveAccount(password: $p, targetAccount: $t) { id } }';

  it('refuses anonymous callers, a wrong password and a target not listing the caller, changing nothing', async () => {
    const user = await makeUser(t);
    const target = await makeUser(t);
    const token = await tokenFor(t, user);
    const anonymous = await gql(t, MOVE, { p: DEFAULT_PASSWORD, t: target.nickname });
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const wrong = await gql(t, MOVE, { p: 'nope', t: target.nickname }, token);
    expect(wrong.body.errors?.[0]).toMatchObject({ message: 'Invalid password.', extensions: { code: 'FORBIDDEN' } });
    const unlisted = await gql(t, MOVE, { p: DEFAULT_PASSWORD, t: target.nickname }, token);
    expect(unlisted.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql(t, '{ me { moved { id } } }', {}, token)).body).toEqual({ data: { me: { moved: null } } });
  });

  it('moves to a local account listing the caller: the account shows it as moved', async () => {
    const user = await makeUser(t);
    const target = await makeUser(t);
    const token = await tokenFor(t, user);
    const add = 'mutation($a: String!) { addAccountAlias(alias: $a) }';
    await gql(t, add, { a: user.nickname }, await tokenFor(t, target));
    const moved = await gql(t, MOVE, { p: DEFAULT_PASSWORD, t: target.nickname }, token);
    expect(moved.body).toEqual({ data: { moveAccount: { id: String(target.id) } } });
    const me = await gql(t, '{ me { moved { id nickname } } }', {}, token);
    expect(me.body).toEqual({ data: { me: { moved: { id: String(target.id), nickname: target.nickname } } } });
  });
});
