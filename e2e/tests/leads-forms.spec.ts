/**
 * Lead forms (issue 10), the parts that work before the CMS lead endpoint answers: the forms open
 * from the car page's buttons and the card's links, refuse bad input with field errors and the
 * error list (by keyboard), and `POST /api/leads` refuses what it must. The success path is tested
 * once the site and the CMS endpoint run together.
 */
import type { Page } from '@playwright/test';
import { cmsUrl, expect, saveScreenshot, siteGet, siteUrl, staffAuthorization, test, waitForHydration } from './fixtures';
import { SITE_PORT } from '../playwright.config';
import { openCar } from './leadHelpers';

const panel = (page: Page) => page.getByTestId('car-lead-panel');

test.describe('the car page opens its forms in place', () => {
  test('Enquire opens the enquiry form, focused on its heading, with the spec’s defaults', async ({ page }) => {
    await openCar(page, 'coastline', 'CL-INSTOCK');
    await page.getByTestId('car-buttons').getByRole('link', { name: 'Enquire' }).click();
    const heading = page.getByRole('heading', { name: /^Enquire about this/ });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#enquire$/);
    const form = panel(page).getByTestId('lead-form-enquiry');
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone' })).toBeVisible();
    // Spec §9: Phone is the default contact method; §5: opted in by default; the Rego placeholder.
    await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: 'SMS' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: /news and offers/ })).toBeChecked();
    await expect(form.getByPlaceholder('Rego - Helps us better assist your enquiry', { exact: true })).toBeVisible();
    // About a car: the car gives the location and dealership, so neither select shows.
    await expect(form.getByLabel('Location')).toHaveCount(0);
    // The honeypot is out of reach: not focusable, hidden from assistive technology, no autofill.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await saveScreenshot(page, 'leads-car-enquiry-coastline');
  });

  test('a keyboard submit of the empty form shows the error list and marks the fields', async ({ page }) => {
    await openCar(page, 'coastline', 'CL-INSTOCK', '#enquire');
    const form = panel(page).getByTestId('lead-form-enquiry');
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('Enter');
    const list = form.getByRole('alert');
    await expect(list.getByRole('heading', { name: 'Please fix the following errors:', exact: true })).toBeVisible();
    await expect(list).toContainText('Name is required');
    await expect(list).toContainText('Email is required');
    await expect(list).toContainText('Phone is required');
    await expect(list).toBeFocused();
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await name.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText('Name is required');

    // Fixing a field by keyboard clears its error on the next attempt; a bad email is named.
    await name.fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Phone' }).fill('0400 000 000');
    await form.getByRole('textbox', { name: 'Phone' }).press('Enter');
    await expect(list).toContainText('Enter a valid email address');
    await expect(list).not.toContainText('Name is required');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await saveScreenshot(page, 'leads-car-enquiry-errors-coastline');
  });

  test('Request Photos opens the photo request form with no message to type', async ({ page }) => {
    await openCar(page, 'coastline', 'CL-INSTOCK');
    await page.getByTestId('car-buttons').getByRole('link', { name: 'Request Photos' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Request Photos' })).toBeFocused();
    const form = panel(page).getByTestId('lead-form-request-photos');
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveCount(0);
  });

  test('the #test-drive hash opens the test-drive form with date and time choices', async ({ page }) => {
    await openCar(page, 'coastline', 'CL-INSTOCK', '#test-drive');
    await expect(panel(page).getByRole('heading', { name: 'Book a Test Drive' })).toBeFocused();
    const form = panel(page).getByTestId('lead-form-test-drive');
    await expect(form.getByLabel('Preferred date (optional)')).toBeVisible();
    await expect(form.getByLabel('Preferred time (optional)')).toBeVisible();
    await saveScreenshot(page, 'leads-car-test-drive-coastline');
  });

  test('kiwi-caravans: a caravan’s enquiry opens from the page and refuses an empty submit', async ({ page }) => {
    await openCar(page, 'kiwi-caravans', 'KW-CARAVAN', '#enquire');
    await expect(page.getByRole('heading', { name: 'Enquire about this caravan' })).toBeFocused();
    const form = panel(page).getByTestId('lead-form-enquiry');
    await form.getByRole('button', { name: 'Send Enquiry' }).press('Enter');
    await expect(form.getByRole('alert')).toContainText('Please fix the following errors:');
    await saveScreenshot(page, 'leads-car-enquiry-errors-kiwi-caravans');
  });
});

