/**
 * The site's routes (spec §2 "Routes"), matched from path segments. Features that are not
 * built yet still have their route: the page renders the layout and the route's heading.
 */
import { RANGE_BODY_GROUPS, type RangeBodyGroup } from '../navigation/rangeGroups';
import { BLOG_CATEGORY_PATHS, blogCategoryOf, blogCategoryOfContentKey, blogContentKey } from '../blog/blogCategories';
export type RouteKind =
  | 'home'
  | 'search'
  | 'car'
  | 'checkout'
  | 'trade-in'
  | 'finance'
  | 'offers'
  | 'service'
  | 'test-drive'
  | 'contact'
  | 'location'
  | 'models'
  | 'information'
  | 'faqs'
  | 'sign-in'
  | 'watchlist'
  | 'success'
  | 'parts'
  | 'blog';

export interface SiteRoute {
  kind: RouteKind;
  title: string;
  /** Slug of a CMS page whose content this route shows, when there is one. */
  pageSlug?: string;
  params?: Record<string, string>;
  /**
   * The route's content is its CMS page (`pageSlug`) and nothing else: without that page published,
   * the tenant does not have the route (a 404, and no nav entry leads there).
   */
  needsPage?: boolean;
}

const STATIC: Record<string, SiteRoute> = {
  '': { kind: 'home', title: '' },
  search: { kind: 'search', title: 'Search Cars' },
  'search/new-cars': { kind: 'search', title: 'New Cars', params: { car_type: 'new' } },
  'search/demo-cars': { kind: 'search', title: 'Demo Cars', params: { car_type: 'demo' } },
  'search/used-cars': { kind: 'search', title: 'Used Cars', params: { car_type: 'used' } },
  'search/new-and-demo-cars': { kind: 'search', title: 'New and Demo Cars', params: { car_type: 'new,demo' } },
  'search/new-used-and-demo-cars': { kind: 'search', title: 'New, Used and Demo Cars', params: { car_type: 'new,used,demo' } },
  'search/7-seater-cars': { kind: 'search', title: '7 Seater Cars', params: { seats: '7' } },
  'parts/search': { kind: 'parts', title: 'Parts Search' },
  'cars/trade-in': { kind: 'trade-in', title: 'Trade-In Valuation' },
  'checkout-journey': { kind: 'checkout', title: 'Buy Online' },
  'trade-in': { kind: 'trade-in', title: 'Trade-In Valuation' },
  'sell-my-car': { kind: 'trade-in', title: 'Sell My Car' },
  finance: { kind: 'finance', title: 'Finance' },
  'finance-enquiry': { kind: 'finance', title: 'Finance Enquiry' },
  'apply-for-finance': { kind: 'finance', title: 'Apply for Finance' },
  'personalised/finance': { kind: 'finance', title: 'Personalised Finance' },
  'mazda-finance-page': { kind: 'finance', title: 'Mazda Finance', pageSlug: 'mazda-finance-page' },
  'finance-calculator': { kind: 'finance', title: 'Finance Calculator', pageSlug: 'finance-calculator' },
  'assured-finance': { kind: 'finance', title: 'Assured Finance', pageSlug: 'assured-finance', needsPage: true },
  success: { kind: 'success', title: 'Thank You' },
  'special-offers': { kind: 'offers', title: 'Special Offers' },
  offers: { kind: 'offers', title: 'Offers' },
  service: { kind: 'service', title: 'Service', pageSlug: 'service' },
  'vehicle-parts-and-accessories': {
    kind: 'service',
    title: 'Parts & Accessories',
    pageSlug: 'vehicle-parts-and-accessories',
    needsPage: true,
  },
  accessories: { kind: 'service', title: 'Accessories', pageSlug: 'accessories', needsPage: true },
  warranty: { kind: 'service', title: 'Warranty', pageSlug: 'warranty', needsPage: true },
  'roadside-assist': { kind: 'service', title: 'Roadside Assist', pageSlug: 'roadside-assist', needsPage: true },
  'book-test-drive': { kind: 'test-drive', title: 'Book a Test Drive' },
  contact: { kind: 'contact', title: 'Contact Us' },
  'contact-us': { kind: 'contact', title: 'Contact Us' },
  models: { kind: 'models', title: 'Our Range' },
  'sign-in': { kind: 'sign-in', title: 'Sign In' },
  watchlist: { kind: 'watchlist', title: 'My Watchlist' },
  'pages/faqs': { kind: 'faqs', title: 'Frequently Asked Questions' },
  'pages/value-my-car-terms-and-conditions': {
    kind: 'information',
    title: 'Value My Car Terms and Conditions',
    pageSlug: 'value-my-car-terms-and-conditions',
    needsPage: true,
  },
  'value-my-car-terms-and-conditions': {
    kind: 'information',
    title: 'Value My Car Terms and Conditions',
    pageSlug: 'value-my-car-terms-and-conditions',
    needsPage: true,
  },
};

