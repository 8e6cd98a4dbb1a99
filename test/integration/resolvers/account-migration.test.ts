import { describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
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
