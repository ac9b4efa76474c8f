/**
 * Issue 13: a finished trade-in valuation is stored with its lead by `POST /api/leads/submit`
 * (a `trade_in` beside the lead), in one transaction, through the real REST handlers on
 * PostgreSQL. The postcode picks the nearest visible location; a postcode the table does not know
 * is stored without one. Trade-ins are read only by their tenant's staff and written by nobody else.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { tenantLeadContext } from '../src/leads/submit/tenantFacts';
import type { TradeIn } from '../src/payload-types';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
const site = { authorization: siteLeadsAuthorization() };
const coast = {} as Record<'tenant' | 'toyota' | 'kia' | 'southport' | 'brisbane' | 'hiddenSurfers' | 'car', number>;
const harbour = {} as Record<'tenant' | 'pakuranga' | 'wellington', number>;
const ghost = {} as Record<'tenant' | 'brisbane' | 'southport' | 'car', number>;
const tokens = {} as Record<'coast' | 'coastEditor' | 'harbour' | 'superAdmin', string>;
let keyCounter = 0;
const newKey = () => `trade-in-key-${Date.now()}-${++keyCounter}`;

const vehicle = {
  evalId: 'EV910000',
  vin: 'MR0FZ29G401234567',
  engineNumber: '1GD1234567',
  registration: 'QLD1EV00',
  registrationExpiry: '2027-05-01',
  km: 84000,
  make: 'Toyota',
  model: 'HiLux',
  series: 'GUN126R',
  variant: 'SR5',
  year: 2019,
  transmission: 'Automatic',
  redbookCode: 'TOYO19AB',
  body: 'Utility',
  cylinders: 4,
  complianceMonth: 3,
  complianceYear: 2019,
  buildMonth: 2,
  buildYear: 2019,
};

/** The wizard's lead, as the site sends it. */
const tradeInLead = (extra: Record<string, unknown> = {}) => ({
  form: 'trade-in',
  idempotency_key: newKey(),
  name: 'Jo Citizen',
  email: 'jo@shopper.test',
  phone: '0412 345 678',
  message: 'Tow bar fitted.',
  category: 'Trade-In Enquiry',
  preferred_contact_method: 'Phone',
  opt_in: true,
  ...extra,
});

/** The wizard's valuation, as the site sends it. */
const tradeIn = (answers: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  eval_id: 'EV910000',
  rego: 'QLD1EV00',
  state: 'QLD',
  vehicle,
  answers: {
    postcode: '4217',
    odometer: 84000,
    service_history: 'Full service history',
    number_of_keys: '2',
    car_condition: 'Good',
    comments: 'Tow bar fitted.',
    ...answers,
  },
  last_name: 'Citizen',
  source_page: 'trade-in',
  ...extra,
});

const body = (lead: unknown, trade: unknown, tenant = 'trade-coast') => ({
  tenant,
  lead,
  context: { url: `https://${tenant}.example.com/trade-in`, user_agent: 'Mozilla/5.0 (test)' },
  ...(trade === undefined ? {} : { trade_in: trade }),
});

const submit = (payloadBody: unknown, headers: Record<string, string> = site) =>
  rest('POST', 'leads/submit', { body: payloadBody, headers });
const counts = async () => ({
  leads: (await payload.count({ collection: 'leads' })).totalDocs,
  tradeIns: (await payload.count({ collection: 'trade-ins' })).totalDocs,
});
const tradeInById = (id: number) => payload.findByID({ collection: 'trade-ins', id, depth: 0 }) as Promise<TradeIn>;
const leadById = (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 });
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number }).id : value);

