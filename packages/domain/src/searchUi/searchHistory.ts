/**
 * Search history (spec §3, §9): an entry is the selected filters plus the path; the last 5
 * searches are kept, newest first, without duplicates. Pure: the caller stores the array.
 */

export const SEARCH_HISTORY_LIMIT = 5;

export interface SearchHistoryEntry {
  path: string;
  filters: Record<string, string[]>;
}

/** Same path and same filters (order of attributes and values does not matter). */
export function searchHistoryKey(entry: SearchHistoryEntry): string {
  const filters = Object.keys(entry.filters)
    .filter((attribute) => (entry.filters[attribute] ?? []).length > 0)
    .sort()
    .map((attribute) => [attribute, [...(entry.filters[attribute] ?? [])].sort()]);
  return JSON.stringify([entry.path, filters]);
}

/** The history with `entry` first; an earlier equal search is moved, not repeated; at most 5. */
export function addToSearchHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  const key = searchHistoryKey(entry);
  return [entry, ...history.filter((item) => searchHistoryKey(item) !== key)].slice(0, limit);
}

export function removeFromSearchHistory(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const key = searchHistoryKey(entry);
  return history.filter((item) => searchHistoryKey(item) !== key);
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const { path, filters } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return false;
  return Object.values(filters).every((values) => Array.isArray(values) && values.every((v) => typeof v === 'string'));
}

/** Reads a stored history (e.g. parsed from device storage): invalid entries dropped, duplicates removed, at most 5. */
export function parseSearchHistory(raw: unknown, limit = SEARCH_HISTORY_LIMIT): SearchHistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const entries: SearchHistoryEntry[] = [];
  for (const value of raw) {
    if (!isEntry(value)) continue;
    const key = searchHistoryKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ path: value.path, filters: value.filters });
    if (entries.length === limit) break;
  }
  return entries;
}
