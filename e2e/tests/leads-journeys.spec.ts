/**
 * The rest of issue 10's forms, each sent by keyboard to a stored, delivered lead on two tenants:
 * the sold car's multi-step "find me a similar one" form (spec §4), the card's Quick Enquiry,
 * finance from a card's Get Finance (prefilled, scrolled to #finance-form) and from a brand's
 * finance page, careers (event 51) and a service booking (ticked services, the service location's
 * dealership).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, inboxEmails, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';
import {
  chooseFirstSlot,
  dataLayerEvents,
  fillContact,
  leadByEmail,
  openCar,
  recordDataLayer,
  typeInto,
  uniqueEmail,
  uniquePhone,
  type StoredLead,
} from './leadHelpers';

/** Presses a control by keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

async function agreeToTermsIfAsked(form: Locator) {
  const terms = form.getByRole('checkbox', { name: /terms of use/ });
  if (await terms.count()) await press(terms, 'Space');
}

/** The lead once delivered, and the dealer's email about it in the inbox. */
async function expectDelivered(request: APIRequestContext, email: string): Promise<StoredLead> {
  const lead = await leadByEmail(request, email, (l) => l.delivery_status !== 'pending');
  expect(lead.delivery_status).toBe('delivered');
  expect(lead.deliveries.every((d) => d.status === 'delivered')).toBe(true);
  const target = lead.deliveries.find((d) => d.channel === 'email')!.target;
  const mails = (await inboxEmails(request)).filter((mail) => mail.to.some((to) => to.address === target) && mail.text?.includes(email));
  expect(mails).toHaveLength(1);
  return lead;
}

const stepLabel = (form: Locator) => form.getByTestId('lead-step');

