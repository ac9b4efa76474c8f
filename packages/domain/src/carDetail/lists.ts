/**
 * Collapsible lists on the car detail page (spec §4, §9): specification lists show the first 4 with
 * Show More / Show Less; feature lists show 8 until Show All is pressed (then all, with no way back).
 */

export const SPEC_LIST_LIMIT = 4;
export const FEATURE_LIST_LIMIT = 8;
export const SHOW_MORE = 'Show More';
export const SHOW_LESS = 'Show Less';
export const SHOW_ALL = 'Show All';

export interface CollapsibleListView<T> {
  items: T[];
  hiddenCount: number;
  /** The toggle's label, or null for no toggle. */
  toggleLabel: typeof SHOW_MORE | typeof SHOW_LESS | typeof SHOW_ALL | null;
}

/** Spec lists: first 4, then Show More; expanded, all with Show Less. No toggle for 4 or fewer. */
export function specListView<T>(rows: readonly T[], expanded: boolean, limit = SPEC_LIST_LIMIT): CollapsibleListView<T> {
  if (rows.length <= limit) return { items: [...rows], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { items: [...rows], hiddenCount: 0, toggleLabel: SHOW_LESS };
  return { items: rows.slice(0, limit), hiddenCount: rows.length - limit, toggleLabel: SHOW_MORE };
}

type FeatureItem = string | { item?: string | null } | null | undefined;

/** Feature texts, blank and 'null' ones dropped; accepts strings or the CMS's `{ item }` rows. */
export function featureNames(features: readonly FeatureItem[] | null | undefined): string[] {
  return (features ?? [])
    .map((feature) => (typeof feature === 'string' ? feature : (feature?.item ?? '')).trim())
    .filter((name) => name !== '' && name !== 'null');
}

/** Feature lists: 8 until Show All is pressed. */
export function featureListView(
  features: readonly FeatureItem[] | null | undefined,
  showAll: boolean,
  limit = FEATURE_LIST_LIMIT,
): CollapsibleListView<string> {
  const names = featureNames(features);
  if (showAll || names.length <= limit) return { items: names, hiddenCount: 0, toggleLabel: null };
  return { items: names.slice(0, limit), hiddenCount: names.length - limit, toggleLabel: SHOW_ALL };
}
