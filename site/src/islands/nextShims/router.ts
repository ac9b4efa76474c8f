/**
 * `next/router` for islands (build-islands.mjs aliases it): an island page has no Next.js
 * runtime, so navigation is the browser's own. Only what the site's island code uses.
 */
type Url = string | { pathname?: string; query?: Record<string, string | string[] | undefined>; hash?: string };

function hrefOf(url: Url): string {
  if (typeof url === 'string') return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(url.query ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, one);
  }
  const query = search.toString();
  return `${url.pathname ?? window.location.pathname}${query ? `?${query}` : ''}${url.hash ? `#${url.hash}` : ''}`;
}

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

const noop = () => {};

const router = {
  get asPath() {
    return `${window.location.pathname}${window.location.search}`;
  },
  get pathname() {
    return window.location.pathname;
  },
  get query() {
    return queryOf(window.location.search);
  },
  isReady: true,
  isFallback: false,
  events: { on: noop, off: noop, emit: noop },
  push(url: Url) {
    window.location.assign(hrefOf(url));
    return Promise.resolve(true);
  },
  replace(url: Url) {
    window.location.replace(hrefOf(url));
    return Promise.resolve(true);
  },
  prefetch: () => Promise.resolve(),
  back: () => window.history.back(),
};

export function useRouter() {
  return router;
}

export default router;
