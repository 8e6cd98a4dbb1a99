import { beforeAll, describe, expect, it } from '@jest/globals';
import { Announcement } from '../../../src/entities/index.js';
import { makeAdmin } from '../../support/factories/report.factory.js';
import { makeUsersWithTokens } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  adminToken = (await makeAdmin(t)).token;
  [{ token: userToken }] = await makeUsersWithTokens(t, 1);
});

const CREATE = `mutation($content: String) { adminCreateAnnouncement(content: $content) { id text content } }`;

describe('announcements through GraphQL', () => {
  it('lets admins publish, users read and dismiss, anonymous callers read without `read`', async () => {
    const created = await gql(t, CREATE, { content: 'Hello #all' }, adminToken);
    const { id, text } = created.body.data.adminCreateAnnouncement;
    expect(text).toBe('Hello #all');
    const dismissed = await gql(
      t,
      `mutation($id: ID!) { dismissAnnouncement(id: $id) { id read } }`,
      { id },
      userToken,
    );
    expect(dismissed.body.data).toEqual({ dismissAnnouncement: { id, read: true } });
    const anonymous = await gql(t, `{ announcements { id read tags { name } } }`);
    expect(anonymous.body.data).toEqual({ announcements: [{ id, read: null, tags: [{ name: 'all' }] }] });
    const deleted = await gql(t, `mutation($id: ID!) { adminDeleteAnnouncement(id: $id) }`, { id }, adminToken);
    expect(deleted.body.data).toEqual({ adminDeleteAnnouncement: id });
  });

  it('refuses the admin fields to users (FORBIDDEN) and changes nothing', async () => {
    const before = await t.orm.em.fork().count(Announcement, {});
    const refused = await gql(t, CREATE, { content: 'x' }, userToken);
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const listed = await gql(t, `{ adminAnnouncements { nodes { id } } }`, {}, userToken);
    expect(listed.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await t.orm.em.fork().count(Announcement, {})).toBe(before);
  });

  it('pages admin announcements as a connection with position cursors (first/after, last/before)', async () => {
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three'])
      ids.push((await gql(t, CREATE, { content }, adminToken)).body.data.adminCreateAnnouncement.id);
    const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
      adminAnnouncements(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { id } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
      }
    }`;
    const one = (await gql(t, PAGE, { first: 2 }, adminToken)).body.data.adminAnnouncements;
    expect(one.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids.slice(0, 2));
    expect([one.pageInfo.hasNextPage, one.pageInfo.hasPreviousPage]).toEqual([true, false]);
    const two = (await gql(t, PAGE, { first: 2, after: one.pageInfo.endCursor }, adminToken)).body.data;
    expect(two.adminAnnouncements.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([ids[2]]);
    expect(two.adminAnnouncements.pageInfo.hasNextPage).toBe(false);
    const back = (await gql(t, PAGE, { last: 1, before: two.adminAnnouncements.pageInfo.startCursor }, adminToken)).body
      .data.adminAnnouncements;
    expect([back.edges.map((e: { node: { id: string } }) => e.node.id), back.pageInfo.hasPreviousPage]).toEqual([
      [ids[1]],
      true,
    ]);
    const bad = await gql(t, PAGE, { after: '42' }, adminToken);
    expect([bad.body.errors?.[0].message, bad.body.errors?.[0].extensions.code]).toEqual([
      'after: not a cursor of this list',
      'BAD_USER_INPUT',
    ]);
  });
});
