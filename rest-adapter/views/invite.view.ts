import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { AdminInviteFragment } from '../gql/graphql.js';
import { boolean, entity, integer, nullable, object, string, wordsOf } from '../reply-schema.js';
import { InviteType } from '../../schema/invite.types.js';

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

/** JSON Schema of `inviteView`'s reply. */
export const Invite = entity(
  'Invite',
  object({
    id: integer,
    token: string,
    used: boolean,
    expires_at: nullable(string),
    uses: integer,
    max_use: nullable(integer),
    invite_type: wordsOf(InviteType),
  }),
);
