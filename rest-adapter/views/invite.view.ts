import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { AdminInviteFragment } from '../gql/graphql.js';

export const INVITE_FRAGMENT = graphql(
  `fragment AdminInvite on Invite { id token used expiresAt uses maxUse inviteType }`,
);

/** Pleroma's invite entity. */
export function inviteView(i: AdminInviteFragment) {
  return {
    id: Number(i.id),
    token: i.token,
    used: i.used,
    expires_at: i.expiresAt,
    uses: i.uses,
    max_use: i.maxUse,
    invite_type: legacyWord(i.inviteType),
  };
}
