/**
 * Accessibility (issue 39): axe-core on every page kind of every seeded tenant, at a phone's width
 * and a desktop's, in real Chromium: no serious or critical violation. One test per tenant; a
 * failure's message names each page, width and rule.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, siteGet, siteUrl, test, TENANTS, waitForHydration } from './fixtures';

const WIDTHS = [400, 1400] as const;

/** The page kinds shoppers meet, by path; the car page is the tenant's first car in stock. */
const STATIC_KINDS: [kind: string, path: string][] = [
  ['home', '/'],
  ['offers', '/offers'],
  ['search', '/search/used-cars'],
  ['locations', '/locations'],
  ['trade-in', '/trade-in'],
  ['finance calculator', '/finance-calculator'],
  ['service', '/service'],
  ['parts', '/parts/search'],
  ['blog', '/blog'],
  ['sign-in', '/sign-in'],
  ['compare', '/compare'],
  ['not found', '/no-such-page-here'],
];

/** The detail page kind a list page links to. */
const DETAIL_OF: Record<string, { kind: string; prefix: string }> = {
  offers: { kind: 'offer', prefix: '/offers/' },
  locations: { kind: 'location', prefix: '/locations/' },
  blog: { kind: 'blog article', prefix: '/blog/' },
};

async function pagesOf(request: APIRequestContext, tenant: string): Promise<[string, string][]> {
  const search = (await (await siteGet(request, tenant, '/api/search')).json()) as { hits: { slug: string }[] };
  const car = search.hits[0];
  if (!car) throw new Error(`${tenant} has no car in the stock index`);
  return [...STATIC_KINDS, ['car', `/cars/${car.slug}`]];
}

for (const tenant of TENANTS) {
  test(`${tenant.slug}: no serious or critical axe violation on any page kind, at ${WIDTHS.join(' and ')} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    const pages = await pagesOf(request, tenant.slug);
    for (const [kind, pathname] of pages) {
      // Loaded at a phone's width, then checked at each width: the layout follows the viewport.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      const response = await page.goto(siteUrl(tenant.slug, pathname));
      expect(response?.status() ?? 0, `${kind} ${pathname}`).toBeLessThan(500);
      // A 404 page (an unknown path, or a kind this tenant's flags turn off) is plain HTML.
      if (response?.status() === 200) await waitForHydration(page);
      else await page.waitForLoadState('load');
      // A list page leads to its detail kind: the first offer, location and blog article it links to.
      const detail = DETAIL_OF[kind];
      if (detail && response?.status() === 200) {
        const href = await page
          .locator(`main a[href^="${detail.prefix}"]`)
          .first()
          .getAttribute('href', { timeout: 5_000 })
          .catch(() => null);
        if (href) pages.push([detail.kind, new URL(href, page.url()).pathname]);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          found.push(`${kind} ${pathname} at ${width} px: ${violation.id} (${violation.impact}) ${violation.help} at ${where}`);
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
