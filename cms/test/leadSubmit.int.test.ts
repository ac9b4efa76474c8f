/**
 * Issue 10: the CMS's lead endpoint `POST /api/leads/submit`, through the real REST handlers on
 * PostgreSQL. The site's service account stores leads of the tenant it names; nobody else can,
 * nothing half-written is left by a refused body, and one idempotency key stores one lead.
 */
import type { Payload } from 'payload';
import { enquiryBody } from './helpers/leads';
import {
  TEST_LEADS_API_KEY,
  createTestTenant,
  lexical,
  rest,
  siteLeadsAuthorization,
  startTestPayload,
  stopTestPayload,
} from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const site = { authorization: siteLeadsAuthorization() };
let staffToken: string;
const alpha = {} as Record<'tenant' | 'motors' | 'kia' | 'car' | 'tagged' | 'hiddenCar' | 'offer' | 'draftOffer' | 'yard', number>;
const bravo = {} as Record<'tenant' | 'dealership' | 'car' | 'offer', number>;
let keyCounter = 0;
const newKey = () => `lead-key-${Date.now()}-${++keyCounter}`;

/** A valid General Enquiry of tenant alpha (it has two dealerships and one visible location). */
const enquiry = (extra: Record<string, unknown> = {}) =>
  enquiryBody({ idempotency_key: newKey(), location: 'alpha-yard', dealership_slug: 'alpha-kia', ...extra });

const submit = (body: unknown, headers: Record<string, string> = site) => rest('POST', 'leads/submit', { body, headers });
const envelope = (lead: unknown, tenant = 'leads-alpha') => ({
  tenant,
  lead,
  context: { url: 'https://leads-alpha.example.com/cars/1', user_agent: 'Mozilla/5.0 (test)' },
});
const leadCount = async (tenant: number) => (await payload.count({ collection: 'leads', where: { tenant: { equals: tenant } } })).totalDocs;

async function car(tenant: number, dealership: number, stocknum: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'cars',
    data: {
      tenant,
      dealership,
      name: `Car ${stocknum}`,
      year: 2021,
      make: 'Kia',
      model: 'Seltos',
      badge: 'Sport+',
      car_type: 'used',
      status: 'in_stock',
      stocknum,
      vin: `KNAVIN${stocknum}`,
      price: 31990,
      ...extra,
    } as never,
    context: { disableRevalidate: true },
  });
  return doc.id;
}

async function offer(tenant: number, title: string, status: 'published' | 'draft') {
  const doc = await payload.create({
    collection: 'offers',
    data: { tenant, title, _status: status, body: lexical(title) } as never,
    draft: status === 'draft',
    context: { disableRevalidate: true },
  });
  return doc.id;
}

