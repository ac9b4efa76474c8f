/**
 * Issue 38, buy online: on harbour-mazda (one brand, buy-online), a signed-in shopper buys a used
 * Mazda through `/checkout-journey?car_id=`: the car and its price, an instant offer asked inline
 * and used as the trade-in, a finance structure with a credit application (consent given), pick-up
 * at a location, the deposit through the embedded payment page, then the purchase agreement and
 * its deal sheet (page and PDF), emailed to the shopper and the dealer. Staff see the deal and
 * the credit application; another tenant's staff do not.
 */
import type { Page } from '@playwright/test';
import { cmsUrl, editorSession, expect, inboxEmails, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';
import { typeInto } from './leadHelpers';
import { reservableCar } from './reservationHelpers';
import { signedIn, signIn, siteApi, tenantHost, uniqueMobile } from './shopperHelpers';

const TENANT = 'harbour-mazda';

const shot = (page: Page, name: string) => saveScreenshot(page, `buy-online-${name}`);
const journey = (page: Page) => page.getByTestId('journey');
const stepIs = (page: Page, step: string) => expect(journey(page)).toHaveAttribute('data-step', step);

test('harbour-mazda: a shopper buys a used Mazda online with a trade-in and finance, and reaches the deal sheet', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Priced well above any instant offer: the trade-in and a cash deposit both come off it.
  const car = await reservableCar(request, TENANT, 'HM', [
    'where[car_type][equals]=used',
    'where[make][equals]=Mazda',
    'where[price][greater_than_equal]=40000',
  ]);
  const title = `${car.year} ${car.make} ${car.model}`;
  const email = `buyer-${Date.now()}@shopper.test`;
  await page.setViewportSize({ width: 400, height: 900 });

  // The journey is the signed-in shopper's: sign in first, then back to it.
  await page.goto(siteUrl(TENANT, `/checkout-journey?car_id=${car.slug}`));
  await page.waitForURL(/\/sign-in\?type=checkout/);
  await waitForHydration(page);
  await signIn(page, uniqueMobile());
  await page.waitForURL((address) => address.pathname === '/checkout-journey' && address.searchParams.get('car_id') === car.slug);

  // 1. The car, with its price lines.
  await stepIs(page, 'car');
  await expect(journey(page).getByRole('navigation', { name: 'Buy online steps' }).getByRole('listitem')).toHaveText([
    '1. Your car',
    '2. Trade-in',
    '3. Finance',
    '4. Delivery or pick-up',
    '5. Deposit',
    '6. Purchase agreement',
  ]);
  await expect(journey(page)).toContainText(title);
  await expect(page.getByTestId('deal-lines')).toContainText('Drive-away total');
  await shot(page, '1-car');
  await page.getByRole('button', { name: 'Continue with this car' }).click();

  // 2. The trade-in: an instant offer asked right here, then used in the purchase.
  await stepIs(page, 'trade-in');
  await shot(page, '2-trade-in');
  await waitForHydration(page);
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Registration number'), 'QLD1EV00');
  await wizard.getByLabel('State').selectOption('QLD');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  await typeInto(page, wizard.getByLabel('Odometer (km)'), '42,000');
  for (const group of await wizard.locator('fieldset').all()) await group.getByRole('radio').first().check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await typeInto(page, wizard.getByRole('textbox', { name: 'Name', exact: true }), 'Jo Buyer');
  await typeInto(page, wizard.getByRole('textbox', { name: 'Phone', exact: true }), '0412 555 010');
  await typeInto(page, wizard.getByRole('textbox', { name: 'Email', exact: true }), email);
  await wizard.getByLabel('Nearest dealership').selectOption({ index: 1 });
  await wizard.getByRole('group', { name: 'Preferred contact method' }).getByRole('radio', { name: 'Email' }).check();
  await wizard.getByRole('group', { name: 'Would you like finance on your next vehicle?' }).getByRole('radio', { name: 'Yes' }).check();
  const terms = wizard.getByRole('checkbox', { name: /I agree to the/ });
  if (await terms.count()) await terms.check();
  await wizard.getByRole('button', { name: 'Get my offer' }).click();
  const offer = wizard.getByTestId('instant-offer-amount');
  await expect(offer).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  const offerText = (await offer.textContent())!;
  await shot(page, '2-trade-in-offer');
  await wizard.getByRole('button', { name: 'Use this offer in my purchase' }).click();

  // 3. Finance: the structure, and a credit application with consent (refused without it).
  await stepIs(page, 'finance');
  await expect(page.getByRole('complementary')).toContainText(offerText);
  await page.getByRole('radio', { name: /With finance/ }).check();
  await page.getByLabel('Cash deposit ($)').fill('2,000');
  await page.getByLabel('Term').selectOption('48');
  await page.getByLabel('Balloon payment ($)').fill('0');
  await page.getByRole('checkbox', { name: 'Send my finance application to the dealer' }).check();
  await page.getByLabel('Full name').fill('Jo Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepIs(page, 'finance');
  await expect(journey(page)).toContainText('Tick the consent to apply for finance');
  await page.getByRole('checkbox', { name: /I consent to the dealer/ }).check();
  await shot(page, '3-finance');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Pick-up at a location, on a date.
  await stepIs(page, 'delivery');
  await page.getByRole('radio', { name: 'I will pick it up' }).check();
  await shot(page, '4-delivery');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5. The deposit, through the reserve page and the embedded payment page.
  await stepIs(page, 'deposit');
  await shot(page, '5-deposit');
  await page.getByRole('link', { name: /^Pay the \$\d+ deposit$/ }).click();
  await page.waitForURL(new RegExp(`/cars/${car.slug}/buy-online$`));
  await waitForHydration(page);
  await page.getByLabel('Name').fill('Jo Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^Pay \$\d+ deposit$/ }).click();
  await page.waitForURL(/\/api\/payments\/embedded\/cs_embedded_/);
  await page.getByRole('button', { name: /^Pay \$\d+$/ }).click();
  await page.waitForURL(/\/reservations\/\d+\?token=/);
  await expect(page.getByTestId('reservation-confirmation')).toHaveAttribute('data-state', 'held');
  await page.getByRole('link', { name: 'Continue buying online' }).click();

  // 6. The purchase agreement: the deal sheet, fixed on the server.
  await stepIs(page, 'agreement');
  await shot(page, '6-agreement');
  await page.getByRole('button', { name: 'Request the purchase agreement' }).click();
  await stepIs(page, 'agreement');
  const sheet = page.getByTestId('deal-sheet');
  await expect(sheet).toContainText('Requested: the dealer is preparing your agreement.');
  await expect(sheet).toContainText(`Trade-in:`);
  await expect(sheet).toContainText(`−${offerText}`);
  await expect(sheet).toContainText('Deposit paid');
  await expect(page.getByTestId('deal-repayments')).toHaveText(/^\$[\d,]+\/month · \$[\d,]+\/week$/);
  await expect(page.getByTestId('deal-due')).toHaveText('$2,000');
  await expect(page.getByTestId('deal-guarantee')).toHaveText('Our 48-hour money-back guarantee covers this purchase.');
  await shot(page, '7-deal-sheet');

  // The PDF, for this shopper only.
  const sheetPath = `/api/deals/sheet?car_id=${car.slug}`;
  const pdf = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, sheetPath);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  expect((await request.get(siteApi(sheetPath), { headers: { host: tenantHost(TENANT) } })).status()).toBe(401);

  // Emailed to the shopper and to the dealer, the PDF attached.
  await expect
    .poll(
      async () =>
        (await inboxEmails(request))
          .filter((mail) => mail.subject.endsWith(`${car.stocknum})`) && mail.attachments?.some((a) => a.contentType === 'application/pdf'))
          .map((mail) => mail.subject.replace(/:.*| for .*/, ''))
          .sort(),
      { timeout: 30_000, message: 'the deal sheet emails in the inbox' },
    )
    .toEqual(['Purchase agreement requested', 'Your deal sheet']);

  // Staff of harbour-mazda see the deal and the credit application; coastline's do not.
  const editor = await editorSession(request, TENANT);
  const deals = await request.get(cmsUrl(`/api/deals?where[car][equals]=${car.id}&depth=0`), {
    headers: { authorization: editor.authorization },
  });
  const [deal] = ((await deals.json()) as { docs: { id: number; state: string; guarantee_covered: boolean }[] }).docs;
  expect(deal).toMatchObject({ state: 'requested', guarantee_covered: true });
  const leads = await request.get(cmsUrl(`/api/leads?where[car][equals]=${car.id}&where[subcategory][equals]=Credit Application&depth=0`), {
    headers: { authorization: editor.authorization },
  });
  expect(((await leads.json()) as { totalDocs: number }).totalDocs).toBe(1);
  const other = await editorSession(request, 'coastline');
  expect((await request.get(cmsUrl(`/api/deals/${deal!.id}`), { headers: { authorization: other.authorization } })).status()).toBe(404);
});

test('a new car cannot be bought online: the journey says why and offers the deposit', async ({ page, request }) => {
  const car = await reservableCar(request, TENANT, 'HM', ['where[car_type][equals]=new']);
  // Checkout (the journey with it) is gated by default: sign in first.
  await page.goto(siteUrl(TENANT, `/checkout-journey?car_id=${car.slug}`));
  await page.waitForURL(/\/sign-in\?type=checkout/);
  await waitForHydration(page);
  await signIn(page, uniqueMobile());
  await page.waitForURL((address) => address.pathname === '/checkout-journey');
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  const refusal = page.getByTestId('journey-refusal');
  await expect(refusal).toContainText('Buying online is for used cars. You can still reserve this car with a deposit.');
  await expect(refusal.getByRole('link', { name: 'Reserve with a deposit' })).toHaveAttribute('href', `/cars/${car.slug}/buy-online`);
  expect((await page.goto(siteUrl(TENANT, '/checkout-journey?car_id=no-such-car')))?.status()).toBe(404);
});

test('the journey works with scripts off: each step is a form that posts to the page; a cross-site post is refused', async ({
  browser,
  request,
}) => {
  const car = await reservableCar(request, 'coastline', 'CL', ['where[car_type][equals]=used']);
  const { cookie } = await signedIn(request, 'coastline');
  const [name, value] = cookie.split('=') as [string, string];
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 400, height: 900 } });
  await context.addCookies([{ name, value, domain: 'coastline.localhost', path: '/' }]);
  const page = await context.newPage();
  await page.goto(siteUrl('coastline', `/checkout-journey?car_id=${car.slug}`));
  await stepIs(page, 'car');
  await page.getByRole('button', { name: 'Continue with this car' }).click();
  await stepIs(page, 'trade-in');
  await page.getByRole('radio', { name: 'No trade-in' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await stepIs(page, 'finance');
  // A refused step keeps what was typed and says what is wrong, under its field.
  await page.getByLabel('Cash deposit ($)').fill('a lot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepIs(page, 'finance');
  await expect(page.getByLabel('Cash deposit ($)')).toHaveValue('a lot');
  await expect(page.getByLabel('Cash deposit ($)')).toHaveAttribute('aria-invalid', 'true');
  await expect(journey(page)).toContainText('Enter whole dollars, e.g. 5000');
  await page.getByRole('radio', { name: 'Without finance' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepIs(page, 'delivery');
  // Going back is a link; the shopper's decisions are kept.
  await page.getByRole('link', { name: '3. Finance' }).click();
  await stepIs(page, 'finance');
  await expect(page.getByRole('radio', { name: 'Without finance' })).toBeChecked();
  await context.close();

  // Another site's form cannot post a step with the shopper's cookie.
  const forged = await request.post(siteApi(`/checkout-journey?car_id=${car.slug}`), {
    headers: { host: tenantHost('coastline'), origin: 'https://evil.example', cookie, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'step=car',
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});
