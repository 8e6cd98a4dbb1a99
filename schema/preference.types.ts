import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { Visibility } from '../src/entities/index.js';
import { StatusVisibility } from './visibility.js';

export enum ExpandMedia {
  DEFAULT = 'default',
  SHOW_ALL = 'show_all',
  HIDE_ALL = 'hide_all',
}

registerEnumType(ExpandMedia, {
  name: 'ExpandMedia',
  description: 'How a client shows media behind a sensitivity warning.',
  valuesConfig: {
    DEFAULT: { description: 'Hidden when marked sensitive.' },
    SHOW_ALL: { description: 'Always shown.' },
    HIDE_ALL: { description: 'Always hidden.' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: "The caller's posting and reading defaults (Mastodon's Preferences), as clients apply them.",
})
export class Preferences {
  @Field(() => StatusVisibility, { description: 'The visibility of a new status when none is given.' })
  postingDefaultVisibility!: Visibility;
  @Field({ description: 'Whether new statuses are marked sensitive.' }) postingDefaultSensitive!: boolean;
  @Field(() => String, { nullable: true, description: 'The language of new statuses (null: none set).' })
  postingDefaultLanguage!: string | null;
  @Field(() => ExpandMedia, { description: 'How to show sensitive media.' }) readingExpandMedia!: ExpandMedia;
  @Field({ description: 'Whether to open content warnings at once.' }) readingExpandSpoilers!: boolean;
}
