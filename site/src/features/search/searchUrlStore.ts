/**
 * The address (and the viewport width) as stores. Search refinements push history entries themselves instead of going
 * through Next's router: its shallow routing does not re-render a second time on a path the proxy
 * rewrites. Next ignores history entries it did not create (no `__N`), so back and forward
 * between them only reach the listeners here; its own entries still restore as page loads.
 */
import { useSyncExternalStore } from 'react';

/** The event a new search address sends on `window` (the results island starts on it). */
export const SEARCH_URL_CHANGE = 'search-url-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_URL_CHANGE, onChange);
  };
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

/** Path and query string of the page; `serverUrl` while rendering on the server and hydrating. */
export function useCurrentUrl(serverUrl: string): string {
  return useSyncExternalStore(subscribe, currentUrl, () => serverUrl);
}

/** A new search address: a history entry of its own, so Back returns to the previous search. */
export function pushSearchUrl(url: string): void {
  if (url === currentUrl()) return;
  window.history.pushState({ searchUrl: url }, '', url);
  window.dispatchEvent(new Event(SEARCH_URL_CHANGE));
}

/** Strips the proxy's `/_sites/{tenant}` prefix, which the server render may see. */
export function visiblePathname(asPath: string): string {
  const pathname = asPath.split(/[?#]/)[0] ?? '/';
  return pathname.replace(/^\/_sites\/[^/]+/, '') || '/';
}

/** Whether the viewport is at least `minWidth` pixels wide; false on the server and while hydrating. */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