/** Information pages served from the CMS at the site root (spec §2 "Information pages"). */
const INFORMATION_PAGES: Record<string, string> = {
  fleet: 'Fleet',
  'about-us': 'About Us',
  careers: 'Careers',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'diamond-advantage': 'Diamond Advantage',
  buying: 'Buying',
  dealerships: 'Our Dealerships',
};

/** Information pages that show more than their CMS page (a form, the locations). */
const PAGES_WITH_MORE = new Set(['careers', 'dealerships']);

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/i;

/** The route for a path, or null (a 404). */
export function matchSiteRoute(segments: string[]): SiteRoute | null {
  const parts = segments.filter(Boolean);
  if (parts.some((part) => !SEGMENT.test(part))) return null;
  const key = parts.join('/').toLowerCase();
  const known = STATIC[key];
  if (known) return known;
  const [first, second, third] = parts;
  if (parts.length === 1 && first && INFORMATION_PAGES[key]) {
    // Careers shows its form and the dealerships page its locations, with or without a page.
    return { kind: 'information', title: INFORMATION_PAGES[key]!, pageSlug: key, ...(PAGES_WITH_MORE.has(key) ? {} : { needsPage: true }) };
  }
  if (first === 'search' && second) {
    const typeMatch = /^([a-z0-9-]+)-cars$/.exec(second);
    if (parts.length === 2 && typeMatch?.[1])
      return { kind: 'search', title: `${titleCase(typeMatch[1])} Cars`, params: { type: typeMatch[1] } };
    if (parts.length === 2) return { kind: 'search', title: `${titleCase(second)} Cars`, params: { make: second } };
    if (parts.length === 3 && third)
      return { kind: 'search', title: `${titleCase(second)} ${titleCase(third)}`, params: { make: second, model: third } };
  }
  if (first === 'cars' && second) {
    if (parts.length === 2) return { kind: 'car', title: 'Car Details', params: { slug: second } };
    if (parts.length === 3 && third === 'checkout') return { kind: 'checkout', title: 'Reserve Online', params: { slug: second } };
    if (parts.length === 3 && third === 'buy-online') return { kind: 'checkout', title: 'Buy Online', params: { slug: second } };
  }
  if (first === 'models' && second && parts.length === 2) {
    const group = rangeBodyGroupOf(second);
    return group ? { kind: 'models', title: `Our Range: ${group.label}`, params: { body: group.key } } : null;
  }
  if ((first === 'contact-us' || first === 'locations') && second && parts.length === 2) {
    return { kind: 'location', title: titleCase(second), params: { location: second } };
  }
  if (first === 'pages' && second && parts.length === 2) {
    return { kind: 'information', title: titleCase(second), pageSlug: second, needsPage: true };
  }
  if (first === 'blog' && second) {
    // A category's listing exists while it has a published article (its content key, like a page's
    // slug, is among the tenant's published content); its optional CMS page of that key is its intro.
    const category = blogCategoryOf(second);
    if (!category) return null;
    if (parts.length === 2)
      return {
        kind: 'blog',
        title: category.label,
        pageSlug: blogContentKey(category.key),
        needsPage: true,
        params: { category: category.key },
      };
    if (parts.length === 3 && third)
      return { kind: 'blog', title: category.label, params: { category: category.key, article: third.toLowerCase() } };
  }
  return null;
}

/**
 * The path a CMS page (by slug) is shown at: a named route that shows it (`service`, the value-my-car
 * terms under /pages), an information page at the root, `blog-{category}` (a blog category's intro) at
 * /blog/{category}, else /pages/{slug}.
 * `home` is `/`. The inverse of matchSiteRoute's pageSlug (tested both ways).
 */
