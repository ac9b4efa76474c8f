/**
 * What a tenant's sitemap lists (issue 12 "SEO per tenant"), read through the CMS's REST API and
 * the stock search: its published pages, blog articles, visible locations and every listed car. Kept five
 * minutes per tenant (one load at a time): crawlers read it rarely, and a car listed or sold
 * shows within that.
 */
import { LRUCache } from 'lru-cache';
import { carIndexable, sitemapEntries, type RouteFacts, type SitemapEntry } from '@dealer/domain';
import { loadSiteAndPages } from '@/features/tenant/loadSite';
import { loadLocations } from '@/features/content/loadContent';
import { stockSearch, tenantScope } from '@/features/search/stockSearchServer';
import { loadBlogArticlePaths } from '@/features/blog/loadBlog';

/** Cars read per stock query: the engines' largest page (MAX_HITS_PER_PAGE in @dealer/stock-search). */
const CAR_PAGE_SIZE = 250;

async function listedCars(slug: string, settings: Parameters<typeof tenantScope>[1]): Promise<Array<{ slug: string }>> {
  const scope = tenantScope(slug, settings);
  const now = new Date();
  const cars: Array<{ slug: string }> = [];
  for (let page = 1; ; page += 1) {
    const result = await stockSearch().search({ scope, page, hitsPerPage: CAR_PAGE_SIZE, facets: [], sort: 'newest', now });
    // A tenant may list sold cars longer than a week; their pages are gone for search engines by then.
    for (const hit of result.hits)
      if (carIndexable({ status: hit.status, soldAt: hit.sold_date_timestamp }, now)) cars.push({ slug: hit.slug });
    if (result.hits.length < CAR_PAGE_SIZE || page * CAR_PAGE_SIZE >= result.found) return cars;
  }
}

async function loadSitemap(slug: string): Promise<SitemapEntry[] | 'none'> {
  const loaded = await loadSiteAndPages(slug);
  if (!loaded) return 'none';
  const { site, pages } = loaded;
  const facts: RouteFacts = { features: site.config.features, template: site.tenant.template };
  const [locations, cars, articles] = await Promise.all([
    loadLocations(site.tenant.id),
    listedCars(slug, site.config.settings),
    loadBlogArticlePaths(site.tenant.id),
  ]);
  return sitemapEntries(facts, {
    pages,
    articles,
    locations: locations.map((location) => location.slug),
    cars,
  });
}

const sitemaps = new LRUCache<string, SitemapEntry[] | 'none'>({
  max: 100,
  ttl: 5 * 60_000,
  fetchMethod: (slug) => loadSitemap(slug),
});

/** The sitemap entries of a tenant (slug from `tenantFromRequest`), or null when there is none. */
export async function tenantSitemap(slug: string): Promise<SitemapEntry[] | null> {
  const entries = await sitemaps.fetch(slug);
  return !entries || entries === 'none' ? null : entries;
}
