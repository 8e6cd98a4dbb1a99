import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../src/graphql/context.js';
import type { Invite as InviteEntity } from '../../src/entities/index.js';
import {
  createInvite,
  emailInvite,
  inviteToken,
  inviteType,
  listInvites,
  revokeInvite,
} from '../../src/invites/invite.service.js';
import { Invite, InviteType } from '../../schema/invite.types.js';
import { isAdmin, type RuleMap } from '../../src/auth/rules.js';

export const adminInviteRules = {
  Query: {
    adminInvites: isAdmin('read'),
  },
  Mutation: {
    adminCreateInvite: isAdmin('write'),
    adminRevokeInvite: isAdmin('write'),
    adminEmailInvite: isAdmin('write'),
  },
} satisfies RuleMap;

@Resolver(() => Invite)
export class InviteResolver {
  @Query(() => [Invite], { description: 'Every registration invite, oldest first (admins).' })
  adminInvites(@Ctx() ctx: Context): Promise<InviteEntity[]> {
    return listInvites(ctx.em);
  }

  @Mutation(() => Invite, {
    description: 'Creates an invite: one-time, reusable up to maxUse, and/or valid until expiresAt (YYYY-MM-DD).',
  })
  async adminCreateInvite(
    @Ctx() ctx: Context,
    @Arg('maxUse', () => Int, { nullable: true, description: 'How many registrations it allows; none: one.' })
    maxUse?: number,
    @Arg('expiresAt', () => String, {
      nullable: true,
      description: 'The last day the invite is valid (YYYY-MM-DD); none: no end.',
    })
    expiresAt?: string,
  ): Promise<InviteEntity> {
    return (await createInvite(ctx.em, ctx.deps.box, { maxUse, expiresAt })).invite;
  }

  @Mutation(() => Invite, { description: 'Revokes an invite by its token.' })
  adminRevokeInvite(
    @Ctx() ctx: Context,
    @Arg('token', () => String, { nullable: true, description: 'The invite token.' }) token?: string,
  ): Promise<InviteEntity> {
    return revokeInvite(ctx.em, token);
  }

  @Mutation(() => Invite, {
    description: 'Mails a new one-time invite (only while registrations are closed and invites enabled); answers it.',
  })
  async adminEmailInvite(
    @Ctx() ctx: Context,
    @Arg('email', () => String, { nullable: true, description: 'The address the invite is sent to.' }) email?: string,
    @Arg('name', () => String, { nullable: true, description: "The invitee's name, used in the e-mail." })
    name?: string,
  ): Promise<InviteEntity> {
    return emailInvite(ctx.em, ctx.deps, ctx.auth.user!, email, name);
  }

  @FieldResolver(() => String, { description: 'The token to register with.' })
  token(@Root() invite: InviteEntity, @Ctx() ctx: Context): string {
    return inviteToken(ctx.deps.box, invite);
  }

  @FieldResolver(() => InviteType, { description: 'Its limits.' })
  inviteType(@Root() invite: InviteEntity): string {
    return inviteType(invite);
  }
}
