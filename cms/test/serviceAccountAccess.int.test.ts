/**
 * Issue 10: a service account (the site's lead key) is never staff. Over the real REST handlers it
 * reads exactly what an anonymous reader reads, in every collection, and writes nothing anywhere;
 * its only right is POST /api/leads/submit (leadSubmit.int.test.ts).
 */
import type { Payload } from 'payload';
import { cmsEnv } from '../src/env';
import { ensureSiteServiceAccount } from '../src/leads/siteServiceAccount';
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
const site = { authorization: siteLeadsAuthorization() };
const ids = {} as Record<'tenant' | 'dealership' | 'listedCar' | 'hiddenCar' | 'lead', number>;
let collections: string[];

const countAll = async () =>
  Object.fromEntries(
    await Promise.all(collections.map(async (slug) => [slug, (await payload.count({ collection: slug as never })).totalDocs] as const)),
  );

beforeAll(async () => {
  payload = await startTestPayload();
  collections = payload.config.collections.map((collection) => collection.slug);
  ids.tenant = (await createTestTenant(payload, 'service-alpha')).id;
  ids.dealership = (
    await payload.create({
      collection: 'dealerships',
      data: { tenant: ids.tenant, name: 'Service Motors' },
      context: { disableRevalidate: true },
    })
  ).id;
  const car = async (stocknum: string, show: boolean) =>
    (
      await payload.create({
        collection: 'cars',
        data: {
          tenant: ids.tenant,
          dealership: ids.dealership,
          name: `Car ${stocknum}`,
          year: 2020,
          make: 'Kia',
          model: 'Rio',
          car_type: 'used',
          status: 'in_stock',
          stocknum,
          show_on_dealer_website: show,
        },
        context: { disableRevalidate: true },
      })
    ).id;
  ids.listedCar = await car('S1', true);
  ids.hiddenCar = await car('S2', false);
  await payload.create({
    collection: 'offers',
    data: { tenant: ids.tenant, title: 'Service draft offer', _status: 'draft', body: lexical('Draft') } as never,
    draft: true,
    context: { disableRevalidate: true },
  });
  ids.lead = (
    await payload.create({
      collection: 'leads',
      data: {
        tenant: ids.tenant,
        form: 'enquiry',
        name: 'Stored shopper',
        idempotency_key: 'service-account-lead-1',
        category: 'General Enquiry',
      },
    })
  ).id;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('the site’s service account reads only what anonymous readers read', () => {
  it.each([['leads'], ['users'], ['service-accounts']])('GET /api/%s is refused', async (slug) => {
    const { status } = await rest('GET', `${slug}?depth=0&limit=10`, { headers: site });
    expect([401, 403]).toContain(status);
  });

  it('GET of one stored lead is refused', async () => {
    const { status } = await rest('GET', `leads/${ids.lead}?depth=0`, { headers: site });
    expect([401, 403, 404]).toContain(status);
  });

  it('GET /api/cars returns the listed cars anonymous readers see, not the hidden one', async () => {
    const query = `cars?depth=0&limit=100&where[tenant][equals]=${ids.tenant}`;
    const asSite = await rest('GET', query, { headers: site });
    const anonymous = await rest('GET', query);
    expect(asSite.status).toBe(200);
    const carIds = (answer: { json: { docs: { id: number }[] } }) => answer.json.docs.map((doc) => doc.id).sort();
    expect(carIds(asSite)).toEqual([ids.listedCar]);
    expect(carIds(asSite)).toEqual(carIds(anonymous));
  });

  it('the same answer as anonymous for every collection (status and documents), versions included', async () => {
    const paths = [
      ...collections.map((slug) => `${slug}?depth=0&limit=100`),
      'offers/versions?depth=0&limit=100',
      'pages/versions?depth=0&limit=100',
    ];
    for (const path of paths) {
      const asSite = await rest('GET', path, { headers: site });
      const anonymous = await rest('GET', path);
      const shape = (answer: { status: number; json: { docs?: { id: unknown }[] } | null }) => ({
        path,
        status: answer.status,
        ids: answer.status === 200 ? (answer.json?.docs ?? []).map((doc) => doc.id) : null,
      });
      expect(shape(asSite)).toEqual(shape(anonymous));
    }
  });

  it('anonymous read bounds apply to it too (it is not staff)', async () => {
    const { status, json } = await rest('GET', 'cars?limit=100000', { headers: site });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.message).toBe('limit must be between 1 and 500 for anonymous requests.');
  });
});

describe('the site’s service account writes nothing', () => {
  it('POST, PATCH and DELETE on every collection are refused and change nothing', async () => {
    const before = await countAll();
    const answers: { call: string; status: number }[] = [];
    for (const slug of collections) {
      answers.push({
        call: `POST ${slug}`,
        status: (await rest('POST', slug, { headers: site, body: { tenant: ids.tenant, name: 'x' } })).status,
      });
      answers.push({
        call: `PATCH ${slug}`,
        status: (await rest('PATCH', `${slug}?where[id][exists]=true`, { headers: site, body: { name: 'x' } })).status,
      });
      answers.push({ call: `DELETE ${slug}`, status: (await rest('DELETE', `${slug}?where[id][exists]=true`, { headers: site })).status });
    }
    expect(answers.filter((answer) => answer.status < 400)).toEqual([]);
    expect(await countAll()).toEqual(before);
  });

  it('PATCH of one car and one tenant changes nothing', async () => {
    const car = await rest('PATCH', `cars/${ids.listedCar}`, { headers: site, body: { name: 'Changed by a key' } });
    const tenant = await rest('PATCH', `tenants/${ids.tenant}`, { headers: site, body: { name: 'Changed by a key' } });
    expect([car.status, tenant.status].every((status) => status >= 400)).toBe(true);
    expect((await payload.findByID({ collection: 'cars', id: ids.listedCar })).name).toBe('Car S1');
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenant })).name).toBe('service-alpha');
  });

  it('cannot run queued jobs', async () => {
    const { status } = await rest('GET', 'payload-jobs/run', { headers: site });
    expect([401, 403]).toContain(status);
  });
});

