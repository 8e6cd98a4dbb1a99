import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { User } from '../../../../src/entities/index.js';
import { profileImageDir } from '../../../../src/accounts/profile-images.js';
import { updateSettings } from '../../../support/settings.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';

const t = useTestApp();

const PATH = '/api/v1/accounts/update_credentials';
const patch = (token: string) => t.http().patch(PATH).set('authorization', `Bearer ${token}`);
const reload = (user: User) => t.orm.em.fork().findOneOrFail(User, user.id);

/** The smallest PNG header the image check accepts, padded to `size` bytes. */
const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);

async function owner(values: Partial<User> = {}) {
  const user = await makeUser(t, values);
  return { user, token: await tokenFor(t, user) };
}

describe('PATCH /api/v1/accounts/update_credentials', () => {
  it('changes the profile from a JSON body and answers with the credentials account', async () => {
    const { user, token } = await owner();
    const res = await patch(token).send({
      display_name: 'Ms Changed',
      note: 'new bio <3',
      locked: true,
      bot: true,
      discoverable: false,
      fields_attributes: [
        { name: 'web', value: 'https://example.test' },
        { name: '', value: '' },
      ],
      source: { privacy: 'unlisted', sensitive: true },
      hide_followers: true,
      hide_follows: true,
      hide_favorites: false,
      hide_followers_count: true,
      hide_follows_count: true,
      no_rich_text: true,
      show_role: false,
      skip_thread_containment: true,
      allow_following_move: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      display_name: 'Ms Changed',
      note: 'new bio &lt;3',
      locked: true,
      bot: true,
      discoverable: false,
      fields: [{ name: 'web', value: 'https://example.test' }],
      source: {
        note: 'new bio <3',
        privacy: 'unlisted',
        sensitive: true,
        fields: [{ name: 'web', value: 'https://example.test' }],
        pleroma: { actor_type: 'Service', discoverable: false, no_rich_text: true, show_role: false },
      },
      pleroma: {
        hide_followers: true,
        hide_follows: true,
        hide_favorites: false,
        hide_followers_count: true,
        hide_follows_count: true,
        skip_thread_containment: true,
        allow_following_move: false,
        is_admin: false,
      },
    });
    expect(await reload(user)).toMatchObject({
      displayName: 'Ms Changed',
      bio: 'new bio <3',
      actorType: 'Service',
      defaultScope: 'unlisted',
      defaultSensitive: true,
    });
    const verified = await t.http().get('/api/v1/accounts/verify_credentials').set('authorization', `Bearer ${token}`);
    expect(verified.body).toEqual(res.body);
  });

  it('reads form bodies: bracketed keys, indexed fields and the settings store as JSON text', async () => {
    const { user, token } = await owner();
    const res = await patch(token)
      .type('form')
      .send({
        'fields_attributes[1][name]': 'second',
        'fields_attributes[1][value]': 'two',
        'fields_attributes[0][name]': 'first',
        'fields_attributes[0][value]': 'one',
        'source[privacy]': 'private',
        locked: 'true',
        pleroma_settings_store: JSON.stringify({ 'pleroma-fe': { theme: 'dark' } }),
      });
    expect(res.status).toBe(200);
    expect(res.body.source.fields).toEqual([
      { name: 'first', value: 'one' },
      { name: 'second', value: 'two' },
    ]);
    expect(res.body).toMatchObject({
      locked: true,
      source: { privacy: 'private' },
      pleroma: { settings_store: { 'pleroma-fe': { theme: 'dark' } } },
    });
    expect((await reload(user)).rawFields).toEqual([
      { name: 'first', value: 'one' },
      { name: 'second', value: 'two' },
    ]);
  });

  it('merges the settings store front-end by front-end', async () => {
    const { user, token } = await owner();
    await patch(token)
      .send({ pleroma_settings_store: { 'pleroma-fe': { a: 1 } } })
      .expect(200);
    await patch(token)
      .send({ pleroma_settings_store: { masto: { b: 2 } } })
      .expect(200);
    const res = await patch(token).send({ pleroma_settings_store: { 'pleroma-fe': { c: 3 } } });
    expect(res.body.pleroma.settings_store).toEqual({ 'pleroma-fe': { c: 3 }, masto: { b: 2 } });
    expect((await reload(user)).settingsStore).toEqual({ 'pleroma-fe': { c: 3 }, masto: { b: 2 } });
  });

  it('lets actor_type win over bot, and bot=false make a Person', async () => {
    const { token } = await owner({ actorType: 'Service' });
    expect((await patch(token).send({ bot: false })).body.bot).toBe(false);
    const res = await patch(token).send({ bot: false, actor_type: 'Service' });
    expect(res.body).toMatchObject({ bot: true, source: { pleroma: { actor_type: 'Service' } } });
  });

  it('leaves what is not sent as it is', async () => {
    const { user, token } = await owner({ displayName: 'Kept', bio: 'kept bio', locked: true });
    const res = await patch(token).send({ discoverable: false });
    expect(res.body).toMatchObject({ display_name: 'Kept', locked: true, source: { note: 'kept bio' } });
    expect(await reload(user)).toMatchObject({
      displayName: 'Kept',
      bio: 'kept bio',
      locked: true,
      discoverable: false,
    });
  });

  it("refuses what Pleroma refuses, in Pleroma's words, changing nothing", async () => {
    const { user, token } = await owner({ displayName: 'Before' });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ display_name: 'x'.repeat(101) }, 413, 'Name is too long'],
      [{ note: 'x'.repeat(5001) }, 413, 'Bio is too long'],
      [
        { fields_attributes: Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'v' })) },
        413,
        'Too many field entries',
      ],
      [{ fields_attributes: [{ name: 'n', value: 'v'.repeat(2049) }] }, 413, 'One or more field entries are too long'],
      [{ source: { privacy: 'secret' } }, 400, 'source[privacy]: must be one of public, unlisted, private, direct'],
      [{ actor_type: 'Robot' }, 400, 'actor_type: must be one of Person, Service'],
    ];
    for (const [body, status, error] of cases) {
      const res = await patch(token).send({ ...body, display_name: body.display_name ?? 'After' });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error });
    }
    expect((await reload(user)).displayName).toBe('Before');
  });

  it('needs a user with write:accounts', async () => {
    const { user } = await owner();
    expect((await t.http().patch(PATH).send({ display_name: 'x' })).status).toBe(401);
    const res = await patch(await tokenFor(t, user, ['read', 'write:statuses'])).send({ display_name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Insufficient permissions: write:accounts.' });
    expect((await reload(user)).displayName).toBeNull();
  });

  describe('avatar and header', () => {
    it('stores uploaded images, serves them, and replaces or resets them', async () => {
      const { user, token } = await owner();
      const res = await patch(token)
        .field('display_name', 'Pictured')
        .attach('avatar', png(), { filename: 'me.png', contentType: 'image/png' })
        .attach('header', png(100), { filename: 'wide.png', contentType: 'image/png' });
      expect(res.status).toBe(200);
      expect(res.body.display_name).toBe('Pictured');
      expect(res.body.avatar).toMatch(/^http:\/\/fedigraph\.test\/media\/avatars\/[0-9a-f]{32}\.png$/);
      expect(res.body.avatar_static).toBe(res.body.avatar);
      expect(res.body.header).toMatch(/^http:\/\/fedigraph\.test\/media\/avatars\/[0-9a-f]{32}\.png$/);
      const served = await t.http().get(new URL(res.body.avatar).pathname);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(Buffer.from(served.body)).toEqual(png());

      const replaced = await patch(token).attach('avatar', png(80), { filename: 'new.png', contentType: 'image/png' });
      expect(replaced.body.avatar).not.toBe(res.body.avatar);
      expect((await t.http().get(new URL(res.body.avatar).pathname)).status).toBe(404);
      expect(readdirSync(profileImageDir(t.config))).toHaveLength(2);

      const reset = await patch(token).type('form').send({ avatar: '', header: '' });
      expect(reset.body).toMatchObject({
        avatar: 'http://fedigraph.test/images/avi.png',
        header: 'http://fedigraph.test/images/banner.png',
      });
      expect(await reload(user)).toMatchObject({ avatarUrl: null, headerUrl: null });
      expect(readdirSync(profileImageDir(t.config))).toHaveLength(0);
    });

    it('refuses a file that is not an image with 415 and one over the limit with 413', async () => {
      const { user, token } = await owner();
      const text = await patch(token).attach('avatar', Buffer.from('<svg onload="alert(1)"/>'), {
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(text.status).toBe(415);
      expect(text.body).toEqual({ error: 'avatar: must be an image (PNG, JPEG, GIF, WebP or AVIF)' });
      await updateSettings(t.orm.em.fork(), 'instance', { avatar_upload_limit: 1000 });
      const big = await patch(token).attach('avatar', png(1001), { filename: 'big.png', contentType: 'image/png' });
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ error: 'avatar: larger than the limit of 1000 bytes' });
      expect((await reload(user)).avatarUrl).toBeNull();
      expect(
        existsSync(profileImageDir(t.config))
          ? readdirSync(profileImageDir(t.config)).filter((f) => !f.startsWith('.'))
          : [],
      ).toHaveLength(0);
    });
  });
});
