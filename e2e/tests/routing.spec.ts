import { cmsUrl, expect, siteGet, siteUrl, test } from './fixtures';
import { SITE_PORT } from '../playwright.config';

test('an unknown tenant host gets the 404 page, not a crash', async ({ page }) => {
  const response = await page.goto(`http://nosuch.localhost:${SITE_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown path of a real tenant is a 404', async ({ request }) => {
  const response = await siteGet(request, 'coastline', '/no-such-page');
  expect(response.status()).toBe(404);
});

test('the site and the CMS keep idle connections 65 s, past a load balancer’s 60 s (no ECONNRESET on reuse)', async ({ request }) => {
  for (const response of [await siteGet(request, 'coastline', '/api/health'), await request.get(cmsUrl('/api/users/me'))]) {
    expect(response.headers()['keep-alive']).toBe('timeout=65');
  }
});

test('bare localhost serves the default tenant', async ({ page }) => {
  await page.goto(`http://localhost:${SITE_PORT}/`);
  await expect(page.locator('header')).toContainText('Coastline Motor Group');
});

// Spec §2 routes: each renders the layout and a heading, never a 500 (car pages: car-detail.spec.ts; checkout and buy-online:
// reservations.spec.ts; the buy-online journey, which needs a car: buy-online.spec.ts).
const ROUTES = [
  '/search/used-cars',
  '/search/new-cars',
  '/search/demo-cars',
  '/search/new-and-demo-cars',
  '/search/new-used-and-demo-cars',
  '/search/toyota',
  '/search/toyota/hilux',
  '/parts/search',
  '/trade-in',
  '/cars/trade-in',
  '/sell-my-car',
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/personalised/finance',
  '/success',
  '/special-offers',
  '/offers',
  '/service',
  '/vehicle-parts-and-accessories',
  '/accessories',
  '/warranty',
  '/roadside-assist',
  '/book-test-drive',
  '/contact',
  '/contact-us',
  '/models',
  '/fleet',
  '/about-us',
  '/careers',
  '/pages/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/buying',
  '/dealerships',
  '/pages/value-my-car-terms-and-conditions',
  '/sign-in',
  '/watchlist',
];

test('every spec route renders the tenant layout with a heading', async ({ request }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const route of ROUTES) {
    const response = await siteGet(request, 'coastline', route);
    const html = await response.text();
    if (response.status() !== 200 || !/<h1[^>]*>/.test(html) || !html.includes('Coastline Motor Group'))
      failures.push(`${route}: ${response.status()}`);
  }
  expect(failures).toEqual([]);
});

test('FAQs render as collapsible sections', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/pages/faqs'));
  const first = page.locator('main').getByRole('button').first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});

test('contact page lists locations with grouped opening hours', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/contact'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Mon-Fri').first()).toBeVisible();
});

test('/models?body= is filtered on the server: the served HTML holds only that body group', async ({ request }) => {
  const groupsIn = async (path: string) => {
    const response = await siteGet(request, 'coastline', path);
    expect([path, response.status()]).toEqual([path, 200]);
    return [...(await response.text()).matchAll(/id="group-([a-z]+)"/g)].map((m) => m[1]);
  };
  const all = await groupsIn('/models');
  expect(all.length).toBeGreaterThan(1);
  expect(all).toContain('suvs');
  expect(await groupsIn('/models?body=suvs')).toEqual(['suvs']);
  const other = all.find((group) => group !== 'suvs')!;
  expect(await groupsIn(`/models?body=${other}`)).toEqual([other]);
  // A body no group has is the whole range, not an empty page.
  expect(await groupsIn('/models?body=spaceships')).toEqual(all);
});

test('a location page carries schema.org AutoDealer data with its address, phone and opening hours', async ({ request }) => {
  const jsonLdOf = async (tenant: string, path: string) => {
    const html = await (await siteGet(request, tenant, path)).text();
    const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(match, `${tenant}${path} has JSON-LD`).not.toBeNull();
    return JSON.parse(match![1]!) as Record<string, unknown> & { address: Record<string, string>; openingHoursSpecification: unknown[] };
  };
  const toyota = await jsonLdOf('coastline', '/locations/coastline-toyota');
  expect(toyota).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: 'Coastline Toyota',
    url: 'https://coastlinemotors.com.au/locations/coastline-toyota',
    telephone: '07 5550 1100',
    address: {
      streetAddress: '88 Ferry Road',
      addressLocality: 'Southport',
      addressRegion: 'QLD',
      postalCode: '4215',
      addressCountry: 'AU',
    },
  });
  expect(toyota.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Saturday',
    opens: '08:30',
    closes: '16:00',
  });
  // A tenant without a domain of its own: no absolute URL to give; New Zealand's country code.
  const kiwi = await jsonLdOf('kiwi-caravans', '/locations/kiwi-caravans-takanini');
  expect(kiwi).not.toHaveProperty('url');
  expect(kiwi.address.addressCountry).toBe('NZ');
  // Other pages carry none.
  expect(await (await siteGet(request, 'coastline', '/offers')).text()).not.toContain('application/ld+json');
});
