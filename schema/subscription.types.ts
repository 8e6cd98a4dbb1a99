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
  valuesConfig: {
    HOME: { description: "The caller's home timeline (the streaming API's user stream)." },
    PUBLIC: { description: 'The public timeline.' },
    LOCAL: { description: "The public timeline of this instance's accounts." },
    TAG: { description: 'A hashtag timeline: give `tag`.' },
  },
});