beforeAll(async () => {
  payload = await startTestPayload();
  const dealership = async (tenant: number, name: string, slug: string) =>
    (
      await payload.create({
        collection: 'dealerships',
        data: { tenant, name, slug, leadDelivery: { email: `leads@${slug}.test` } },
        context: { disableRevalidate: true },
      })
    ).id;
  const location = async (tenant: number, dealershipId: number, slug: string, point: [number, number] | null, visible = true) =>
    (
      await payload.create({
        collection: 'locations',
        data: {
          tenant,
          dealership: dealershipId,
          name: slug,
          slug,
          visible,
          ...(point ? { address: { lat: point[0], long: point[1] } } : {}),
        },
        context: { disableRevalidate: true },
      })
    ).id;
  const car = async (tenant: number, dealershipId: number, locationId: number, stocknum: string) =>
    (
      await payload.create({
        collection: 'cars',
        data: {
          tenant,
          dealership: dealershipId,
          location: locationId,
          name: `Car ${stocknum}`,
          year: 2022,
          make: 'Kia',
          model: 'Sportage',
          car_type: 'used',
          status: 'in_stock',
          stocknum,
          price: 38990,
        },
        context: { disableRevalidate: true },
      })
    ).id;

  coast.tenant = (await createTestTenant(payload, 'trade-coast')).id;
  coast.toyota = await dealership(coast.tenant, 'Coast Toyota', 'coast-toyota');
  coast.kia = await dealership(coast.tenant, 'Coast Kia', 'coast-kia');
  coast.southport = await location(coast.tenant, coast.toyota, 'southport-yard', [-27.967, 153.4]);
  coast.brisbane = await location(coast.tenant, coast.kia, 'brisbane-yard', [-27.4698, 153.0251]);
  // Closer to Surfers Paradise than Southport, but not shown on the site: never the nearest.
  coast.hiddenSurfers = await location(coast.tenant, coast.toyota, 'hidden-surfers-yard', [-28.0023, 153.4145], false);
  await location(coast.tenant, coast.toyota, 'no-coordinates-yard', null);
  coast.car = await car(coast.tenant, coast.kia, coast.brisbane, 'C100');

  // A New Zealand tenant: 2010 is Surry Hills in Australia but Pakuranga in New Zealand.
  harbour.tenant = (
    await payload.create({
      collection: 'tenants',
      data: {
        name: 'trade-harbour',
        slug: 'trade-harbour',
        template: 'group',
        locale: 'en-NZ',
        branding: { primaryColour: '#000000', secondaryColour: '#ffffff' },
      },
    })
  ).id;
  const harbourMotors = await dealership(harbour.tenant, 'Harbour Motors', 'harbour-motors');
  harbour.wellington = await location(harbour.tenant, harbourMotors, 'wellington-yard', [-41.2865, 174.7762]);
  harbour.pakuranga = await location(harbour.tenant, harbourMotors, 'pakuranga-yard', [-36.8833, 174.9167]);

  ghost.tenant = (await createTestTenant(payload, 'trade-ghost')).id;
  const ghostMotors = await dealership(ghost.tenant, 'Ghost Motors', 'ghost-motors');
  ghost.brisbane = await location(ghost.tenant, ghostMotors, 'ghost-brisbane-yard', [-27.4698, 153.0251]);
  ghost.southport = await location(ghost.tenant, ghostMotors, 'ghost-southport-yard', [-27.967, 153.4]);
  ghost.car = await car(ghost.tenant, ghostMotors, ghost.brisbane, 'G100');

  const user = async (email: string, data: Record<string, unknown>) => {
    await payload.create({ collection: 'users', data: { email, password, ...data } });
    return (await payload.login({ collection: 'users', data: { email, password } })).token!;
  };
  tokens.coast = await user('editor@trade-coast.test', { tenants: [{ tenant: coast.tenant, roles: ['tenant-admin'] }] });
  tokens.coastEditor = await user('writer@trade-coast.test', { tenants: [{ tenant: coast.tenant, roles: ['tenant-editor'] }] });
  tokens.harbour = await user('editor@trade-harbour.test', { tenants: [{ tenant: harbour.tenant, roles: ['tenant-admin'] }] });
  tokens.superAdmin = await user('super@trade-platform.test', { roles: ['super-admin'] });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('a finished trade-in', () => {
  it('is stored with its lead, linked, at the visible location nearest the postcode (201 with both ids)', async () => {
    const { status, json } = await submit(body(tradeInLead(), tradeIn()));
    expect(status).toBe(201);
    expect(json).toEqual({ lead_id: expect.any(Number), created: true, trade_in_id: expect.any(Number) });

    const stored = await tradeInById(json.trade_in_id);
    expect(stored).toMatchObject({
      tenant: coast.tenant,
      lead: json.lead_id,
      title: '2019 Toyota HiLux · QLD1EV00',
      eval_id: 'EV910000',
      rego: 'QLD1EV00',
      state: 'QLD',
      vehicle: { ...vehicle },
      answers: {
        postcode: '4217',
        odometer: 84000,
        service_history: 'Full service history',
        number_of_keys: '2',
        car_condition: 'Good',
        comments: 'Tow bar fitted.',
      },
      name: 'Jo Citizen',
      last_name: 'Citizen',
      email: 'jo@shopper.test',
      phone: '0412 345 678',
      nearest_location: coast.southport,
      postcode_place: 'Surfers Paradise QLD',
      source_page: 'trade-in',
      car: null,
    });
    // Surfers Paradise to Southport, along the Earth's surface.
    expect(stored.nearest_location_km).toBeCloseTo(4.2, 0);

    const lead = await leadById(json.lead_id);
    expect(lead).toMatchObject({
      form: 'trade-in',
      category: 'Trade-In Enquiry',
      name: 'Jo Citizen',
      location: coast.southport,
      dealership: coast.toyota,
      event_id: 22,
    });
    expect(lead.deliveries).toMatchObject([{ channel: 'email', target: 'leads@coast-toyota.test', status: 'pending' }]);
  });

  it('the same submission again answers 200 with the same lead and trade-in, and stores no second trade-in', async () => {
    const payloadBody = body(tradeInLead(), tradeIn());
    const first = await submit(payloadBody);
    const again = await submit(payloadBody);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ lead_id: first.json.lead_id, created: false, trade_in_id: first.json.trade_in_id });
    const ofLead = await payload.count({ collection: 'trade-ins', where: { lead: { equals: first.json.lead_id } } });
    expect(ofLead.totalDocs).toBe(1);
  });

  it('about a car the shopper is buying: the lead keeps the car’s location and dealership (event 15), the trade-in the car', async () => {
    const { status, json } = await submit(body(tradeInLead({ car_id: String(coast.car) }), tradeIn({}, { source_page: 'cars/trade-in' })));
    expect(status).toBe(201);
    const lead = await leadById(json.lead_id);
    expect([idOf(lead.location), idOf(lead.dealership), idOf(lead.car), lead.event_id]).toEqual([coast.brisbane, coast.kia, coast.car, 15]);
    const stored = await tradeInById(json.trade_in_id);
    expect([stored.car, stored.nearest_location, stored.source_page]).toEqual([coast.car, coast.southport, 'cars/trade-in']);
  });

  it('a postcode the table does not know is stored without a nearest location (not refused)', async () => {
    const { status, json } = await submit(body(tradeInLead(), tradeIn({ postcode: '4999' })));
    expect(status).toBe(201);
    const stored = await tradeInById(json.trade_in_id);
    expect([stored.nearest_location, stored.nearest_location_km, stored.postcode_place]).toEqual([null, null, null]);
    expect(stored.answers.postcode).toBe('4999');
    const lead = await leadById(json.lead_id);
    // Two dealerships and no location: the lead is the tenant's to route.
    expect([lead.location, lead.dealership]).toEqual([null, null]);
  });

  it('a New Zealand tenant’s postcode is looked up in New Zealand', async () => {
    const { status, json } = await submit(body(tradeInLead(), tradeIn({ postcode: '2010' }), 'trade-harbour'));
    expect(status).toBe(201);
    const stored = await tradeInById(json.trade_in_id);
    expect([stored.tenant, stored.nearest_location, stored.postcode_place]).toEqual([
      harbour.tenant,
      harbour.pakuranga,
      'Pakuranga Auckland',
    ]);
  });
});