export function pathOfPageSlug(slug: string): string {
  if (slug === 'home') return '/';
  const named = Object.entries(STATIC).find(([, route]) => route.pageSlug === slug);
  if (named) return `/${named[0]}`;
  if (INFORMATION_PAGES[slug]) return `/${slug}`;
  const category = blogCategoryOfContentKey(slug);
  if (category) return `/blog/${category.key}`;
  return `/pages/${slug}`;
}

/** Routes that show the same content as another: the other is the one search engines index. */
const CANONICAL_ALIASES: Record<string, string> = { 'contact-us': '/contact', 'special-offers': '/offers' };

/**
 * The one path search engines should index for a route's content (its `<link rel="canonical">`): a
 * CMS page at the path the site shows it (`/pages/careers` -> `/careers`), an alias at its main
 * route (`/contact-us` -> `/contact`), else the path itself in lower case; null for no route.
 */
export function canonicalPathOf(segments: string[]): string | null {
  const route = matchSiteRoute(segments);
  if (!route) return null;
  const key = segments.filter(Boolean).join('/').toLowerCase();
  if (CANONICAL_ALIASES[key]) return CANONICAL_ALIASES[key];
  if (route.pageSlug && route.kind === 'information') return pathOfPageSlug(route.pageSlug);
  return `/${key}`;
}

/** A Range body group by its key (`suvs`, `utes` …; spec §2 `/models?body={body-name}`), or null. */
export function rangeBodyGroupOf(key: string | null | undefined): (typeof RANGE_BODY_GROUPS)[number] | null {
  const wanted = key?.toLowerCase();
  return RANGE_BODY_GROUPS.find((group) => group.key === (wanted as RangeBodyGroup)) ?? null;
}

/**
 * `/models?body=suvs` is served from the static page `/models/suvs` (the proxy rewrites it), so
 * the served HTML holds only that group (issue 12). Null when the query names no group: `/models`.
 */
export function modelsPathForQuery(body: string | null | undefined): string | null {
  const group = rangeBodyGroupOf(body);
  return group ? `/models/${group.key}` : null;
}

/**
 * Every statically generated path a tenant's site can have (the catch-all's routes), for a change
 * that touches all of them (the tenant's branding, flags or navigation): the fixed routes, the
 * information pages, the Range groups, its locations' pages and its CMS pages. Search and car pages
 * are rendered per request and are not listed. Paths a tenant does not have answer 404 when
 * regenerated, which is what they answer anyway.
 */
export function tenantStaticPaths({
  pages,
  locations,
  articles = [],
}: {
  pages: readonly string[];
  locations: readonly string[];
  /** Blog article paths (`/blog/{category}/{slug}`). */
  articles?: readonly string[];
}): string[] {
  const paths = new Set<string>(['/']);
  for (const path of BLOG_CATEGORY_PATHS) paths.add(path);
  for (const path of articles) paths.add(path);
  for (const [key, route] of Object.entries(STATIC)) if (key && route.kind !== 'search') paths.add(`/${key}`);
  for (const key of Object.keys(INFORMATION_PAGES)) paths.add(`/${key}`);
  for (const group of RANGE_BODY_GROUPS) paths.add(`/models/${group.key}`);
  for (const slug of locations) {
    paths.add(`/locations/${slug}`);
    paths.add(`/contact-us/${slug}`);
  }
  for (const slug of pages) paths.add(pathOfPageSlug(slug));
  return [...paths];
}

/** The paths showing the model range (a model or manufacturer edit): home, /models and each group. */
export const MODEL_RANGE_PATHS: readonly string[] = ['/', '/models', ...RANGE_BODY_GROUPS.map((group) => `/models/${group.key}`)];

/**
 * Whether a path's route has what it needs from the CMS: a route whose content is its page alone
 * (`needsPage`) needs that page among the tenant's published pages (`pages`: their slugs).
 */
export function pageRouteAvailable(path: string, pages: ReadonlySet<string>): boolean {
  const route = matchSiteRoute((path.split(/[?#]/)[0] ?? '').split('/'));
  return !(route?.needsPage && route.pageSlug && !pages.has(route.pageSlug));
}
