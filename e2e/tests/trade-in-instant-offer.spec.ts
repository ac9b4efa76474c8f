/**
 * Issue 13, the first valuation flow: coastline's Sell My Car is the instant offer (tenant setting
 * `sellMyCarFlow`). A shopper looks their car up, answers the adjustment questions, gives their
 * details, sees the offer with 'Expires on {date}' and accepts it (event 18); the dealer's staff
 * read both leads and the trade-in. Over the FAQ's limit there is no online estimate, only a call.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SITE_PORT } from '../playwright.config';
import { cmsUrl, expect, saveScreenshot, siteUrl, staffAuthorization, test, waitForHydration } from './fixtures';
import { typeInto, uniqueEmail, uniquePhone } from './leadHelpers';

interface Lead {
  id: number;
  category: string;
  subcategory?: string | null;
  event_id: number;
  form_completed?: boolean | null;
  offer_accepted?: boolean | null;
  preferred_contact_method: string;
  message?: string | null;
  location?: { slug: string } | null;
}

interface TradeIn {
  id: number;
  flow: string;
  eval_id: string;
  kms: number;
  finance: string;
  adjustment_answers: { question_id: string; answer_id: string }[];
  offer?: { amount?: number | null; expires_on?: string | null; accepted_at?: string | null } | null;
}

async function leadsOf(request: APIRequestContext, email: string): Promise<Lead[]> {
  const headers = await staffAuthorization(request);
  const response = await request.get(cmsUrl(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=1&sort=createdAt`), {
    headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: Lead[] }).docs;
}

async function tradeInOf(request: APIRequestContext, leadId: number): Promise<TradeIn> {
  const headers = await staffAuthorization(request);
  const response = await request.get(cmsUrl(`/api/trade-ins?where[lead][equals]=${leadId}&depth=0`), { headers });
  const { docs } = (await response.json()) as { docs: TradeIn[] };
  expect(docs).toHaveLength(1);
  return docs[0]!;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The sample service's offers stand 7 days from today in Brisbane: `3 December 2026`. */
function sevenDaysOn(): string {
  const today = new Date(Date.now() + 600 * 60_000).toISOString().slice(0, 10);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const wizardOf = (page: Page) => page.getByTestId('trade-in-wizard');
const heading = (page: Page) => wizardOf(page).locator('h2');

async function lookUp(page: Page, rego: string, state: string) {
  await page.goto(siteUrl('coastline', '/sell-my-car'));
  await waitForHydration(page);
  const wizard = wizardOf(page);
  await typeInto(page, wizard.getByLabel('Registration number'), rego);
  await wizard.getByLabel('State').selectOption(state);
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
}

/** About Your Vehicle: the odometer and an answer per question (the first, or the one named). */
async function answerQuestions(page: Page, kms: string, chosen: Record<string, string> = {}) {
  const wizard = wizardOf(page);
  await typeInto(page, wizard.getByLabel('Odometer (km)'), kms);
  for (const group of await wizard.locator('fieldset').all()) {
    const legend = (await group.locator('legend').textContent())!;
    const label = chosen[legend];
    await (label ? group.getByLabel(label, { exact: true }) : group.getByRole('radio').first()).check();
  }
  await wizard.getByRole('button', { name: 'Next' }).click();
}

async function yourDetails(page: Page, contact: { email: string; phone: string }, method: string, finance: string) {
  const wizard = wizardOf(page);
  // 'Phone' and 'Email' are also contact methods (radios): the text fields are the textboxes.
  await typeInto(page, wizard.getByRole('textbox', { name: 'Name', exact: true }), 'Sam Seller');
  await typeInto(page, wizard.getByRole('textbox', { name: 'Phone', exact: true }), contact.phone);
  await typeInto(page, wizard.getByRole('textbox', { name: 'Email', exact: true }), contact.email);
  await wizard.getByLabel('Nearest dealership').selectOption({ index: 1 });
  await wizard.getByRole('group', { name: 'Preferred contact method' }).getByRole('radio', { name: method }).check();
  await wizard.getByRole('group', { name: 'Would you like finance on your next vehicle?' }).getByRole('radio', { name: finance }).check();
  await wizard.getByRole('checkbox', { name: /I agree to the/ }).check();
}

test('an instant offer: questions, details, the offer with its expiry, accepted once (event 18), as staff read it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await lookUp(page, 'QLD1EV00', 'QLD');
  const wizard = wizardOf(page);
  await expect(wizard.getByRole('listitem')).toHaveText([
    '1. Vehicle Details',
    '2. Vehicle Selection',
    '3. About Your Vehicle',
    '4. Your Details',
  ]);
  await expect(heading(page)).toHaveText('Step 3 of 4: About Your Vehicle');
  await expect(heading(page)).toBeFocused();

  // Nothing answered: each question says so under itself, and the first takes the focus.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('* This field is required')).toHaveCount(6);
  await expect(wizard.getByLabel('Odometer (km)')).toBeFocused();
  await answerQuestions(page, '42,000', { 'Has the vehicle been in an accident or had panel repairs?': 'Yes, minor repairs' });
  await expect(heading(page)).toHaveText('Step 4 of 4: Your Details');
  await expect(wizard.getByTestId('trade-in-vehicle')).toContainText('2021 Toyota HiLux SR5');

  const contact = { email: uniqueEmail('instant-offer'), phone: uniquePhone() };
  await yourDetails(page, contact, 'Email', 'Yes');
  const offered = page.waitForResponse((response) => response.url().endsWith('/api/trade-in/offer'));
  await wizard.getByRole('button', { name: 'Get my offer' }).click();
  const offerBody = (await (await offered).json()) as { lead_id: number; offer_token: string; offer: { amount: number } };
  expect(offerBody.offer_token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  await expect(heading(page)).toHaveText('Your offer');
  const amount = wizard.getByTestId('instant-offer-amount');
  await expect(amount).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  expect(Number((await amount.textContent())!.replace(/[$,]/g, ''))).toBe(offerBody.offer.amount);
  await expect(wizard.getByTestId('instant-offer-expiry')).toHaveText(`Expires on ${sevenDaysOn()}`);
  await saveScreenshot(page, 'instant-offer');

  // The dealer has the lead and its trade-in before the shopper accepts.
  const [offerLead] = await leadsOf(request, contact.email);
  expect(offerLead).toMatchObject({
    id: offerBody.lead_id,
    category: 'Trade-In Enquiry',
    subcategory: 'Instant Offer',
    preferred_contact_method: 'Email',
    form_completed: true,
    offer_accepted: false,
  });
  expect(offerLead!.message).toContain(`Instant offer $${offerBody.offer.amount.toLocaleString('en-AU')}`);
  expect(offerLead!.message).toContain('Finance on the next vehicle: Yes.');
  const tradeIn = await tradeInOf(request, offerLead!.id);
  expect(tradeIn).toMatchObject({ flow: 'instant-offer', eval_id: 'EV910000', kms: 42_000, finance: 'Yes' });
  expect(tradeIn.adjustment_answers).toContainEqual(expect.objectContaining({ question_id: 'accident-history', answer_id: 'minor' }));
  expect(tradeIn.offer).toMatchObject({ amount: offerBody.offer.amount, accepted_at: null });

  // Accept: a lead of its own with event 18, the offer marked accepted.
  await wizard.getByRole('button', { name: 'Accept offer' }).click();
  await expect(wizard.getByTestId('instant-offer-accepted')).toHaveText(
    'Offer accepted. Our buying team will call you to arrange an inspection and payment.',
  );
  const leads = await leadsOf(request, contact.email);
  expect(leads).toHaveLength(2);
  expect(leads[1]).toMatchObject({ subcategory: 'Offer Accepted', event_id: 18, offer_accepted: true, form_completed: true });
  expect((await tradeInOf(request, offerLead!.id)).offer?.accepted_at).toBeTruthy();

  // Accepting again answers the same acceptance; a wrong token or another dealer's host finds no offer.
  const accept = (host: string, token: string) =>
    request.post(`http://localhost:${SITE_PORT}/api/trade-in/accept-offer`, {
      headers: { host: `${host}.localhost:${SITE_PORT}` },
      data: { lead_id: offerBody.lead_id, offer_token: token },
    });
  const again = await accept('coastline', offerBody.offer_token);
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { lead_id: number }).lead_id).toBe(leads[1]!.id);
  expect((await accept('coastline', `${offerBody.offer_token.slice(0, -2)}xx`)).status()).toBe(404);
  expect((await accept('harbour-mazda', offerBody.offer_token)).status()).toBe(404);
  expect(await leadsOf(request, contact.email)).toHaveLength(2);
});

