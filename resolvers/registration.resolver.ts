import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { requestPasswordReset, resetPassword } from '../src/accounts/password-reset.service.js';
import {
  confirmEmail,
  register,
  resendConfirmationEmail,
  type RegistrationResult,
} from '../src/accounts/registration.service.js';
import type { Context } from '../src/graphql/context.js';
import { NotFoundError } from '../src/core/errors.js';
import { toId } from '../src/core/ids.js';
import { RegisterInput, Registration } from '../schema/registration.types.js';
import { allow } from 'graphql-shield';
import { hasApp, type RuleMap } from '../src/auth/rules.js';

export const registrationRules = {
  Mutation: {
    registerAccount: hasApp,
    confirmEmail: allow,
    resendConfirmationEmail: allow,
    requestPasswordReset: allow,
    resetPassword: allow,
  },
} satisfies RuleMap;

@Resolver()
export class RegistrationResolver {
  @Mutation(() => Registration, {
    description:
      'Registers an account through the calling app (any token of it). The app gets a token for the account when it ' +
      'may log in at once; otherwise `message` and `identifier` say what it waits for.',
  })
  async registerAccount(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The new account.' }) input: RegisterInput,
  ): Promise<RegistrationResult & { account: unknown }> {
    const result = await register(ctx.em, ctx.deps, ctx.auth.app!, input);
    return { ...result, account: result.user };
  }

  @Mutation(() => Boolean, { description: 'Confirms an e-mail address with the token of the mailed link.' })
  async confirmEmail(
    @Ctx() ctx: Context,
    @Arg('userId', () => ID, { description: 'The account id from the confirmation e-mail.' }) userId: string,
    @Arg('token', { description: 'The token from the confirmation e-mail.' }) token: string,
  ): Promise<boolean> {
    const id = toId(userId);
    if (!id) throw new NotFoundError('Invalid or expired confirmation link');
    await confirmEmail(ctx.em, ctx.deps, id, token);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Mails a new confirmation link to an account awaiting confirmation (always true).',
  })
  async resendConfirmationEmail(
    @Ctx() ctx: Context,
    @Arg('email', { description: 'The address of the account awaiting confirmation.' }) email: string,
  ): Promise<boolean> {
    await resendConfirmationEmail(ctx.em, ctx.deps, email);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Mails a password reset link to the account of the address or nickname, if any (always true).',
  })
  async requestPasswordReset(
    @Ctx() ctx: Context,
    @Arg('email', { description: "The account's e-mail address or nickname." }) email: string,
  ): Promise<boolean> {
    await requestPasswordReset(ctx.em, ctx.deps, email);
    return true;
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with a reset link's token; the account's tokens and sessions are revoked.",
  })
  async resetPassword(
    @Ctx() ctx: Context,
    @Arg('token', { description: 'The token from the reset e-mail.' }) token: string,
    @Arg('password', { description: 'The new password.' }) password: string,
    @Arg('passwordConfirmation', () => String, { nullable: true, description: 'The new password again.' })
    passwordConfirmation?: string | null,
  ): Promise<boolean> {
    await resetPassword(ctx.em, token, password, passwordConfirmation);
    return true;
  }
}
