/**
 * Car detail page (issue 5): the seeded fixtures of seed/src/generate/cars.ts, found by stock
 * number through the CMS REST API, opened in Chromium on their tenant's host.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { cmsUrl, expect, saveScreenshot, siteGet, siteUrl, staffAuthorization, test, waitForHydration } from './fixtures';
import { SITE_PORT } from '../playwright.config';

const SCREENSHOTS = path.resolve(__dirname, '../../artifacts/screenshots');

interface Lender {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  termMonths: number | null;
  balloon: number | null;
  disclaimer: string | null;
}

interface StoredCar {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  car_type: string;
  status: string;
  item_type: string;
  price: number | null;
  price_type: string | null;
  drive_away_price: number | null;
  km: number | null;
  stocknum: string;
  images: { image: string }[];
  features: { item: string }[];
  dealercomments: string | null;
  specifications: { body_width: number | null; body_length: number | null } | null;
  finance_lenders: Record<string, Lender> | null;
  dealer_warranty: boolean | null;
  consumer_information_notice_url: string | null;
  dealership: { id: number; slug: string; finance_provider: string | null };
}

async function findCars(request: APIRequestContext, where: string, limit = 1): Promise<StoredCar[]> {
  // As staff (lenders and disclosures are not public fields), but only cars the site lists, as before.
  const listed = `${where}&where[show_on_dealer_website][equals]=true`;
  const response = await request.get(cmsUrl(`/api/cars?${listed}&depth=1&limit=${limit}&sort=id`), {
    headers: await staffAuthorization(request),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { docs: StoredCar[] }).docs;
}

async function carByStocknum(request: APIRequestContext, stocknum: string): Promise<StoredCar> {
  const [car] = await findCars(request, `where[stocknum][equals]=${encodeURIComponent(stocknum)}`);
  if (!car) throw new Error(`No seeded car ${stocknum}`);
  return car;
}

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
const rate = (n: number) => `${n.toFixed(2)}% p.a.`;

async function openCar(page: Page, tenant: string, car: StoredCar) {
  const response = await page.goto(siteUrl(tenant, `/cars/${car.slug}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.year} ${car.make} ${car.model}`);
  await waitForHydration(page);
}

test.describe('an in-stock car', () => {
  test('shows the gallery, key information, specifications, tabs, buttons and SEO data', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-INSTOCK');
    await openCar(page, 'coastline', car);

    // Gallery: 3 photos, first slide first, arrow keys move it and it loops.
    const gallery = page.getByTestId('car-gallery');
    await expect(page.getByTestId('gallery-position')).toHaveText('Photo 1 of 3');
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('gallery-position')).toHaveText('Photo 2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('gallery-position')).toHaveText('Photo 3 of 3');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByTestId('gallery-position')).toHaveText('Photo 1 of 3');

    await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();

    // Specifications: the first 4, then all with Show Less.
    const specs = page.getByTestId('specifications').locator('dt');
    await expect(specs).toHaveCount(4);
    await expect(specs).toHaveText(['Condition', 'Transmission', 'Odometer', 'Fuel Type']);
    await page.getByRole('button', { name: 'Show More' }).first().click();
    // The first press on an island page waits for the part's code (site/src/islands): polled.
    await expect.poll(() => specs.count()).toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Show Less' }).first().click();
    await expect(specs).toHaveCount(4);

    // Tabs, in the spec's order.
    await expect(page.getByRole('tab')).toHaveText([
      'Dealer Comments',
      "What's Included",
      'Why Buy From Us?',
      'Reserve Online',
      'Protect Your Car',
      'Features',
    ]);
    await page.getByRole('tab', { name: 'Reserve Online' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('refundable $200 deposit');
    // Collapsible panels.
    const protect = page.getByRole('button', { name: 'Protect Your Car' });
    await expect(protect).toHaveAttribute('aria-expanded', 'false');
    await protect.click();
    await expect(protect).toHaveAttribute('aria-expanded', 'true');

    // Buttons of coastline's set, filtered by flags: no history report without a file.
    const buttons = page.getByTestId('car-buttons');
    await expect(buttons.getByRole('link', { name: 'Enquire' })).toBeVisible();
    // Coastline's set names the reserve button "Reserve This Car"; the deposit is the default $200; buy-online is on.
    await expect(buttons.getByRole('link', { name: 'Reserve This Car $200' })).toHaveAttribute('href', `/cars/${car.slug}/buy-online`);
    await expect(buttons.getByRole('link', { name: 'Car History Report' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Interested in this vehicle?' })).toBeVisible();
    await expect(page.getByTestId('promo-banner').getByRole('heading')).toHaveCount(3);

    // SEO.
    await expect(page).toHaveTitle(new RegExp(`^Used ${car.year} ${car.make} ${car.model}.* \\| Coastline Motor Group$`));
    // Issue 9: canonical URLs are on the tenant's primary domain, whatever host the page was asked on.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://coastlinemotors.com.au/cars/${car.slug}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
      offers: { '@type': 'Offer', priceCurrency: 'AUD', availability: 'https://schema.org/InStock', seller: { '@type': 'AutoDealer' } },
    });
  });

  test('the phone is masked after 5 characters until revealed, and the reveal is tracked', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-INSTOCK');
    await openCar(page, 'coastline', car);
    const phone = page.getByTestId('phone-number');
    const masked = (await phone.textContent()) ?? '';
    expect(masked).toMatch(/^.{5}[X ]+ · Show number$/);
    const tracking = page.waitForRequest((r) => r.url().endsWith('/api/cars/reveal-phone') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/cars/reveal-phone'));
    await phone.click();
    expect((await tracking).postDataJSON()).toEqual({
      car_id: String(car.id),
      dealership_id: String(car.dealership.id),
      website_id: expect.anything(),
    });
    expect((await answered).status()).toBe(202);
    await expect(page.getByTestId('phone-number')).toHaveAttribute('href', /^tel:\d+$/);
    const revealed = (await page.getByTestId('phone-number').textContent()) ?? '';
    expect(revealed.slice(0, 5)).toBe(masked.slice(0, 5));
    expect(revealed).not.toContain('X');
  });

  test('the reveal route refuses a body without the ids', async ({ request }) => {
    const response = await request.post(`http://localhost:${SITE_PORT}/api/cars/reveal-phone`, {
      headers: { host: `coastline.localhost:${SITE_PORT}` },
      data: { car_id: '1' },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors).toEqual(['dealership_id is required', 'website_id is required']);
  });

  test('the window sticker downloads as {slug}.pdf', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-INSTOCK');
    await openCar(page, 'coastline', car);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Window Sticker (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    // The car's photo is embedded (fetched from the CMS by the server): the only image wider than the QR code.
    const widths = [...bytes.toString('latin1').matchAll(/\/Width (\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...widths)).toBeGreaterThanOrEqual(600);
  });

  test('a window sticker that cannot be made shows the error in an alert', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-INSTOCK');
    await openCar(page, 'coastline', car);
    // The server's failure answer, as the route gives it when PDF generation throws.
    await page.route('**/api/cars/*/pdf', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The window sticker could not be created. Please try again in a moment.' }),
      }),
    );
    // The alert blocks the page until handled, and the click may still be finishing when it opens:
    // the handler dismisses it at once (awaiting the click first could wait forever).
    const shown = new Promise<{ type: string; message: string }>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Download Window Sticker (PDF)' }).click();
    const alert = await shown;
    expect(alert.type).toBe('alert');
    expect(alert.message).toBe('The window sticker could not be created. Please try again in a moment.');
  });

  test('another tenant’s car is a 404, and so is an unknown slug', async ({ request }) => {
    const car = await carByStocknum(request, 'CL-INSTOCK');
    expect((await siteGet(request, 'coastline', `/cars/${car.slug}`)).status()).toBe(200);
    expect((await siteGet(request, 'harbour-mazda', `/cars/${car.slug}`)).status()).toBe(404);
    expect((await siteGet(request, 'coastline', '/cars/no-such-car')).status()).toBe(404);
    expect((await siteGet(request, 'coastline', `/api/cars/${car.slug}/pdf`)).status()).toBe(200);
    expect((await siteGet(request, 'harbour-mazda', `/api/cars/${car.slug}/pdf`)).status()).toBe(404);
  });
});

test('a car sold yesterday shows the SOLD notice and similar in-stock cars', async ({ page, request }) => {
  const car = await carByStocknum(request, 'CL-SOLD-1D');
  await openCar(page, 'coastline', car);
  const notice = page.getByTestId('sold-notice');
  await expect(notice).toContainText('Unfortunately this car recently sold.');
  await expect(notice).toContainText("But don't worry, we can help you find a similar car!");
  const similar = page.getByTestId('similar-cars').getByRole('link');
  expect(await similar.count()).toBeGreaterThan(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd.offers.availability).toBe('https://schema.org/SoldOut');
  await expect(page.getByTestId('finance-widget')).toHaveCount(0);
  await saveScreenshot(page, 'car-detail-sold-1400');
  // A similar car is a car page of the same tenant that is in stock.
  await similar.first().click();
  await expect(page.getByTestId('sold-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a car sold 10 days ago is gone: 410 with its SOLD notice, similar cars and noindex, and no window sticker', async ({
  page,
  request,
}) => {
  const car = await carByStocknum(request, 'CL-SOLD-10D');
  const response = await page.goto(siteUrl('coastline', `/cars/${car.slug}`));
  expect(response?.status()).toBe(410);
  await expect(page.getByTestId('sold-notice')).toContainText('Unfortunately this car recently sold.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.year} ${car.make} ${car.model}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const similar = page.getByTestId('similar-cars').getByRole('link');
  expect(await similar.count()).toBeGreaterThan(0);
  // Still another tenant's 404, and the window sticker is for listed cars only.
  expect((await siteGet(request, 'harbour-mazda', `/cars/${car.slug}`)).status()).toBe(404);
  expect((await siteGet(request, 'coastline', `/api/cars/${car.slug}/pdf`)).status()).toBe(404);
  // A listed car has no robots meta.
  const listed = await carByStocknum(request, 'CL-INSTOCK');
  await page.goto(siteUrl('coastline', `/cars/${listed.slug}`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a caravan says caravan and shows body size in feet and metres', async ({ page, request }) => {
  const car = await carByStocknum(request, 'KW-CARAVAN');
  await openCar(page, 'kiwi-caravans', car);
  await expect(page.getByRole('heading', { name: 'Enquire about this caravan' })).toBeVisible();
  await page.getByRole('button', { name: 'Show More' }).first().click();
  const length = car.specifications?.body_length;
  expect(length).toBeTruthy();
  const metres = ((length! * 3048) / 10000).toFixed(2);
  await expect(page.locator('[data-spec="body_length"]')).toHaveText(`${length} ft (${metres} m)`);
  // Kiwi Caravans has finance and reserve off: no widget, no reserve copy.
  await expect(page.getByTestId('finance-widget')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Reserve Online' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reserve Online' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText([
    'Dealer Comments',
    "What's Included",
    'Why Buy From Us?',
    'Protect Your Car',
    'Features',
  ]);
});

test.describe('dealer comments, features', () => {
  test('a comment of only | shows the pending text', async ({ page, request }) => {
    await openCar(page, 'coastline', await carByStocknum(request, 'CL-PIPE'));
    await expect(page.getByTestId('dealer-comments')).toHaveText('Dealer comments are pending. Please check back here later.');
  });

  test('a long comment is cut at 400 characters with Show More / Show Less', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-LONGCOMMENT');
    await openCar(page, 'coastline', car);
    const comments = page.getByTestId('dealer-comments');
    const paragraphs = comments.locator('p');
    const collapsed = (await paragraphs.allTextContents()).join('');
    expect(collapsed.endsWith('...')).toBe(true);
    expect(collapsed.length - 3).toBeLessThanOrEqual(400);
    await comments.getByRole('button', { name: 'Show More' }).click();
    const full = car.dealercomments!.split('|').map((p) => p.trim());
    await expect(paragraphs).toHaveText(full);
    await comments.getByRole('button', { name: 'Show Less' }).click();
    await expect(comments.getByRole('button', { name: 'Show More' })).toBeVisible();
  });

  test('features show 8 until Show All', async ({ page, request }) => {
    const car = await carByStocknum(request, 'CL-FEATURES');
    await openCar(page, 'coastline', car);
    await page.getByRole('tab', { name: 'Features' }).click();
    const items = page.getByTestId('features').locator('li');
    await expect(items).toHaveCount(8);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Show All' }).click();
    await expect(items).toHaveCount(car.features.length);
  });
});

test.describe('market-price badge', () => {
  test('shows when the price is more than $499 under the state average', async ({ page, request }) => {
    await openCar(page, 'coastline', await carByStocknum(request, 'CL-MKT-BELOW'));
    await expect(page.getByTestId('market-price-badge')).toHaveText('$1,500 below market average');
  });

  for (const stocknum of ['CL-MKT-ABOVE', 'CL-MKT-NOSTATE']) {
    test(`is not shown for ${stocknum}`, async ({ page, request }) => {
      await openCar(page, 'coastline', await carByStocknum(request, stocknum));
      await expect(page.getByTestId('market-price-badge')).toHaveCount(0);
    });
  }
});

/** A listed car of the dealership whose own provider's entry meets spec §5 for that provider. */
async function carWithFinance(
  request: APIRequestContext,
  dealershipSlug: string,
  provider: string,
  payment: 'paymentWeek' | 'paymentMonth',
) {
  const [dealership] = (
    (await (await request.get(cmsUrl(`/api/dealerships?where[slug][equals]=${dealershipSlug}&limit=1`))).json()) as {
      docs: { id: number }[];
    }
  ).docs;
  const cars = await findCars(
    request,
    `where[dealership][equals]=${dealership!.id}&where[status][equals]=in_stock&where[year][greater_than]=${new Date().getFullYear() - 12}`,
    60,
  );
  const car = cars.find((c) => {
    const entry = c.finance_lenders?.[provider];
    return entry && entry.interestRate !== null && entry.comparisonRate !== null && entry[payment] !== null && (c.price ?? 0) > 500;
  });
  if (!car) throw new Error(`No ${dealershipSlug} car with provider ${provider} finance`);
  return { car, entry: car.finance_lenders![provider]! };
}

