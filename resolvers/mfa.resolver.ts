import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../src/graphql/context.js';
import {
  confirmTotp,
  createBackupCodes,
  disableTotp,
  mfaSettings,
  setupTotp,
  type MfaSettings as Settings,
} from '../src/mfa/mfa.service.js';
import { completeMfaChallenge, type TokenGrant } from '../src/oauth/token-grants.js';
import { MfaSettings, TotpSetup } from '../schema/mfa.types.js';
import { MfaChallengeInput, Token } from '../schema/oauth.types.js';
import { allow, and } from 'graphql-shield';
import { hasScope, isAuthenticated, type RuleMap } from '../src/auth/rules.js';

export const mfaRules = {
  Query: {
    mfaSettings: and(isAuthenticated, hasScope('read:security')),
  },
  Mutation: {
    setupTotp: and(isAuthenticated, hasScope('write:security')),
    confirmTotp: and(isAuthenticated, hasScope('write:security')),
    disableTotp: and(isAuthenticated, hasScope('write:security')),
    createBackupCodes: and(isAuthenticated, hasScope('write:security')),
    completeMfaChallenge: allow,
  },
} satisfies RuleMap;

@Resolver()
export class MfaResolver {
  @Query(() => MfaSettings, { description: "The caller's MFA settings." })
  mfaSettings(@Ctx() ctx: Context): Settings {
    return mfaSettings(ctx.auth.user!);
  }

  @Mutation(() => TotpSetup, {
    description:
      'Starts TOTP setup with a new secret; confirmTotp turns it on. A TOTP in use stays in force until then.',
  })
  setupTotp(@Ctx() ctx: Context): Promise<TotpSetup> {
    return setupTotp(ctx.em, ctx.deps.box, ctx.auth.user!);
  }

  @Mutation(() => MfaSettings, {
    description:
      'Turns TOTP on: the password and a code of the new secret; the settings now. UNPROCESSABLE when either is wrong.',
  })
  confirmTotp(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
    @Arg('code', { description: 'A code from the authenticator app.' }) code: string,
  ): Promise<Settings> {
    return confirmTotp(ctx.em, ctx.deps, ctx.auth.user!, password, code);
  }

  @Mutation(() => MfaSettings, {
    description: 'Turns TOTP (and MFA) off with the password; the backup codes go too. The settings now.',
  })
  disableTotp(
    @Ctx() ctx: Context,
    @Arg('password', { description: 'The current password.' }) password: string,
  ): Promise<Settings> {
    return disableTotp(ctx.em, ctx.auth.user!, password);
  }

  @Mutation(() => [String], {
    description: 'A new set of single-use backup codes (shown once; it replaces the old set).',
  })
  createBackupCodes(@Ctx() ctx: Context): Promise<string[]> {
    return createBackupCodes(ctx.em, ctx.auth.user!);
  }

  @Mutation(() => Token, {
    description:
      "Completes a password login that answered `mfa_required`: the challenge's token and a TOTP or backup code.",
  })
  completeMfaChallenge(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The MFA token from the password grant and the code.' }) input: MfaChallengeInput,
  ): Promise<TokenGrant> {
    return completeMfaChallenge(ctx.em, ctx.deps, input);
  }
}
