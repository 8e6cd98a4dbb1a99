import { describe, expect, it } from '@jest/globals';
import { makeUser, tokenFor } from '../../support/factories/user.factory.js';
import { useTestApp } from '../../support/app.js';
import { gql } from '../../support/graphql.js';

const t = useTestApp();

const REQUEST = 'mutation { requestBackup { backup { id processed fileSize } backups { id contentType url } } }';

describe('backups and requestBackup', () => {
  it("ask for an export and list the caller's own; a second the same day is BAD_USER_INPUT", async () => {
    const owner = await tokenFor(t, await makeUser(t, { nickname: 'mona' }), ['read:accounts']);
    const first = await gql(t, REQUEST, {}, owner);
    expect(first.body.errors).toBeUndefined();
    const { backup, backups } = first.body.data.requestBackup;
    expect(backup).toEqual({ id: expect.any(String), processed: false, fileSize: 0 });
    expect(backups).toEqual([
      { id: backup.id, contentType: 'application/zip', url: expect.stringMatching(/\/backups\/archive-mona-/) },
    ]);
    const again = await gql(t, REQUEST, {}, owner);
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'Last export was less than a day ago',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(t, '{ backups { id } }', {}, owner)).body.data.backups).toEqual([{ id: backup.id }]);
    const other = await tokenFor(t, await makeUser(t), ['read:accounts']);
    expect((await gql(t, '{ backups { id } }', {}, other)).body.data.backups).toEqual([]);
  });

  it('are UNAUTHENTICATED anonymously and FORBIDDEN without read:accounts', async () => {
    expect((await gql(t, '{ backups { id } }')).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const writeOnly = await tokenFor(t, await makeUser(t), ['write']);
    expect((await gql(t, REQUEST, {}, writeOnly)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
