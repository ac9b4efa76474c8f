/**
 * Issue 10 performance: the lead endpoint reuses a tenant's documents (tenant, dealerships,
 * visible locations) for a short time. An edit through Payload is seen by the very next lead; an
 * edit that bypasses Payload's hooks (another CMS instance, SQL) within the time-to-live.
 */
import type { Payload } from 'payload';
import { TENANT_LEAD_DOCUMENTS_TTL_MS, tenantLeadContext } from '../src/leads/submit/tenantFacts';
import { enquiryBody } from './helpers/leads';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let tenantId: number;
let dealershipId: number;
const slug = 'cache-motors';

const submit = (lead: unknown) =>
  rest('POST', 'leads/submit', {
    body: { tenant: slug, lead, context: { url: 'https://cache-motors.example/', user_agent: 'test' } },
    headers: { authorization: siteLeadsAuthorization() },
  });

beforeAll(async () => {
  payload = await startTestPayload();
  tenantId = (await createTestTenant(payload, slug)).id;
  dealershipId = (
    await payload.create({
      collection: 'dealerships',
      data: { tenant: tenantId, name: 'Cache Motors', slug: 'cache-motors', leadDelivery: { email: 'leads@cache.test' } },
      context: { disableRevalidate: true },
    })
  ).id;
  await payload.create({
    collection: 'locations',
    data: { tenant: tenantId, dealership: dealershipId, name: 'Yard', slug: 'cache-yard', visible: true },
    context: { disableRevalidate: true },
  });
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('the lead endpoint’s cached tenant documents', () => {
  it('a location added through Payload is accepted by the very next lead', async () => {
    expect((await submit(enquiryBody({ location: 'cache-yard' }))).status).toBe(201);
    const refused = await submit(enquiryBody({ location: 'cache-new-yard' }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'location', message: expect.any(String) }]);

    await payload.create({
      collection: 'locations',
      data: { tenant: tenantId, dealership: dealershipId, name: 'New yard', slug: 'cache-new-yard', visible: true },
      context: { disableRevalidate: true },
    });
    expect((await submit(enquiryBody({ location: 'cache-new-yard' }))).status).toBe(201);
  });

  it('a tenant setting changed through Payload applies to the very next lead', async () => {
    const refused = await submit(enquiryBody({ location: 'cache-yard', message: '' }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'message', message: expect.any(String) }]);
    await payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { settings: { enquiryMessageOptional: true } },
      context: { disableRevalidate: true },
    });
    expect((await submit(enquiryBody({ location: 'cache-yard', message: '' }))).status).toBe(201);
  });

  it('an edit that bypasses Payload is seen once the time-to-live has passed, and the date is always today’s', async () => {
    let clock = Date.now() + 10 * TENANT_LEAD_DOCUMENTS_TTL_MS; // past anything cached by the tests above
    const read = (now = new Date()) => tenantLeadContext(payload, slug, now, () => clock);
    expect((await read())?.facts.termsNotice).toBe(false);

    // What another CMS instance's edit looks like to this one: no hook runs here.
    await payload.db.updateOne({ collection: 'tenants', id: tenantId, data: { settings: { enquiryTermsNotice: true } } });
    clock += TENANT_LEAD_DOCUMENTS_TTL_MS - 1;
    const cached = await read(new Date('2030-01-02T00:00:00Z'));
    expect(cached?.facts.termsNotice).toBe(false);
    expect(cached?.facts.today).toBe('2030-01-02');

    clock += 1;
    expect((await read())?.facts.termsNotice).toBe(true);
  });

  it('an unknown tenant is null, and is not remembered as unknown', async () => {
    expect(await tenantLeadContext(payload, 'cache-later')).toBeNull();
    // Created without Payload's hooks, so nothing clears a cache: a remembered miss would still say null.
    await payload.db.create({
      collection: 'tenants',
      data: {
        name: 'Later',
        slug: 'cache-later',
        template: 'group',
        locale: 'en-AU',
        branding: { primaryColour: '#000000', secondaryColour: '#ffffff' },
      },
    });
    expect((await tenantLeadContext(payload, 'cache-later'))?.tenant.slug).toBe('cache-later');
  });
});
