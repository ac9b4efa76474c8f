/**
 * Search history (spec §3, §9): the last 5 searches (selected filters plus path), kept on the
 * device under a key prefixed by the tenant (spec §3 "keys prefixed by dealership slug or id").
 */
import { useEffect, useId, useState } from 'react';
import NextLink from 'next/link';
import { styled } from '@/features/theme/styled';
import { searchHistoryKey } from '@/features/shoppers/deviceStore';
import { addToSearchHistory, parseSearchHistory, splitMakeModel, type SearchHistoryEntry } from '@dealer/domain';
import { valueLabel } from './labels';

function read(tenant: string): SearchHistoryEntry[] {
  try {
    return parseSearchHistory(JSON.parse(window.localStorage.getItem(searchHistoryKey(tenant)) ?? '[]'));
  } catch (error) {
    // Unreadable or blocked storage: start again rather than break the page.
    console.warn(`Search history could not be read: ${(error as Error).message}`);
    return [];
  }
}

/** Records the current search (when it has filters) and returns the history to show. */
export function useSearchHistory(tenant: string, entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  const key = JSON.stringify(entry);
  useEffect(() => {
    const current = JSON.parse(key) as SearchHistoryEntry;
    let next = read(tenant);
    if (Object.keys(current.filters).length > 0) {
      next = addToSearchHistory(next, current);
      try {
        window.localStorage.setItem(searchHistoryKey(tenant), JSON.stringify(next));
      } catch (error) {
        console.warn(`Search history could not be saved: ${(error as Error).message}`);
      }
    }
    setHistory(next);
  }, [tenant, key]);
  return history;
}

export function describeFilters(filters: Record<string, string[]>): string {
  const parts: string[] = [];
  for (const [attribute, values] of Object.entries(filters)) {
    if (attribute === 'make' && filters.make_model?.length) continue;
    for (const value of values)
      parts.push(
        attribute === 'make_model' ? `${splitMakeModel(value).make} ${splitMakeModel(value).model}` : valueLabel(attribute, value),
      );
  }
  return parts.join(', ') || 'All stock';
}

const HistoryRoot = styled('section')(({ theme }) => ({
  marginTop: 16,
  h2: { margin: 0, fontSize: '1rem', fontWeight: 700, lineHeight: 1.75 },
  ul: { margin: 0, paddingLeft: 20 },
  a: { fontSize: '0.875rem', lineHeight: 1.43, color: theme.palette.primary.main },
}));

export function SearchHistoryList({ history, currentPath }: { history: SearchHistoryEntry[]; currentPath: string }) {
  const headingId = useId();
  const others = history.filter((entry) => entry.path !== currentPath);
  if (others.length === 0) return null;
  return (
    <HistoryRoot aria-labelledby={headingId} data-testid={headingId}>
      <h2 id={headingId}>Recent searches</h2>
      <ul>
        {others.map((entry) => (
          <li key={entry.path}>
            <NextLink href={entry.path} prefetch={false}>
              {describeFilters(entry.filters)}
            </NextLink>
          </li>
        ))}
      </ul>
    </HistoryRoot>
  );
}

/** Records the search being shown and lists the others (client only: it reads device storage). */
export function RecentSearches({ tenant, path, filters }: { tenant: string; path: string; filters: Record<string, string[]> }) {
  const history = useSearchHistory(tenant, { path, filters });
  return <SearchHistoryList history={history} currentPath={path} />;
}
