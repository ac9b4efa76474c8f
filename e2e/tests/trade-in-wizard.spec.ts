/**
 * Issue 13: the trade-in wizard as a shopper walks it, through the real site and CMS and the
 * sample valuation service the seed loads: several descriptions, a direct EvalID, no match and
 * Back; then the trade-in and its lead as the dealer's staff read them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { ADMIN, adminLogin, cmsUrl, expect, saveScreenshot, siteUrl, staffAuthorization, test, waitForHydration } from './fixtures';
import { fillYourDetails, leadByEmail, typeInto, uniquePhone } from './leadHelpers';

interface StoredTradeIn {
  id: number;
  eval_id: string;
  rego: string;
  state: string;
  description?: string | null;
  source_page: string;
  vehicle: { make?: string | null; model?: string | null; km?: number | null; vin?: string | null };
  answers: { postcode: string; odometer: number; car_condition: string };
  lead: number | { id: number };
  nearest_location?: { slug: string } | number | null;
  car?: number | { id: number } | null;
}

async function tradeInOfLead(request: APIRequestContext, leadId: number): Promise<StoredTradeIn> {
  const headers = await staffAuthorization(request);
  const response = await request.get(cmsUrl(`/api/trade-ins?where[lead][equals]=${leadId}&depth=1&limit=5`), { headers });
  expect(response.status()).toBe(200);
  const { docs } = (await response.json()) as { docs: StoredTradeIn[] };
  expect(docs).toHaveLength(1);
  return docs[0]!;
}

const heading = (page: Page) => page.getByTestId('trade-in-wizard').locator('h2');

test('several descriptions: the shopper chooses one, gives their details and the dealer gets the trade-in and its lead', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('harbour-mazda', '/sell-my-car'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell My Car' })).toBeVisible();
  const wizard = page.getByTestId('trade-in-wizard');
  await expect(heading(page)).toHaveText('Step 1 of 3: Vehicle Details');

  // Nothing typed: the spec's own message under each field, and nothing looked up.
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(wizard.locator('#trade-in-rego-error')).toHaveText('* This field is required');
  await expect(wizard.locator('#trade-in-state-error')).toHaveText('* This field is required');
  await expect(wizard.getByLabel('Registration number')).toHaveAttribute('aria-invalid', 'true');

  await typeInto(page, wizard.getByLabel('Registration number'), 'nsw4ch07');
  await wizard.getByLabel('State').selectOption('NSW');
  // Enter in the form's text field sends it, as a keyboard user would.
  await wizard.getByLabel('Registration number').press('Enter');
  await expect(heading(page)).toHaveText('Step 2 of 3: Vehicle Selection');
  await expect(heading(page)).toBeFocused();
  const choices = wizard.getByRole('radio');
  expect(await choices.count()).toBeGreaterThanOrEqual(2);

  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(wizard.locator('#trade-in-manualEntry-error')).toHaveText('* Please choose one car.');
  const chosen = (await choices.nth(1).getAttribute('value'))!;
  await choices.nth(1).check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Step 3 of 3: Your Details');
  await expect(wizard.getByTestId('trade-in-vehicle')).toContainText(`Your vehicle: ${chosen} (NSW4CH07, NSW)`);

  // A 5-digit postcode and empty fields: the spec's texts.
  const contact = { email: `trade-in-choice-${Date.now()}@example.com`, phone: uniquePhone() };
  await typeInto(page, wizard.getByLabel('Postcode'), '20001');
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();
  // maxLength keeps the fifth digit out; four digits pass, so the missing fields are what is refused.
  await expect(wizard.getByLabel('Postcode')).toHaveValue('2000');
  await expect(wizard.locator('#trade-in-comments-error')).toHaveText('* This field is required');
  await expect(wizard.getByLabel('Odometer (km)')).toBeFocused();
  await wizard.getByLabel('Postcode').fill('');
  await fillYourDetails(page, contact, '2000');
  await saveScreenshot(page, 'trade-in-wizard-your-details');
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();

  await page.waitForURL(/\/success\?category=Trade-In\+Enquiry/);
  await expect(page.getByRole('heading', { name: 'Thank you for your trade-in enquiry' })).toBeVisible();
  const kept = await page.evaluate(() => window.localStorage.getItem('harbour-mazdaTradeInValuation'));
  expect(JSON.parse(kept!)).toMatchObject({ rego: 'nsw4ch07', state: 'NSW' });

  const lead = await leadByEmail(request, contact.email);
  expect(lead).toMatchObject({ form: 'trade-in', category: 'Trade-In Enquiry', name: 'Jo Citizen', event_id: 22 });
  expect(lead.message).toBe('Tow bar fitted, new tyres.');
  // Postcode 2000 is Sydney: the nearest of Harbour Mazda's locations (Brookvale).
  expect(lead.location?.slug).toMatch(/^harbour-mazda/);
  const tradeIn = await tradeInOfLead(request, lead.id);
  expect(tradeIn).toMatchObject({ rego: 'NSW4CH07', state: 'NSW', description: chosen, source_page: 'sell-my-car' });
  expect(tradeIn.eval_id).toMatch(/^SAMPLE\d+-2$/);
  expect(tradeIn.vehicle.km).toBe(84000);
  expect(tradeIn.answers).toMatchObject({ postcode: '2000', odometer: 84000, car_condition: 'Good' });
});

test('a direct EvalID skips to Upload Images (next skips), and from a car the lead names that car', async ({ page, request }) => {
  const headers = { host: `coastline.localhost:${SITE_PORT}` };
  const search = await request.get(`http://localhost:${SITE_PORT}/api/search`, { headers });
  const car = ((await search.json()) as { hits: { id: string | number }[] }).hits[0]!;

  await page.goto(siteUrl('coastline', `/cars/trade-in?car_id=${car.id}`));
  await waitForHydration(page);
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Registration number'), 'QLD1EV00');
  await wizard.getByLabel('State').selectOption('QLD');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  // Coastline takes photos: the EvalID skips the selection to Upload Images, which is optional.
  await expect(heading(page)).toHaveText('Step 3 of 4: Upload Images');
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await expect(heading(page)).toHaveText('Step 4 of 4: Your Details');
  await expect(wizard.getByTestId('trade-in-vehicle')).toHaveText('Your vehicle: 2021 Toyota HiLux SR5 (QLD1EV00, QLD)');

  const contact = { email: `trade-in-direct-${Date.now()}@example.com`, phone: uniquePhone() };
  await fillYourDetails(page, contact, '4551');
  // Coastline's forms ask for the terms (spec §5): the wizard's too, with the trade-in terms.
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();
  await expect(wizard.locator('#trade-in-terms_accepted-error')).toHaveText(
    'You must agree to the terms of use before submitting the form.',
  );
  await expect(wizard.getByRole('link', { name: 'trade-in terms and conditions' })).toHaveAttribute(
    'href',
    '/pages/value-my-car-terms-and-conditions',
  );
  await wizard.getByRole('checkbox', { name: /I agree to the/ }).check();
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();
  await page.waitForURL(/\/success/);

  const lead = await leadByEmail(request, contact.email);
  const leadCar = lead.car as unknown as number | { id: number };
  expect(typeof leadCar === 'object' ? leadCar.id : leadCar).toBe(Number(car.id));
  // A trade-in against a car is that car's enquiry (used 15, new or demo 14).
  expect([14, 15]).toContain(lead.event_id);
  const tradeIn = await tradeInOfLead(request, lead.id);
  expect(tradeIn).toMatchObject({ eval_id: 'EV910000', rego: 'QLD1EV00', source_page: 'cars/trade-in' });
  expect(tradeIn.vehicle).toMatchObject({ make: 'Toyota', model: 'HiLux', km: 84000 });
});

test('no match: the not-found panel with a call button, a contact link and Back to the entry form', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/trade-in'));
  await waitForHydration(page);
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Registration number'), 'ZZZ999');
  await wizard.getByLabel('State').selectOption('VIC');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();

  const panel = page.getByTestId('trade-in-no-match');
  await expect(panel).toContainText('Unfortunately, we could not find a match for your registration number.');
  await expect(panel).toContainText('Please get in touch with one of our friendly team members to receive an offer for your vehicle.');
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(panel.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await saveScreenshot(page, 'trade-in-wizard-no-match');

  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Step 1 of 4: Vehicle Details');
  // The entry form keeps what was typed.
  await expect(wizard.getByLabel('Registration number')).toHaveValue('ZZZ999');
});

test('the final step refuses bad input and an unknown valuation, and stores nothing then', async ({ request }) => {
  const post = (host: string, data: unknown) =>
    request.post(`http://localhost:${SITE_PORT}/api/eval-expert/update-eval`, { headers: { host: `${host}:${SITE_PORT}` }, data });
  const email = `trade-in-refused-${Date.now()}@example.com`;
  const body = {
    idempotency_key: `refused-${Date.now()}`,
    evalid: 'EV910000',
    rego: 'QLD1EV00',
    state: 'QLD',
    postcode: '4215',
    odometer: '50000',
    service_history: 'Full service history',
    number_of_keys: '2',
    car_condition: 'Good',
    comments: 'None',
    name: 'Refused',
    last_name: 'Shopper',
    phone: uniquePhone(),
    email,
    source_page: 'trade-in',
  };
  const bad = await post('coastline.localhost', { ...body, postcode: '42', car_condition: 'Shiny' });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: 'Please fix the following errors:',
    errors: { postcode: 'Invalid postcode. Please enter a 4-digit number.', car_condition: '* Please choose an option from the list.' },
  });
  // The provider knows no such valuation: the wizard's step error, and no lead.
  const unknown = await post('coastline.localhost', { ...body, evalid: 'EV999999' });
  expect(unknown.status()).toBe(502);
  expect(await unknown.json()).toEqual({ error: 'An error occurred while submitting the form. Please try again.' });
  // Another host's tenant does not exist; GET is not the route's.
  expect((await post('nobody.example.com', body)).status()).toBe(404);
  const get = await request.get(`http://localhost:${SITE_PORT}/api/eval-expert/update-eval`, {
    headers: { host: `coastline.localhost:${SITE_PORT}` },
  });
  expect(get.status()).toBe(405);
  // A trade-in lead cannot be sent without its valuation through the lead forms' route.
  const lead = await request.post(`http://localhost:${SITE_PORT}/api/leads`, {
    headers: { host: `coastline.localhost:${SITE_PORT}` },
    data: { form: 'trade-in', idempotency_key: `bare-${Date.now()}`, name: 'A', email, phone: uniquePhone(), message: 'x' },
  });
  expect(lead.status()).toBe(400);

  const headers = await staffAuthorization(request);
  const leads = await request.get(cmsUrl(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&limit=1`), { headers });
  expect(((await leads.json()) as { totalDocs: number }).totalDocs).toBe(0);
});

/** An 8×8 JPEG, 269 bytes: each upload is a real image, of its own name. */
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOACqH/9k=',
  'base64',
);
const photo = (n: number) => ({ name: `car-${n}.jpg`, mimeType: 'image/jpeg', buffer: JPEG });

