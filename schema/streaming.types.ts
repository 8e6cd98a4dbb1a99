import { registerEnumType } from 'type-graphql';

/** The timelines `statusAdded` follows, as the streaming API's user, public, public:local and hashtag streams. */
export enum StreamTimeline {
  HOME = 'home',
  PUBLIC = 'public',
  LOCAL = 'local',
  TAG = 'tag',
}

registerEnumType(StreamTimeline, {
  name: 'StreamTimeline',
  description: 'home (needs a user), public, local (public, this instance only), tag (give `tag`).',
});
