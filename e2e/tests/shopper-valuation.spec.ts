/**
 * Spec §7 `POST /api/miscellaneous` ("Valuation result plus column_name 'valuation' (only for one
 * brand flag)"): Harbour Mazda, the brand template's tenant, keeps a signed-in shopper's valuation
 * on their profile. The shopper signs in with the code the development SMS adapter put in the
 * local inbox, finishes the wizard, and the CMS holds the valuation on their profile, where the
 * dealer's staff read it in the admin. Coastline does not keep valuations: nothing is posted.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminLogin, cmsUrl, editorOf, expect, saveScreenshot, siteUrl, staffAuthorization, test, waitForHydration } from './fixtures';
import { fillYourDetails, leadByEmail, typeInto, uniquePhone } from './leadHelpers';
import { signIn, uniqueMobile } from './shopperHelpers';

const FAILED = 'Failed to save valuation data';

/** Signs a new shopper in on `tenant` and lands on its `/trade-in`. */
async function signedInOnTradeIn(page: Page, tenant: string) {
  const mobile = uniqueMobile();
  await page.goto(siteUrl(tenant, '/sign-in?redirect=%2Ftrade-in'));
  await waitForHydration(page);
  await signIn(page, mobile);
  await page.waitForURL((address) => address.pathname === '/trade-in');
  await waitForHydration(page);
  return mobile;
}

/** Looks a rego up with a known EvalID and fills Your Details; answers the contact's email. */
async function valueVehicle(page: Page, rego: string, state: string): Promise<string> {
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Registration number'), rego);
  await wizard.getByLabel('State').selectOption(state);
  await wizard.getByRole('button', { name: 'Find my vehicle' }).click();
  // A dealer that takes photos asks for them first; they are optional.
  const skip = wizard.getByRole('button', { name: 'Skip' });
  await expect(wizard.getByLabel('Postcode').or(skip)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  const email = `valuation-${Date.now()}@example.com`;
  await fillYourDetails(page, { email, phone: uniquePhone() }, '2000');
  const terms = wizard.getByRole('checkbox', { name: /I agree to the/ });
  if (await terms.isVisible()) await terms.check();
  return email;
}

interface StoredShopper {
  id: number;
  valuation?: { saved_at?: string | null } & Record<string, unknown>;
}

async function shopperOf(request: APIRequestContext, e164: string): Promise<StoredShopper> {
  const headers = await staffAuthorization(request);
  const response = await request.get(cmsUrl(`/api/shoppers?where[phone][equals]=${encodeURIComponent(e164)}&depth=0&limit=5`), { headers });
  expect(response.status()).toBe(200);
  const { docs } = (await response.json()) as { docs: StoredShopper[] };
  expect(docs).toHaveLength(1);
  return docs[0]!;
}

/** The spec's console error, wherever the page logs it. */
const failuresLogged = (page: Page) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(FAILED)) logged.push(message.text());
  });
  return logged;
};

test('Harbour Mazda: a signed-in shopper’s valuation is kept on their profile, and the dealer’s staff read it', async ({
  page,
  request,
}) => {
  const failures = failuresLogged(page);
  const mobile = await signedInOnTradeIn(page, 'harbour-mazda');
  const wizard = page.getByTestId('trade-in-wizard');
  const email = await valueVehicle(page, 'nsw1ev04', 'NSW');
  const vehicle = /Your vehicle: (.+) \(NSW1EV04, NSW\)/.exec((await wizard.getByTestId('trade-in-vehicle').textContent()) ?? '')?.[1];
  expect(vehicle).toBeTruthy();

  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/miscellaneous');
  await wizard.getByRole('button', { name: 'Get my valuation' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const sent = answer.request().postDataJSON() as { column_name: string; value: Record<string, unknown> };
  await page.waitForURL(/\/success\?category=Trade-In\+Enquiry/);

  const lead = await leadByEmail(request, email);
  expect(sent).toEqual({
    column_name: 'valuation',
    value: { flow: 'wizard', lead_id: lead.id, vehicle, rego: 'NSW1EV04', state: 'NSW', kms: 84000, offer: null },
  });
  const shopper = await shopperOf(request, mobile.e164);
  expect(shopper.valuation).toEqual({
    saved_at: expect.any(String),
    flow: 'wizard',
    vehicle,
    rego: 'NSW1EV04',
    state: 'NSW',
    kms: 84000,
    offer_amount: null,
    offer_expires_on: null,
    lead: lead.id,
    trade_in: expect.any(Number),
  });
  expect(Date.parse(shopper.valuation!.saved_at!)).toBeGreaterThan(Date.now() - 5 * 60_000);
  expect(failures).toEqual([]);

  // The dealer's staff see it on the shopper in the admin, read-only, with its lead.
  await adminLogin(page, editorOf('harbour-mazda'));
  await page.goto(cmsUrl(`/admin/collections/shoppers/${shopper.id}`));
  await expect(page.getByText('Latest valuation', { exact: true })).toBeVisible();
  for (const [field, value] of [
    ['vehicle', vehicle!],
    ['rego', 'NSW1EV04'],
    ['state', 'NSW'],
    ['kms', '84000'],
  ] as const) {
    await expect(page.locator(`#field-valuation__${field}`)).toHaveValue(value);
    await expect(page.locator(`#field-valuation__${field}`)).toBeDisabled();
  }
  await expect(page.locator('#field-valuation__lead')).toContainText('Jo Citizen');
  await page.locator('#field-valuation__rego').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'shopper-valuation-admin');
});

test('Coastline does not keep valuations: a signed-in shopper’s valuation is not posted, and nothing is stored', async ({
  page,
  request,
}) => {
  const failures = failuresLogged(page);
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/miscellaneous') posted.push(sent.method());
  });
  const mobile = await signedInOnTradeIn(page, 'coastline');
  await valueVehicle(page, 'QLD1EV00', 'QLD');
  await page.getByTestId('trade-in-wizard').getByRole('button', { name: 'Get my valuation' }).click();
  await page.waitForURL(/\/success\?category=Trade-In\+Enquiry/);

  expect(posted).toEqual([]);
  expect((await shopperOf(request, mobile.e164)).valuation?.saved_at ?? null).toBeNull();
  expect(failures).toEqual([]);
  // And the site's route refuses a valuation for this dealer, as the CMS decides (404).
  const direct = await page.evaluate(async () => {
    const response = await fetch('/api/miscellaneous', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ column_name: 'valuation', value: { flow: 'wizard', lead_id: 1, rego: 'QLD1EV00', state: 'QLD', kms: 1 } }),
    });
    return response.status;
  });
  expect(direct).toBe(404);
});