test('a car card’s enquiry and test-drive links open the form on the car page', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/search?query=CL-INSTOCK'));
  await waitForHydration(page);
  const card = page.locator('[data-testid="car-card"][data-stocknum="CL-INSTOCK"]');
  const links = card.locator('a[href$="#enquire"], a[href$="#test-drive"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const id = href.split('#')[1]!;
    await page.goto(siteUrl('coastline', '/search?query=CL-INSTOCK'));
    await waitForHydration(page);
    await card.locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname.startsWith('/cars/') && url.hash === `#${id}`);
    await waitForHydration(page);
    await expect(page.locator(`section#${id}`)).toBeVisible();
    await expect(page.locator(`section#${id} h2`)).toBeFocused();
  }
});

test('/contact shows the enquiry form with a location select; a failed send shows the spec’s text', async ({ page }) => {
  await page.goto(siteUrl('coastline', '/contact'));
  await waitForHydration(page);
  const form = page.getByTestId('lead-form-contact');
  await expect(form.getByLabel('Location')).toBeVisible();
  await form.getByRole('button', { name: 'Send Enquiry' }).press('Enter');
  await expect(form.getByRole('alert')).toContainText('Location is required');
  await saveScreenshot(page, 'leads-contact-errors-coastline');
  // The CMS being down is the browser's view of a 502 from the site.
  await page.route('**/api/leads', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'An error occurred when submitting this form' }),
    }),
  );
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 000 000');
  await form.getByLabel('Location').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('Do you open on Sundays?');
  // Coastline shows the terms notice (seed): the form is not sent until they are agreed.
  await form.getByRole('checkbox', { name: /terms of use/ }).check();
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByTestId('lead-form-error')).toHaveText('An error occurred when submitting this form');
  await expect(page.getByTestId('lead-toast')).toContainText('An error occurred when submitting this form');
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
});

test('/success names what happens next for the category', async ({ page }) => {
  await page.goto(siteUrl('kiwi-caravans', '/success?category=Test%20Drive'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for booking a test drive');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await saveScreenshot(page, 'leads-success-kiwi-caravans');
});

test.describe('POST /api/leads refuses before reaching the CMS', () => {
  const post = (request: import('@playwright/test').APIRequestContext, data: unknown, tenant = 'coastline') =>
    request.post(`http://localhost:${SITE_PORT}/api/leads`, {
      headers: { host: `${tenant}.localhost:${SITE_PORT}`, 'content-type': 'application/json' },
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });

  test('GET is 405', async ({ request }) => {
    const response = await siteGet(request, 'coastline', '/api/leads');
    expect(response.status()).toBe(405);
  });

  test('an unknown host is 404', async ({ request }) => {
    const response = await request.post(`http://localhost:${SITE_PORT}/api/leads`, {
      headers: { host: `nobody.example`, 'content-type': 'application/json' },
      data: '{}',
    });
    expect(response.status()).toBe(404);
  });

  test('a cross-site post is 403: plain text from another origin, or JSON from another origin or tenant', async ({ request }) => {
    const lead = {
      form: 'enquiry',
      idempotency_key: `e2e-cross-${Date.now()}`,
      name: 'Ada',
      email: 'ada@example.com',
      phone: '0400 000 000',
      message: 'Hi',
    };
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: `http://harbour-mazda.localhost:${SITE_PORT}` },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await request.post(`http://localhost:${SITE_PORT}/api/leads`, {
        headers: { host: `coastline.localhost:${SITE_PORT}`, ...headers },
        data: JSON.stringify(lead),
      });
      expect([headers, response.status()]).toEqual([headers, 403]);
    }
    const headers = await staffAuthorization(request);
    const stored = await request.get(cmsUrl(`/api/leads?where[idempotency_key][equals]=${lead.idempotency_key}&limit=1`), { headers });
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0);
  });

  test('a body over 64 KB is 413', async ({ request }) => {
    const response = await post(request, { form: 'enquiry', message: 'x'.repeat(70 * 1024) });
    expect(response.status()).toBe(413);
  });

  test('an invalid lead is 400 naming each field, in the contract’s shape', async ({ request }) => {
    const response = await post(request, { form: 'enquiry', idempotency_key: 'e2e-key-0001', name: '', email: 'nope', phone: '1' });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; errors: { field: string; message: string }[] };
    expect(body.error).toBe('Please fix the following errors:');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phone', message: 'Enter a valid phone number' },
      ]),
    );
  });

  test('a location of another tenant is refused', async ({ request }) => {
    const response = await post(request, {
      form: 'contact',
      idempotency_key: 'e2e-key-0002',
      name: 'Ada',
      email: 'ada@example.com',
      phone: '0400 000 000',
      message: 'Hello',
      location: 'no-such-location-of-coastline',
    });
    expect(response.status()).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('location');
  });

  test('the honeypot filled is 400', async ({ request }) => {
    const response = await post(request, {
      form: 'quick-enquiry',
      idempotency_key: 'e2e-key-0003',
      car_id: '1',
      name: 'Bot',
      email: 'bot@example.com',
      phone: '0400 000 000',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(response.status()).toBe(400);
  });
});
