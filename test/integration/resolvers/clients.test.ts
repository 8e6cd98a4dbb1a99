import { describe, expect, it } from '@jest/globals';
import { follow, makeStatus } from '../../support/factories/social.factory.js';
import { makeUsersWithTokens, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

describe('GraphQL: what everyday clients call', () => {
  it('lists as types: create, add accounts, read accounts and the timeline through the list', async () => {
    const [me, friend] = await makeUsersWithTokens(t, 2);
    await follow(t, me.user, friend.user);
    const created = await gql(
      t,
      'mutation { createList(title: "Mates", repliesPolicy: FOLLOWED) { id title repliesPolicy } }',
      {},
      me.token,
    );
    const list = created.body.data.createList;
    expect(list).toEqual({ id: expect.any(String), title: 'Mates', repliesPolicy: 'FOLLOWED' });
    await gql(
      t,
      'mutation($id: ID!, $a: [ID!]!) { addListAccounts(id: $id, accountIds: $a) { id } }',
      { id: list.id, a: [String(friend.user.id)] },
      me.token,
    );
    const s = await makeStatus(t, friend.user, 'hi list');
    const read = await gql(
      t,
      `query($id: ID!) {
      list(id: $id) { title accounts { nodes { nickname } } }
      listTimeline(id: $id) { nodes { id text } }
      lists(accountId: "${friend.user.id}") { id }
    }`,
      { id: list.id },
      me.token,
    );
    expect(read.body.data).toEqual({
      list: { title: 'Mates', accounts: { nodes: [{ nickname: friend.user.nickname }] } },
      listTimeline: { nodes: [{ id: String(s.id), text: 'hi list' }] },
      lists: [{ id: list.id }],
    });
    expect((await gql(t, '{ lists { id } }')).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('polls as types, bookmarks, pins, search, markers, filters and the current app', async () => {
    const [me, author] = await makeUsersWithTokens(t, 2);
    const posted = await gql(
      t,
      `mutation { createStatus(status: "Best fruit? #fruit", poll: { options: ["apple", "pear"], expiresIn: 3600 }) {
      id poll { id multiple expired votesCount votersCount voted ownVotes options { title votesCount } } } }`,
      {},
      author.token,
    );
    const { id, poll } = posted.body.data.createStatus;
    expect(poll).toMatchObject({
      multiple: false,
      expired: false,
      votesCount: 0,
      votersCount: 0,
      voted: true,
      ownVotes: [],
      options: [
        { title: 'apple', votesCount: 0 },
        { title: 'pear', votesCount: 0 },
      ],
    });
    const voted = await gql(
      t,
      'mutation($id: ID!) { voteInPoll(id: $id, choices: [1]) { votesCount voted ownVotes } }',
      { id: poll.id },
      me.token,
    );
    expect(voted.body.data.voteInPoll).toEqual({ votesCount: 1, voted: true, ownVotes: [1] });
    expect(
      (await gql(t, 'query($id: ID!) { poll(id: $id) { voted ownVotes } }', { id: poll.id })).body.data.poll,
    ).toEqual({ voted: null, ownVotes: null });

    expect(
      (await gql(t, 'mutation($id: ID!) { bookmarkStatus(id: $id) { bookmarked } }', { id }, me.token)).body.data
        .bookmarkStatus.bookmarked,
    ).toBe(true);
    expect((await gql(t, '{ bookmarks { nodes { id bookmarked } } }', {}, me.token)).body.data.bookmarks.nodes).toEqual(
      [{ id, bookmarked: true }],
    );
    expect(
      (await gql(t, 'mutation($id: ID!) { pinStatus(id: $id) { pinned pinnedAt } }', { id }, author.token)).body.data
        .pinStatus.pinned,
    ).toBe(true);

    const found = await gql(
      t,
      '{ search(q: "fruit") { statuses { nodes { id } } hashtags { nodes { name url } } accounts { nodes { id } } } }',
      {},
      me.token,
    );
    expect(found.body.data.search).toEqual({
      statuses: { nodes: [{ id }] },
      hashtags: { nodes: [{ name: 'fruit', url: 'http://fedigraph.test/tag/fruit' }] },
      accounts: { nodes: [] },
    });

    const markers = await gql(
      t,
      'mutation { saveMarkers(notifications: "9") { timeline lastReadId version unreadCount } }',
      {},
      me.token,
    );
    expect(markers.body.data.saveMarkers).toEqual([
      { timeline: 'NOTIFICATIONS', lastReadId: '9', version: 0, unreadCount: 0 },
    ]);

    const filter = await gql(
      t,
      'mutation { createFilter(phrase: "Fruit", context: [HOME, PUBLIC], irreversible: true) { phrase context wholeWord irreversible expiresAt } }',
      {},
      me.token,
    );
    expect(filter.body.data.createFilter).toEqual({
      phrase: 'Fruit',
      context: ['HOME', 'PUBLIC'],
      wholeWord: true,
      irreversible: true,
      expiresAt: null,
    });
    expect(
      (await gql(t, '{ publicTimeline { nodes { id } } }', {}, me.token)).body.data.publicTimeline.nodes,
    ).not.toContainEqual({ id });
    expect(
      (await gql(t, '{ publicTimeline { nodes { id } } }', {}, author.token)).body.data.publicTimeline.nodes,
    ).toContainEqual({ id });

    expect((await gql(t, '{ currentApp { name website } }', {}, me.token)).body.data.currentApp).toEqual({
      name: 'test client',
      website: null,
    });
    const readOnly = await tokenFor(t, me.user, ['read']);
    expect(
      (await gql(t, 'mutation { createFilter(phrase: "x", context: [HOME]) { id } }', {}, readOnly)).body.errors?.[0]
        .extensions.code,
    ).toBe('FORBIDDEN');
  });
});

describe('GraphQL: search', () => {
  it('pages each list it finds as a connection with position cursors', async () => {
    const [me, author] = await makeUsersWithTokens(t, 2);
    const made = [];
    for (const n of [1, 2, 3]) made.push(await makeStatus(t, author.user, `narwhal ${n} #narwhal${n}`));
    const SEARCH = `query($q: String!, $first: Int, $after: String, $last: Int, $before: String, $olderThan: ID) {
      search(q: $q) {
        statuses(first: $first, after: $after, last: $last, before: $before, olderThan: $olderThan) {
          edges { cursor node { id } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
        }
        hashtags(first: $first, after: $after) { nodes { name } pageInfo { hasNextPage } }
      } }`;
    const search = async (vars: Record<string, unknown>) => {
      const { body } = await gql(t, SEARCH, { q: 'narwhal', ...vars }, me.token);
      expect(body.errors).toBeUndefined();
      return body.data.search;
    };
    const ids = (page: { edges: { node: { id: string } }[] }) => page.edges.map((e) => e.node.id);
    const [s1, s2, s3] = made.map((s) => String(s.id));
    const first = await search({ first: 2 });
    expect([ids(first.statuses), first.statuses.pageInfo.hasNextPage]).toEqual([[s3, s2], true]);
    expect(first.statuses.edges[0].cursor).toBe(first.statuses.pageInfo.startCursor);
    const next = await search({ first: 2, after: first.statuses.pageInfo.endCursor });
    expect([ids(next.statuses), next.statuses.pageInfo.hasNextPage]).toEqual([[s1], false]);
    const above = await search({ last: 1, before: next.statuses.pageInfo.startCursor });
    expect([ids(above.statuses), above.statuses.pageInfo.hasPreviousPage]).toEqual([[s2], true]);
    expect(ids((await search({ olderThan: s2 })).statuses)).toEqual([s1]);
    const tags = (
      await gql(
        t,
        '{ search(q: "#narwhal") { hashtags(first: 2) { nodes { name } pageInfo { hasNextPage } } } }',
        {},
        me.token,
      )
    ).body.data.search.hashtags;
    expect(tags).toEqual({ nodes: [{ name: 'narwhal1' }, { name: 'narwhal2' }], pageInfo: { hasNextPage: true } });
    const only = await gql(t, '{ search(q: "narwhal", type: HASHTAGS) { statuses { nodes { id } } } }', {}, me.token);
    expect(only.body.data.search.statuses.nodes).toEqual([]);
    for (const [vars, message] of [
      [{ first: 0 }, 'first: must be a positive integer'],
      [{ after: 'x' }, 'after: not a cursor of this list'],
      [{ last: 1 }, 'last: give before with it'],
    ] as const) {
      const { body } = await gql(t, SEARCH, { q: 'narwhal', ...vars }, me.token);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
