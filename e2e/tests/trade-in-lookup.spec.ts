/**
 * Issue 13, first slice: the trade-in lookups the wizard makes (`/api/eval-expert/enter-vin` and
 * `/manual-entry`), answered by the sample valuation service the seed loads (no eval-expert
 * account configured), through the real site and CMS.
 */
import { SITE_PORT } from '../playwright.config';
import { cmsUrl, expect, staffAuthorization, test } from './fixtures';

type Item = { EvalID: string | number; VIN: string | null; VechielDescriptions: string[]; Make: string | null; Model: string | null };

const lookup = (request: import('@playwright/test').APIRequestContext, tenant: string, path: string, data: unknown) =>
  request.post(`http://localhost:${SITE_PORT}/api/eval-expert/${path}`, { headers: { host: `${tenant}.localhost:${SITE_PORT}` }, data });

test('a registration of one known vehicle answers its EvalID and the vehicle', async ({ request }) => {
  const response = await lookup(request, 'coastline', 'enter-vin', { rego: 'qld1-ev00', state: 'qld' });
  expect(response.status()).toBe(200);
  const [item] = (await response.json()) as Item[];
  expect(item).toMatchObject({ EvalID: 'EV910000', Make: 'Toyota', Model: 'HiLux', VechielDescriptions: [] });
});

test('a registration that could be several vehicles answers the descriptions, and the choice gets an EvalID', async ({ request }) => {
  const response = await lookup(request, 'harbour-mazda', 'enter-vin', { rego: 'NSW4CH07', state: 'NSW' });
  expect(response.status()).toBe(200);
  const [item] = (await response.json()) as Item[];
  expect(item!.EvalID).toBe(0);
  expect(item!.VechielDescriptions.length).toBeGreaterThanOrEqual(2);

  const chosen = item!.VechielDescriptions[1]!;
  const entry = await lookup(request, 'harbour-mazda', 'manual-entry', { vin: item!.VIN, desc: chosen });
  expect(entry.status()).toBe(200);
  const [vehicle] = (await entry.json()) as Item[];
  expect(String(vehicle!.EvalID)).toMatch(/^SAMPLE\d+-2$/);
  expect(vehicle!.VIN).toBe(item!.VIN);
  // A description the lookup did not offer is no vehicle.
  expect(await (await lookup(request, 'harbour-mazda', 'manual-entry', { vin: item!.VIN, desc: 'A car we never offered' })).json()).toEqual(
    [],
  );
});

test('an unknown registration is an empty list (the not-found panel)', async ({ request }) => {
  const response = await lookup(request, 'coastline', 'enter-vin', { rego: 'ZZZ999', state: 'VIC' });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([]);
  // Known in Queensland, not in Victoria.
  expect(await (await lookup(request, 'coastline', 'enter-vin', { rego: 'QLD1EV00', state: 'VIC' })).json()).toEqual([]);
});

test('bad input gets the spec’s field messages, and nothing is looked up', async ({ request }) => {
  const missing = await lookup(request, 'coastline', 'enter-vin', { rego: '', state: 'XX' });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({
    error: 'Please fix the following errors:',
    errors: { rego: '* This field is required', state: '* This field is required' },
  });
  const choice = await lookup(request, 'coastline', 'manual-entry', { vin: 'SAMPLEVIN00100000' });
  expect(choice.status()).toBe(400);
  expect(((await choice.json()) as { errors: Record<string, string> }).errors).toEqual({ desc: '* Please choose one car.' });
  const get = await request.get(`http://localhost:${SITE_PORT}/api/eval-expert/enter-vin`, {
    headers: { host: `coastline.localhost:${SITE_PORT}` },
  });
  expect(get.status()).toBe(405);
  expect((await lookup(request, 'nobody.example.com', 'enter-vin', { rego: 'QLD1EV00', state: 'QLD' })).status()).toBe(404);
});

test('the sample valuation service answers the site only, not shoppers or staff', async ({ request }) => {
  const body = { data: { rego: 'QLD1EV00', state: 'QLD' } };
  expect((await request.post(cmsUrl('/api/valuation-samples/enter-vin'), body)).status()).toBe(401);
  const staff = await staffAuthorization(request);
  expect((await request.post(cmsUrl('/api/valuation-samples/enter-vin'), { ...body, headers: staff })).status()).toBe(403);
  // Nor can anyone list the table.
  expect((await request.get(cmsUrl('/api/valuation-samples?limit=1'))).status()).toBe(403);
});

test('a tenant with trade-in off answers 404', async ({ request }) => {
  const staff = await staffAuthorization(request);
  const tenants = await request.get(cmsUrl('/api/tenants?where[slug][equals]=kiwi-caravans&depth=0'), { headers: staff });
  const tenant = ((await tenants.json()) as { docs: { id: number; features: Record<string, unknown> }[] }).docs[0]!;
  const patch = (tradeIn: boolean) =>
    request.patch(cmsUrl(`/api/tenants/${tenant.id}`), { headers: staff, data: { features: { ...tenant.features, tradeIn } } });
  expect((await patch(false)).status()).toBe(200);
  try {
    const off = await lookup(request, 'kiwi-caravans', 'enter-vin', { rego: 'QLD1EV00', state: 'QLD' });
    expect(off.status()).toBe(404);
    // Another tenant is unaffected.
    expect((await lookup(request, 'coastline', 'enter-vin', { rego: 'QLD1EV00', state: 'QLD' })).status()).toBe(200);
  } finally {
    expect((await patch(true)).status()).toBe(200);
  }
  expect((await lookup(request, 'kiwi-caravans', 'enter-vin', { rego: 'QLD1EV00', state: 'QLD' })).status()).toBe(200);
});