test('over the FAQ’s limit (a 2018 car, chosen among several): no online estimate, the details still reach the dealer', async ({
  page,
  request,
}) => {
  await lookUp(page, 'VIC4CH11', 'VIC');
  const wizard = wizardOf(page);
  await expect(heading(page)).toHaveText('Step 2 of 4: Vehicle Selection');
  await wizard.getByRole('radio').first().check();
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Step 3 of 4: About Your Vehicle');
  await answerQuestions(page, '120000');
  const contact = { email: uniqueEmail('no-estimate'), phone: uniquePhone() };
  await yourDetails(page, contact, 'Phone', 'No');
  await wizard.getByRole('button', { name: 'Get my offer' }).click();
  await expect(heading(page)).toHaveText('We need to see this one in person');
  await expect(wizard.getByTestId('instant-offer-none')).toHaveText(
    'We can’t give an online estimate for vehicles over 7 years old or with more than 100,000 km. Your details are with our buying team and they will be in touch shortly.',
  );
  await expect(wizard.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  const [lead] = await leadsOf(request, contact.email);
  expect(lead).toMatchObject({ subcategory: 'Instant Offer', offer_accepted: false });
  const tradeIn = await tradeInOf(request, lead!.id);
  expect(tradeIn.offer?.amount ?? null).toBeNull();
});

test('the instant offer is only where the tenant runs it: harbour-mazda’s Sell My Car is the wizard and its offer route a 404', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl('harbour-mazda', '/sell-my-car'));
  await waitForHydration(page);
  await expect(wizardOf(page).getByRole('listitem')).toHaveText(['1. Vehicle Details', '2. Vehicle Selection', '3. Your Details']);
  const offer = await request.post(`http://localhost:${SITE_PORT}/api/trade-in/offer`, {
    headers: { host: `harbour-mazda.localhost:${SITE_PORT}`, 'x-forwarded-host': `coastline.localhost:${SITE_PORT}` },
    data: { evalid: 'EV910000' },
  });
  expect(offer.status()).toBe(404);
  // On coastline a bad body is a 400 naming each field, and nothing is stored.
  const bad = await request.post(`http://localhost:${SITE_PORT}/api/trade-in/offer`, {
    headers: { host: `coastline.localhost:${SITE_PORT}` },
    data: { evalid: 'EV910000', rego: 'QLD1EV00', regoState: 'QLD', kms: 'lots', finance: 'Maybe', idempotency_key: 'e2e-bad-offer-1' },
  });
  expect(bad.status()).toBe(400);
  const { errors } = (await bad.json()) as { errors: Record<string, string> };
  expect(errors).toMatchObject({
    kms: '* Please enter the kilometres as a whole number.',
    finance: '* Please choose an option from the list.',
    name: '* This field is required',
    'adjustment.tyres': '* This field is required',
  });
});
