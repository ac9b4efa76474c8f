/**
 * Tenant isolation and public access, through the real REST handlers and the Local API with
 * access control on (spec §6; architecture: tenancy).
 */
import type { Payload } from 'payload';
import { fieldErrors, rest, startTestPayload, stopTestPayload, lexical, createTestTenant } from './helpers/testPayload';
import { SITE_WIDE_PATHS } from '../src/hooks/revalidateSite';

let payload: Payload;
const ids = {} as Record<'tenantA' | 'tenantB' | 'offerA' | 'offerADraft' | 'offerB', number>;
const password = 'test-password-123';
let editorAToken = '';
let noTenantToken = '';

beforeAll(async () => {
  payload = await startTestPayload();
  const tenant = (slug: string) => createTestTenant(payload, slug);
  ids.tenantA = (await tenant('alpha-motors')).id;
  ids.tenantB = (await tenant('bravo-motors')).id;
  await payload.create({
    collection: 'users',
    data: { email: 'editor@alpha.test', password, tenants: [{ tenant: ids.tenantA, roles: ['tenant-editor'] }] },
  });
  await payload.create({ collection: 'users', data: { email: 'nobody@test.test', password, tenants: [] } });
  const offer = (tenant: number, title: string, _status: 'published' | 'draft') =>
    payload.create({ collection: 'offers', data: { tenant, title, _status, body: lexical(title) as never }, draft: _status === 'draft' });
  ids.offerA = (await offer(ids.tenantA, 'Alpha EOFY Sale', 'published')).id;
  ids.offerADraft = (await offer(ids.tenantA, 'Alpha Secret Draft', 'draft')).id;
  ids.offerB = (await offer(ids.tenantB, 'Bravo Runout', 'published')).id;
  await payload.create({
    collection: 'leads',
    data: {
      tenant: ids.tenantA,
      form: 'enquiry',
      idempotency_key: 'access-test-a',
      name: 'Shopper',
      email: 'shopper@example.com',
      category: 'General Enquiry',
    },
  });
  await payload.create({
    collection: 'leads',
    data: {
      tenant: ids.tenantB,
      form: 'enquiry',
      idempotency_key: 'access-test-b',
      name: 'Other Shopper',
      email: 'other@example.com',
      category: 'General Enquiry',
    },
  });
  editorAToken = (await payload.login({ collection: 'users', data: { email: 'editor@alpha.test', password } })).token!;
  noTenantToken = (await payload.login({ collection: 'users', data: { email: 'nobody@test.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

/**
 * Runs the index jobs this test queued: newest first, so jobs other test files left in the
 * shared queue (a run in one process, `--runInBand`) cannot crowd them out of the batch.
 */
const runNewestIndexJobs = (payload: Payload) =>
  payload.jobs.run({ queue: 'default', processingOrder: '-createdAt', where: { taskSlug: { equals: 'indexCars' } } });

describe('leads are never public', () => {
  it('anonymous GET /api/leads is refused', async () => {
    const { status, json } = await rest('GET', 'leads');
    expect(status).toBe(403);
    expect(JSON.stringify(json)).not.toContain('shopper@example.com');
  });

  it('anonymous GET of one lead is refused', async () => {
    const { status } = await rest('GET', `leads/1`);
    expect([403, 404]).toContain(status);
  });

  it("a tenant editor reads only their tenant's leads", async () => {
    const { status, json } = await rest('GET', 'leads', { token: editorAToken });
    expect(status).toBe(200);
    expect(json.docs.map((d: { email: string }) => d.email)).toEqual(['shopper@example.com']);
  });

  it('a user with no tenant gets 403, not 500', async () => {
    const { status } = await rest('GET', 'leads', { token: noTenantToken });
    expect(status).toBe(403);
  });
});

describe('offers are scoped to the tenant', () => {
  it("an editor's REST read of offers returns nothing of another tenant", async () => {
    const { status, json } = await rest('GET', 'offers?limit=100&draft=true', { token: editorAToken });
    expect(status).toBe(200);
    const tenants = new Set(
      json.docs.map((d: { tenant: { id: number } | number }) => (typeof d.tenant === 'object' ? d.tenant.id : d.tenant)),
    );
    expect([...tenants]).toEqual([ids.tenantA]);
    expect(json.docs.map((d: { title: string }) => d.title)).not.toContain('Bravo Runout');
  });

  it("an editor cannot read another tenant's offer by id", async () => {
    const { status } = await rest('GET', `offers/${ids.offerB}`, { token: editorAToken });
    expect([403, 404]).toContain(status);
  });

  it('an editor cannot create an offer in another tenant', async () => {
    const { status } = await rest('POST', 'offers', {
      token: editorAToken,
      body: { title: 'Sneaky', tenant: ids.tenantB, _status: 'published' },
    });
    expect(status).toBe(403);
    const count = await payload.count({ collection: 'offers', where: { title: { equals: 'Sneaky' } } });
    expect(count.totalDocs).toBe(0);
  });

  it('an editor can create an offer in their own tenant', async () => {
    const { status, json } = await rest('POST', 'offers', {
      token: editorAToken,
      body: { title: 'Alpha Service Special', tenant: ids.tenantA, _status: 'published' },
    });
    expect(status).toBe(201);
    expect(json.doc.slug).toBe('alpha-service-special');
  });

  it("an editor cannot update another tenant's offer", async () => {
    const { status } = await rest('PATCH', `offers/${ids.offerB}`, { token: editorAToken, body: { title: 'Hijacked' } });
    expect([403, 404]).toContain(status);
    const offer = await payload.findByID({ collection: 'offers', id: ids.offerB });
    expect(offer.title).toBe('Bravo Runout');
  });

  it('anonymous readers see published offers only, of every tenant they ask for', async () => {
    const { status, json } = await rest('GET', `offers?where[tenant][equals]=${ids.tenantA}`);
    expect(status).toBe(200);
    const titles = json.docs.map((d: { title: string }) => d.title);
    expect(titles).toContain('Alpha EOFY Sale');
    expect(titles).not.toContain('Alpha Secret Draft');
  });
});

describe('tenants', () => {
  it('only a super admin may delete a tenant', async () => {
    const { status } = await rest('DELETE', `tenants/${ids.tenantB}`, { token: editorAToken });
    expect(status).toBe(403);
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenantB })).slug).toBe('bravo-motors');
  });

  it('refuses a malformed slug with a field message', async () => {
    const errors = await fieldErrors(
      payload.create({
        collection: 'tenants',
        data: {
          name: 'Bad',
          slug: 'Bad Slug!',
          template: 'group',
          locale: 'en-AU',
          branding: { primaryColour: '#000', secondaryColour: '#fff' },
        },
      }),
    );
    expect(errors).toEqual([{ path: 'slug', message: 'Use lower-case letters, digits and single hyphens, e.g. "coastline".' }]);
    expect(await payload.count({ collection: 'tenants', where: { name: { equals: 'Bad' } } })).toMatchObject({ totalDocs: 0 });
  });

  it('refuses a branding colour that is not hex, naming the field, and keeps the old one', async () => {
    const before = await payload.findByID({ collection: 'tenants', id: ids.tenantA });
    const errors = await fieldErrors(
      payload.update({
        collection: 'tenants',
        id: ids.tenantA,
        data: { branding: { ...before.branding, primaryColour: 'hsl(0, 100%, 50%)', backgroundColour: '#12' } },
      }),
    );
    expect(errors).toEqual([
      { path: 'branding.primaryColour', message: 'Use a hex colour such as #0b3d91: # and 3 or 6 digits 0-9 or a-f.' },
      { path: 'branding.backgroundColour', message: 'Use a hex colour such as #0b3d91: # and 3 or 6 digits 0-9 or a-f.' },
    ]);
    const after = await payload.findByID({ collection: 'tenants', id: ids.tenantA });
    expect(after.branding.primaryColour).toBe(before.branding.primaryColour);
    // Hex in either length and case is accepted.
    await payload.update({ collection: 'tenants', id: ids.tenantA, data: { branding: { ...before.branding, secondaryColour: '#0AF' } } });
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenantA })).branding.secondaryColour).toBe('#0AF');
    await payload.update({ collection: 'tenants', id: ids.tenantA, data: { branding: before.branding } });
  });

  it('refuses a chat account that does not fit its provider, and keeps one that does', async () => {
    const errors = await fieldErrors(
      payload.update({ collection: 'tenants', id: ids.tenantA, data: { settings: { chatProvider: 'livechat', chatAccount: 'abc' } } }),
    );
    expect(errors).toEqual([{ path: 'settings.chatAccount', message: 'Enter the LiveChat licence number (digits).' }]);
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenantA })).settings?.chatProvider ?? null).toBeNull();
    await payload.update({
      collection: 'tenants',
      id: ids.tenantA,
      data: { settings: { chatProvider: 'livechat', chatAccount: '12345' } },
    });
    expect((await payload.findByID({ collection: 'tenants', id: ids.tenantA })).settings).toMatchObject({
      chatProvider: 'livechat',
      chatAccount: '12345',
    });
    await payload.update({ collection: 'tenants', id: ids.tenantA, data: { settings: { chatProvider: null, chatAccount: null } } });
  });

  it('refuses a base search filter that is not attribute:value, naming the entry', async () => {
    const errors = await fieldErrors(
      payload.update({
        collection: 'tenants',
        id: ids.tenantA,
        data: { settings: { baseSearchFilters: [{ filter: 'car_type:used' }, { filter: 'colour_code:red' }] } },
      }),
    );
    expect(errors).toEqual([{ path: 'settings.baseSearchFilters.1.filter', message: '"colour_code" is not a filter attribute.' }]);
    const tenant = await payload.findByID({ collection: 'tenants', id: ids.tenantA });
    expect(tenant.settings?.baseSearchFilters ?? []).toEqual([]);
  });
});

