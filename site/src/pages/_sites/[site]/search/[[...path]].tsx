/**
 * Every search route of spec §2 (`/search`, `/search/{type}-cars`, `/search/{make}/{model}`, ...):
 * the first page is rendered per request from the engine (fresh stock, SEO), then refinement
 * runs in the browser through /api/search. The proxy rewrites `{tenant host}/search/...` here.
 */
import type { GetServerSideProps } from 'next';
import { SearchPage } from '@/features/search/SearchPage';
import { loadSearchPage, type SearchPageProps } from '@/features/search/loadSearchPage';
import { ISLAND_PAGE_PROP } from '@/islands/islandPage';
import { sendPublicCache, tenantFromRequest } from '@/features/tenant/tenantFromRequest';

/** Route parameters Next adds to the query; the rest is the search state. */
const ROUTE_PARAMS = ['site', 'path'];

/** An island page (src/islands/islandPage.tsx): no Next.js runtime in the browser. */
type Props = SearchPageProps & { [ISLAND_PAGE_PROP]: true };

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res, resolvedUrl }) => {
  // Only through the proxy's rewrite: the host's tenant must be the path's (issue 9).
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant || tenant.slug !== params?.site) return { notFound: true };
  const query = new URLSearchParams(resolvedUrl.split('?')[1] ?? '');
  for (const key of ROUTE_PARAMS) query.delete(key);
  const segments = Array.isArray(params?.path) ? params.path : [];
  const result = await loadSearchPage({
    slug: tenant.slug,
    segments,
    rawQuery: query.toString(),
  });
  if (result.kind === 'not-found') return { notFound: true };
  // Shared caches may keep a page briefly; stock changes show within a minute.
  sendPublicCache(res, 'public, s-maxage=15, stale-while-revalidate=60');
  return { props: { ...result.props, [ISLAND_PAGE_PROP]: true } };
};

export default SearchPage;
