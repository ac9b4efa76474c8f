/**
 * The URL is the search state (architecture: InstantSearch routing). The state is read from the
 * address on every render, so back, forward and reload restore it; changes push a new address
 * (the page stays, results come from /api/search through SWR).
 */
import { useCallback } from 'react';
import useSWR from 'swr';
import { mergeRefinements, searchLocation, type Refinements } from '@dealer/domain';
import { parseSearchParams, toSearchParams, type SearchState } from '@dealer/stock-search';
import { pushSearchUrl, useCurrentUrl, visiblePathname } from './searchUrlStore';
import type { SearchPageResult } from './searchPageResult';

export interface SearchLocation {
  /** Visible path, e.g. `/search/used-cars`. */
  pathname: string;
  pathRefinements: Refinements;
  state: SearchState;
  /** Query string of the whole state: the SWR key and the /api/search query. */
  key: string;
}

export function readSearchLocation(asPath: string, basePath: string, basePathRefinements: Refinements): SearchLocation {
  const pathname = visiblePathname(asPath);
  // Shallow pushes only ever move between the page's own path and /search (see searchLocation).
  const pathRefinements = pathname === basePath ? basePathRefinements : {};
  const raw = asPath.split('#')[0]?.split('?')[1] ?? '';
  const parsed = parseSearchParams(raw);
  const shopper: SearchState = parsed.ok ? parsed.state : {};
  const state: SearchState = { ...shopper, refinements: mergeRefinements(pathRefinements, shopper.refinements) };
  return { pathname, pathRefinements, state, key: toSearchParams(state) };
}

export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

async function fetchSearch(key: string): Promise<SearchPageResult> {
  const response = await fetch(`/api/search${key ? `?${key}` : ''}`, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new SearchRequestError(body?.error ?? `Search answered ${response.status}`, response.status);
  }
  return (await response.json()) as SearchPageResult;
}

export function useSearchState(
  initialUrl: string,
  basePath: string,
  basePathRefinements: Refinements,
  initialKey: string,
  initialResult: SearchPageResult,
) {
  const url = useCurrentUrl(initialUrl);
  const location = readSearchLocation(url, basePath, basePathRefinements);

  const swr = useSWR<SearchPageResult, Error>(['search', location.key], ([, key]: [string, string]) => fetchSearch(key), {
    // The server rendered the first page: no second request for it.
    fallbackData: location.key === initialKey ? initialResult : undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Spec §7: a loading or failed search keeps the previous hits and facets.
    keepPreviousData: true,
    shouldRetryOnError: false,
  });

  /** The address of a state, from wherever the shopper is now. */
  const hrefFor = useCallback(
    (next: SearchState) => {
      const current = readSearchLocation(url, basePath, basePathRefinements);
      const target = searchLocation(current.pathname, current.pathRefinements, next.refinements ?? {});
      const query = toSearchParams({ ...next, refinements: target.refinements });
      return `${target.pathname}${query ? `?${query}` : ''}`;
    },
    [url, basePath, basePathRefinements],
  );

  const navigate = useCallback((next: SearchState) => pushSearchUrl(hrefFor(next)), [hrefFor]);

  /** A new filter state: refinements and ranges drop the page (spec §4). */
  const refine = useCallback((next: SearchState) => navigate({ ...next, page: undefined }), [navigate]);

  const result = swr.data ?? initialResult;
  return {
    location,
    result,
    loading: swr.isValidating || swr.isLoading,
    error: swr.error ?? null,
    retry: () => void swr.mutate(),
    hrefFor,
    navigate,
    refine,
  };
}

/** `refinementList` helpers for components. */
export const refinementsOf = (state: SearchState): Refinements => state.refinements ?? {};
