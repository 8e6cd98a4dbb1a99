import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from './page.types.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A domain the caller hides: its accounts, statuses and notifications.',
})
export class DomainBlock {
  @Field(() => ID, { description: 'The block, the cursor of its page.' }) id!: number;
  @Field({ description: 'The domain, lower-case ASCII (an IDN as punycode), with its port if it has one.' })
  domain!: string;
  @Field({ description: 'When the caller blocked it.' }) createdAt!: Date;
}

@ObjectType({ description: 'A page of the domains the caller blocks, newest first.' })
export class DomainBlockPage extends PageOf(DomainBlock) {}