test('photos: a renamed text file and a 10.5 MB image are refused, 10 of 11 are kept, and staff see them with the trade-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Coastline's Sell My Car is the instant offer (trade-in-instant-offer.spec.ts): its wizard is on /trade-in.
  await page.goto(siteUrl('coastline', '/trade-in'));
  await waitForHydration(page);
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Registration number'), 'QLD2EV01');
  await wizard.getByLabel('State').selectOption('QLD');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(heading(page)).toHaveText('Step 3 of 4: Upload Images');
  const input = wizard.getByLabel('Photos of your vehicle (optional)');
  const alert = wizard.getByTestId('trade-in-upload-alert');

  // A text file named like a photo: its bytes say what it is.
  await input.setInputFiles({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is not an image at all.') });
  await expect(alert).toHaveText('Please upload a JPEG, PNG, GIF or HEIC image');
  // 10.5 MB: over the limit.
  const large = Buffer.concat([JPEG.subarray(0, 64), Buffer.alloc(Math.round(10.5 * 1024 * 1024))]);
  await input.setInputFiles({ name: 'large.jpg', mimeType: 'image/jpeg', buffer: large });
  await expect(alert).toHaveText('Please upload an image file under 10MB');
  await expect(wizard.getByTestId('trade-in-photos')).toHaveCount(0);

  // Eleven at once: ten are kept, one at a time, and the eleventh is refused.
  await input.setInputFiles(Array.from({ length: 11 }, (_, i) => photo(i + 1)));
  await expect(wizard.getByTestId('trade-in-photos').getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });
  await expect(alert).toHaveText('You can only upload 10 images');
  await expect(input).toBeDisabled();
  await saveScreenshot(page, 'trade-in-wizard-photos');

  // The server counts too: an eleventh sent past the browser is refused with the spec's text.
  // QLD2EV01 is the seeded sample with EvalID EV910001. The valuation answer gave this browser
  // the upload token for it (an HttpOnly cookie of the upload route).
  const evalId = 'EV910001';
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'trade_in_upload');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/eval-expert/image-upload' });
  const uploadAs = (cookie: string | null, evalid: string, n: number) =>
    request.post(`http://localhost:${SITE_PORT}/api/eval-expert/image-upload`, {
      headers: { host: `coastline.localhost:${SITE_PORT}`, ...(cookie ? { cookie } : {}) },
      multipart: { evalid, file: photo(n) },
    });
  const direct = await uploadAs(`trade_in_upload=${token!.value}`, evalId, 12);
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  expect(((await direct.json()) as { error: string }).error).toBe('You can only upload 10 images');
  // Issue 39: photos go only to the valuation this browser made. Without its token, or naming
  // another valuation (a stranger's, whose rego someone knows), nothing is stored.
  const stranger = 'EV910002';
  const noToken = await uploadAs(null, stranger, 13);
  expect(noToken.status()).toBe(403);
  expect(((await noToken.json()) as { error: string }).error).toBe(
    'Photos can only be added to the valuation you just made. Please look up your vehicle again.',
  );
  const forgedToken = await uploadAs(`trade_in_upload=${token!.value.slice(0, -2)}xx`, stranger, 14);
  expect(forgedToken.status()).toBe(403);
  const otherValuation = await uploadAs(`trade_in_upload=${token!.value}`, stranger, 15);
  expect(otherValuation.status()).toBe(400);
  const strangersPhotos = await request.get(cmsUrl(`/api/trade-in-images?where[eval_id][equals]=${stranger}&limit=1&depth=0`), {
    headers: await staffAuthorization(request),
  });
  expect(((await strangersPhotos.json()) as { totalDocs: number }).totalDocs).toBe(0);

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page)).toHaveText('Step 4 of 4: Your Details');
  const contact = { email: `trade-in-photos-${Date.now()}@example.com`, phone: uniquePhone() };
  await fillYourDetails(page, contact, '4215');
  await wizard.getByRole('checkbox', { name: /I agree to the/ }).check();
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();
  await page.waitForURL(/\/success/);

  const lead = await leadByEmail(request, contact.email);
  const tradeIn = await tradeInOfLead(request, lead.id);
  expect(tradeIn.eval_id).toBe(evalId);
  const headers = await staffAuthorization(request);
  const images = await request.get(cmsUrl(`/api/trade-in-images?where[trade_in][equals]=${tradeIn.id}&limit=20&depth=0`), { headers });
  const { docs } = (await images.json()) as { docs: { url: string; mimeType: string; filename: string }[] };
  expect(docs).toHaveLength(10);
  expect(docs.every((doc) => doc.mimeType === 'image/jpeg')).toBe(true);
  // Staff read the file; a shopper (no credentials) does not.
  // The CMS answers absolute URLs (its serverURL): the file's path on this run's CMS.
  const fileUrl = cmsUrl(new URL(docs[0]!.url, cmsUrl()).pathname);
  const file = await request.get(fileUrl, { headers });
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 3)).toEqual(JPEG.subarray(0, 3));
  expect((await request.get(fileUrl)).status()).toBeGreaterThanOrEqual(400);

  // In the admin: the trade-in with its photos, and its lead showing it.
  await adminLogin(page, ADMIN);
  await page.goto(cmsUrl(`/admin/collections/trade-ins/${tradeIn.id}`));
  await expect(page.getByText(docs[0]!.filename).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('input[value="EV910001"], :text("EV910001")').first()).toBeVisible();
  await saveScreenshot(page, 'admin-trade-in-photos');
  await page.goto(cmsUrl(`/admin/collections/leads/${lead.id}`));
  await expect(page.getByText(/2021 Toyota RAV4|QLD2EV01/).first()).toBeVisible({ timeout: 30_000 });
});

