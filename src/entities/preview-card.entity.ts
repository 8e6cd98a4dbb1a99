import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * A link preview, cached by the URL linked (Mastodon's PreviewCard): what the page's OpenGraph or Twitter tags
 * said when it was fetched. A page without a title, or one that could not be fetched, is kept without a title
 * (no card) so it is not fetched again for every status linking it.
 */
@Entity({ tableName: 'preview_cards' })
export class PreviewCard {
  @PrimaryKey({ type: 'text' })
  url!: string;

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'text', default: '' })
  description: Opt<string> = '';

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  @Property({ type: 'text', default: '' })
  providerName: Opt<string> = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  fetchedAt: Opt<Date> = new Date();
}