describe('the site service account at start (LEADS_API_KEY)', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://localhost/x',
    PAYLOAD_SECRET: 'a-production-secret-of-length',
    CMS_URL: 'https://cms.example.com',
    SITE_URL: 'https://site.example.com',
    REVALIDATE_SECRET: 'a-revalidate-secret-of-length-24',
  } as NodeJS.ProcessEnv;

  it('production refuses to start without it, naming it', () => {
    expect(() => cmsEnv(productionEnv)).toThrow(/LEADS_API_KEY is not set/);
    expect(() => cmsEnv({ ...productionEnv, LEADS_API_KEY: 'short' })).toThrow(/LEADS_API_KEY must be at least 24 characters/);
    expect(cmsEnv({ ...productionEnv, LEADS_API_KEY: TEST_LEADS_API_KEY }).LEADS_API_KEY).toBe(TEST_LEADS_API_KEY);
  });

  it('outside production it may be unset: no account is ensured', async () => {
    expect(cmsEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/x' } as NodeJS.ProcessEnv).LEADS_API_KEY).toBeUndefined();
    expect(await ensureSiteServiceAccount(payload, undefined)).toBe('skipped');
  });

  it('keeps one account `site` on the current key: unchanged, then replaced when the key changes', async () => {
    const probe = (key: string) => rest('POST', 'leads/submit', { headers: { authorization: siteLeadsAuthorization(key) }, body: {} });
    const newKey = 'a-rotated-leads-api-key-0123456789';
    expect(await ensureSiteServiceAccount(payload, TEST_LEADS_API_KEY)).toBe('unchanged');
    try {
      expect(await ensureSiteServiceAccount(payload, newKey)).toBe('updated');
      expect((await probe(newKey)).status).toBe(400);
      expect((await probe(TEST_LEADS_API_KEY)).status).toBe(401);
      const accounts = await payload.find({ collection: 'service-accounts', where: { name: { equals: 'site' } } });
      expect(accounts.docs.map((account) => account.purpose)).toEqual(['site-leads']);
    } finally {
      await ensureSiteServiceAccount(payload, TEST_LEADS_API_KEY);
    }
    expect((await probe(TEST_LEADS_API_KEY)).status).toBe(400);
  });

  it('creates the account when it is missing', async () => {
    await payload.delete({ collection: 'service-accounts', where: { name: { equals: 'site' } } });
    expect(await ensureSiteServiceAccount(payload, TEST_LEADS_API_KEY)).toBe('created');
    expect((await rest('POST', 'leads/submit', { headers: site, body: {} })).status).toBe(400);
  });
});