describe('per-tenant uniqueness', () => {
  it('the same page slug twice in one tenant is a field error; in another tenant it is fine', async () => {
    await payload.create({ collection: 'pages', data: { tenant: ids.tenantA, title: 'About Us', _status: 'published' } });
    expect(
      await fieldErrors(payload.create({ collection: 'pages', data: { tenant: ids.tenantA, title: 'About Us', _status: 'published' } })),
    ).toEqual([{ path: 'slug', message: '"about-us" is already used in this tenant. Choose another slug.' }]);
    const other = await payload.create({ collection: 'pages', data: { tenant: ids.tenantB, title: 'About Us', _status: 'published' } });
    expect(other.slug).toBe('about-us');
  });

  it('a stock number is unique per dealership', async () => {
    const dealership = await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Alpha Toyota' } });
    const car = {
      tenant: ids.tenantA,
      dealership: dealership.id,
      name: '2022 Toyota HiLux',
      year: 2022,
      make: 'Toyota',
      model: 'HiLux',
      car_type: 'used' as const,
      status: 'in_stock' as const,
      stocknum: 'A100',
    };
    await payload.create({ collection: 'cars', data: car });
    expect(await fieldErrors(payload.create({ collection: 'cars', data: { ...car, slug: 'another-slug' } }))).toEqual([
      { path: 'stocknum', message: '"A100" is already used in this dealership. Choose another stocknum.' },
    ]);
  });
});

