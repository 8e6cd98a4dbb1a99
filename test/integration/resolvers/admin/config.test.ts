import { beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../../../../src/entities/index.js';
import { makeAdmin } from '../../../support/factories/report.factory.js';
import { makeUser, tokenFor } from '../../../support/factories/user.factory.js';
import { useTestApp } from '../../../support/app.js';
import { gql } from '../../../support/graphql.js';

const t = useTestApp({}, { captcha: true }); // nothing stored but what the tests store
let admin: { user: User; token: string };
beforeAll(async () => {
  admin = await makeAdmin(t);
});

const UPDATE =
  'mutation($configs: JSON!) { adminUpdateConfig(configs: $configs) { configs { group key value db } needReboot } }';

describe('adminUpdateConfig, adminConfig, adminNeedReboot, adminRestart', () => {
  it('store and read settings as JSON values', async () => {
    const value = [{ tuple: [':name', 'GraphQL name'] }, { tuple: [':upload_limit', 99] }];
    const res = await gql(t, UPDATE, { configs: [{ group: ':pleroma', key: ':instance', value }] }, admin.token);
    expect(res.body).toEqual({
      data: {
        adminUpdateConfig: {
          configs: [{ group: ':pleroma', key: ':instance', value, db: [':name', ':upload_limit'] }],
          needReboot: true,
        },
      },
    });
    const read = await gql(
      t,
      '{ adminConfig(onlyDb: true) { configs { key value } needReboot } adminNeedReboot instance { title } }',
      {},
      admin.token,
    );
    expect(read.body.data).toEqual({
      adminConfig: { configs: [{ key: ':instance', value }], needReboot: true },
      adminNeedReboot: true,
      instance: { title: 'GraphQL name' },
    });
    expect((await gql(t, 'mutation { adminRestart }', {}, admin.token)).body).toEqual({ data: { adminRestart: true } });
    expect((await gql(t, '{ adminNeedReboot }', {}, admin.token)).body.data).toEqual({ adminNeedReboot: false });
  });

  it('Pleroma.Captcha enabled=false turns the captcha off', async () => {
    expect((await t.http().get('/api/pleroma/captcha')).body.type).toBe('native');
    const value = [{ tuple: [':enabled', false] }];
    const res = await gql(t, UPDATE, { configs: [{ group: ':pleroma', key: 'Pleroma.Captcha', value }] }, admin.token);
    expect(res.body).toEqual({
      data: {
        adminUpdateConfig: {
          configs: [{ group: ':pleroma', key: 'Pleroma.Captcha', value, db: [':enabled'] }],
          needReboot: false,
        },
      },
    });
    expect((await t.http().get('/api/pleroma/captcha')).body).toEqual({ type: 'none' });
    const descriptions = await gql(t, '{ adminConfigDescriptions { group key label } }', {}, admin.token);
    expect(descriptions.body.data.adminConfigDescriptions).toContainEqual(
      expect.objectContaining({ group: ':pleroma', key: 'Pleroma.Captcha', label: 'Pleroma.Captcha' }),
    );
    await gql(t, UPDATE, { configs: [{ group: ':pleroma', key: 'Pleroma.Captcha', delete: true }] }, admin.token);
    expect((await t.http().get('/api/pleroma/captcha')).body.type).toBe('native');
  });

  it('refuse a bad value with BAD_USER_INPUT naming the entry', async () => {
    const res = await gql(
      t,
      UPDATE,
      { configs: [{ group: ':pleroma', key: ':instance', value: [{ tuple: 1 }] }] },
      admin.token,
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Invalid config entry 0 (:pleroma :instance)'),
      extensions: { code: 'BAD_USER_INPUT', entry: 0 },
    });
  });

  it('are refused to non-admins', async () => {
    const user = await makeUser(t);
    const res = await gql(t, UPDATE, { configs: [] }, await tokenFor(t, user, ['read', 'write', 'admin']));
    expect(res.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const descriptions = await gql(t, '{ adminConfigDescriptions { key } }', {}, await tokenFor(t, user));
    expect(descriptions.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
