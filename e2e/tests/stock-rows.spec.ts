/**
 * Issue 12: home's featured-stock row (the newest in-stock cars from the stock search) and the
 * brand tenant's ute pages (spec §2: a ute centre and a ute fleet page under /pages/), whose
 * stock row lists only utes.
 */
import { expect, siteGet, siteUrl, test, TENANTS } from './fixtures';

const teaserHrefs = (html: string) => {
  const row = /data-testid="stock-row"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...row.matchAll(/class="teaser" href="([^"]+)"/g)].map((m) => m[1]!);
};

test('every tenant’s home shows its newest in-stock cars, each a car of its own that opens', async ({ request }) => {
  for (const { slug } of TENANTS) {
    const html = await (await siteGet(request, slug, '/')).text();
    expect(html).toContain('Latest Arrivals');
    const hrefs = teaserHrefs(html);
    expect([slug, hrefs.length]).toEqual([slug, 8]);
    const car = await siteGet(request, slug, hrefs[0]!);
    expect([hrefs[0], car.status()]).toEqual([hrefs[0], 200]);
    const other = TENANTS.find((t) => t.slug !== slug)!.slug;
    expect([hrefs[0], other, (await siteGet(request, other, hrefs[0]!)).status()]).toEqual([hrefs[0], other, 404]);
  }
});

test('harbour-mazda’s ute centre and ute fleet pages list BT-50 utes in stock and are linked under More; other tenants have neither', async ({
  request,
}) => {
  for (const path of ['/pages/ute-centre', '/pages/ute-fleet']) {
    const response = await siteGet(request, 'harbour-mazda', path);
    expect([path, response.status()]).toEqual([path, 200]);
    const html = await response.text();
    const hrefs = teaserHrefs(html);
    expect([path, hrefs.length > 0]).toEqual([path, true]);
    // Every car in the row is one the stock search finds among in-stock utes (cab-chassis included).
    const utes = (await (
      await siteGet(
        request,
        'harbour-mazda',
        '/api/search?refinementList[body][0]=Ute&refinementList[body][1]=Cab%20Chassis&refinementList[status][0]=in_stock&sortBy=newest',
      )
    ).json()) as { hits: { slug: string; status: string }[] };
    const uteHrefs = new Set(utes.hits.filter((hit) => hit.status === 'in_stock').map((hit) => `/cars/${hit.slug}`));
    for (const href of hrefs) expect([href, uteHrefs.has(href)]).toEqual([href, true]);
    expect(html).toContain('refinementList[body][0]=Ute&amp;refinementList[body][1]=Cab%20Chassis');
    expect((await siteGet(request, 'coastline', path)).status()).toBe(404);
  }
  const home = await (await siteGet(request, 'harbour-mazda', '/')).text();
  expect(home).toContain('href="/pages/ute-centre"');
  expect(home).toContain('href="/pages/ute-fleet"');
  expect(await (await siteGet(request, 'coastline', '/')).text()).not.toContain('href="/pages/ute-centre"');
});

test('a shopper tabs to a featured car from the home page and opens it', async ({ page }) => {
  await page.goto(siteUrl('kiwi-caravans', '/'));
  const first = page.getByTestId('stock-row').getByRole('link').nth(1);
  const href = await first.getAttribute('href');
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
