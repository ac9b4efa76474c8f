/**
 * A tenant's base search filters as staff type them in the CMS: `attribute:value[,value]`
 * (`car_type:used`, `make:Toyota,Mazda`). Applied to every search of the tenant's site.
 */
import { REFINABLE } from '../schema/fields';
import type { TenantScope } from '../port';

export type BaseFilter = { attribute: string; values: string[] };

/** The filter, or the reason it is not one (shown to staff under the field). */
export function parseBaseFilter(filter: string): BaseFilter | { error: string } {
  const at = filter.indexOf(':');
  const attribute = filter.slice(0, Math.max(at, 0)).trim();
  const values = filter
    .slice(at + 1)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (at < 1 || values.length === 0) return { error: `"${filter}" is not attribute:value[,value] (e.g. car_type:used).` };
  if (!REFINABLE.has(attribute)) return { error: `"${attribute}" is not a filter attribute.` };
  return { attribute, values };
}

/** Refinements from a list of base filters; unusable ones are skipped with a warning. */
export function baseRefinementsOf(filters: readonly string[]): Record<string, string[]> {
  const refinements: Record<string, string[]> = {};
  for (const filter of filters) {
    const parsed = parseBaseFilter(filter);
    if ('error' in parsed) {
      console.warn(`Ignoring base search filter: ${parsed.error}`);
      continue;
    }
    refinements[parsed.attribute] = [...(refinements[parsed.attribute] ?? []), ...parsed.values];
  }
  return refinements;
}

/** Days a sold car stays listed (Just Sold) when the tenant sets none (spec §4). */
export const DEFAULT_SOLD_LISTING_DAYS = 3;

/**
 * A tenant's search scope from its settings: the site's searches and the CMS's saved-search alerts
 * read stock through the same one. Level 0 switches the base filters off (docs/decisions.md).
 */
export function tenantScope(
  tenant: string,
  settings: { soldListingDays?: number | null; baseFilterLevel?: number | null; baseSearchFilters?: readonly string[] | null } = {},
): TenantScope {
  return {
    tenant,
    soldListingDays: settings.soldListingDays ?? DEFAULT_SOLD_LISTING_DAYS,
    baseRefinements: settings.baseFilterLevel === 0 ? {} : baseRefinementsOf(settings.baseSearchFilters ?? []),
  };
}
