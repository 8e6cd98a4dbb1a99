import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A captcha to answer at registration; `type` is "none" (and nothing else is set) while captcha is off.',
})
export class Captcha {
  @Field({ description: '"native" or "none".' }) type!: string;
  @Field(() => String, { nullable: true, description: 'Sent back as captchaToken.' }) token?: string;
  @Field(() => String, { nullable: true, description: 'The picture, a data:image/png;base64 URL.' }) url?: string;
  @Field(() => String, { nullable: true, description: 'Sent back as captchaAnswerData (the answer, sealed).' })
  answerData?: string;
  @Field(() => Int, { nullable: true, description: 'How long the captcha may be answered, in seconds.' })
  secondsValid?: number;
}
