import { Field, InputType, ObjectType } from 'type-graphql';
import { Account } from './account.types.js';
import { Token } from './oauth.types.js';

@InputType({ description: 'A new account (POST /api/v1/accounts).' })
export class RegisterInput {
  @Field({ description: 'The nickname wanted.' }) username!: string;
  @Field({ description: 'The password.' }) password!: string;
  @Field({ description: 'The user accepts the instance rules; must be true.' }) agreement!: boolean;
  @Field(() => String, { nullable: true, description: 'Required when the instance requires e-mail confirmation.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'The preferred language.' }) locale?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the user wants to join, for the admins approving accounts.',
  })
  reason?: string | null;
  @Field(() => String, { nullable: true, description: 'An invite token; required while registrations are closed.' })
  token?: string | null;
  @Field(() => String, { nullable: true, description: 'The display name.' }) fullname?: string | null;
  @Field(() => String, { nullable: true, description: 'The biography as typed (plain text).' }) bio?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The `token` of the captcha answered; required while captcha is enabled.',
  })
  captchaToken?: string | null;
  @Field(() => String, { nullable: true, description: 'The `answerData` of the captcha answered.' })
  captchaAnswerData?: string | null;
  @Field(() => String, { nullable: true, description: 'What the captcha picture shows.' }) captchaSolution?:
    string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A registered account: with a token of the registering app when it may log in at once, else why not.',
})
export class Registration {
  @Field(() => Account, { description: 'The new account.' }) account!: unknown;
  @Field(() => Token, { nullable: true, description: 'An access token for it, when it may log in at once.' })
  token!: unknown;
  @Field(() => String, { nullable: true, description: "Why the account cannot log in yet, in Pleroma's words." })
  message!: string | null;
  @Field(() => String, { nullable: true, description: 'missing_confirmed_email or awaiting_approval' }) identifier!:
    string | null;
}
