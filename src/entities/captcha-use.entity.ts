import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A captcha token already answered (each is good once); kept until the captcha would have expired anyway. */
@Entity({ tableName: 'captcha_uses' })
export class CaptchaUse {
  @PrimaryKey({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