test.describe('a sold car: Find Me Something Similar is the multi-step lead form', () => {
  test('coastline: Next checks the first step, Back keeps it, the last step sends the lead', async ({ page, request }) => {
    await recordDataLayer(page);
    await openCar(page, 'coastline', 'CL-SOLD-1D');
    await expect(page.getByTestId('sold-notice')).toBeVisible();
    // A sold car takes no enquiry about itself.
    await expect(page.getByTestId('open-enquire')).toHaveCount(0);
    await press(page.getByTestId('open-find-similar'));
    await expect(page.getByRole('heading', { name: 'Find me a similar car' })).toBeFocused();
    const form = page.getByTestId('lead-form-multi-step');
    await expect(stepLabel(form)).toHaveText('Step 1 of 2: What you are after');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

    // The first step refuses an empty request and lists why; the contact fields are not asked yet.
    const wish = form.getByLabel('What are you looking for?');
    await wish.fill('');
    await press(form.getByRole('button', { name: 'Next' }));
    const errors = form.getByTestId('lead-error-list');
    await expect(errors).toContainText('Please fix the following errors:');
    await expect(errors).toContainText('Message is required');
    await expect(errors).not.toContainText('Name is required');
    await expect(wish).toHaveAttribute('aria-invalid', 'true');
    await saveScreenshot(page, 'leads-multi-step-errors-coastline');

    await typeInto(page, wish, 'A white hatch like this one, automatic, under 60,000 km.');
    await typeInto(page, form.getByLabel('Vehicle price budget (optional)'), '25000');
    // Enter in a field of the first step moves on, it does not send.
    await page.keyboard.press('Enter');
    await expect(stepLabel(form)).toHaveText('Step 2 of 2: Your details');
    await expect(stepLabel(form)).toBeFocused();
    await expect(form.getByLabel('What are you looking for?')).toHaveCount(0);

    await press(form.getByRole('button', { name: 'Back' }));
    await expect(form.getByLabel('What are you looking for?')).toHaveValue('A white hatch like this one, automatic, under 60,000 km.');
    await press(form.getByRole('button', { name: 'Next' }));

    const email = uniqueEmail('similar-coastline');
    await fillContact(page, form, { name: 'Sam Similar', email, phone: uniquePhone() });
    await agreeToTermsIfAsked(form);
    await saveScreenshot(page, 'leads-multi-step-details-coastline');
    await press(form.getByRole('button', { name: 'Send Request' }));
    await page.waitForURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we will look out for one');

    const lead = await expectDelivered(request, email);
    expect(lead).toMatchObject({
      form: 'multi-step',
      category: 'General Enquiry',
      subcategory: 'Find Me Something Similar',
      message: 'A white hatch like this one, automatic, under 60,000 km.',
      vehicle_price_budget: 25000,
    });
    expect(lead.vehicle?.stock_number).toBe('CL-SOLD-1D');
    expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ lead_id: lead.id, event_id: lead.event_id }));
  });

  test('kiwi-caravans: a failed send shows the returned error or the spec’s fallback, and a retry stores one lead', async ({
    page,
    request,
  }) => {
    await openCar(page, 'kiwi-caravans', 'KW-SOLD-1D', '#find-similar');
    const form = page.getByTestId('lead-form-multi-step');
    // The message is prefilled from the car: the first step can go on as it is.
    await expect(form.getByLabel('What are you looking for?')).not.toHaveValue('');
    await press(form.getByRole('button', { name: 'Next' }));
    const email = uniqueEmail('similar-kiwi');
    await fillContact(page, form, { name: 'Kim Caravan', email, phone: uniquePhone() });
    await agreeToTermsIfAsked(form);

    // An answer with no error of its own: spec §4's 'An unexpected error occured' (sic).
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }));
    await press(form.getByRole('button', { name: 'Send Request' }));
    await expect(form.getByTestId('lead-form-error')).toHaveText('An unexpected error occured');
    await expect(page.getByTestId('lead-toast')).toContainText('An unexpected error occured');
    // The returned error when there is one.
    await page.unroute('**/api/leads');
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'An error occurred when submitting this form' }),
      }),
    );
    await press(form.getByRole('button', { name: 'Send Request' }));
    await expect(form.getByTestId('lead-form-error')).toHaveText('An error occurred when submitting this form');

    await page.unroute('**/api/leads');
    await press(form.getByRole('button', { name: 'Send Request' }));
    await page.waitForURL((url) => url.pathname === '/success');
    const lead = await expectDelivered(request, email);
    expect(lead).toMatchObject({ form: 'multi-step', subcategory: 'Find Me Something Similar' });
    expect(lead.vehicle?.stock_number).toBe('KW-SOLD-1D');
  });
});

test('harbour-mazda: the card’s Quick Enquiry opens the quick form on the car page and sends it', async ({ page, request }) => {
  await page.goto(siteUrl('harbour-mazda', '/search?query=HM-INSTOCK'));
  await waitForHydration(page);
  const card = page.locator('[data-testid="car-card"][data-stocknum="HM-INSTOCK"]');
  await press(card.getByRole('link', { name: /^Quick Enquiry/ }));
  await page.waitForURL((url) => url.pathname.startsWith('/cars/') && url.hash === '#quick-enquiry');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Quick Enquiry' })).toBeFocused();
  const form = page.getByTestId('lead-form-quick-enquiry');
  // Harbour Mazda makes the message optional (seed).
  await expect(form.getByLabel('Message (optional)')).toBeVisible();
  await expect(form.getByLabel('Location')).toHaveCount(0);
  const email = uniqueEmail('quick-harbour');
  await fillContact(page, form, { name: 'Quinn Quick', email, phone: uniquePhone() });
  await agreeToTermsIfAsked(form);
  await press(form.getByRole('button', { name: 'Send Enquiry' }));
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await expectDelivered(request, email);
  expect(lead).toMatchObject({ form: 'quick-enquiry', category: 'General Enquiry', subcategory: 'Quick Enquiry' });
  expect(lead.vehicle?.stock_number).toBe('HM-INSTOCK');
  expect(lead.dealership?.slug).toBe('harbour-mazda');
});

