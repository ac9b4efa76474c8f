/**
 * A tenant's `sitemap.xml` and `robots.txt` (issue 12 "SEO per tenant"): the content pages it has
 * (routeAvailability decides), its CMS pages, locations and every listed car, on its own origin.
 * Past 50,000 URLs (sitemaps.org's limit per file) `/sitemap.xml` is an index of
 * `/sitemap-{n}.xml` parts.
 */
import { routeEnabled, type RouteFacts } from './routeAvailability';
import { pathOfPageSlug } from './siteRoutes';

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Site path, e.g. `/cars/2021-mazda-cx-5`. */
  path: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string | null;
}

/** Pages every tenant has content for (no CMS page of their own), when its flags give it the route. */
export const SITEMAP_ROUTES = [
  '/',
  '/search/new-used-and-demo-cars',
  '/search/new-cars',
  '/search/demo-cars',
  '/search/used-cars',
  '/offers',
  '/models',
  '/contact',
  '/pages/faqs',
  '/book-test-drive',
  '/finance',
  '/trade-in',
  '/sell-my-car',
] as const;

export interface SitemapSource {
  /** Published CMS pages of the tenant. */
  pages: Array<{ slug: string; updatedAt?: string | null }>;
  /** Published blog articles (`/blog/{category}/{slug}`); their categories' listings come as pages (`blog-{category}`). */
  articles?: Array<{ path: string; updatedAt?: string | null }>;
  /** Visible locations' slugs. */
  locations: string[];
  /** Listed cars (in stock, or sold within the listing window). */
  cars: Array<{ slug: string; updatedAt?: string | null }>;
}

/** Every path of a tenant's sitemap, each once, in a stable order: routes, pages, articles, locations, cars. */
export function sitemapEntries(facts: RouteFacts, source: SitemapSource): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (entry: SitemapEntry) => {
    if (routeEnabled(entry.path, facts) && !entries.has(entry.path)) entries.set(entry.path, entry);
  };
  for (const path of SITEMAP_ROUTES) add({ path });
  for (const page of source.pages) {
    const path = pathOfPageSlug(page.slug);
    // The home page's CMS document dates the home route.
    if (path === '/') entries.set('/', { path: '/', lastmod: page.updatedAt ?? null });
    else add({ path, lastmod: page.updatedAt ?? null });
  }
  for (const article of source.articles ?? []) add({ path: article.path, lastmod: article.updatedAt ?? null });
  for (const slug of source.locations) add({ path: `/locations/${encodeURIComponent(slug)}` });
  for (const car of source.cars) add({ path: `/cars/${encodeURIComponent(car.slug)}`, lastmod: car.updatedAt ?? null });
  return [...entries.values()];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A W3C date-time without milliseconds (what sitemaps.org's schema accepts), or null. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** How many files the entries take: 1 is a plain sitemap, more is an index of parts. */
export const sitemapPartCount = (total: number, max = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(total / max));

/** A `<urlset>` of entries (at most `max` of them: callers pass one part). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = w3cDate(entry.lastmod);
    return `<url><loc>${xmlEscape(origin + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of a sitemap split into `parts` files, `/sitemap-1.xml` … */
export function sitemapIndexXml(origin: string, parts: number): string {
  const items = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Part `part` (1-based) of the entries, or null past the last. */
export function sitemapPart<T>(entries: readonly T[], part: number, max = SITEMAP_MAX_URLS): T[] | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(entries.length, max)) return null;
  return entries.slice((part - 1) * max, part * max);
}

/** Paths crawlers have no business in: a shopper's own pages, forms' ends, the API. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/sign-in',
  '/watchlist',
  '/success',
  '/checkout-journey',
  '/cars/*/checkout',
  '/cars/*/buy-online',
  '/personalised/',
] as const;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
