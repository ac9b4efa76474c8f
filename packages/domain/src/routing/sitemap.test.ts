import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { PRODUCT_DEFAULTS } from '../config/siteConfig';
import type { RouteFacts } from './routeAvailability';
import {
  robotsTxt,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  sitemapXml,
  SITEMAP_MAX_URLS,
  type SitemapSource,
} from './sitemap';

const XSD = readFileSync(path.join(__dirname, 'fixtures', 'sitemap-0.9.xsd'), 'utf8');

/** libxml2's xmllint (WebAssembly) against the sitemaps.org protocol's schema. */
async function validate(xml: string) {
  return validateXML({ xml: { fileName: 'sitemap.xml', contents: xml }, schema: { fileName: 'sitemap.xsd', contents: XSD } });
}

const ORIGIN = 'https://coastlinemotors.com.au';
const facts = (features: Partial<RouteFacts['features']> = {}): RouteFacts => ({
  features: { ...PRODUCT_DEFAULTS.features, ...features },
  template: 'group',
});
const source: SitemapSource = {
  pages: [
    { slug: 'home', updatedAt: '2026-11-20T01:02:03.456Z' },
    { slug: 'about-us', updatedAt: '2026-11-01T00:00:00.000Z' },
    { slug: 'value-my-car-terms-and-conditions' },
    { slug: 'ute-centre', updatedAt: 'not a date' },
    { slug: 'blog-vehicle-reviews', updatedAt: '2026-11-02T00:00:00.000Z' },
  ],
  articles: [{ path: '/blog/vehicle-reviews/cx-5-long-term-test', updatedAt: '2026-11-02T00:00:00.000Z' }],
  locations: ['coastline-toyota'],
  cars: [
    { slug: '2021-mazda-cx-5-maxx', updatedAt: '2026-11-24T10:00:00.000Z' },
    { slug: 'r&d <special>', updatedAt: null },
  ],
};

describe('sitemapEntries: the routes the tenant has, its CMS pages, locations and cars', () => {
  it('lists each path once, routes first, the home page dated by its CMS document', () => {
    const entries = sitemapEntries(facts(), source);
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/search/new-used-and-demo-cars', '/search/new-cars']);
    expect(new Set(paths).size).toBe(paths.length);
    expect(entries[0]).toEqual({ path: '/', lastmod: '2026-11-20T01:02:03.456Z' });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/finance',
        '/about-us',
        '/pages/value-my-car-terms-and-conditions',
        '/pages/ute-centre',
        '/blog/vehicle-reviews',
        '/blog/vehicle-reviews/cx-5-long-term-test',
        '/locations/coastline-toyota',
        '/cars/2021-mazda-cx-5-maxx',
        '/cars/r%26d%20%3Cspecial%3E',
      ]),
    );
  });

  it('leaves out what the flags switch off (the same table as the routes)', () => {
    const paths = sitemapEntries(facts({ finance: false, tradeIn: false, testDrive: false }), source).map((e) => e.path);
    for (const gone of ['/finance', '/trade-in', '/sell-my-car', '/book-test-drive', '/pages/value-my-car-terms-and-conditions'])
      expect(paths).not.toContain(gone);
    expect(paths).toContain('/offers');
  });
});

describe('sitemap XML against the sitemaps.org schema', () => {
  it('a urlset of the entries validates, with escaped locations and second-precision dates', async () => {
    const xml = sitemapXml(ORIGIN, sitemapEntries(facts(), source));
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<loc>${ORIGIN}/cars/r%26d%20%3Cspecial%3E</loc>`);
    expect(xml).toContain('<lastmod>2026-11-24T10:00:00Z</lastmod>');
    expect(xml).not.toContain('not a date');
  });

  it('an index of parts validates', async () => {
    const xml = sitemapIndexXml(ORIGIN, 3);
    expect((await validate(xml)).valid).toBe(true);
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap-3.xml</loc>`);
  });

  it('the schema refuses what a broken sitemap would hold (the check can fail)', async () => {
    expect((await validate(sitemapXml('', [{ path: '/relative' }]))).valid).toBe(false);
    const badDate = sitemapXml(ORIGIN, [{ path: '/x', lastmod: '2026-11-24T10:00:00Z' }]).replace('2026-11-24', '2026-13-45');
    expect((await validate(badDate)).valid).toBe(false);
    const tooMany = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/cars/c${i}` }));
    expect((await validate(sitemapXml(ORIGIN, tooMany))).valid).toBe(false);
    // Three schema validations, one of 50,001 URLs: seconds of CPU, more on a busy 2-core machine.
  }, 30_000);
});

describe('splitting past 50,000 URLs', () => {
  it('one file up to the limit, an index of parts beyond it', () => {
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapPartCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(sitemapPartCount(120_001)).toBe(3);
  });

  it('parts cover every entry once, and there is no part 0 or past the last', () => {
    const entries = Array.from({ length: 7 }, (_, i) => i);
    expect([sitemapPart(entries, 1, 3), sitemapPart(entries, 2, 3), sitemapPart(entries, 3, 3)]).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(sitemapPart(entries, 0, 3)).toBeNull();
    expect(sitemapPart(entries, 4, 3)).toBeNull();
    expect(sitemapPart(entries, 1.5, 3)).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('names the sitemap on the tenant’s origin and keeps crawlers out of shoppers’ own pages', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots.split('\n')[0]).toBe('User-agent: *');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/sign-in', '/watchlist', '/cars/*/checkout']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