describe('cars', () => {
  it('keep a listing date given by a feed or the seed (spec created_at: new-arrival window)', async () => {
    const dealership = await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Alpha Mazda' } });
    const listed = '2026-01-02T03:04:05.000Z';
    const car = await payload.create({
      collection: 'cars',
      data: {
        tenant: ids.tenantA,
        dealership: dealership.id,
        name: '2020 Mazda CX-5',
        year: 2020,
        make: 'Mazda',
        model: 'CX-5',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'M1',
        createdAt: listed,
      },
    });
    expect(car.createdAt).toBe(listed);
  });
});

describe('revalidation', () => {
  const queued = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'revalidateSite' } },
        sort: 'id',
        // every job so far: the suite's earlier edits queue well over a page of them
        pagination: false,
        depth: 0,
      })
    ).docs.map((job) => job.input as { tenant: string; paths: string[] });

  it('an offer edit queues a revalidation of its tenant’s offer pages', async () => {
    const before = (await queued()).length;
    await payload.update({ collection: 'offers', id: ids.offerA, data: { title: 'Alpha EOFY Sale Extended' } });
    const jobs = await queued();
    expect(jobs.length).toBe(before + 1);
    expect(jobs.at(-1)).toEqual({ tenant: 'alpha-motors', paths: ['/', '/offers', '/special-offers'] });
  });

  it('a renamed page revalidates its old and new paths', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { tenant: ids.tenantB, title: 'Careers', _status: 'published' },
      context: { disableRevalidate: true },
    });
    await payload.update({ collection: 'pages', id: page.id, data: { slug: 'jobs' } });
    // "jobs" is shown at /pages/jobs, a route that is its page alone (its coming may add nav
    // entries: the site-wide pages too); "careers" at /careers (and /pages/careers).
    expect((await queued()).at(-1)).toEqual({
      tenant: 'bravo-motors',
      paths: ['/pages/jobs', ...SITE_WIDE_PATHS, '/careers', '/pages/careers'],
    });
  });

  it('nothing is queued when the seed disables revalidation', async () => {
    const before = (await queued()).length;
    await payload.create({
      collection: 'faqs',
      data: { tenant: ids.tenantA, question: 'Q?', answer: 'A.', section: 'General' },
      context: { disableRevalidate: true },
    });
    expect((await queued()).length).toBe(before);
  });
});

