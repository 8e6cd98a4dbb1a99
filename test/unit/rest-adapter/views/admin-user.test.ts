import { describe, expect, it } from '@jest/globals';
import { adminCredentialsView, adminUserView } from '../../../../rest-adapter/views/admin-user.view.js';

describe('adminUserView', () => {
  it('renders the admin user entry with an integer id and the roles object', () => {
    expect(
      adminUserView({
        id: '7',
        nickname: 'eve',
        email: null,
        avatar: 'http://x/a.png',
        displayName: 'Eve',
        url: 'http://x/users/eve',
        deactivated: true,
        local: true,
        roles: { admin: false, moderator: true },
        tags: ['t'],
        confirmationPending: true,
        approvalPending: false,
        registrationReason: null,
        actorType: 'Person',
      }),
    ).toEqual({
      id: 7,
      nickname: 'eve',
      email: null,
      avatar: 'http://x/a.png',
      display_name: 'Eve',
      url: 'http://x/users/eve',
      deactivated: true,
      is_active: false,
      local: true,
      roles: { admin: false, moderator: true },
      tags: ['t'],
      confirmation_pending: true,
      is_confirmed: false,
      approval_pending: false,
      is_approved: true,
      registration_reason: null,
      actor_type: 'Person',
    });
  });
});

describe('adminCredentialsView', () => {
  it("uses the spec's field names (locked, discoverable) and a string id", () => {
    const view = adminCredentialsView({
      id: '7',
      nickname: 'eve',
      email: 'e@x.test',
      name: 'Eve',
      bio: 'b',
      avatar: 'a',
      banner: 'h',
      background: null,
      actorType: 'Service',
      locked: true,
      discoverable: false,
      noRichText: false,
      defaultScope: 'UNLISTED',
      hideFollows: false,
      hideFollowers: true,
      hideFollowsCount: false,
      hideFollowersCount: true,
      hideFavourites: true,
      allowFollowingMove: true,
      showRole: false,
      skipThreadContainment: false,
      settingsStore: { fe: {} },
      fields: [],
      rawFields: [],
    });
    expect(view).toMatchObject({
      id: '7',
      locked: true,
      discoverable: false,
      actor_type: 'Service',
      pleroma_settings_store: { fe: {} },
    });
    expect(view).not.toHaveProperty('is_locked');
    expect(view).not.toHaveProperty('is_discoverable');
  });
});
