import { describe, expect, it } from '@jest/globals';
import { Invite, Job, Notification, User } from '../../../src/entities/index.js';
import { updateSettings } from '../../support/settings.js';
import { makeAdmin } from '../../support/factories/report.factory.js';
import { makeStatus } from '../../support/factories/social.factory.js';
import { DEFAULT_PASSWORD, makeUsersWithTokens } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

/** Mutations that answer what they changed (docs/graphql.md, "Mutations answer what they changed"). */
const t = useTestApp();
const em = () => t.orm.em.fork();

describe('mutation payloads', () => {
  it('clearNotifications answers the ids it deleted and their count; only the caller’s go', async () => {
    const [me, other, author] = await makeUsersWithTokens(t, 3);
    for (const who of [me, me, other]) await makeStatus(t, author.user, `hello @${who.user.nickname}`);
    const mine = (await em().find(Notification, { user: me.user.id }, { orderBy: { id: 'desc' } })).map((n) =>
      String(n.id),
    );
    expect(mine).toHaveLength(2);
    const { body } = await gql(t, 'mutation { clearNotifications { clearedIds clearedCount } }', {}, me.token);
    expect(body.data.clearNotifications).toEqual({ clearedIds: mine, clearedCount: 2 });
    expect(await em().count(Notification, { user: me.user.id })).toBe(0);
    expect(await em().count(Notification, { user: other.user.id })).toBe(1);
    const again = await gql(t, 'mutation { clearNotifications { clearedIds clearedCount } }', {}, me.token);
    expect(again.body.data.clearNotifications).toEqual({ clearedIds: [], clearedCount: 0 });
    const anonymous = await gql(t, 'mutation { clearNotifications { clearedCount } }');
    expect(anonymous.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('changeEmail answers the caller’s account with its new address; a wrong password changes nothing', async () => {
    const [me] = await makeUsersWithTokens(t, 1);
    const CHANGE = 'mutation($p: String!, $e: String!) { changeEmail(password: $p, email: $e) { id email } }';
    const wrong = await gql(t, CHANGE, { p: 'wrong', e: 'new@example.test' }, me.token);
    expect(wrong.body.errors?.[0].extensions.code).toBeDefined();
    expect((await em().findOneOrFail(User, me.user.id)).email).toBe(me.user.email);
    const { body } = await gql(t, CHANGE, { p: DEFAULT_PASSWORD, e: 'new@example.test' }, me.token);
    expect(body.data.changeEmail).toEqual({ id: String(me.user.id), email: 'new@example.test' });
    expect((await em().findOneOrFail(User, me.user.id)).email).toBe('new@example.test');
  });

  it('importFollows, importBlocks and importMutes answer the job queued and how many accounts it names', async () => {
    const [me, a, b] = await makeUsersWithTokens(t, 3);
    for (const kind of ['importFollows', 'importBlocks', 'importMutes']) {
      const { body } = await gql(
        t,
        `mutation($list: String) { ${kind}(list: $list) { jobId queued } }`,
        { list: `${a.user.nickname}\n@${b.user.nickname}\n${me.user.nickname}` },
        me.token,
      );
      expect(body.data[kind]).toEqual({ jobId: expect.any(String), queued: 2 });
      expect(await em().count(Job, { id: Number(body.data[kind].jobId) })).toBe(1);
    }
    const bad = await gql(t, 'mutation { importFollows { jobId } }', {}, me.token);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'list: is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('adminEmailInvite answers the invite it mailed; adminReloadEmoji the custom emoji', async () => {
    const admin = await makeAdmin(t);
    await updateSettings(em(), 'instance', { registrations_open: false, invites_enabled: true });
    const before = await em().count(Invite, {});
    const { body } = await gql(
      t,
      'mutation { adminEmailInvite(email: "pal@example.test", name: "Pal") { id used inviteType } }',
      {},
      admin.token,
    );
    expect(body.data.adminEmailInvite).toEqual({ id: expect.any(String), used: false, inviteType: 'ONE_TIME' });
    expect(await em().count(Invite, {})).toBe(before + 1);
    const bad = await gql(t, 'mutation { adminEmailInvite(email: "nope") { id } }', {}, admin.token);
    expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await em().count(Invite, {})).toBe(before + 1);
    const reload = await gql(t, 'mutation { adminReloadEmoji { shortcode url } }', {}, admin.token);
    expect(reload.body.errors).toBeUndefined();
    expect(Array.isArray(reload.body.data.adminReloadEmoji)).toBe(true);
  });
});
