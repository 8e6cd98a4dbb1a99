import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Account } from './account.types.js';
import { PageOf } from './page.types.js';

/** Why an account is suggested. */
export enum SuggestionSource {
  STAFF = 'staff',
  GLOBAL = 'global',
}
registerEnumType(SuggestionSource, {
  name: 'SuggestionSource',
  description: 'Why an account is suggested.',
  valuesConfig: {
    STAFF: { description: 'An admin or moderator of this server.' },
    GLOBAL: { description: 'Among the most followed accounts of this server.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'An account suggested to follow, and why.' })
export class Suggestion {
  @Field(() => SuggestionSource, { description: 'Why it is suggested.' }) source!: SuggestionSource;
  @Field(() => Account, { description: 'The account.' }) account!: unknown;
}

@ObjectType({ description: 'A page of suggested accounts, in suggestion order (position cursors).' })
export class SuggestionPage extends PageOf(Suggestion) {}
