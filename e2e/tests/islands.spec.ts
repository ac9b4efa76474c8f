/**
 * Island pages (issues 11-13; site/src/islands): home, `/offers`, search, location, car and trade-in pages
 * are served without Next.js's runtime. They run no script file until the shopper reaches for an
 * interactive part, and then only that part's code; a press made before the code arrived is not lost.
 */
import type { Page, Request } from '@playwright/test';
import { cmsUrl, expect, siteGet, siteUrl, test, waitForHydration } from './fixtures';

async function firstLocation(request: import('@playwright/test').APIRequestContext, tenant: string): Promise<string> {
  const response = await request.get(
    cmsUrl(`/api/locations?where[tenant.slug][equals]=${tenant}&where[visible][equals]=true&sort=slug&limit=1&depth=0`),
  );
  return ((await response.json()) as { docs: { slug: string }[] }).docs[0]!.slug;
}

/** Every script file the page asks for from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The served HTML has no Next.js runtime or page data, and has these islands. */
function expectIslandHtml(html: string, islands: string[]) {
  expect(html).not.toContain('/_next/static/chunks/');
  expect(html).not.toContain('__NEXT_DATA__');
  for (const island of islands) expect(html).toContain(`data-island="${island}"`);
}

/** Opens the page untouched; a second on, it has loaded no script but the chat widget's. Returns the scripts it asks for from then on. */
async function openUntouched(page: Page, url: string): Promise<string[]> {
  const scripts = scriptsOf(page);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(scripts.filter((path) => !/^\/tracking\.js$/.test(path))).toEqual([]);
  return scripts;
}

test('coastline: a location page loads no script until the shopper reaches for the header, then only the islands’ code', async ({
  page,
  request,
}) => {
  const slug = await firstLocation(request, 'coastline');
  const html = await (await siteGet(request, 'coastline', `/locations/${slug}`)).text();
  // No Next.js runtime or page data in the HTML: the island loader instead.
  expectIslandHtml(html, ['header']);
  expect(html).toContain('id="island-loader"');

  await page.setViewportSize({ width: 412, height: 900 });
  const scripts = await openUntouched(page, siteUrl('coastline', `/locations/${slug}`));
  // Nothing is fetched ahead while the shopper has not moved: a visit that touches nothing pays nothing.
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  // The first sign of engagement (a scroll) fetches the islands' files ahead, without running them.
  await page.mouse.wheel(0, 300);
  await expect(page.locator('link[rel="prefetch"][href^="/_islands/header-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href^="/_islands/leadForm-"]')).toHaveCount(1);

  // The first press on the menu button fetches the header's code and opens the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/_islands/header-'))).toBe(true);
  expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
  // The form's code is not among them: the shopper has not reached for the form.
  expect(scripts.some((path) => path.startsWith('/_islands/leadForm-'))).toBe(false);
});

test('lone-star-motors: a header dropdown opens on the first hover of an island page, and a phone link click is counted', async ({
  page,
  request,
}) => {
  // lone-star-motors opens its dropdowns on hover (harbour-mazda and kiwi-caravans on click).
  const slug = await firstLocation(request, 'lone-star-motors');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('lone-star-motors', `/locations/${slug}`));
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dropdown = nav.locator('.dropdown').first();
  const button = dropdown.locator('button.nav-item');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The pointer arrives before the header's code: the menu opens once it is live.
  await dropdown.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();

  const tel = page.locator('a[href^="tel:"]').first();
  await tel.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await tel.click();
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(pushed).toContainEqual({ event: 'call', event_id: 25 });
});

