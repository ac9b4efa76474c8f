/**
 * Leads end to end (issue 10): a shopper fills a form by keyboard, lands on /success, the lead is
 * in the CMS for the tenant's staff (and only theirs) with its delivery done, and the dealer's
 * email is in the local inbox (maildev, started by the same script as `npm start`).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { adminLogin, cmsUrl, editorOf, expect, inboxEmails, saveScreenshot, siteUrl, test, waitForHydration } from './fixtures';
import { SITE_PORT } from '../playwright.config';
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
} from './leadHelpers';

for (const { tenant, stocknum, terms, word } of [
  { tenant: 'coastline', stocknum: 'CL-INSTOCK', terms: true, word: 'car' },
  { tenant: 'kiwi-caravans', stocknum: 'KW-CARAVAN', terms: false, word: 'caravan' },
]) {
  test(`${tenant}: an enquiry about a ${word}, typed by keyboard, is stored, delivered and in the dealer's inbox`, async ({
    page,
    request,
  }) => {
    await recordDataLayer(page);
    await openCar(page, tenant, stocknum, '#enquire');
    const form = page.getByTestId('car-lead-panel').getByTestId('lead-form-enquiry');
    const email = uniqueEmail(`enquiry-${tenant}`);
    await fillContact(page, form, { name: 'Ada Keyboard', email, phone: '0400 123 456' });
    await typeInto(page, form.getByLabel('Message'), `Is the ${word} still available? Can I see it on Saturday?`);
    if (terms) {
      await form.getByRole('checkbox', { name: /terms of use/ }).focus();
      await page.keyboard.press('Space');
    } else {
      await expect(form.getByRole('checkbox', { name: /terms of use/ })).toHaveCount(0);
    }
    await form.getByRole('button', { name: 'Send Enquiry' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/success');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, `leads-success-${tenant}`);

    const lead = await leadByEmail(request, email, (l) => l.delivery_status !== 'pending');
    expect(lead).toMatchObject({ name: 'Ada Keyboard', form: 'enquiry', category: 'General Enquiry', delivery_status: 'delivered' });
    expect(lead.vehicle?.stock_number).toBe(stocknum);
    expect(lead.deliveries.length).toBeGreaterThan(0);
    expect(lead.deliveries.every((d) => d.status === 'delivered')).toBe(true);
    // Spec §9: an enquiry about a used car is event 15, a new or demo one 14.
    expect([14, 15]).toContain(lead.event_id);
    const events = await dataLayerEvents(page);
    expect(events).toContainEqual(expect.objectContaining({ event_id: lead.event_id, lead_id: lead.id }));

    const inboxTarget = lead.deliveries.find((d) => d.channel === 'email')!.target;
    const mails = (await inboxEmails(request)).filter(
      (mail) => mail.to.some((to) => to.address === inboxTarget) && mail.text?.includes(email),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Ada Keyboard');
  });
}

test('coastline: a test drive with a date and time from the location’s slots is stored as asked', async ({ page, request }) => {
  await openCar(page, 'coastline', 'CL-INSTOCK', '#test-drive');
  const form = page.getByTestId('car-lead-panel').getByTestId('lead-form-test-drive');
  const email = uniqueEmail('test-drive');
  await fillContact(page, form, { name: 'Tess Driver', email, phone: '0400 222 333' });
  const { date: firstDate, time: firstTime } = await chooseFirstSlot(form);
  await form.getByRole('checkbox', { name: /terms of use/ }).check();
  await form.getByRole('button', { name: 'Book Test Drive' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for booking a test drive');

  const lead = await leadByEmail(request, email);
  expect(lead).toMatchObject({ form: 'test-drive', category: 'Test Drive', preferred_date: firstDate, preferred_time: firstTime });
  expect([17, 48]).toContain(lead.event_id);
});

test('coastline: Request Photos sends the spec’s message for the car', async ({ page, request }) => {
  await openCar(page, 'coastline', 'CL-INSTOCK', '#request-photos');
  const form = page.getByTestId('car-lead-panel').getByTestId('lead-form-request-photos');
  const email = uniqueEmail('photos');
  await fillContact(page, form, { name: 'Pat Photos', email, phone: '0400 444 555' });
  await form.getByRole('checkbox', { name: /terms of use/ }).check();
  await form.getByRole('button', { name: 'Request Photos' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await leadByEmail(request, email);
  expect(lead).toMatchObject({ form: 'request-photos', message: 'Please send photos for this car.', subcategory: 'Request Photos' });
});

test('harbour-mazda: /contact sends a general enquiry for the chosen location; staff of another tenant do not see it', async ({
  page,
  request,
  browser,
  playwright,
}) => {
  await page.goto(siteUrl('harbour-mazda', '/contact'));
  await waitForHydration(page);
  const form = page.getByTestId('lead-form-contact');
  const email = uniqueEmail('contact');
  await fillContact(page, form, { name: 'Cory Contact', email, phone: '09 123 4567' });
  const location = form.getByLabel('Location');
  await location.selectOption({ index: 1 });
  // harbour-mazda makes the message optional: no message typed.
  await form.getByRole('button', { name: 'Send Enquiry' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/success');
  const lead = await leadByEmail(request, email, (l) => l.delivery_status === 'delivered');
  expect(lead).toMatchObject({ form: 'contact', category: 'General Enquiry', event_id: 22 });

  // In the admin: harbour-mazda's editor finds it in the leads list; coastline's editor does not.
  const own = await browser.newPage();
  await adminLogin(own, editorOf('harbour-mazda'));
  await own.goto(cmsUrl('/admin/collections/leads'));
  await expect(own.getByRole('link', { name: 'Cory Contact' }).first()).toBeVisible();
  await saveScreenshot(own, 'leads-admin-list-harbour-mazda');
  // The list's export link downloads the tenant's leads as CSV.
  const [download] = await Promise.all([own.waitForEvent('download'), own.getByTestId('export-leads').click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Received,Lead id,Form,Category/);
  expect(csv).toContain(email);
  await own.close();
  // A fresh request context: the shared one's idle keep-alive socket may have been closed by the server meanwhile (ECONNRESET).
  const api = await playwright.request.newContext();
  const login = await api.post(cmsUrl('/api/users/login'), { data: editorOf('coastline') });
  const { token } = (await login.json()) as { token: string };
  const response = await api.get(cmsUrl(`/api/leads?where[email][equals]=${encodeURIComponent(email)}`), {
    headers: { authorization: `JWT ${token}` },
  });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(0);
  await api.dispose();
});

/** POST /api/leads from another loopback address (127/8), so the browser tests' own rate-limit budget on 127.0.0.1 is untouched. */
function postLead(body: unknown, from: string, tenant = 'coastline'): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: '/api/leads',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          host: `${tenant}.localhost:${SITE_PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function visibleLocationOf(request: APIRequestContext, tenant: string): Promise<string> {
  const response = await request.get(
    cmsUrl(`/api/locations?where[tenant.slug][equals]=${tenant}&where[visible][equals]=true&limit=1&depth=0`),
  );
  const [location] = ((await response.json()) as { docs: { slug: string }[] }).docs;
  return location!.slug;
}

const contactLead = (email: string, location: string, key = `e2e-${Math.random().toString(36).slice(2, 12)}`) => ({
  form: 'contact',
  idempotency_key: key,
  name: 'Dora Double',
  email,
  phone: uniquePhone(),
  message: 'Clicked twice',
  terms_accepted: true,
  location,
});

test('a double submit stores one lead: the same idempotency key answers the same lead_id', async ({ request }) => {
  const email = uniqueEmail('double');
  const body = contactLead(email, await visibleLocationOf(request, 'coastline'), `e2e-double-${Date.now()}`);
  const [first, second] = await Promise.all([postLead(body, '127.0.0.41'), postLead(body, '127.0.0.41')]);
  expect([first.status, second.status]).toEqual([201, 201]);
  expect(first.json.lead_id).toBe(second.json.lead_id);
  const lead = await leadByEmail(request, email);
  expect(lead.id).toBe(first.json.lead_id);
});

test('form rate limits: an address sending an 11th lead in 10 minutes, or a contact sending from many addresses, gets 429', async ({
  request,
}) => {
  const location = await visibleLocationOf(request, 'coastline');
  const run = Date.now().toString(36);
  const fromOneAddress = [];
  for (let i = 0; i < 11; i++)
    fromOneAddress.push(await postLead(contactLead(`rate-${run}-${i}@shopper.example.com`, location), '127.0.0.42'));
  expect(fromOneAddress.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
  expect(fromOneAddress[10]!.status).toBe(429);

  const sameContact = [];
  const oneContact = { ...contactLead(`one-contact-${run}@shopper.example.com`, location), phone: '0400 765 432' };
  for (let i = 0; i < 11; i++)
    sameContact.push(await postLead({ ...oneContact, idempotency_key: `e2e-contact-${run}-${i}` }, `127.0.0.${50 + i}`));
  expect(sameContact.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
  expect(sameContact[10]!.status).toBe(429);
  // Another tenant's budget is its own.
  expect(
    (
      await postLead(
        contactLead(`rate-${run}-other@shopper.example.com`, await visibleLocationOf(request, 'harbour-mazda')),
        '127.0.0.42',
        'harbour-mazda',
      )
    ).status,
  ).toBe(201);
});
