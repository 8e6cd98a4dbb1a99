import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { InviteType as Kind } from '../src/invites/invite.service.js';

export const InviteType = {
  ONE_TIME: 'one_time',
  REUSABLE: 'reusable',
  DATE_LIMITED: 'date_limited',
  REUSABLE_DATE_LIMITED: 'reusable_date_limited',
} as const satisfies Record<Uppercase<Kind>, Kind>;
registerEnumType(InviteType, {
  name: 'InviteType',
  description: "An invite's limits, as Pleroma names them.",
  valuesConfig: {
    ONE_TIME: { description: 'One registration, no end date.' },
    REUSABLE: { description: 'Several registrations, no end date.' },
    DATE_LIMITED: { description: 'One registration, until a date.' },
    REUSABLE_DATE_LIMITED: { description: 'Several registrations, until a date.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'A registration invite.' })
export class Invite {
  @Field(() => ID, { description: 'The invite id.' }) id!: number;
  @Field({ description: 'Revoked or used up.' }) used!: boolean;
  @Field(() => String, { nullable: true, description: 'The last day it is valid (YYYY-MM-DD).' }) expiresAt!:
    string | null;
  @Field(() => Int, { description: 'How many registrations used it.' }) uses!: number;
  @Field(() => Int, { nullable: true, description: 'How many registrations it allows.' }) maxUse!: number | null;
}
