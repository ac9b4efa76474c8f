/**
 * Car page data editable in the CMS (issue 5): market disclosures per car and finance exclusions
 * per tenant, through the real REST handlers with access control on.
 */
import type { Payload } from 'payload';
import { rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const ids = {} as Record<'tenantA' | 'tenantB' | 'dealerA' | 'dealerB' | 'carA', number>;
let editorAToken = '';
let adminAToken = '';

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = (slug: string, locale: 'en-AU' | 'en-NZ') =>
    payload.create({
      collection: 'tenants',
      data: { name: slug, slug, template: 'group', locale, branding: { primaryColour: '#000000', secondaryColour: '#ffffff' } },
    });
  ids.tenantA = (await tenant('kiwi-test', 'en-NZ')).id;
  ids.tenantB = (await tenant('other-test', 'en-AU')).id;
  ids.dealerA = (await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Kiwi Test Motors' } })).id;
  ids.dealerB = (await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantB, name: 'Other Test Motors' } })).id;
  ids.carA = (
    await payload.create({
      collection: 'cars',
      context: { disableRevalidate: true },
      data: {
        tenant: ids.tenantA,
        dealership: ids.dealerA,
        name: '2019 Honda Jazz',
        year: 2019,
        make: 'Honda',
        model: 'Jazz',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'KT1',
        price: 15990,
      },
    })
  ).id;
  await payload.create({
    collection: 'users',
    data: { email: 'editor@kiwi.test', password, tenants: [{ tenant: ids.tenantA, roles: ['tenant-editor'] }] },
  });
  await payload.create({
    collection: 'users',
    data: { email: 'admin@kiwi.test', password, tenants: [{ tenant: ids.tenantA, roles: ['tenant-admin'] }] },
  });
  editorAToken = (await payload.login({ collection: 'users', data: { email: 'editor@kiwi.test', password } })).token!;
  adminAToken = (await payload.login({ collection: 'users', data: { email: 'admin@kiwi.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('market disclosures are edited per car', () => {
  it('an editor of the tenant sets the CIN link, drive-away price and Buyers Guide warranty, and the public reads them', async () => {
    const patch = await rest('PATCH', `cars/${ids.carA}`, {
      token: editorAToken,
      body: {
        consumer_information_notice_url: 'https://kiwi.test/cin/KT1.pdf',
        drive_away_price: 16990,
        dealer_warranty: true,
        buyers_guide_warranty_terms: '30 days or 1,000 miles',
      },
    });
    expect(patch.status).toBe(200);
    const { status, json } = await rest('GET', `cars/${ids.carA}?depth=0`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      consumer_information_notice_url: 'https://kiwi.test/cin/KT1.pdf',
      drive_away_price: 16990,
      dealer_warranty: true,
      buyers_guide_warranty_terms: '30 days or 1,000 miles',
    });
  });

  it('a new car is sold as is until the dealer says it has a warranty', async () => {
    const { json } = await rest('GET', `cars/${ids.carA}?depth=0`);
    expect(json.dealer_warranty).toBe(true);
    const fresh = await payload.create({
      collection: 'cars',
      context: { disableRevalidate: true },
      data: {
        tenant: ids.tenantA,
        dealership: ids.dealerA,
        name: 'x',
        year: 2020,
        make: 'Honda',
        model: 'Jazz',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'KT2',
      },
    });
    expect(fresh.dealer_warranty).toBe(false);
  });
});

describe('finance exclusions are tenant configuration', () => {
  it('a tenant admin lists dealerships whose cars never show finance', async () => {
    const { status } = await rest('PATCH', `tenants/${ids.tenantA}`, {
      token: adminAToken,
      body: { settings: { financeExcludedGroup: false, financeExcludedDealerships: [ids.dealerA] } },
    });
    expect(status).toBe(200);
    const { json } = await rest('GET', `tenants/${ids.tenantA}?depth=0`);
    expect(json.settings.financeExcludedDealerships).toEqual([ids.dealerA]);
  });

  it('only the tenant’s own dealerships can be listed', async () => {
    const { status } = await rest('PATCH', `tenants/${ids.tenantA}`, {
      token: adminAToken,
      body: { settings: { financeExcludedDealerships: [ids.dealerB] } },
    });
    expect(status).toBe(400);
    const { json } = await rest('GET', `tenants/${ids.tenantA}?depth=0`);
    expect(json.settings.financeExcludedDealerships).toEqual([ids.dealerA]);
  });

  it('an editor (not an admin) cannot change them', async () => {
    const { status } = await rest('PATCH', `tenants/${ids.tenantA}`, {
      token: editorAToken,
      body: { settings: { financeExcludedGroup: true } },
    });
    expect([401, 403, 404]).toContain(status);
    const { json } = await rest('GET', `tenants/${ids.tenantA}?depth=0`);
    expect(json.settings.financeExcludedGroup).toBe(false);
  });

  it('a tenant admin cannot touch another tenant’s exclusions', async () => {
    const { status } = await rest('PATCH', `tenants/${ids.tenantB}`, {
      token: adminAToken,
      body: { settings: { financeExcludedDealerships: [ids.dealerB] } },
    });
    expect([401, 403, 404]).toContain(status);
    const { json } = await rest('GET', `tenants/${ids.tenantB}?depth=0`);
    expect(json.settings.financeExcludedDealerships ?? []).toEqual([]);
  });
});
