/**
 * Whether the page's first hydration is over. A component rendered before that is hydrating the
 * server's HTML; one rendered after it (a client-side navigation, a dialog opened later) is not.
 * Islands (LeadFormIsland) hydrate their part later, only while the first hydration is going on.
 */
let hydrated = false;

export function appHydrated(): boolean {
  return hydrated;
}

/** Called once by `_app` when the whole page has hydrated; browser tests wait for the attribute. */
export function markAppHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
}
