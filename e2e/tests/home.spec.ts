import { TENANTS, expect, saveScreenshot, siteGet, siteUrl, test, waitForHydration } from './fixtures';

for (const tenant of TENANTS) {
  test(`${tenant.slug}: home page shows the tenant's name, colours and navigation`, async ({ page, request }) => {
    const health = (await (await siteGet(request, tenant.slug, '/api/health')).json()) as { ok: boolean };
    expect(health.ok).toBe(true);
    const response = await page.goto(siteUrl(tenant.slug));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(tenant.name.replace(/[&]/g, '.')));
    const header = page.locator('header');
    await expect(header.getByText(tenant.name, { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Range', 'Stock', 'Service & Parts', 'More']) {
      await expect(nav.getByRole('button', { name: label }).or(nav.getByRole('link', { name: label }))).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toContainText(tenant.name);
    // The tab icon is the tenant's own logo, and it answers (no 404 for a /favicon.ico on a first visit).
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(new RegExp(`/api/media/file/tenant-logo-${tenant.slug}`));
    expect((await siteGet(request, tenant.slug, icon!)).status()).toBe(200);
    await saveScreenshot(page, `${tenant.slug}-home-1400`);
  });
}

test('each tenant has its own primary colour', async ({ page }) => {
  const colours = new Set<string>();
  for (const tenant of TENANTS) {
    await page.goto(siteUrl(tenant.slug));
    colours.add(await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  expect(colours.size).toBe(TENANTS.length);
});

test('tenants with finance off have no Finance link; coastline has every flag on', async ({ page }) => {
  await page.goto(siteUrl('coastline'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Finance' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sell My Car' })).toBeVisible();
  await page.goto(siteUrl('kiwi-caravans'));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance' })).toHaveCount(0);
});

test('Range dropdown opens on hover for coastline and lists body groups in spec order', async ({ page }) => {
  await page.goto(siteUrl('coastline'));
  const header = page.locator('header');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Range' }).hover();
  await expect(header).toHaveAttribute('data-dropdown-open', 'true');
  const tabs = page.getByRole('tab');
  // The panel's code may still be arriving: wait for its first tab before reading them all.
  await expect(tabs.first()).toBeVisible();
  const labels = await tabs.allTextContents();
  const order = ['SUVs', 'Utes', 'Cars', 'Hybrids', 'Sports'];
  expect(labels.length).toBeGreaterThan(1);
  expect(labels).toEqual(order.filter((l) => labels.includes(l)));
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
});

test('harbour-mazda dropdowns open on click, not hover, and close with Escape', async ({ page }) => {
  await page.goto(siteUrl('harbour-mazda'));
  const stock = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stock' });
  await stock.hover();
  await expect(stock).toHaveAttribute('aria-expanded', 'false');
  await stock.click();
  await expect(stock).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Used Cars' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stock).toHaveAttribute('aria-expanded', 'false');
});

test('the main navigation is reachable by keyboard with a visible focus', async ({ page }) => {
  await page.goto(siteUrl('coastline'));
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeVisible();
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

test('mobile width shows the menu button and hides the desktop navigation', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(siteUrl('lone-star-motors'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Used Cars' })).toBeVisible();
  await saveScreenshot(page, 'lone-star-motors-home-400-menu');
});

test('header: a long tenant name never pushes the menu button out, and menu labels stay on one line', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(siteUrl('kiwi-caravans'));
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(400);
  // The name is cut with an ellipsis rather than overflowing its row.
  const name = page.locator('header').getByText('Kiwi Caravans & Motorcycles', { exact: true });
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);

  for (const width of [1000, 1400]) {
    await page.setViewportSize({ width, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const items = nav.locator('.nav-item');
    expect(await items.count()).toBeGreaterThan(3);
    for (const height of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(height).toBeLessThan(48); // one line of text (two would be about 60 px)
    }
    const call = page.locator('header').getByRole('link', { name: /^Call / });
    expect((await call.boundingBox())!.height).toBeLessThan(48);
  }
});

test('coastline: the home page parts with no controls are served as HTML on a first visit, and render themselves after a client-side move to home', async ({
  page,
  request,
}) => {
  const served = await (await siteGet(request, 'coastline', '/')).text();
  await page.goto(siteUrl('coastline'));
  await waitForHydration(page);
  const stockRow = page.getByRole('region', { name: 'Latest Arrivals' });
  const footer = page.locator('footer');
  const offers = page.getByRole('region', { name: 'Latest Offers' }).getByRole('article');
  // Sent by the server, kept by the first hydration (their code is not run: static islands).
  // What a shopper reads (innerText): a deferred photo's <noscript> copy is raw text in the served
  // HTML and an empty element when React renders it.
  const firstVisit = {
    stock: await stockRow.getByRole('link').allInnerTexts(),
    offers: await offers.allInnerTexts(),
    footer: await footer.textContent(),
  };
  expect(firstVisit.stock.length).toBeGreaterThan(1);
  expect(firstVisit.offers.length).toBeGreaterThan(0);
  expect(firstVisit.footer).toContain('Coastline Motor Group');
  // The stock row, the offers, the page's text and the footer.
  expect(served.match(/data-static-island="server"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
  for (const part of [stockRow, footer, offers.first()]) {
    await expect(part.locator('xpath=ancestor::div[@data-static-island][1]')).toHaveAttribute('data-static-island', 'server');
  }

  // Home is an island page (no Next.js runtime, site/src/islands): from a page with the runtime, a
  // move to home without a page load renders the parts in the browser, with the same content.
  const push = (url: string) =>
    page.evaluate((to) => (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next.router.push(to), url);
  await page.goto(siteUrl('coastline', '/warranty'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
  await expect(footer).toContainText('Coastline Motor Group');
  await push('/');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(stockRow.locator('xpath=ancestor::div[@data-static-island][1]')).toHaveAttribute('data-static-island', 'browser');
  await expect(stockRow.getByRole('link')).toHaveText(firstVisit.stock, { useInnerText: true });
  await expect(offers).toHaveText(firstVisit.offers, { useInnerText: true });
  expect(await footer.textContent()).toBe(firstVisit.footer);
});

test('coastline: photos below a phone’s first screen get their sources as the shopper scrolls near them, and show without script', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') fetched.push(decodeURIComponent(r.url()));
  });
  await page.goto(siteUrl('coastline'));
  await waitForHydration(page);
  const offerPhotos = page.getByRole('region', { name: 'Latest Offers' }).locator('article img');
  const stockPhotos = page.getByTestId('stock-row').locator('img');
  expect(await offerPhotos.count()).toBeGreaterThan(0);
  // The offers are 800 px and more below the screen: no source yet, and nothing fetched for them.
  const firstOffer = offerPhotos.first();
  await expect(firstOffer).not.toHaveAttribute('src', /./);
  const offerFile = (await firstOffer.getAttribute('data-deferred-src'))!;
  expect(offerFile).toContain('/_next/image?url=');
  const offerUpload = new URL(offerFile, 'http://x').searchParams.get('url')!;
  expect(fetched.some((url) => url.includes(offerUpload))).toBe(false);
  // The last car in the stock row is off to the side of the row: not fetched either.
  await expect(stockPhotos.last()).not.toHaveAttribute('src', /./);

  // Near the screen, they load (and stop being deferred).
  await firstOffer.scrollIntoViewIfNeeded();
  await expect(firstOffer).toHaveAttribute('src', /\/_next\/image\?url=/);
  await expect(firstOffer).not.toHaveAttribute('data-deferred-src', /./);
  await expect.poll(() => firstOffer.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page
    .getByTestId('stock-row')
    .locator('ul')
    .evaluate((row) => row.scrollBy({ left: row.scrollWidth }));
  await expect.poll(() => stockPhotos.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Without script the <noscript> copy is the photo.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const plain = await noScript.newPage();
    await plain.goto(siteUrl('coastline'));
    const photo = plain.getByRole('region', { name: 'Latest Offers' }).locator('article img[src]').first();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await noScript.close();
  }
});
