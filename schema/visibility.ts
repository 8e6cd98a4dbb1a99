import { registerEnumType } from 'type-graphql';
import type { Visibility } from '../src/entities/index.js';

/** Who may see a status: a status's visibility and an account's default one (its own file: both types use it). */
export const StatusVisibility = {
  PUBLIC: 'public',
  UNLISTED: 'unlisted',
  PRIVATE: 'private',
  DIRECT: 'direct',
} as const satisfies Record<Uppercase<Visibility>, Visibility>;
registerEnumType(StatusVisibility, {
  name: 'Visibility',
  description:
    'PUBLIC: everyone, on public timelines; UNLISTED: everyone, off public timelines; PRIVATE: followers and mentioned accounts; DIRECT: mentioned accounts only.',
  valuesConfig: {
    PUBLIC: { description: 'Anyone, on the public timelines too.' },
    UNLISTED: { description: 'Anyone, but not on the public timelines.' },
    PRIVATE: { description: "The author's followers and the mentioned accounts." },
    DIRECT: { description: 'The mentioned accounts only.' },
  },
});