beforeAll(async () => {
  payload = await startTestPayload();
  alpha.tenant = (await createTestTenant(payload, 'leads-alpha')).id;
  bravo.tenant = (await createTestTenant(payload, 'leads-bravo')).id;
  const dealership = async (tenant: number, name: string, slug: string) =>
    (
      await payload.create({
        collection: 'dealerships',
        data: { tenant, name, slug, leadDelivery: { email: `leads@${slug}.test` } },
        context: { disableRevalidate: true },
      })
    ).id;
  alpha.motors = await dealership(alpha.tenant, 'Alpha Motors', 'alpha-motors');
  alpha.kia = await dealership(alpha.tenant, 'Alpha Kia', 'alpha-kia');
  bravo.dealership = await dealership(bravo.tenant, 'Bravo Motors', 'bravo-motors');
  const location = async (tenant: number, dealershipId: number, slug: string, visible = true) =>
    (
      await payload.create({
        collection: 'locations',
        data: { tenant, dealership: dealershipId, name: slug, slug, visible },
        context: { disableRevalidate: true },
      })
    ).id;
  alpha.yard = await location(alpha.tenant, alpha.motors, 'alpha-yard');
  await location(alpha.tenant, alpha.motors, 'alpha-hidden-yard', false);
  await location(bravo.tenant, bravo.dealership, 'bravo-yard');
  alpha.car = await car(alpha.tenant, alpha.kia, 'A100');
  alpha.tagged = await car(alpha.tenant, alpha.kia, 'A101', { car_type: 'new', tag: 'Test Drive Only' });
  alpha.hiddenCar = await car(alpha.tenant, alpha.kia, 'A102', { show_on_dealer_website: false });
  bravo.car = await car(bravo.tenant, bravo.dealership, 'B100');
  alpha.offer = await offer(alpha.tenant, 'Alpha service special', 'published');
  alpha.draftOffer = await offer(alpha.tenant, 'Alpha draft special', 'draft');
  bravo.offer = await offer(bravo.tenant, 'Bravo service special', 'published');
  await payload.create({
    collection: 'users',
    data: { email: 'editor@leads-alpha.test', password, tenants: [{ tenant: alpha.tenant, roles: ['tenant-admin'] }] },
  });
  staffToken = (await payload.login({ collection: 'users', data: { email: 'editor@leads-alpha.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('a valid lead', () => {
  it('about a car is stored with its vehicle snapshot, event id, page, user agent, attributes and the car’s dealership', async () => {
    const lead = {
      form: 'quick-enquiry',
      idempotency_key: newKey(),
      name: 'Sam Buyer',
      email: 'sam@example.com',
      phone: '+61 412 345 678',
      message: 'What is the final price?',
      category: 'General Enquiry',
      preferred_contact_method: 'Phone',
      opt_in: false,
      Rego: 'ABC-123',
      car_id: String(alpha.car),
      page_id: 'car-detail',
      lead_attributes: { visited_pages: ['/cars', '/cars/kia-seltos-a100'], linked_query_params: { utm_source: 'google' } },
    };
    const { status, json } = await submit(envelope(lead));
    expect(status).toBe(201);
    expect(json).toEqual({ lead_id: expect.any(Number), created: true });

    const stored = await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 });
    expect(stored).toMatchObject({
      tenant: alpha.tenant,
      form: 'quick-enquiry',
      name: 'Sam Buyer',
      email: 'sam@example.com',
      phone: '+61 412 345 678',
      message: 'What is the final price?',
      preferred_contact_method: 'Phone',
      opt_in: false,
      rego: 'ABC-123',
      car: alpha.car,
      dealership: alpha.kia,
      page_id: 'car-detail',
      event_id: 15,
      source: 'Website',
      url: 'https://leads-alpha.example.com/cars/1',
      user_agent: 'Mozilla/5.0 (test)',
      idempotency_key: lead.idempotency_key,
      delivery_status: 'pending',
      lead_attributes: lead.lead_attributes,
      vehicle: {
        stock_number: 'A100',
        vin: 'KNAVINA100',
        year: 2021,
        make: 'Kia',
        model: 'Seltos',
        badge: 'Sport+',
        car_type: 'used',
        vehicle_status: 'in_stock',
        price: 31990,
      },
    });
  });

  it('a test drive of a car tagged Test Drive Only records event 17', async () => {
    const { status, json } = await submit(
      envelope({
        ...enquiry({ form: 'test-drive', car_id: String(alpha.tagged), preferred_date: '2099-01-02', preferred_time: '10:30' }),
        location: undefined,
        dealership_slug: undefined,
      }),
    );
    expect(status).toBe(201);
    const stored = await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 });
    expect(stored).toMatchObject({
      event_id: 17,
      category: 'Test Drive',
      preferred_date: '2099-01-02',
      preferred_time: '10:30',
      dealership: alpha.kia,
    });
  });

  it('without a car goes to the chosen dealership and location (event 22)', async () => {
    const { status, json } = await submit(envelope(enquiry()));
    expect(status).toBe(201);
    const stored = await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 });
    expect(stored).toMatchObject({ dealership: alpha.kia, location: alpha.yard, event_id: 22, category: 'General Enquiry', car: null });
  });

  it('without a chosen dealership goes to the location’s dealership', async () => {
    const lead = enquiry({ form: 'service', category: 'Service Booking', additional_services: ['Tyres', 'Brakes'] });
    delete (lead as Record<string, unknown>).dealership_slug;
    const { status, json } = await submit(envelope(lead));
    expect(status).toBe(201);
    const stored = await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 });
    expect(stored).toMatchObject({ dealership: alpha.motors, location: alpha.yard, additional_services: ['Tyres', 'Brakes'] });
  });

  it('a parts enquiry is stored with the vehicle and part, under Parts Enquiry, for the location’s dealership', async () => {
    const lead = enquiry({ form: 'parts', parts_make: 'Kia', parts_model: 'Sportage', part: 'Roof racks', message: undefined });
    delete (lead as Record<string, unknown>).dealership_slug;
    const { status, json } = await submit(envelope(lead));
    expect(status).toBe(201);
    expect(await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 })).toMatchObject({
      form: 'parts',
      category: 'Parts Enquiry',
      parts: { make: 'Kia', model: 'Sportage', part: 'Roof racks' },
      dealership: alpha.motors,
      location: alpha.yard,
    });
  });

  it('about this tenant’s published offer is stored with the offer', async () => {
    const lead = enquiry({ form: 'offer', offer_id: String(alpha.offer) });
    delete (lead as Record<string, unknown>).location;
    const { status, json } = await submit(envelope(lead));
    expect(status).toBe(201);
    expect(await payload.findByID({ collection: 'leads', id: json.lead_id, depth: 0 })).toMatchObject({
      offer: alpha.offer,
      category: 'Offer Enquiry',
    });
  });
});

