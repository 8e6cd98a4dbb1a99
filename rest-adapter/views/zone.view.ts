import type { Data } from '../types.js';

export const ZONE_SUMMARY_FIELDS = 'id origin serial recordCount';

/** The zone summary of an upload reply. */
export function zoneSummaryView(z: Data) {
  return { id: Number(z.id), origin: z.origin, serial: z.serial, record_count: z.recordCount };
}
