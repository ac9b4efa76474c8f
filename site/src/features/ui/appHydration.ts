import { useSyncExternalStore } from 'react';

/** Called once by `_app` when the page has hydrated (see HydrationMarker); browser tests wait for the attribute. */
export function markAppHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

const neverChanges = () => () => {};

/**
 * Whether React is hydrating this component from the server's HTML right now (React reads the
 * server snapshot only while it hydrates). Not the same as "the first hydration is not over":
 * a boundary React switches to client rendering during it (one still waiting for its streamed
 * HTML to be revealed when a re-render right after hydration reaches it) renders with no server HTML
 * under it, and a part that kept "the server's HTML" there kept nothing (the footer vanished
 * on about one search page load in ten on a 2-core machine).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
