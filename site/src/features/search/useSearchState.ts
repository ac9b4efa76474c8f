/**
 * The URL is the search state (architecture: InstantSearch routing). The state is read from the
 * address on every render, so back, forward and reload restore it; changes push a new address
 * (the page stays, results come from /api/search: useSearchResult below).
 */
import { useCallback, useEffect, useState } from 'react';
import { mergeRefinements, searchLocation, type Refinements } from '@dealer/domain';
import { parseSearchParams, toSearchParams, type SearchState } from '@dealer/stock-search';
import { pushSearchUrl, useCurrentUrl, visiblePathname } from './searchUrlStore';
import type { SearchPageResult } from './searchPageResult';

export interface SearchLocation {
  /** Visible path, e.g. `/search/used-cars`. */
  pathname: string;
  pathRefinements: Refinements;
  state: SearchState;
  /** Query string of the whole state: the /api/search query and its answer's key. */
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

/**
 * Answers already fetched, by key, for the page's life (back and forward show them at once, as
 * stock changes show on the next page load); the 50 most recent.
 */
const answers = new Map<string, SearchPageResult>();
const ANSWERS_KEPT = 50;

function remember(key: string, result: SearchPageResult) {
  answers.delete(key);
  answers.set(key, result);
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
}

/**
 * The answer for `key`: the server's first page for `initialKey` (no second request for it),
 * a kept answer, or one fetched now. While one loads, or after it failed, the last answer shown
 * stays (spec §7: a loading or failed search keeps the previous hits and facets). A small hook
 * of our own instead of SWR, which used none of its revalidation and was 5 KB of the search
 * page's first-load JavaScript (issue 11).
 */
export function useSearchResult(key: string, initialKey: string, initialResult: SearchPageResult) {
  const known = key === initialKey ? initialResult : answers.get(key);
  const [shown, setShown] = useState(known ?? initialResult);
  const [failed, setFailed] = useState<{ key: string; error: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const kept = key === initialKey ? initialResult : answers.get(key);
    if (kept) {
      setShown(kept);
      return;
    }
    // Only the answer for the address the shopper is on now is shown; earlier ones are kept.
    let current = true;
    fetchSearch(key).then(
      (result) => {
        remember(key, result);
        if (!current) return;
        setShown(result);
        setFailed(null);
      },
      (error: unknown) => {
        if (current) setFailed({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, initialKey, initialResult]);

  const error = failed?.key === key ? failed.error : null;
  return {
    result: known ?? shown,
    loading: !known && !error,
    error,
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
  };
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
  const answer = useSearchResult(location.key, initialKey, initialResult);

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

  return {
    location,
    result: answer.result,
    loading: answer.loading,
    error: answer.error,
    retry: answer.retry,
    hrefFor,
    navigate,
    refine,
  };
}

/** `refinementList` helpers for components. */
export const refinementsOf = (state: SearchState): Refinements => state.refinements ?? {};