test('a dealer without photos goes from the vehicle to Your Details, and its upload route is a 404', async ({ page, request }) => {
  await page.goto(siteUrl('harbour-mazda', '/trade-in'));
  await waitForHydration(page);
  const wizard = page.getByTestId('trade-in-wizard');
  await expect(wizard.getByRole('listitem')).toHaveText(['1. Vehicle Details', '2. Vehicle Selection', '3. Your Details']);
  await typeInto(page, wizard.getByLabel('Registration number'), 'NSW1EV04');
  await wizard.getByLabel('State').selectOption('NSW');
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  await expect(heading(page)).toHaveText('Step 3 of 3: Your Details');
  const upload = await request.post(`http://localhost:${SITE_PORT}/api/eval-expert/image-upload`, {
    headers: { host: `harbour-mazda.localhost:${SITE_PORT}` },
    multipart: { evalid: 'EV910004', file: photo(1) },
  });
  expect(upload.status()).toBe(404);
  // A forged X-Forwarded-Host naming a dealer that takes photos does not change whose route this is.
  const forged = await request.post(`http://localhost:${SITE_PORT}/api/eval-expert/image-upload`, {
    headers: { host: `harbour-mazda.localhost:${SITE_PORT}`, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` },
    multipart: { evalid: 'EV910000', file: photo(1) },
  });
  expect(forged.status()).toBe(404);
});

test('the final step stores the lead for the host’s dealer, whatever X-Forwarded-Host says', async ({ request }) => {
  const email = `trade-in-forged-${Date.now()}@example.com`;
  const response = await request.post(`http://localhost:${SITE_PORT}/api/eval-expert/update-eval`, {
    headers: { host: `harbour-mazda.localhost:${SITE_PORT}`, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` },
    data: {
      idempotency_key: `forged-${Date.now()}`,
      evalid: 'EV910004',
      rego: 'NSW1EV04',
      state: 'NSW',
      postcode: '2000',
      odometer: '50000',
      service_history: 'Full service history',
      number_of_keys: '2',
      car_condition: 'Good',
      comments: 'None',
      name: 'Forged',
      last_name: 'Host',
      phone: uniquePhone(),
      email,
      source_page: 'trade-in',
    },
  });
  expect(response.status()).toBe(201);
  const lead = await leadByEmail(request, email);
  const tenant = lead.tenant as { slug?: string } | number;
  expect(typeof tenant === 'object' ? tenant.slug : tenant).toBe('harbour-mazda');
});
