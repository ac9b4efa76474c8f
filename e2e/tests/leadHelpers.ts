/**
 * Shared by the lead specs (issue 10): a stored lead as staff read it, polling for it, and typing
 * a shopper's contact details by keyboard.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { cmsUrl, expect, siteUrl, staffAuthorization, waitForHydration } from './fixtures';

/** A lead as the CMS answers it at depth 1 (the fields the specs read). */
export interface StoredLead {
  id: number;
  name: string;
  form: string;
  category: string;
  subcategory?: string | null;
  email: string;
  event_id: number;
  message?: string | null;
  delivery_status: string;
  deliveries: { channel: string; target: string; status: string }[];
  car?: number | null;
  preferred_date?: string | null;
  preferred_time?: string | null;
  vehicle?: { stock_number?: string | null } | null;
  offer?: { id: number; title: string } | null;
  location?: { id: number; slug: string; dealership?: number | null } | null;
  vehicle_price_budget?: number | null;
  additional_services?: string[] | null;
  parts?: { make?: string | null; model?: string | null; part?: string | null } | null;
  dealership?: { id: number; slug: string } | null;
  tenant: number | { id: number; slug: string };
}

/** A phone of its own per lead: the rate limit also counts per phone. */
export const uniquePhone = () => `0400 ${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

/** The lead with this email, as the tenant's staff read it (polls: delivery runs in the CMS's job queue). */
export async function leadByEmail(
  request: APIRequestContext,
  email: string,
  until: (lead: StoredLead) => boolean = () => true,
): Promise<StoredLead> {
  const headers = await staffAuthorization(request);
  let last: StoredLead | undefined;
  for (let i = 0; i < 60; i++) {
    const response = await request.get(cmsUrl(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=1&limit=5`), { headers });
    expect(response.status()).toBe(200);
    const { docs } = (await response.json()) as { docs: StoredLead[] };
    expect(docs.length).toBeLessThanOrEqual(1);
    last = docs[0];
    if (last && until(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`No lead for ${email} reached the expected state: ${JSON.stringify(last)}`);
}

/** Types into a field the way a keyboard user does: focus it, then type. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

export async function fillContact(page: Page, form: Locator, contact: { name: string; email: string; phone: string }) {
  await typeInto(page, form.getByRole('textbox', { name: 'Name' }), contact.name);
  await typeInto(page, form.getByRole('textbox', { name: 'Email' }), contact.email);
  await typeInto(page, form.getByRole('textbox', { name: 'Phone' }), contact.phone);
}

/** Picks the first offered test-drive day and its first time (slots from the location's hours); returns them. */
export async function chooseFirstSlot(form: Locator): Promise<{ date: string; time: string }> {
  const date = form.getByLabel('Preferred date (optional)');
  const firstDate = (await date.locator('option').nth(1).getAttribute('value'))!;
  await date.selectOption(firstDate);
  const time = form.getByLabel('Preferred time (optional)');
  const firstTime = (await time.locator('option').nth(1).getAttribute('value'))!;
  await time.selectOption(firstTime);
  return { date: firstDate, time: firstTime };
}

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}@shopper.example.com`;

/** Opens a car's page the way a shopper finds it (its card in search), with an optional hash; returns its path. */
export async function openCar(page: Page, tenant: string, stocknum: string, hash = ''): Promise<string> {
  await page.goto(siteUrl(tenant, `/search?query=${stocknum}`));
  await waitForHydration(page);
  const card = page.locator(`[data-testid="car-card"][data-stocknum="${stocknum}"]`);
  const href = await card.getByRole('link', { name: /^(View Details|Explore Vehicle)/ }).getAttribute('href');
  expect(href).toMatch(/^\/cars\//);
  await page.goto(siteUrl(tenant, `${href}${hash}`));
  await waitForHydration(page);
  return href!;
}

/** The analytics events the page pushed (spec §7): read before the page leaves. */
export const dataLayerEvents = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]') as { event_id?: number; lead_id?: number }[]);

/** Keeps a copy of window.dataLayer across the redirect to /success. */
export async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem('e2e-dataLayer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-dataLayer', JSON.stringify([...saved, ...items]));
      return push(...items);
    };
  });
}

/** The trade-in wizard's step four (Your Details), typed as a keyboard user would. */
export async function fillYourDetails(page: Page, contact: { email: string; phone: string }, postcode: string) {
  const wizard = page.getByTestId('trade-in-wizard');
  await typeInto(page, wizard.getByLabel('Postcode'), postcode);
  await typeInto(page, wizard.getByLabel('Odometer (km)'), '84,000');
  await wizard.getByLabel('Service history').selectOption('Full service history');
  await wizard.getByLabel('Number of keys').selectOption('2');
  await wizard.getByLabel('Car condition').selectOption('Good');
  await typeInto(page, wizard.getByLabel('Comments'), 'Tow bar fitted, new tyres.');
  await typeInto(page, wizard.getByLabel('First name'), 'Jo');
  await typeInto(page, wizard.getByLabel('Last name'), 'Citizen');
  await typeInto(page, wizard.getByLabel('Phone'), contact.phone);
  await typeInto(page, wizard.getByLabel('Email'), contact.email);
}
