/**
 * Issue 39: anonymous callers read only the fields the site needs (access/anonymousFields.ts). The
 * lead routing (inbox, CRM endpoint, ADF mailbox), the dealer group's and a location's email, and
 * internal car fields are staff-only: in the collection's own answers and populated into others.
 */
import type { Payload } from 'payload';
import { ANONYMOUS_FIELDS, withAnonymousFieldAllowList } from '../src/access/anonymousFields';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let editor: string;
const ids = {} as Record<'tenant' | 'dealership' | 'car', number>;

beforeAll(async () => {
  payload = await startTestPayload();
  ids.tenant = (await createTestTenant(payload, 'anon-coast')).id;
  await payload.update({
    collection: 'tenants',
    id: ids.tenant,
    data: { settings: { email: 'group@anon-coast.test', phone: '07 5550 0000' } },
  });
  ids.dealership = (
    await payload.create({
      collection: 'dealerships',
      data: {
        tenant: ids.tenant,
        name: 'Anon Toyota',
        slug: 'anon-toyota',
        phone: '07 5550 0001',
        leadDelivery: { email: 'leads@anon-toyota.test', crmAdfUrl: 'https://crm.example/adf?token=secret', adfEmail: 'adf@crm.example' },
      },
    })
  ).id;
  await payload.create({
    collection: 'locations',
    data: {
      tenant: ids.tenant,
      dealership: ids.dealership,
      name: 'Anon Yard',
      slug: 'anon-yard',
      visible: true,
      contact_detail: { phone: '07 5550 0002', email: 'yard@anon-toyota.test' },
    },
  });
  ids.car = (
    await payload.create({
      collection: 'cars',
      data: {
        tenant: ids.tenant,
        dealership: ids.dealership,
        name: '2022 Toyota Corolla',
        slug: '2022-toyota-corolla-anon',
        year: 2022,
        make: 'Toyota',
        model: 'Corolla',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'ANON-1',
        price: 25_990,
        views: 123,
        rego_expiry: '2027-01-01',
        show_on_dealer_website: true,
      },
      context: { disableRevalidate: true },
    })
  ).id;
  await payload.create({
    collection: 'users',
    data: { email: 'editor@anon-coast.test', password: 'test-password-123', tenants: [{ tenant: ids.tenant, roles: ['tenant-editor'] }] },
  });
  editor = (await payload.login({ collection: 'users', data: { email: 'editor@anon-coast.test', password: 'test-password-123' } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('anonymous reads keep to the site’s fields', () => {
  it('a dealership’s lead routing is staff-only, also populated into a car; the site’s fields stay', async () => {
    const anonymous = await rest('GET', `dealerships/${ids.dealership}?depth=0`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.json).toMatchObject({ name: 'Anon Toyota', slug: 'anon-toyota', phone: '07 5550 0001' });
    expect(anonymous.json.leadDelivery).toBeUndefined();
    expect(anonymous.text).not.toContain('anon-toyota.test');
    // The site's own key reads as anonymous callers do.
    const site = await rest('GET', `dealerships/${ids.dealership}?depth=0`, { headers: { authorization: siteLeadsAuthorization() } });
    expect(site.json.leadDelivery).toBeUndefined();

    const car = await rest('GET', `cars/${ids.car}?depth=1`);
    expect(car.status).toBe(200);
    expect(car.json).toMatchObject({
      slug: '2022-toyota-corolla-anon',
      stocknum: 'ANON-1',
      price: 25_990,
      dealership: { slug: 'anon-toyota' },
    });
    expect(car.json.dealership.leadDelivery).toBeUndefined();
    expect(car.json.views).toBeUndefined();
    expect(car.json.rego_expiry).toBeUndefined();
    expect(car.text).not.toContain('crm.example');

    const staff = await rest('GET', `dealerships/${ids.dealership}?depth=0`, { token: editor });
    expect(staff.json.leadDelivery).toMatchObject({ email: 'leads@anon-toyota.test', crmAdfUrl: 'https://crm.example/adf?token=secret' });
    expect((await rest('GET', `cars/${ids.car}?depth=0`, { token: editor })).json.views).toBe(123);
  });

  it('the dealer group’s and a location’s email are staff-only; their phones stay', async () => {
    const tenant = await rest('GET', `tenants/${ids.tenant}?depth=0`);
    expect(tenant.json.settings.phone).toBe('07 5550 0000');
    expect(tenant.json.settings.email).toBeUndefined();
    const locations = await rest('GET', `locations?where[slug][equals]=anon-yard&depth=0`);
    expect(locations.json.docs[0].contact_detail).toMatchObject({ phone: '07 5550 0002' });
    expect(locations.json.docs[0].contact_detail.email).toBeUndefined();
    const staff = await rest('GET', `tenants/${ids.tenant}?depth=0`, { token: editor });
    expect(staff.json.settings.email).toBe('group@anon-coast.test');
  });

  it('the site’s filters and sorts still work anonymously', async () => {
    const listed = await rest(
      'GET',
      `cars?where[tenant][equals]=${ids.tenant}&where[status][equals]=in_stock&sort=-updatedAt&depth=0&limit=5`,
    );
    expect(listed.status).toBe(200);
    expect(listed.json.docs.map((doc: { id: number }) => doc.id)).toEqual([ids.car]);
    const bySlug = await rest('GET', `locations?where[tenant.slug][equals]=anon-coast&sort=-primary&depth=0&limit=1`);
    expect(bySlug.json.docs).toHaveLength(1);
  });

  it('every collection anonymous callers can read is in the allow-list', async () => {
    const readable: string[] = [];
    for (const collection of payload.config.collections) {
      if (collection.slug.startsWith('payload-')) continue;
      const answer = await rest('GET', `${collection.slug}?limit=1&depth=0`);
      if (answer.status === 200) readable.push(collection.slug);
    }
    expect(readable.length).toBeGreaterThan(5);
    expect(readable.filter((slug) => !(slug in ANONYMOUS_FIELDS))).toEqual([]);
  });

  it('a kept field the collection does not have stops the CMS at start', () => {
    expect(() => withAnonymousFieldAllowList({ slug: 'reviews', fields: [{ name: 'rating', type: 'number' }] })).toThrow(
      'ANONYMOUS_FIELDS.reviews keeps fields the collection does not have: customer_name, text, review_date',
    );
  });
});