// Spec §2: the finance page is chosen by dealership (seed: Harbour Mazda /finance-enquiry, Coastline's default /finance).
for (const { tenant, stocknum, from, financePath } of [
  { tenant: 'harbour-mazda', stocknum: 'HM-INSTOCK', from: 'card', financePath: '/finance-enquiry' },
  { tenant: 'coastline', stocknum: 'CL-INSTOCK', from: 'car page', financePath: '/finance' },
] as const) {
  test(`${tenant}: the ${from}’s Get Finance lands on #finance-form prefilled for the car, and sends a finance enquiry (event 17)`, async ({
    page,
    request,
  }) => {
    await recordDataLayer(page);
    if (from === 'card') {
      await page.goto(siteUrl(tenant, `/search?query=${stocknum}`));
      await waitForHydration(page);
      await press(page.locator(`[data-testid="car-card"][data-stocknum="${stocknum}"]`).getByRole('link', { name: /^Get Finance/ }));
    } else {
      await openCar(page, tenant, stocknum);
      await press(page.getByTestId('car-buttons').getByRole('link', { name: 'Get Finance' }));
    }
    await page.waitForURL((url) => url.pathname === financePath && url.hash === '#finance-form');
    await waitForHydration(page);
    const params = new URL(page.url()).searchParams;
    const form = page.getByTestId('lead-form-finance');
    // About one car: its dealership is the car's, so there is no dealership to choose.
    await expect(form.getByLabel('Preferred dealership')).toHaveCount(0);
    await expect(form.getByLabel('Vehicle price budget (optional)')).toHaveValue(params.get('vehiclePriceBudget')!);
    await expect(page.locator('#finance-form')).toBeInViewport();
    await saveScreenshot(page, `leads-finance-prefilled-${tenant}`);

    const email = uniqueEmail(`finance-${tenant}`);
    await fillContact(page, form, { name: 'Fin Ance', email, phone: uniquePhone() });
    await agreeToTermsIfAsked(form);
    await press(form.getByRole('button', { name: 'Send Finance Enquiry' }));
    await page.waitForURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your finance enquiry');
    const lead = await expectDelivered(request, email);
    expect(lead).toMatchObject({
      form: 'finance',
      category: 'Finance Enquiry',
      vehicle_price_budget: Number(params.get('vehiclePriceBudget')),
      event_id: 17,
    });
    expect(lead.vehicle?.stock_number).toBe(stocknum);
    expect(lead.dealership?.slug).toBe(params.get('preferredDealership'));
    expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ event_id: 17, lead_id: lead.id }));
  });
}

test('lone-star-motors: Lone Star Ford’s Get Finance opens its own finance page, /apply-for-finance, with the form', async ({ page }) => {
  await page.goto(siteUrl('lone-star-motors', '/search?query=LS-INSTOCK'));
  await waitForHydration(page);
  const link = page.locator('[data-testid="car-card"][data-stocknum="LS-INSTOCK"]').getByRole('link', { name: /^Get Finance/ });
  await expect(link).toHaveAttribute('href', /^\/apply-for-finance\?preferredDealership=lone-star-ford&/);
  await press(link);
  await page.waitForURL((url) => url.pathname === '/apply-for-finance' && url.hash === '#finance-form');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Apply for finance', exact: true, level: 2 })).toBeVisible();
  const budget = new URL(page.url()).searchParams.get('vehiclePriceBudget')!;
  await expect(page.getByTestId('lead-form-finance').getByLabel('Vehicle price budget (optional)')).toHaveValue(budget);

  // Without a car, `preferredDealership` picks the dealership in the select.
  await page.goto(
    siteUrl('lone-star-motors', '/apply-for-finance?preferredDealership=lone-star-chevrolet&vehiclePriceBudget=30000#finance-form'),
  );
  await waitForHydration(page);
  const form = page.getByTestId('lead-form-finance');
  await expect(form.getByLabel('Preferred dealership')).toHaveValue('lone-star-chevrolet');
  await expect(form.getByLabel('Vehicle price budget (optional)')).toHaveValue('30000');
  await expect(page.locator('#finance-form')).toBeInViewport();
});

