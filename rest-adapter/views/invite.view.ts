import { graphql } from '../gql/index.js';
import { legacyWord } from '../enum-words.js';
import type { AdminInviteFragment, InviteType } from '../gql/graphql.js';
import { boolean, entity, integer, nullable, object, string, wordsOf } from '../reply-schema.js';

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
    invite_type: wordsOf<InviteType>({ ONE_TIME: 1, REUSABLE: 1, DATE_LIMITED: 1, REUSABLE_DATE_LIMITED: 1 }),
  }),
);
