/**
 * The result count (spec §9): counts above 1999 are replaced by the stock total or the summed
 * facet counts. The Show Me N cars button pushes to the search path (spec §2).
 */
import type { Locale } from '../config/siteConfig';
import { formatWholeNumber } from '../carCard/format';

export const RESULT_COUNT_CAP = 1999;

export interface CountFallbacks {
  /** The tenant's stock total, when known: used first. */
  stockTotal?: number | null;
  /** The counts of one facet (e.g. car_type) whose sum is every matching car. */
  facetCounts?: ReadonlyArray<{ count: number }> | null;
}

export function displayedResultCount(count: number, fallbacks: CountFallbacks = {}): number {
  if (count <= RESULT_COUNT_CAP) return count;
  if (typeof fallbacks.stockTotal === 'number' && Number.isFinite(fallbacks.stockTotal)) return fallbacks.stockTotal;
  if (fallbacks.facetCounts && fallbacks.facetCounts.length > 0) return fallbacks.facetCounts.reduce((sum, facet) => sum + facet.count, 0);
  return count;
}

/** `Show Me 1,234 cars` (spec wording, kept for every N). */
export function showMeCarsLabel(count: number, locale: Locale = 'en-AU'): string {
  return `Show Me ${formatWholeNumber(count, locale)} cars`;
}