describe('stock search indexing', () => {
  const scope = { tenant: 'alpha-motors', soldListingDays: 3 };

  it('a car saved in the CMS is searchable once its job ran, and gone once deleted', async () => {
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const engine = stockSearchOf(payload);
    const dealership = await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Alpha Ford' } });
    const car = await payload.create({
      collection: 'cars',
      data: {
        tenant: ids.tenantA,
        dealership: dealership.id,
        name: '2023 Ford Ranger XLT',
        year: 2023,
        make: 'Ford',
        model: 'Ranger',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'F1',
        price: 55990,
      },
    });
    expect((await engine.search({ scope, query: 'ranger' })).found).toBe(0);
    await runNewestIndexJobs(payload);
    const found = await engine.search({ scope, query: 'ranger' });
    expect(found.hits.map((hit) => hit.stocknum)).toEqual(['F1']);
    expect(found.hits[0]).toMatchObject({ dealership_name: 'Alpha Ford', price: 55990 });
    // Another tenant's scope never sees it.
    expect((await engine.search({ scope: { tenant: 'bravo-motors', soldListingDays: 3 }, query: 'ranger' })).found).toBe(0);

    // Renaming the dealership reindexes its cars (the name is copied into the index).
    await payload.update({ collection: 'dealerships', id: dealership.id, data: { name: 'Alpha Ford Southport' } });
    await runNewestIndexJobs(payload);
    expect((await engine.search({ scope, query: 'ranger' })).hits[0]?.dealership_name).toBe('Alpha Ford Southport');

    await payload.delete({ collection: 'cars', id: car.id });
    await runNewestIndexJobs(payload);
    expect((await engine.search({ scope, query: 'ranger' })).found).toBe(0);
  });
});

