/**
 * Issue 38: a shopper reserves a car with a deposit, through the embedded payment adapter (the
 * default under `npm start`): the car page's Reserve button, sign-in (checkout is gated), the
 * checkout page, the local payment page, whose Pay posts a signed Stripe-format event to the CMS's
 * webhook, then the confirmation. Afterwards the car is reserved everywhere: its card shows
 * Reserved and no page offers Reserve; the shopper's email is in the inbox; staff see it.
 * Each test takes a generated car of its tenant (never a fixture other specs read).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  cmsUrl,
  editorSession,
  expect,
  GATE_PASS_COOKIE,
  inboxEmails,
  saveScreenshot,
  siteUrl,
  staffAuthorization,
  test,
  waitForHydration,
} from './fixtures';
import { sameSiteJson, signedIn, signIn, siteApi, uniqueMobile, type Mobile } from './shopperHelpers';
import { reservableCar, type StoredCar } from './reservationHelpers';
import { SITE_PORT } from '../playwright.config';

const shot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 400, height: 900 });
  await saveScreenshot(page, name);
};

/** A fresh mobile of the tenant's country (lone-star-motors is in the US). */
function mobileFor(tenant: string): Mobile {
  const mobile = uniqueMobile();
  if (tenant !== 'lone-star-motors') return mobile;
  const last = mobile.e164.slice(-4);
  return { typed: `(512) 472-${last}`, e164: `+1512472${last}` };
}