describe('refused trade-ins store nothing', () => {
  const refused = async (payloadBody: unknown) => {
    const before = await counts();
    const answer = await submit(payloadBody);
    expect(answer.status).toBe(400);
    expect(await counts()).toEqual(before);
    return answer.json.errors as { field: string; message: string }[];
  };

  it('a trade-in with another form (enquiry) is a 400 naming trade_in', async () => {
    const lead = {
      ...tradeInLead({ form: 'enquiry', category: 'General Enquiry', location: 'southport-yard', dealership_slug: 'coast-toyota' }),
    };
    const errors = await refused(body(lead, tradeIn()));
    expect(errors).toEqual([{ field: 'trade_in', message: 'Only a trade-in lead (form "trade-in") may carry a trade-in' }]);
  });

  it('a trade-in lead without its trade-in is a 400 naming trade_in', async () => {
    expect(await refused(body(tradeInLead(), undefined))).toEqual([
      { field: 'trade_in', message: 'A trade-in lead must carry its trade-in' },
    ]);
    expect(await refused(body(tradeInLead(), null))).toEqual([{ field: 'trade_in', message: 'A trade-in lead must carry its trade-in' }]);
  });

  it('bad trade-in fields and a bad lead field are named together', async () => {
    const errors = await refused(
      body(
        tradeInLead({ email: 'not-an-email' }),
        tradeIn({ postcode: '42170', car_condition: 'Shiny' }, { state: 'XX', vehicle: { ...vehicle, year: 'new' }, extra: true }),
      ),
    );
    expect(errors.map((error) => error.field).sort()).toEqual(
      [
        'email',
        'trade_in.answers.car_condition',
        'trade_in.answers.postcode',
        'trade_in.extra',
        'trade_in.state',
        'trade_in.vehicle.year',
      ].sort(),
    );
  });
});