describe('stock feed import', () => {
  it('upserts by stock number, marks missing cars sold, and changes nothing when a row is rejected', async () => {
    const { readFeed } = await import('@dealer/domain');
    const { applyStockFeed } = await import('../src/stockFeed/applyStockFeed');
    const dealership = await payload.create({ collection: 'dealerships', data: { tenant: ids.tenantA, name: 'Alpha Feed Motors' } });
    const base = { tenant: ids.tenantA, dealership: dealership.id, year: 2019, car_type: 'used' as const, status: 'in_stock' as const };
    await payload.create({
      collection: 'cars',
      data: { ...base, name: '2019 Kia Rio', make: 'Kia', model: 'Rio', stocknum: 'K1', price: 14990 },
    });
    const gone = await payload.create({
      collection: 'cars',
      data: { ...base, name: '2019 Kia Stonic', make: 'Kia', model: 'Stonic', stocknum: 'K2' },
    });
    const csv = `stocknum,make,model,badge,year,car_type,odometer,price_drive_away
K1,Kia,Rio,S,2019,used,51000,13990
K3,Kia,Cerato,Sport,2022,used,12000,27990`;
    const now = new Date('2026-11-20T00:00:00Z');

    // K2 missing is 1 of 2 listed cars (50%): held unless its removal is confirmed (issue 9).
    const report = await applyStockFeed(payload, dealership, readFeed(csv, 'csv'), { now, confirmRemovals: true });
    expect(report).toMatchObject({ applied: true, created: 1, updated: 1, markedSold: 1, rejects: [] });
    const cars = await payload.find({ collection: 'cars', where: { dealership: { equals: dealership.id } }, sort: 'stocknum', depth: 0 });
    expect(cars.docs.map((c) => [c.stocknum, c.status, c.price])).toEqual([
      ['K1', 'in_stock', 13990],
      ['K2', 'sold', null],
      ['K3', 'in_stock', 27990],
    ]);
    expect((await payload.findByID({ collection: 'cars', id: gone.id })).sold_date_timestamp).toBe(now.toISOString());

    const bad = `stocknum,make,model,year,car_type,price_drive_away
K1,Kia,Rio,2019,used,1
K4,Kia,,2019,used,abc`;
    const refused = await applyStockFeed(payload, dealership, readFeed(bad, 'csv'), { now });
    expect(refused.applied).toBe(false);
    expect(refused.rejects).toEqual([{ line: 3, stocknum: 'K4', reasons: ['model is required', 'price_drive_away must be a number'] }]);
    const after = await payload.find({ collection: 'cars', where: { dealership: { equals: dealership.id } }, sort: 'stocknum', depth: 0 });
    expect(after.docs.map((c) => [c.stocknum, c.status, c.price])).toEqual(cars.docs.map((c) => [c.stocknum, c.status, c.price]));

    // One indexing job covers the whole feed.
    await runNewestIndexJobs(payload);
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const found = await stockSearchOf(payload).search({ scope: { tenant: 'alpha-motors', soldListingDays: 3 }, query: 'cerato' });
    expect(found.hits.map((h) => h.stocknum)).toEqual(['K3']);
  });
});

describe('POST /api/stock/feed (a dealer system pushing its stock)', () => {
  const key = 'alpha-push-key-0123456789abcdef';
  const vehicles = [
    { stocknum: 'P1', make: 'Hyundai', model: 'i30', year: 2024, car_type: 'new', price_drive_away: 29990, features: ['Apple CarPlay'] },
  ];

  it('needs the dealership key; the key is stored hashed and never read back', async () => {
    const dealership = await payload.create({
      collection: 'dealerships',
      data: { tenant: ids.tenantA, name: 'Alpha Hyundai', stockFeedKey: key },
    });
    const raw = await payload.db.drizzle.execute(`select stock_feed_key from dealerships where id = ${dealership.id}` as never);
    expect(JSON.stringify(raw)).not.toContain(key);
    expect((await rest('GET', `dealerships/${dealership.id}`, { token: editorAToken })).json.stockFeedKey).toBeUndefined();
    expect((await rest('POST', 'stock/feed', { body: vehicles })).status).toBe(401);
    expect(
      (await rest('POST', 'stock/feed', { body: vehicles, headers: { authorization: 'Bearer wrong-key-0123456789abcdef' } })).status,
    ).toBe(401);
  });

  it('applies a valid feed and answers 400 with the rejects for a bad one', async () => {
    const ok = await rest('POST', 'stock/feed', { body: { vehicles }, headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ dealership: 'alpha-hyundai', applied: true, created: 1 });
    const bad = await rest('POST', 'stock/feed', {
      body: [{ stocknum: 'P2', make: 'Hyundai', year: 'soon', car_type: 'new' }],
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.rejects).toEqual([{ line: 1, stocknum: 'P2', reasons: ['model is required', 'year must be a number'] }]);
    const p1 = await payload.find({ collection: 'cars', where: { stocknum: { equals: 'P1' } }, depth: 0 });
    expect(p1.docs[0]).toMatchObject({ status: 'in_stock', price: 29990, price_type: 'drive_away' });
  });
});
