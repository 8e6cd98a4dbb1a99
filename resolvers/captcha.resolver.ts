import { Ctx, Query, Resolver } from 'type-graphql';
import { newCaptcha, type Captcha as CaptchaData } from '../src/captcha/captcha.service.js';
import type { Context } from '../src/graphql/context.js';
import { Captcha } from '../schema/captcha.types.js';
import { allow } from 'graphql-shield';
import type { RuleMap } from '../src/auth/rules.js';

export const captchaRules = {
  Query: {
    captcha: allow,
  },
} satisfies RuleMap;

@Resolver()
export class CaptchaResolver {
  @Query(() => Captcha, { description: 'A new captcha for registration (each answers once).' })
  captcha(@Ctx() ctx: Context): Promise<CaptchaData> {
    return newCaptcha(ctx.em, ctx.deps.box);
  }
}
