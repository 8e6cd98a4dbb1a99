import { graphql } from '../gql/index.js';
import type { ZoneSummaryFragment } from '../gql/graphql.js';
import { entity, integer, nullable, object, string } from '../reply-schema.js';

export const ZONE_SUMMARY_FRAGMENT = graphql(`fragment ZoneSummary on Zone { id origin serial recordCount }`);

/** The zone summary of an upload reply. */
export function zoneSummaryView(z: ZoneSummaryFragment) {
  return { id: Number(z.id), origin: z.origin, serial: z.serial, record_count: z.recordCount };
}

/** JSON Schema of `zoneSummaryView`'s reply. */
export const ZoneSummary = entity(
  'ZoneSummary',
  object({ id: integer, origin: string, serial: nullable(integer), record_count: integer }),
);