describe('one idempotency key stores one lead', () => {
  it('the same submission again answers 200 with the same lead', async () => {
    const lead = enquiry();
    const first = await submit(envelope(lead));
    const again = await submit(envelope(lead));
    expect(first.status).toBe(201);
    expect([again.status, again.json]).toEqual([200, { lead_id: first.json.lead_id, created: false }]);
  });

  it('20 concurrent submissions with one key store one lead, and every answer names it', async () => {
    const lead = enquiry();
    const before = await leadCount(alpha.tenant);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(envelope(lead))));
    const ids = new Set(answers.map((answer) => answer.json?.lead_id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(Number));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(await leadCount(alpha.tenant)).toBe(before + 1);
    const stored = await payload.find({ collection: 'leads', where: { idempotency_key: { equals: lead.idempotency_key } } });
    expect(stored.totalDocs).toBe(1);
  });

  it('the same key in another tenant is another lead', async () => {
    const key = newKey();
    const inAlpha = await submit(envelope(enquiry({ idempotency_key: key })));
    const inBravo = await submit(
      envelope(enquiry({ idempotency_key: key, location: 'bravo-yard', dealership_slug: undefined }), 'leads-bravo'),
    );
    expect([inAlpha.status, inBravo.status]).toEqual([201, 201]);
    expect(inBravo.json.lead_id).not.toBe(inAlpha.json.lead_id);
  });
});

