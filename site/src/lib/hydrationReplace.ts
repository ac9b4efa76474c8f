/**
 * Once a static (ISR) page has mounted, Next.js (pages router) calls `router.replace(…, { _h: 1 })`
 * whenever a middleware matches its path, and ours (proxy.ts) matches every page: it rewrites
 * `{host}/path` to `/_sites/{tenant}/path`. With a middleware match that replace is not shallow, so
 * the browser fetched the page's data again (`/_next/data/…/page.json`, which can start a
 * regeneration on the server) and re-rendered the whole page with the same props. The rewrite
 * adds only the `site` param the page already has, so:
 * - without a query string there is nothing to update and the replace is skipped (`isReady` is
 *   already true then);
 * - with one, the replace stays but is shallow: it fills `router.query`, which pages read.
 * A fallback page (none here) keeps Next.js's own behaviour: it has no data yet.
 */
import { createElement, type ComponentType } from 'react';
import NextRouter, { type Router } from 'next/router';

/** What the patch touches of Next.js's router; `_h` is Next.js's internal hydration flag. */
type HydratingRouter = Pick<Router, 'isFallback' | 'replace'>;
type ReplaceOptions = Parameters<Router['replace']>[2] & { _h?: number };

const patched = new WeakSet<object>();

export function skipHydrationRefetch(router: HydratingRouter | null | undefined, search: string): void {
  if (!router || patched.has(router)) return;
  patched.add(router);
  const replace = router.replace.bind(router);
  router.replace = (url, as, options?: ReplaceOptions) => {
    if (options?._h !== 1 || router.isFallback) return replace(url, as, options);
    return search ? replace(url, as, { ...options, shallow: true }) : Promise.resolve(true);
  };
}

/**
 * A static page's component for its route file (`export default staticPage(TradeInPage)`): its first
 * render, which comes before Next.js's replace (made once the page has mounted), applies the above.
 * Per static page, not in `_app`: server-rendered pages (search, car) have no hydration replace.
 */
export function staticPage<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function StaticPage(props: P) {
    if (typeof window !== 'undefined') skipHydrationRefetch(NextRouter.router, window.location.search);
    return createElement(Page, props);
  }
  StaticPage.displayName = `staticPage(${Page.displayName ?? Page.name})`;
  return StaticPage;
}