test.describe('vehicle finance, per provider family', () => {
  test('provider A (term loan): weekly payment, rates, 10% deposit, $0 final payment, Indicative APR and offer validity', async ({
    page,
    request,
  }) => {
    const { car, entry } = await carWithFinance(request, 'coastline-toyota', 'A', 'paymentWeek');
    await openCar(page, 'coastline', car);
    const widget = page.getByTestId('finance-widget');
    await expect(widget.getByTestId('finance-headline')).toHaveText(money(entry.paymentWeek!));
    await expect(widget).toContainText('Per Week');
    await expect(widget.locator('[data-figure="interestRate"]')).toHaveText(rate(entry.interestRate!));
    await expect(widget.locator('[data-figure="comparisonRate"]')).toHaveText(rate(entry.comparisonRate!));
    await expect(widget.locator('[data-figure="balloon"]')).toHaveText('$0');
    const disclaimer = page.getByTestId('finance-disclaimer');
    await expect(disclaimer).toContainText(`Indicative APR ${rate(entry.interestRate!)}`);
    await expect(disclaimer).toContainText(
      `Comparison rate ${rate(entry.comparisonRate!)} based on a secured loan of $30,000 over 5 years.`,
    );
    await expect(disclaimer).toContainText('a $0 final payment');
    const validUntil = new Date(new Date().toLocaleString('en-US', { timeZone: 'Australia/Sydney' }));
    validUntil.setMonth(validUntil.getMonth() + 1);
    await expect(disclaimer).toContainText(
      `Offer valid until ${validUntil.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}.`,
    );
    await expect(disclaimer).toContainText(entry.disclaimer!);
    await saveScreenshot(page, 'car-detail-finance-1400');
  });

  for (const [family, tenant, dealership, provider, payment, label] of [
    ['B/C', 'coastline', 'coastline-mazda', 'B', 'paymentWeek', 'Interest Rate'],
    ['D/E/F', 'lone-star-motors', 'lone-star-ford', 'D', 'paymentWeek', 'Per Week'],
    ['D/E/F', 'lone-star-motors', 'lone-star-chevrolet', 'E', 'paymentWeek', 'Per Week'],
    ['G', 'harbour-mazda', 'harbour-mazda', 'G', 'paymentMonth', 'Per Month'],
  ] as const) {
    test(`provider ${provider} (${family}) shows its headline, rates and the lender’s disclaimer`, async ({ page, request }) => {
      const { car, entry } = await carWithFinance(request, dealership, provider, payment);
      await openCar(page, tenant, car);
      const widget = page.getByTestId('finance-widget');
      const headline = provider === 'B' ? rate(entry.interestRate!) : money(entry[payment]!);
      await expect(widget.getByTestId('finance-headline')).toHaveText(headline);
      await expect(widget).toContainText(label);
      await expect(widget.locator('[data-figure="comparisonRate"]')).toHaveText(rate(entry.comparisonRate!));
      await expect(page.getByTestId('finance-disclaimer')).toContainText(entry.disclaimer!);
    });
  }

  for (const [stocknum, tenant] of [
    ['CL-FIN-OFF', 'coastline'],
    ['LS-FIN-HIDDEN', 'lone-star-motors'],
    ['CL-FIN-NULLRATE', 'coastline'],
  ] as const) {
    test(`no finance for ${stocknum}`, async ({ page, request }) => {
      await openCar(page, tenant, await carByStocknum(request, stocknum));
      await expect(page.getByTestId('finance-widget')).toHaveCount(0);
    });
  }
});