async function reserveThroughTheSite(page: Page, tenant: string, car: StoredCar, journey: 'checkout' | 'buy-online') {
  const email = `reserve-${Date.now()}@shopper.test`;
  const mobile = mobileFor(tenant);
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto(siteUrl(tenant, `/cars/${car.slug}`));
  await waitForHydration(page);
  const reserve = page
    .getByTestId('car-buttons')
    .getByRole('link', { name: /^Reserve (Now|This Car) \$\d+$/ })
    .first();
  await expect(reserve).toHaveAttribute('href', `/cars/${car.slug}/${journey}`);
  // The dealership's deposit (lone-star-motors' dealerships ask $250, coastline's the default $200).
  const deposit = /\$\d+/.exec((await reserve.textContent()) ?? '')![0];
  await reserve.click();

  // Checkout is gated: sign in, then back to it.
  await page.waitForURL(/\/sign-in\?type=checkout/);
  await waitForHydration(page);
  await signIn(page, mobile);
  await page.waitForURL(new RegExp(`/cars/${car.slug}/${journey}$`));
  await waitForHydration(page);

  const checkout = page.getByTestId('checkout');
  await expect(checkout.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(checkout).toContainText(`${car.year} ${car.make} ${car.model}`);
  await expect(page.getByTestId('checkout-deposit')).toHaveText(deposit);
  await expect(page.getByTestId('checkout-terms')).toContainText('deposit is fully refundable');
  await expect(page.getByTestId('checkout-terms')).toContainText('48 hours');
  await expect(page.getByTestId('checkout-terms')).toContainText('beyond 300 km');
  for (const method of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']) await expect(checkout).toContainText(method);
  // Signed in: the phone is already there.
  await expect(page.getByLabel('Phone')).not.toHaveValue('');
  await shot(page, `reservation-${tenant}-1-checkout`);

  // Nothing missing goes unnamed.
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click();
  await expect(page.getByTestId('reservation-error-list')).toContainText('Please fix the following errors:');
  await expect(page.getByTestId('reservation-error-list')).toContainText('Name is required');

  await page.getByLabel('Name').fill('Jo Reserver');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click();

  // The embedded payment page, on the CMS.
  await page.waitForURL(/\/api\/payments\/embedded\/cs_embedded_/);
  await expect(page.getByText('Test payment page.')).toBeVisible();
  await shot(page, `reservation-${tenant}-2-payment`);
  await page.getByRole('button', { name: `Pay ${deposit}` }).click();

  await page.waitForURL(new RegExp(`${tenant}\\.localhost:${SITE_PORT}/reservations/\\d+\\?token=`));
  const confirmation = page.getByTestId('reservation-confirmation');
  await expect(confirmation).toHaveAttribute('data-state', 'held');
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^Your ${car.year} ${car.make} ${car.model}.* is reserved$`),
  );
  await expect(confirmation).toContainText("We're holding it for you until");
  await expect(page.getByTestId('reservation-terms')).toContainText('fully refundable');
  await shot(page, `reservation-${tenant}-3-confirmation`);
  const reservationId = Number(/\/reservations\/(\d+)/.exec(page.url())![1]);
  return { email, reservationId, deposit };
}

async function expectReservedEverywhere(
  page: Page,
  request: APIRequestContext,
  tenant: string,
  car: StoredCar,
  { email, reservationId, deposit }: { email: string; reservationId: number; deposit: string },
) {
  // The shopper's confirmation email, with the hold's end.
  await expect
    .poll(async () => (await inboxEmails(request)).find((mail) => mail.to.some((to) => to.address === email))?.subject ?? '', {
      timeout: 20_000,
      message: `the confirmation to ${email} in the inbox`,
    })
    .toMatch(new RegExp(`^Your ${car.year} ${car.make} ${car.model}.* is reserved until `));
  // The dealer's lead, through the same delivery as every lead.
  await expect
    .poll(
      async () =>
        (await inboxEmails(request)).some(
          (mail) => mail.text?.includes(`Reserved online with a ${deposit} deposit`) && mail.text.includes(car.stocknum),
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);

  // Its card in search: Reserved, and no Reserve button.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(siteUrl(tenant, `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`));
  await waitForHydration(page);
  const card = page
    .locator('article')
    .filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) })
    .first();
  await expect(card).toContainText('Reserved');
  await expect(card.getByRole('link', { name: /Reserve/ })).toHaveCount(0);
  await saveScreenshot(page, `reservation-${tenant}-4-search-card`);
  // Nor on its page.
  await page.goto(siteUrl(tenant, `/cars/${car.slug}`));
  await expect(page.getByRole('link', { name: /^Reserve/ })).toHaveCount(0);

  // Staff of the tenant see it, held; the reservation names the car.
  const editor = await editorSession(request, tenant);
  const staff = await request.get(cmsUrl(`/api/reservations/${reservationId}?depth=0`), {
    headers: { authorization: editor.authorization },
  });
  expect(staff.ok()).toBe(true);
  expect(await staff.json()).toMatchObject({ state: 'held', car: car.id, email, amount: Number(deposit.slice(1)) });
  // Another tenant's staff do not.
  const other = await editorSession(request, tenant === 'coastline' ? 'harbour-mazda' : 'coastline');
  expect(
    (await request.get(cmsUrl(`/api/reservations/${reservationId}`), { headers: { authorization: other.authorization } })).status(),
  ).toBe(404);
}

test('lone-star-motors (checkout): a shopper reserves a car and sees the confirmation; the car is reserved everywhere', async ({
  page,
  request,
}) => {
  const car = await reservableCar(request, 'lone-star-motors', 'LS');
  const reserved = await reserveThroughTheSite(page, 'lone-star-motors', car, 'checkout');
  await expectReservedEverywhere(page, request, 'lone-star-motors', car, reserved);
});

test('coastline (buy-online): a shopper reserves a car and sees the confirmation; the car is reserved everywhere', async ({
  page,
  request,
}) => {
  const car = await reservableCar(request, 'coastline', 'CL');
  const reserved = await reserveThroughTheSite(page, 'coastline', car, 'buy-online');
  await expectReservedEverywhere(page, request, 'coastline', car, reserved);
});

test('an unknown car’s checkout is a 404; a sold car’s says why and offers similar cars', async ({ page, request }) => {
  const headers = { host: `lone-star-motors.localhost:${SITE_PORT}`, cookie: GATE_PASS_COOKIE };
  const unknown = await request.get(`http://localhost:${SITE_PORT}/cars/no-such-car-anywhere/checkout`, { headers, maxRedirects: 0 });
  expect(unknown.status()).toBe(404);

  const staff = await staffAuthorization(request);
  const sold = (
    (await (await request.get(cmsUrl('/api/cars?where[stocknum][equals]=LS-SOLD-1D&depth=0&limit=1'), { headers: staff })).json()) as {
      docs: StoredCar[];
    }
  ).docs[0]!;
  await page.context().addCookies([{ name: 'shopper_session', value: GATE_PASS_COOKIE.split('=')[1]!, url: siteUrl('lone-star-motors') }]);
  await page.setViewportSize({ width: 400, height: 900 });
  const response = await page.goto(siteUrl('lone-star-motors', `/cars/${sold.slug}/checkout`));
  expect(response?.status()).toBe(200);
  const refusal = page.getByTestId('checkout-refusal');
  await expect(refusal).toHaveAttribute('data-reason', 'sold');
  await expect(refusal.getByRole('heading', { level: 1 })).toHaveText('This car has been sold');
  const similar = refusal.getByRole('link', { name: 'Find Me Something Similar' });
  await expect(similar).toHaveAttribute('href', new RegExp(`^/search/${sold.make.toLowerCase()}`));
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await saveScreenshot(page, 'reservation-lone-star-motors-sold');
});

test('POST /api/reservations: the host decides the tenant; another tenant’s host, a forged X-Forwarded-Host and another site are refused', async ({
  request,
}) => {
  const car = await reservableCar(request, 'coastline', 'CL');
  const body = {
    car_slug: car.slug,
    name: 'Jo Boundary',
    email: 'boundary@shopper.test',
    phone: '0412 345 678',
    idempotency_key: `boundary-${Date.now()}`,
  };
  const post = (headers: Record<string, string>) => request.post(siteApi('/api/reservations'), { headers, data: body });
  // Another tenant's host (signed in there): coastline's car is no car of harbour-mazda's.
  const harbour = await signedIn(request, 'harbour-mazda');
  const other = await post(sameSiteJson('harbour-mazda', { cookie: harbour.cookie }));
  expect(other.status()).toBe(404);
  // A forged X-Forwarded-Host does not move the request to coastline (no trusted proxy here).
  const forged = await post(
    sameSiteJson('harbour-mazda', { cookie: harbour.cookie, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` }),
  );
  expect(forged.status()).toBe(404);
  // Another site's page cannot start a payment with the shopper's cookie.
  const crossSite = await post({ ...sameSiteJson('coastline', { cookie: harbour.cookie }), origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  // Anonymous on coastline, which gates checkout: sign in first.
  const anonymous = await post(sameSiteJson('coastline'));
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: 'Sign in to reserve this car' });
  // None of them holds the car.
  const staff = await staffAuthorization(request);
  const held = await request.get(cmsUrl(`/api/reservations?where[car][equals]=${car.id}&depth=0`), { headers: staff });
  expect(((await held.json()) as { totalDocs: number }).totalDocs).toBe(0);
});
