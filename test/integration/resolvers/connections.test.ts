import { describe, expect, it } from '@jest/globals';
import { makeStatus } from '../../support/factories/social.factory.js';
import { makeUsersWithTokens } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

/** Paging a list through its Relay connection, as Apollo's relayStylePagination and graphcache do. */
const t = useTestApp();

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $id: ID!) {
  accountStatuses(accountId: $id, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { text } }
    nodes { text }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  }
}`;

interface Connection {
  edges: { cursor: string; node: { text: string } }[];
  nodes: { text: string }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasNextPage: boolean; hasPreviousPage: boolean };
}

describe('connections', () => {
  it('pages forward with first/after: no overlap, no gap, no repeat of an item posted between pages', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    for (let i = 0; i < 5; i++) await makeStatus(t, me.user, `s${i}`);
    const page = async (vars: Record<string, unknown>): Promise<Connection> => {
      const res = await gql(t, PAGE, { id: String(me.user.id), ...vars }, me.token);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.accountStatuses;
    };

    const first = await page({ first: 2 });
    expect(first.edges.map((e) => e.node.text)).toEqual(['s4', 's3']);
    expect(first.nodes).toEqual(first.edges.map((e) => e.node));
    expect(first.pageInfo).toEqual({
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
      hasNextPage: true,
      hasPreviousPage: false,
    });

    await makeStatus(t, me.user, 'posted between pages');
    const second = await page({ first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes).toEqual([{ text: 's2' }, { text: 's1' }]);
    expect(second.pageInfo.hasNextPage).toBe(true);

    const last = await page({ first: 2, after: second.pageInfo.endCursor });
    expect(last.nodes).toEqual([{ text: 's0' }]);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, endCursor: last.edges[0].cursor });

    const past = await page({ first: 2, after: last.pageInfo.endCursor });
    expect(past).toEqual({
      edges: [],
      nodes: [],
      pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false },
    });
  });

  it('a page of exactly the remaining items says no next page', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    for (let i = 0; i < 4; i++) await makeStatus(t, me.user, `e${i}`);
    const res = await gql(t, PAGE, { id: String(me.user.id), first: 4 }, me.token);
    expect(res.body.data.accountStatuses.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages backward with last/before, newest first within the page, and tells whether newer items remain', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    for (let i = 0; i < 5; i++) await makeStatus(t, me.user, `b${i}`);
    const vars = { id: String(me.user.id) };
    const all: Connection = (await gql(t, PAGE, { ...vars, first: 5 }, me.token)).body.data.accountStatuses;
    const b0 = all.edges[4].cursor;

    const above: Connection = (await gql(t, PAGE, { ...vars, last: 2, before: b0 }, me.token)).body.data
      .accountStatuses;
    expect(above.nodes).toEqual([{ text: 'b2' }, { text: 'b1' }]);
    expect(above.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    const top: Connection = (await gql(t, PAGE, { ...vars, last: 2, before: above.pageInfo.startCursor }, me.token))
      .body.data.accountStatuses;
    expect(top.nodes).toEqual([{ text: 'b4' }, { text: 'b3' }]);
    expect(top.pageInfo.hasPreviousPage).toBe(false);

    const newer: Connection = (await gql(t, PAGE, { ...vars, first: 10, before: b0 }, me.token)).body.data
      .accountStatuses;
    expect(newer.nodes.map((n) => n.text)).toEqual(['b4', 'b3', 'b2', 'b1']);
  });

  it('refuses sizes below 1, first with last, and cursors it did not give, as BAD_USER_INPUT', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    // The root field is nullable (refusable): a refusal nulls it alone, with its error.
    const refusal = async (vars: Record<string, unknown>) => {
      const res = await gql(t, PAGE, { id: String(me.user.id), ...vars }, me.token);
      return [res.body.data, res.body.errors?.[0].message, res.body.errors?.[0].extensions.code];
    };
    expect(await refusal({ first: 0 })).toEqual([
      { accountStatuses: null },
      'first: must be a positive integer',
      'BAD_USER_INPUT',
    ]);
    expect(await refusal({ last: -2 })).toEqual([
      { accountStatuses: null },
      'last: must be a positive integer',
      'BAD_USER_INPUT',
    ]);
    expect(await refusal({ first: 1, last: 1 })).toEqual([
      { accountStatuses: null },
      'first, last: give one of them',
      'BAD_USER_INPUT',
    ]);
    expect(await refusal({ after: 'abc' })).toEqual([
      { accountStatuses: null },
      'after: must be an id',
      'BAD_USER_INPUT',
    ]);
  });
});