describe('refused bodies store nothing', () => {
  const without = (field: string) => {
    const lead = enquiry() as Record<string, unknown>;
    delete lead[field];
    return lead;
  };
  const cases: [string, () => unknown, number, string | null][] = [
    ['a missing name', () => envelope(without('name')), 400, 'name'],
    ['a missing email', () => envelope(without('email')), 400, 'email'],
    ['a missing idempotency key', () => envelope(without('idempotency_key')), 400, 'idempotency_key'],
    ['a number as the phone', () => envelope(enquiry({ phone: 412345678 })), 400, 'phone'],
    ['an object as the name', () => envelope(enquiry({ name: { first: 'Jane' } })), 400, 'name'],
    ['a script tag in the message', () => envelope(enquiry({ message: '<script>alert(1)</script>' })), 400, 'message'],
    ['a message of 1 MB', () => envelope(enquiry({ message: 'x'.repeat(1_000_000) })), 413, null],
    ['an unknown form', () => envelope(enquiry({ form: 'hack' })), 400, 'form'],
    ['a filled honeypot', () => envelope(enquiry({ website: 'http://spam.example' })), 400, 'website'],
    ['a hidden location', () => envelope(enquiry({ location: 'alpha-hidden-yard' })), 400, 'location'],
    ['another tenant’s location', () => envelope(enquiry({ location: 'bravo-yard' })), 400, 'location'],
    ['another tenant’s dealership', () => envelope(enquiry({ dealership_slug: 'bravo-motors' })), 400, 'dealership_slug'],
    ['another tenant’s car', () => envelope(enquiry({ form: 'quick-enquiry', car_id: String(bravo.car) })), 400, 'car_id'],
    ['a car hidden from the website', () => envelope(enquiry({ form: 'quick-enquiry', car_id: String(alpha.hiddenCar) })), 400, 'car_id'],
    ['a car id that is no id', () => envelope(enquiry({ form: 'quick-enquiry', car_id: '1 OR 1=1' })), 400, 'car_id'],
    [
      'another tenant’s offer',
      () => envelope(enquiry({ form: 'offer', location: undefined, offer_id: String(bravo.offer) })),
      400,
      'offer_id',
    ],
    [
      'an unpublished offer',
      () => envelope(enquiry({ form: 'offer', location: undefined, offer_id: String(alpha.draftOffer) })),
      400,
      'offer_id',
    ],
    [
      'a test drive in the past',
      () => envelope(enquiry({ form: 'test-drive', preferred_date: '2020-01-01', dealership_slug: undefined })),
      400,
      'preferred_date',
    ],
    ['a parts enquiry without its part', () => envelope(enquiry({ form: 'parts', parts_make: 'Kia', parts_model: 'Rio' })), 400, 'part'],
    ['parts fields on another form', () => envelope(enquiry({ part: 'Roof racks' })), 400, 'part'],
    ['no tenant', () => ({ lead: enquiry() }), 400, 'tenant'],
    ['a lead that is not an object', () => ({ tenant: 'leads-alpha', lead: [enquiry()] }), 400, 'lead'],
    ['an unknown envelope field', () => ({ ...envelope(enquiry()), dealership: alpha.kia }), 400, 'dealership'],
    ['a page address that is no URL', () => ({ ...envelope(enquiry()), context: { url: 'javascript:alert(1)' } }), 400, 'context.url'],
    ['a body that is not an object', () => 'lead', 400, 'body'],
  ];

  it.each(cases)('%s', async (_name, body, status, field) => {
    const before = await leadCount(alpha.tenant);
    const answer = await submit(body());
    expect(answer.status).toBe(status);
    if (field) {
      expect(answer.json.error).toBe('Please fix the following errors:');
      expect(answer.json.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await leadCount(alpha.tenant)).toBe(before);
  });

  it('a tenant named inside the lead is refused, whichever tenant it names', async () => {
    const before = [await leadCount(alpha.tenant), await leadCount(bravo.tenant)];
    const answer = await submit(envelope(enquiry({ tenant: bravo.tenant })));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json.errors)).toContain('Unknown field: tenant');
    expect([await leadCount(alpha.tenant), await leadCount(bravo.tenant)]).toEqual(before);
  });

  it('a body that is not JSON is a 400', async () => {
    const answer = await rest('POST', 'leads/submit', { rawBody: '{"tenant": "leads-alpha",', headers: site });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'body', message: 'The body must be JSON' }]);
  });

  it('an unknown tenant is a 404', async () => {
    const answer = await submit(envelope(enquiry(), 'no-such-tenant'));
    expect(answer.status).toBe(404);
    expect(answer.json.error).toEqual(expect.any(String));
  });

  it('another tenant’s ids get the same answer as ids of nothing (no leak)', async () => {
    const foreign = await submit(envelope(enquiry({ form: 'quick-enquiry', car_id: String(bravo.car) })));
    const missing = await submit(envelope(enquiry({ form: 'quick-enquiry', car_id: '999999999' })));
    expect(foreign.json).toEqual(missing.json);
  });
});

describe('who may submit', () => {
  it('without a key: 401', async () => {
    const answer = await submit(envelope(enquiry()), {});
    expect(answer.status).toBe(401);
  });

  it('with a wrong key: 401', async () => {
    const answer = await submit(envelope(enquiry()), { authorization: siteLeadsAuthorization(`${TEST_LEADS_API_KEY}-wrong`) });
    expect(answer.status).toBe(401);
  });

  it('staff (a tenant admin signed in): 403, nothing stored', async () => {
    const before = await leadCount(alpha.tenant);
    const answer = await rest('POST', 'leads/submit', { token: staffToken, body: envelope(enquiry()) });
    expect(answer.status).toBe(403);
    expect(await leadCount(alpha.tenant)).toBe(before);
  });

  it('the tenant is the slug the site sends: forged Host and X-Forwarded-Host change nothing', async () => {
    const before = await leadCount(bravo.tenant);
    const answer = await submit(envelope(enquiry()), {
      ...site,
      host: 'leads-bravo.localhost',
      'x-forwarded-host': 'leads-bravo.localhost',
    });
    expect(answer.status).toBe(201);
    const stored = await payload.findByID({ collection: 'leads', id: answer.json.lead_id, depth: 0 });
    expect(stored.tenant).toBe(alpha.tenant);
    expect(await leadCount(bravo.tenant)).toBe(before);
  });

  it.each([
    ['anonymous', () => ({})],
    ['the site service account', () => site],
    ['staff', () => ({ authorization: `JWT ${staffToken}` })],
  ])('REST create of a lead is refused for %s', async (_who, headers) => {
    const before = await leadCount(alpha.tenant);
    const answer = await rest('POST', 'leads', {
      body: { tenant: alpha.tenant, form: 'enquiry', name: 'Direct', idempotency_key: newKey(), category: 'General Enquiry' },
      headers: headers(),
    });
    expect([401, 403]).toContain(answer.status);
    expect(await leadCount(alpha.tenant)).toBe(before);
  });
});