test('harbour-mazda: the brand finance page takes a finance enquiry', async ({ page, request }) => {
  await page.goto(siteUrl('harbour-mazda', '/mazda-finance-page'));
  await waitForHydration(page);
  const form = page.getByTestId('lead-form-finance');
  await expect(page.getByRole('heading', { name: 'Mazda Finance enquiry' })).toBeVisible();
  // One dealership: chosen for the shopper.
  await expect(form.getByLabel('Preferred dealership')).toHaveValue('harbour-mazda');
  const email = uniqueEmail('finance-harbour');
  await fillContact(page, form, { name: 'Mia Mazda', email, phone: uniquePhone() });
  await typeInto(page, form.getByLabel('Vehicle price budget (optional)'), '$42,500');
  await agreeToTermsIfAsked(form);
  await press(form.getByRole('button', { name: 'Send Finance Enquiry' }));
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await expectDelivered(request, email);
  expect(lead).toMatchObject({ form: 'finance', category: 'Finance Enquiry', vehicle_price_budget: 42500, event_id: 17 });
});

for (const tenant of ['coastline', 'kiwi-caravans']) {
  test(`${tenant}: /careers sends a Career Enquiry (General Enquiry, event 51)`, async ({ page, request }) => {
    await recordDataLayer(page);
    await page.goto(siteUrl(tenant, '/careers'));
    await waitForHydration(page);
    const form = page.getByTestId('lead-form-careers');
    const email = uniqueEmail(`careers-${tenant}`);
    await fillContact(page, form, { name: 'Cara Career', email, phone: uniquePhone() });
    const dealership = form.getByLabel('Preferred dealership');
    if ((await dealership.locator('option').count()) > 1) await dealership.selectOption({ index: 1 });
    await typeInto(page, form.getByLabel(/^Message/), 'Qualified technician looking for a role. Resume on request.');
    await agreeToTermsIfAsked(form);
    await press(form.getByRole('button', { name: 'Send', exact: true }));
    await page.waitForURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your interest in working with us');
    const lead = await expectDelivered(request, email);
    expect(lead).toMatchObject({ form: 'careers', category: 'General Enquiry', subcategory: 'Career Enquiry', event_id: 51 });
    expect(await dataLayerEvents(page)).toContainEqual(expect.objectContaining({ event_id: 51, lead_id: lead.id }));
  });
}

for (const { tenant, location, slug } of [
  { tenant: 'coastline', location: 'Coastline Toyota Service', slug: 'coastline-toyota-service' },
  { tenant: 'harbour-mazda', location: 'Harbour Mazda Service', slug: 'harbour-mazda-service' },
]) {
  test(`${tenant}: /service books a service at the chosen location with the ticked services`, async ({ page, request }) => {
    await page.goto(siteUrl(tenant, '/service'));
    await waitForHydration(page);
    const form = page.getByTestId('lead-form-service');
    const email = uniqueEmail(`service-${tenant}`);
    await fillContact(page, form, { name: 'Serv Ice', email, phone: uniquePhone() });
    await form.getByLabel('Service Location').selectOption({ label: location });
    await press(form.getByRole('checkbox', { name: 'Logbook Service' }), 'Space');
    await press(form.getByRole('checkbox', { name: 'Tyres' }), 'Space');
    await typeInto(page, form.getByLabel('Rego (optional)'), 'ABC123');
    await agreeToTermsIfAsked(form);
    await press(form.getByRole('button', { name: 'Request Booking' }));
    await page.waitForURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your service booking request');
    const lead = await expectDelivered(request, email);
    expect(lead).toMatchObject({ form: 'service', category: 'Service Booking', additional_services: ['Logbook Service', 'Tyres'] });
    expect(lead.location?.slug).toBe(slug);
    // The lead goes to the dealership of the chosen service location.
    expect(lead.dealership?.id).toBe(lead.location?.dealership);
  });
}

