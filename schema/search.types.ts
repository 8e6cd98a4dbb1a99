import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { SearchType as Type } from '../src/search/search.service.js';
import { Account } from './account.types.js';
import { Status } from './status.types.js';
import { Tag } from './tag.types.js';

export const SearchType = {
  ACCOUNTS: 'accounts',
  STATUSES: 'statuses',
  HASHTAGS: 'hashtags',
} as const satisfies Record<Uppercase<Type>, Type>;
registerEnumType(SearchType, {
  name: 'SearchType',
  description: 'What to search for (all three when absent).',
  valuesConfig: {
    ACCOUNTS: { description: 'Accounts.' },
    HASHTAGS: { description: 'Hashtags.' },
    STATUSES: { description: 'Statuses the caller may see.' },
  },
});

@ObjectType({ description: 'What a search found: accounts, statuses the viewer may see, hashtags.' })
export class SearchResults {
  @Field(() => [Account], { description: 'Accounts by nickname, nickname@host or display name.' }) accounts!: unknown[];
  @Field(() => [Status], { description: 'Statuses whose text matches (full-text search), newest first.' })
  statuses!: unknown[];
  @Field(() => [Tag], { description: 'Hashtags used here that begin with the query.' }) hashtags!: Tag[];
}