describe('staff read leads in the admin (the list view’s REST queries)', () => {
  const list = async (query = '') => {
    const { status, json } = await rest('GET', `leads?depth=0&limit=200${query}`, { token: staffToken });
    expect(status).toBe(200);
    return json.docs as { id: number; tenant: number; category: string; dealership: number; delivery_status: string; createdAt: string }[];
  };

  it('newest first, and only their tenant’s leads', async () => {
    await submit(envelope(enquiry({ location: 'bravo-yard', dealership_slug: undefined }), 'leads-bravo'));
    const docs = await list();
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.every((doc) => doc.tenant === alpha.tenant)).toBe(true);
    const times = docs.map((doc) => doc.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filter by category, dealership, date and delivery status', async () => {
    const all = await list();
    const services = await list('&where[category][equals]=Service Booking');
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((doc) => doc.category === 'Service Booking')).toBe(true);
    const motors = await list(`&where[dealership][equals]=${alpha.motors}`);
    expect(motors.map((doc) => doc.id).sort()).toEqual(
      all
        .filter((doc) => doc.dealership === alpha.motors)
        .map((doc) => doc.id)
        .sort(),
    );
    expect(motors.length).toBeLessThan(all.length);
    expect(await list('&where[delivery_status][equals]=pending')).toHaveLength(all.length);
    expect(await list('&where[delivery_status][equals]=failed')).toHaveLength(0);
    expect(await list(`&where[createdAt][greater_than]=${new Date(Date.now() + 3_600_000).toISOString()}`)).toHaveLength(0);
    expect(await list(`&where[createdAt][less_than_equal]=${new Date().toISOString()}`)).toHaveLength(all.length);
  });
});

describe('CSV export (GET /api/leads/export)', () => {
  const csvRows = (text: string) => text.trimEnd().split('\r\n');
  const leadIdsOf = (text: string) =>
    csvRows(text)
      .slice(1)
      .map((row) => Number(row.split(',')[1]));
  const tenantLeadIds = async (tenant: number) =>
    (
      await payload.find({ collection: 'leads', where: { tenant: { equals: tenant } }, pagination: false, depth: 0, sort: '-createdAt' })
    ).docs.map((doc) => doc.id);

  it('gives each tenant’s staff their own tenant’s leads, newest first, and nothing of the other', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'admin@leads-bravo.test', password, tenants: [{ tenant: bravo.tenant, roles: ['tenant-admin'] }] },
    });
    const bravoToken = (await payload.login({ collection: 'users', data: { email: 'admin@leads-bravo.test', password } })).token!;
    const asAlpha = await rest('GET', 'leads/export', { token: staffToken });
    const asBravo = await rest('GET', 'leads/export', { token: bravoToken });
    expect(asAlpha.status).toBe(200);
    expect(csvRows(asAlpha.text)[0]).toMatch(/^Received,Lead id,Form,Category,/);
    expect(leadIdsOf(asAlpha.text)).toEqual(await tenantLeadIds(alpha.tenant));
    expect(leadIdsOf(asBravo.text)).toEqual(await tenantLeadIds(bravo.tenant));
    expect(leadIdsOf(asBravo.text).length).toBeGreaterThan(0);
  });

  it('applies the list view’s filters, even a tenant filter naming another tenant', async () => {
    const services = await rest('GET', 'leads/export?where[category][equals]=Service Booking', { token: staffToken });
    expect(leadIdsOf(services.text).length).toBeGreaterThan(0);
    expect(
      csvRows(services.text)
        .slice(1)
        .every((row) => row.split(',')[3] === 'Service Booking'),
    ).toBe(true);
    const foreign = await rest('GET', `leads/export?where[tenant][equals]=${bravo.tenant}`, { token: staffToken });
    expect(leadIdsOf(foreign.text)).toEqual([]);
  });

  it('writes a shopper’s formula as text (CSV injection)', async () => {
    const { json } = await submit(envelope(enquiry({ name: '=HYPERLINK("http://evil.example","x")' })));
    const { text } = await rest('GET', `leads/export?where[id][equals]=${json.lead_id}`, { token: staffToken });
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it.each([
    ['anonymous', {}, 401],
    ['the site service account', site, 403],
  ])('is refused for %s', async (_who, headers, status) => {
    const answer = await rest('GET', 'leads/export', { headers });
    expect(answer.status).toBe(status);
    expect(answer.text).not.toContain('Jane Shopper');
  });
});