test('kiwi-caravans: an island whose code failed to arrive asks for it again at the next press', async ({ page, request }) => {
  const slug = await firstLocation(request, 'kiwi-caravans');
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto(siteUrl('kiwi-caravans', `/locations/${slug}`));
  await waitForHydration(page);
  let refused = 0;
  await page.route('**/_islands/**', async (route) => {
    // The island's script, not the files fetched ahead at the first scroll or pointer move (prefetch).
    if (refused === 0 && route.request().resourceType() === 'script') {
      refused += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  await expect.poll(() => refused).toBe(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

async function carSlug(request: import('@playwright/test').APIRequestContext, stocknum: string): Promise<string> {
  const response = await request.get(cmsUrl(`/api/cars?where[stocknum][equals]=${stocknum}&limit=1&depth=0`));
  return ((await response.json()) as { docs: { slug: string }[] }).docs[0]!.slug;
}

test('coastline: a car page runs no script until touched; an arrow pressed before the photos are live still moves them', async ({
  page,
  request,
}) => {
  const slug = await carSlug(request, 'CL-INSTOCK');
  const html = await (await siteGet(request, 'coastline', `/cars/${slug}`)).text();
  expectIslandHtml(html, ['header', 'carGallery', 'carRest']);

  const scripts = await openUntouched(page, siteUrl('coastline', `/cars/${slug}`));

  // Focus and a key at once: the key arrives before the gallery's code and is repeated once it is live.
  await page.getByTestId('car-gallery').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('gallery-position')).toHaveText('Photo 2 of 3');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByTestId('gallery-position')).toHaveText('Photo 3 of 3');
  expect(scripts.some((path) => path.startsWith('/_islands/carGallery-'))).toBe(true);
  // Only the photos' island: the details and forms below are not fetched until reached for.
  expect(scripts.some((path) => path.startsWith('/_islands/carRest-'))).toBe(false);
});

test('harbour-mazda: the car page’s Book a Test Drive link opens the test-drive form, arriving with the hash or pressed on the page', async ({
  page,
  request,
}) => {
  const slug = await carSlug(request, 'HM-INSTOCK');
  await page.goto(siteUrl('harbour-mazda', `/cars/${slug}#test-drive`));
  await waitForHydration(page);
  await expect(page.getByTestId('car-lead-panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeFocused();

  await page.goto(siteUrl('harbour-mazda', `/cars/${slug}`));
  await waitForHydration(page);
  await expect(page.getByTestId('car-lead-panel')).toHaveCount(0);
  await page.getByTestId('car-buttons').getByRole('link', { name: 'Request Photos' }).click();
  await expect(page.getByTestId('car-lead-panel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Photos' })).toBeFocused();
});

test('coastline: /offers runs no script until an Enquire Now press, which opens the form; the offers’ full texts stay as sent', async ({
  page,
  request,
}) => {
  const html = await (await siteGet(request, 'coastline', '/offers')).text();
  expectIslandHtml(html, ['offerGrid']);
  // The island's props carry no rich text: the server's HTML of each offer's text is kept.
  const propsId = /data-island="offerGrid" data-island-props-id="([^"]+)"/.exec(html)?.[1];
  const props = new RegExp(`<script id="${propsId}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
  expect(props).toContain('sentAsHtml');
  expect(props).not.toContain('See us for details');

  await page.setViewportSize({ width: 412, height: 900 });
  const scripts = await openUntouched(page, siteUrl('coastline', '/offers'));
  const body = page.locator('.offer .body').first();
  const bodyHtml = await body.innerHTML();
  expect(bodyHtml.length).toBeGreaterThan(20);

  // Pressed before the grid's code arrived: held, then repeated once live.
  const button = page.getByRole('button', { name: /^Enquire Now about / }).first();
  await button.click();
  await expect(page.getByTestId('offer-enquiry')).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(scripts.some((path) => path.startsWith('/_islands/offerGrid-'))).toBe(true);
  expect(await body.innerHTML()).toBe(bodyHtml);
});

test('harbour-mazda: /trade-in runs no script until touched; a rego typed, a state chosen and Find my vehicle pressed before the wizard is live go through', async ({
  page,
  request,
}) => {
  const html = await (await siteGet(request, 'harbour-mazda', '/trade-in')).text();
  expectIslandHtml(html, ['tradeInWizard']);

  const scripts = await openUntouched(page, siteUrl('harbour-mazda', '/trade-in'));

  // The wizard's code is held until the shopper has typed, chosen and pressed.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_islands/**', async (route) => {
    if (route.request().resourceType() === 'script') await arrived;
    await route.continue();
  });
  const wizard = page.getByTestId('trade-in-wizard');
  const heading = wizard.locator('#trade-in-heading');
  await wizard.getByLabel('Registration number').fill('nsw4ch07');
  await wizard.getByLabel('State').selectOption('NSW');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  await page.waitForTimeout(300);
  await expect(heading).toHaveText(/^Step 1 of \d: Vehicle Details$/);

  release();
  await expect(heading).toHaveText(/^Step 2 of \d: Vehicle Selection$/);
  expect(scripts.some((path) => path.startsWith('/_islands/tradeInWizard-'))).toBe(true);
});

test('coastline: a search page on a phone runs no script until touched; a make chosen before the results are live refines them in place', async ({
  page,
  request,
}) => {
  const html = await (await siteGet(request, 'coastline', '/search/used-cars')).text();
  expectIslandHtml(html, ['header', 'searchResults']);

  await page.setViewportSize({ width: 412, height: 900 });
  const scripts = await openUntouched(page, siteUrl('coastline', '/search/used-cars'));
  const count = page.getByTestId('result-count');
  const before = await count.textContent();
  // A mark on the window: still there after the refinement, so the page was not loaded again.
  await page.evaluate(() => ((window as unknown as { searchMark: number }).searchMark = 1));

  // The results' code is held until the shopper has chosen a make.
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_islands/**', async (route) => {
    if (route.request().resourceType() === 'script') await arrived;
    await route.continue();
  });
  const make = page.getByTestId('quick-filters').getByRole('combobox', { name: 'Make' });
  const choice = await make.locator('optgroup[label="Popular makes"] option').first().getAttribute('value');
  await make.selectOption(choice!);
  await page.waitForTimeout(300);
  await expect(count).toHaveText(before!);

  release();
  await expect(count).not.toHaveText(before!);
  expect(decodeURIComponent(page.url()).toLowerCase()).toContain(choice!.toLowerCase());
  await expect(make).toHaveValue(choice!);
  expect(await page.evaluate(() => (window as unknown as { searchMark?: number }).searchMark)).toBe(1);
  expect(scripts.some((path) => path.startsWith('/_islands/searchResults-'))).toBe(true);
  expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
});

test('lone-star-motors: a search page on a wide screen starts its results at once, and the filter panel shows untouched', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = scriptsOf(page);
  await page.goto(siteUrl('lone-star-motors', '/search/used-cars'));
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/_islands/searchResults-'))).toBe(true);
  expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
});

test('coastline: a dropdown chosen before the results are live, whose repeat React does not take, is chosen again', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  // The island's code arrives late, so the choice is made before it is live.
  await page.route(/\/_islands\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // The first repeat after the island is live is dropped and the select put back, as React does
  // with a change it does not take (a part still hydrating).
  await page.addInitScript(() => {
    const w = window as typeof window & { __dropped: number };
    w.__dropped = 0;
    window.addEventListener(
      'change',
      (event) => {
        const host = document.querySelector('[data-island="searchResults"]');
        if (event.isTrusted || host?.getAttribute('data-island-live') !== 'true' || w.__dropped > 0) return;
        w.__dropped += 1;
        event.stopImmediatePropagation();
        (event.target as HTMLSelectElement).value = 'relevance';
      },
      true,
    );
  });
  await page.goto(siteUrl('coastline', '/search/used-cars'));
  await page.getByTestId('quick-filters').getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
  expect(await page.locator('[data-island="searchResults"]').getAttribute('data-island-live')).toBeNull();
  await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('price_desc');
  await expect(page.getByTestId('quick-filters').getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  expect(await page.evaluate(() => (window as typeof window & { __dropped: number }).__dropped)).toBe(1);
});