describe('the lead and its trade-in are one transaction', () => {
  it('a trade-in the database refuses after the lead was inserted leaves no lead, no trade-in and no delivery', async () => {
    // Another CMS instance deletes the Southport yard; this one's tenant cache (up to 30 s) still
    // names it as the nearest, so storing the trade-in's reference to it fails after the lead's
    // insert (the lead keeps the car's Brisbane yard).
    await tenantLeadContext(payload, 'trade-ghost');
    await payload.db.drizzle.execute(sql`DELETE FROM "locations" WHERE "id" = ${ghost.southport}`);
    const leadSequence = async () =>
      Number(
        ((await payload.db.drizzle.execute(sql`SELECT last_value FROM "leads_id_seq"`)) as { rows: { last_value: string }[] }).rows[0]!
          .last_value,
      );
    const jobs = async () => (await payload.count({ collection: 'payload-jobs' })).totalDocs;
    const before = { ...(await counts()), sequence: await leadSequence(), jobs: await jobs() };

    const answer = await submit(body(tradeInLead({ car_id: String(ghost.car) }), tradeIn(), 'trade-ghost'));
    expect(answer.status).toBe(500);
    // A lead row was inserted (its id was taken) and rolled back with the trade-in.
    expect(await leadSequence()).toBeGreaterThan(before.sequence);
    expect({ ...(await counts()), jobs: await jobs() }).toEqual({ leads: before.leads, tradeIns: before.tradeIns, jobs: before.jobs });
  });
});

