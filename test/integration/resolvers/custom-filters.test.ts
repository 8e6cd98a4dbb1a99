import { describe, expect, it } from '@jest/globals';
import { makeStatus } from '../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../support/factories/user.factory.js';
import { gql } from '../../support/graphql.js';
import { useTestApp } from '../../support/app.js';

const t = useTestApp();

const CREATE = `mutation ($keywords: [FilterKeywordChange!]) {
  createCustomFilter(title: "tv", context: [HOME, NOTIFICATIONS], action: WARN, keywords: $keywords) {
    id title context action expiresAt keywords { keyword wholeWord } statuses { statusId }
  }
}`;

describe('custom filters over GraphQL', () => {
  it("creates, reads, matches and deletes the viewer's filters; others see NOT_FOUND", async () => {
    const [me, other] = await makeUsersWithTokens(t, 2);
    const created = await gql(t, CREATE, { keywords: [{ keyword: 'finale', wholeWord: false }] }, me.token);
    const filter = created.body.data.createCustomFilter;
    expect(filter).toEqual({
      id: expect.any(String),
      title: 'tv',
      context: ['HOME', 'NOTIFICATIONS'],
      action: 'WARN',
      expiresAt: null,
      keywords: [{ keyword: 'finale', wholeWord: false }],
      statuses: [],
    });
    const status = await makeStatus(t, other.user, 'semifinales tonight');
    const read = `query ($id: ID!) { status(id: $id) { filtered { filter { id } keywordMatches statusMatches } } }`;
    expect((await gql(t, read, { id: String(status.id) }, me.token)).body.data.status.filtered).toEqual([
      { filter: { id: filter.id }, keywordMatches: ['finale'], statusMatches: [] },
    ]);
    expect((await gql(t, read, { id: String(status.id) }, other.token)).body.data.status.filtered).toEqual([]);
    expect((await gql(t, read, { id: String(status.id) })).body.data.status.filtered).toBeNull();

    const one = `query ($id: ID!) { customFilter(id: $id) { id } }`;
    const theirs = await gql(t, one, { id: filter.id }, other.token);
    expect(theirs.body.errors?.[0]).toMatchObject({ message: 'Record not found', extensions: { code: 'NOT_FOUND' } });
    const anonymous = await gql(t, `{ customFilters { id } }`);
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    const del = `mutation ($id: ID!) { deleteCustomFilter(id: $id) }`;
    expect((await gql(t, del, { id: filter.id }, other.token)).body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql(t, del, { id: filter.id }, me.token)).body.data).toEqual({ deleteCustomFilter: filter.id });
    expect((await gql(t, `{ customFilters { id } }`, {}, me.token)).body.data).toEqual({ customFilters: [] });
  });
});