// The car page's forms on a second tenant each (leads.spec.ts has them on Coastline).
test('kiwi-caravans: a test drive of a caravan, typed by keyboard, with a slot from the yard’s hours', async ({ page, request }) => {
  await openCar(page, 'kiwi-caravans', 'KW-CARAVAN', '#test-drive');
  const form = page.getByTestId('car-lead-panel').getByTestId('lead-form-test-drive');
  // A keyboard submit of the empty form lists what is missing.
  await press(form.getByRole('button', { name: 'Book Test Drive' }));
  await expect(form.getByTestId('lead-error-list')).toContainText('Name is required');
  const email = uniqueEmail('test-drive-kiwi');
  await fillContact(page, form, { name: 'Tia Tow', email, phone: uniquePhone() });
  const { date: firstDate, time: firstTime } = await chooseFirstSlot(form);
  await agreeToTermsIfAsked(form);
  await press(form.getByRole('button', { name: 'Book Test Drive' }));
  await page.waitForURL((url) => url.pathname === '/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for booking a test drive');
  const lead = await expectDelivered(request, email);
  expect(lead).toMatchObject({ form: 'test-drive', category: 'Test Drive', preferred_date: firstDate, preferred_time: firstTime });
  expect(lead.vehicle?.stock_number).toBe('KW-CARAVAN');
});

test('harbour-mazda: Request Photos sends the spec’s message for the car', async ({ page, request }) => {
  await openCar(page, 'harbour-mazda', 'HM-INSTOCK', '#request-photos');
  const form = page.getByTestId('car-lead-panel').getByTestId('lead-form-request-photos');
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveCount(0);
  const email = uniqueEmail('photos-harbour');
  await fillContact(page, form, { name: 'Pia Photos', email, phone: uniquePhone() });
  await agreeToTermsIfAsked(form);
  await press(form.getByRole('button', { name: 'Request Photos' }));
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await expectDelivered(request, email);
  expect(lead).toMatchObject({ form: 'request-photos', message: 'Please send photos for this car.', subcategory: 'Request Photos' });
  expect(lead.vehicle?.stock_number).toBe('HM-INSTOCK');
});

test('lone-star-motors: the card’s Quick Enquiry refuses an empty message, then sends', async ({ page, request }) => {
  await page.goto(siteUrl('lone-star-motors', '/search?query=LS-INSTOCK'));
  await waitForHydration(page);
  await press(page.locator('[data-testid="car-card"][data-stocknum="LS-INSTOCK"]').getByRole('link', { name: /^Quick Enquiry/ }));
  await page.waitForURL((url) => url.pathname.startsWith('/cars/') && url.hash === '#quick-enquiry');
  await waitForHydration(page);
  const form = page.getByTestId('lead-form-quick-enquiry');
  const email = uniqueEmail('quick-lone-star');
  await fillContact(page, form, { name: 'Quincy Quick', email, phone: '(512) 555-0142' });
  await press(form.getByRole('button', { name: 'Send Enquiry' }));
  await expect(form.getByTestId('lead-error-list')).toContainText('Message is required');
  await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await typeInto(page, form.getByLabel('Message'), 'Is this truck still available this weekend?');
  await agreeToTermsIfAsked(form);
  await press(form.getByRole('button', { name: 'Send Enquiry' }));
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await expectDelivered(request, email);
  expect(lead).toMatchObject({
    form: 'quick-enquiry',
    subcategory: 'Quick Enquiry',
    message: 'Is this truck still available this weekend?',
  });
  expect(lead.vehicle?.stock_number).toBe('LS-INSTOCK');
});