describe('who may submit a trade-in', () => {
  it('without a key: 401, nothing stored', async () => {
    const before = await counts();
    expect((await submit(body(tradeInLead(), tradeIn()), {})).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('staff (a tenant admin signed in): 403, nothing stored', async () => {
    const before = await counts();
    expect((await submit(body(tradeInLead(), tradeIn()), { authorization: `JWT ${tokens.coast}` })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('trade-ins are read only by their tenant’s staff', () => {
  let coastTradeIn: number;
  let coastLead: number;
  let harbourTradeIn: number;
  const list = async (headers: Record<string, string>, query = '') => rest('GET', `trade-ins?depth=0&limit=100${query}`, { headers });
  const jwt = (token: string) => ({ authorization: `JWT ${token}` });
  const tenantsOf = (docs: { tenant: unknown }[]) => [...new Set(docs.map((doc) => idOf(doc.tenant)))];

  beforeAll(async () => {
    const coastAnswer = await submit(body(tradeInLead(), tradeIn()));
    coastTradeIn = coastAnswer.json.trade_in_id;
    coastLead = coastAnswer.json.lead_id;
    harbourTradeIn = (await submit(body(tradeInLead(), tradeIn({ postcode: '1010' }), 'trade-harbour'))).json.trade_in_id;
  });

  it('staff of a tenant list their tenant’s trade-ins only', async () => {
    const coastList = await list(jwt(tokens.coast));
    expect(coastList.status).toBe(200);
    expect(tenantsOf(coastList.json.docs)).toEqual([coast.tenant]);
    expect(coastList.json.docs.map((doc: { id: number }) => doc.id)).toContain(coastTradeIn);

    const harbourList = await list(jwt(tokens.harbour));
    expect(harbourList.status).toBe(200);
    expect(tenantsOf(harbourList.json.docs)).toEqual([harbour.tenant]);
    expect(harbourList.json.docs.map((doc: { id: number }) => doc.id)).toContain(harbourTradeIn);
  });

  it('a tenant filter, tenant cookie or id naming another tenant gives staff nothing of it', async () => {
    const forged = { ...jwt(tokens.harbour), cookie: `payload-tenant=${coast.tenant}` };
    const filtered = await list(forged, `&where[tenant][equals]=${coast.tenant}`);
    expect(filtered.status).toBe(200);
    expect(filtered.json.docs).toEqual([]);
    expect(tenantsOf((await list(forged)).json.docs)).toEqual([harbour.tenant]);
    expect([403, 404]).toContain((await rest('GET', `trade-ins/${coastTradeIn}?depth=0`, { headers: forged })).status);
  });

  it.each([
    ['anonymous', () => ({})],
    ['the site service account', () => site],
  ])('%s reads none', async (_who, headers) => {
    const answer = await list(headers());
    expect([401, 403]).toContain(answer.status);
    expect(answer.text).not.toContain('jo@shopper.test');
    expect([401, 403, 404]).toContain((await rest('GET', `trade-ins/${coastTradeIn}`, { headers: headers() })).status);
  });

  it('a lead shows its trade-in (join)', async () => {
    const { status, json } = await rest('GET', `leads/${coastLead}?depth=0`, { headers: jwt(tokens.coast) });
    expect(status).toBe(200);
    expect(json.trade_in.docs).toEqual([coastTradeIn]);
  });

  it('staff cannot create or edit a trade-in, editors and other tenants cannot delete one; a super admin may', async () => {
    const before = await counts();
    const created = await rest('POST', 'trade-ins', {
      headers: jwt(tokens.coast),
      body: { ...tradeIn(), tenant: coast.tenant, lead: coastLead, name: 'Direct' },
    });
    expect(created.status).toBe(403);
    const edited = await rest('PATCH', `trade-ins/${coastTradeIn}`, { headers: jwt(tokens.coast), body: { rego: 'FORGED1' } });
    expect([403, 404]).toContain(edited.status);
    const deleted = await rest('DELETE', `trade-ins/${coastTradeIn}`, { headers: jwt(tokens.coastEditor) });
    expect([403, 404]).toContain(deleted.status);
    const byOtherTenant = await rest('DELETE', `trade-ins/${coastTradeIn}`, { headers: jwt(tokens.harbour) });
    expect([403, 404]).toContain(byOtherTenant.status);
    expect(await counts()).toEqual(before);
    expect((await tradeInById(coastTradeIn)).rego).toBe('QLD1EV00');

    const bySuperAdmin = await rest('DELETE', `trade-ins/${harbourTradeIn}`, { headers: jwt(tokens.superAdmin) });
    expect(bySuperAdmin.status).toBe(200);
    expect((await payload.count({ collection: 'trade-ins', where: { id: { equals: harbourTradeIn } } })).totalDocs).toBe(0);
  });

  it('an editor cannot delete a lead: the lead and its trade-in stay', async () => {
    const { json } = await submit(body(tradeInLead(), tradeIn()));
    const deleted = await rest('DELETE', `leads/${json.lead_id}`, { headers: jwt(tokens.coastEditor) });
    expect([403, 404]).toContain(deleted.status);
    expect((await payload.count({ collection: 'leads', where: { id: { equals: json.lead_id } } })).totalDocs).toBe(1);
    expect((await payload.count({ collection: 'trade-ins', where: { id: { equals: json.trade_in_id } } })).totalDocs).toBe(1);
  });

  it('deleting a lead (its tenant admin) deletes its trade-in with it', async () => {
    const { json } = await submit(body(tradeInLead(), tradeIn()));
    const deleted = await rest('DELETE', `leads/${json.lead_id}`, { headers: jwt(tokens.coast) });
    expect(deleted.status).toBe(200);
    expect((await payload.count({ collection: 'trade-ins', where: { id: { equals: json.trade_in_id } } })).totalDocs).toBe(0);
  });
});