test.describe('market rules', () => {
  test('AU: a price excluding government charges shows under the drive-away price', async ({ page, request }) => {
    const [car] = await findCars(
      request,
      'where[tenant.slug][equals]=coastline&where[price_type][equals]=egc&where[status][equals]=in_stock&where[drive_away_price][greater_than]=0',
    );
    expect(car).toBeTruthy();
    await openCar(page, 'coastline', car!);
    const price = page.getByTestId('car-price');
    await expect(price.getByTestId('price-text')).toHaveText(money(car!.drive_away_price!));
    await expect(price.getByTestId('price-label')).toHaveText('Drive Away');
    await expect(price.getByTestId('price-secondary')).toHaveText(`${money(car!.price!)} Excl. Govt. Charges`);
  });

  test('NZ: a used motorcycle links its Consumer Information Notice', async ({ page, request }) => {
    const [car] = await findCars(
      request,
      'where[tenant.slug][equals]=kiwi-caravans&where[car_type][equals]=used&where[item_type][equals]=motorcycle&where[status][equals]=in_stock',
    );
    expect(car).toBeTruthy();
    await openCar(page, 'kiwi-caravans', car!);
    const notice = page.getByTestId('consumer-information-notice');
    await expect(notice).toContainText('Consumer Information Notice');
    await expect(notice.getByRole('link')).toHaveAttribute('href', car!.consumer_information_notice_url!);
  });

  test('US: a used car shows its Buyers Guide and miles', async ({ page, request }) => {
    const car = await carByStocknum(request, 'LS-INSTOCK');
    await openCar(page, 'lone-star-motors', car);
    await expect(page.getByTestId('buyers-guide')).toContainText('Buyers Guide');
    await expect(page.getByTestId('buyers-guide')).toContainText(car.dealer_warranty ? 'DEALER WARRANTY' : 'AS IS - NO DEALER WARRANTY');
    await expect(page.locator('[data-spec="km"]')).toHaveText(`${car.km!.toLocaleString('en-US')} mi`);
    await saveScreenshot(page, 'car-detail-us-1400');
  });
});

test('screenshots at 1400 px and 400 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cars = [
    ['coastline', (await carWithFinance(request, 'coastline-toyota', 'A', 'paymentWeek')).car, 'coastline-finance'],
    ['coastline', await carByStocknum(request, 'CL-SOLD-1D'), 'coastline-sold'],
    ['kiwi-caravans', await carByStocknum(request, 'KW-CARAVAN'), 'kiwi-caravan'],
    ['lone-star-motors', await carByStocknum(request, 'LS-INSTOCK'), 'lone-star-used'],
  ] as const;
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const width of [1400, 400]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const [tenant, car, name] of cars) {
      // The tenant's header alone may be wider than a phone (a long name): the car page adds nothing wider.
      await page.goto(siteUrl(tenant, '/'));
      const layoutWidth = Math.max(width, await scrollWidth());
      await openCar(page, tenant, car);
      await page.screenshot({ path: path.join(SCREENSHOTS, `car-${name}-${width}.png`), fullPage: true });
      expect(await scrollWidth()).toBeLessThanOrEqual(layoutWidth);
    }
  }
});
