/**
 * The seed (issue 2): four tenants, ~140 makes, 2,000+ cars covering the spec's states;
 * idempotent, and it never overwrites what staff edited.
 */
import type { Payload } from 'payload';
import { TENANTS } from '../../seed/src/data/tenants';
import { VALUATION_SAMPLES } from '../../seed/src/data/valuationSamples';
import { seed, SEED_FIXTURES } from '../../seed/src/seed';
import { startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const counts = async () => {
  const collections = [
    'tenants',
    'users',
    'dealerships',
    'locations',
    'manufacturers',
    'models',
    'cars',
    'offers',
    'promo-tiles',
    'faqs',
    'button-sets',
    'pages',
    'posts',
    'redirects',
    'reviews',
    'media',
    'valuation-samples',
  ] as const;
  const entries = await Promise.all(collections.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const));
  return Object.fromEntries(entries) as Record<(typeof collections)[number], number>;
};
let first: Awaited<ReturnType<typeof counts>>;
/** Other test files share this worker's database and add tenants of their own before or after. */
let seedStarted: Date;

beforeAll(async () => {
  payload = await startTestPayload();
  seedStarted = new Date();
  await seed(payload, { log: () => {} });
  first = await counts();
  // What the seed makes is tested here, not how fast (npm start prints its time): on a 2-core
  // machine sharing its cores with the other integration worker it once took over 5 minutes.
}, 600_000);

afterAll(async () => {
  await stopTestPayload(payload);
});

const carBy = async (tenant: string, stocknum: string) => {
  const result = await payload.find({
    collection: 'cars',
    where: { and: [{ 'tenant.slug': { equals: tenant } }, { stocknum: { equals: stocknum } }] },
    limit: 1,
    depth: 0,
  });
  return result.docs[0];
};

describe('what the seed creates', () => {
  it('creates the four sample tenants with their locales', async () => {
    const tenants = await payload.find({
      collection: 'tenants',
      where: { createdAt: { greater_than_equal: seedStarted.toISOString() } },
      sort: 'slug',
      depth: 0,
    });
    expect(tenants.docs.map((t) => [t.slug, t.locale])).toEqual([
      ['coastline', 'en-AU'],
      ['harbour-mazda', 'en-AU'],
      ['kiwi-caravans', 'en-NZ'],
      ['lone-star-motors', 'en-US'],
    ]);
  });

  it('creates about 140 manufacturers and at least 2,000 cars spread over every tenant', async () => {
    expect(first.manufacturers).toBeGreaterThanOrEqual(130);
    expect(first.cars).toBeGreaterThanOrEqual(2000);
    for (const slug of ['coastline', 'harbour-mazda', 'kiwi-caravans', 'lone-star-motors']) {
      const { totalDocs } = await payload.count({ collection: 'cars', where: { 'tenant.slug': { equals: slug } } });
      expect(totalDocs).toBeGreaterThan(100);
    }
  });

  it('loads the sample valuation service: in every state a known vehicle and a choice (issue 13)', async () => {
    expect(first['valuation-samples']).toBeGreaterThanOrEqual(32);
    // The seed's own registrations: other test files share this database and add samples of their own.
    const seeded = new Set(VALUATION_SAMPLES.map((sample) => `${sample.state}/${sample.registration}`));
    for (const state of ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']) {
      const { docs: all } = await payload.find({
        collection: 'valuation-samples',
        where: { state: { equals: state } },
        depth: 0,
        limit: 100,
      });
      const docs = all.filter((d) => seeded.has(`${d.state}/${d.registration}`));
      expect(docs.filter((d) => d.evalId && !d.descriptions?.length)).toHaveLength(2);
      expect(docs.filter((d) => !d.evalId && (d.descriptions?.length ?? 0) >= 2)).toHaveLength(2);
    }
  });

  it('gives coastline three dealerships and every feature flag on', async () => {
    const coastline = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'coastline' } }, depth: 0 })).docs[0]!;
    expect(Object.values(coastline.features ?? {}).every((flag) => flag === true)).toBe(true);
    const { totalDocs } = await payload.count({ collection: 'dealerships', where: { tenant: { equals: coastline.id } } });
    expect(totalDocs).toBe(3);
  });

  it("gives each tenant's logo to that tenant and shares make and vehicle artwork (issue 9)", async () => {
    const tenants = await payload.find({
      collection: 'tenants',
      where: { slug: { in: ['coastline', 'harbour-mazda', 'kiwi-caravans', 'lone-star-motors'] } },
      depth: 1,
      pagination: false,
    });
    expect(tenants.docs).toHaveLength(4);
    for (const tenant of tenants.docs) {
      const logo = tenant.branding.logo as { tenant?: number | { id: number } | null; shared?: boolean | null } | null;
      const owner = logo?.tenant && typeof logo.tenant === 'object' ? logo.tenant.id : logo?.tenant;
      expect([tenant.slug, owner, logo?.shared]).toEqual([tenant.slug, tenant.id, false]);
    }
    const vehicleImages = { filename: { like: 'vehicle-' } };
    expect((await payload.count({ collection: 'media', where: vehicleImages })).totalDocs).toBeGreaterThan(0);
    const unsharedVehicleImages = await payload.count({
      collection: 'media',
      where: { and: [vehicleImages, { shared: { not_equals: true } }] },
    });
    expect(unsharedVehicleImages.totalDocs).toBe(0);
    const mazda = await payload.find({ collection: 'media', where: { filename: { equals: 'logo-mazda.png' } }, depth: 0 });
    expect(mazda.docs[0]).toMatchObject({ shared: true, tenant: null });
  });

  it('covers sold-yesterday, sold-10-days-ago and the pipe-only dealer comment', async () => {
    const fixtures = SEED_FIXTURES.coastline;
    const soldYesterday = await carBy('coastline', fixtures.soldYesterday);
    const soldTenDaysAgo = await carBy('coastline', fixtures.soldTenDaysAgo);
    const day = 24 * 60 * 60 * 1000;
    const ageDays = (iso: string | null | undefined) => (Date.now() - new Date(iso ?? 0).getTime()) / day;
    expect(soldYesterday?.status).toBe('sold');
    expect(ageDays(soldYesterday?.sold_date_timestamp)).toBeGreaterThan(0.5);
    expect(ageDays(soldYesterday?.sold_date_timestamp)).toBeLessThan(2);
    expect(Math.round(ageDays(soldTenDaysAgo?.sold_date_timestamp))).toBe(10);
    expect((await carBy('coastline', fixtures.pipeOnlyComment))?.dealercomments).toBe('|');
  });

  it('gives caravans their specifications', async () => {
    const caravans = await payload.find({ collection: 'cars', where: { item_type: { equals: 'caravan' } }, limit: 5, depth: 0 });
    expect(caravans.totalDocs).toBeGreaterThan(0);
    for (const caravan of caravans.docs) expect(caravan.specifications?.body_length).toBeGreaterThan(0);
  });

  it('has finance lenders for each provider A to G', async () => {
    const providers = new Set<string>();
    const cars = await payload.find({
      collection: 'cars',
      where: { finance_lenders: { exists: true } },
      limit: 500,
      depth: 0,
      select: { finance_lenders: true },
    });
    for (const car of cars.docs) for (const key of Object.keys((car.finance_lenders as object | null) ?? {})) providers.add(key);
    expect([...providers].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });
});

describe('lead delivery and enquiry settings (issue 10)', () => {
  it('gives every dealership a lead inbox, coastline-toyota an ADF mailbox, coastline the terms notice and harbour-mazda optional messages', async () => {
    const dealerships = await payload.find({
      collection: 'dealerships',
      // Other test files in this worker's database add dealerships with the same slugs to their own tenants.
      where: { 'tenant.slug': { in: TENANTS.map((t) => t.slug) } },
      pagination: false,
      depth: 0,
    });
    const seeded = dealerships.docs.filter((d) => TENANTS.some((t) => t.dealerships.some((def) => def.slug === d.slug)));
    expect(seeded).toHaveLength(TENANTS.flatMap((t) => t.dealerships).length);
    for (const d of seeded) expect(d.leadDelivery?.email).toBe(`leads@${d.slug}.example.com`);
    expect(seeded.filter((d) => d.leadDelivery?.adfEmail).map((d) => [d.slug, d.leadDelivery?.adfEmail])).toEqual([
      ['coastline-toyota', 'adf@coastline-toyota.example.com'],
    ]);
    const tenant = async (slug: string) =>
      (await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!;
    expect((await tenant('coastline')).settings).toMatchObject({ enquiryTermsNotice: true });
    expect((await tenant('harbour-mazda')).settings).toMatchObject({ enquiryMessageOptional: true, saveValuationToProfile: true });
    expect((await tenant('kiwi-caravans')).settings?.enquiryTermsNotice ?? false).toBe(false);
    // Spec §7 "only for one brand flag": the brand template's tenant alone keeps valuations on profiles.
    for (const slug of ['coastline', 'kiwi-caravans', 'lone-star-motors'])
      expect((await tenant(slug)).settings?.saveValuationToProfile ?? false).toBe(false);
  });

  it('adds them to documents seeded before, and keeps an inbox staff set', async () => {
    const find = async (slug: string) =>
      (await payload.find({ collection: 'dealerships', where: { slug: { equals: slug } }, depth: 0 })).docs[0]!;
    const [mazda, hyundai] = [await find('coastline-mazda'), await find('coastline-hyundai')];
    const update = (collection: 'dealerships' | 'tenants', id: number, data: Record<string, unknown>) =>
      payload.update({ collection, id, data, context: { disableRevalidate: true } } as never);
    await update('dealerships', mazda.id, { leadDelivery: { email: null, adfEmail: null } });
    await update('dealerships', hyundai.id, { leadDelivery: { email: 'sales-team@hyundai.example.com' } });
    const harbour = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'harbour-mazda' } }, depth: 0 })).docs[0]!;
    await update('tenants', harbour.id, { settings: { ...harbour.settings, enquiryMessageOptional: null, saveValuationToProfile: null } });

    await seed(payload, { log: () => {} });

    expect((await find('coastline-mazda')).leadDelivery?.email).toBe('leads@coastline-mazda.example.com');
    expect((await find('coastline-hyundai')).leadDelivery?.email).toBe('sales-team@hyundai.example.com');
    expect((await payload.findByID({ collection: 'tenants', id: harbour.id, depth: 0 })).settings).toMatchObject({
      enquiryMessageOptional: true,
      saveValuationToProfile: true,
    });
  }, 300_000);
});

describe('seeding again', () => {
  it('creates nothing new and keeps what staff edited', async () => {
    const offer = (await payload.find({ collection: 'offers', where: { 'tenant.slug': { equals: 'coastline' } }, limit: 1, depth: 0 }))
      .docs[0]!;
    await payload.update({ collection: 'offers', id: offer.id, data: { title: 'Edited by staff' }, context: { disableRevalidate: true } });
    const car = (await payload.find({ collection: 'cars', limit: 1, depth: 0 })).docs[0]!;
    await payload.update({ collection: 'cars', id: car.id, data: { price: 12345 }, context: { disableRevalidate: true } });

    await seed(payload, { log: () => {} });

    expect(await counts()).toEqual(first);
    expect((await payload.findByID({ collection: 'offers', id: offer.id, depth: 0 })).title).toBe('Edited by staff');
    expect((await payload.findByID({ collection: 'cars', id: car.id, depth: 0 })).price).toBe(12345);
  }, 300_000);
});

describe('reindex after seeding', () => {
  it('indexes every listed car and answers a tenant search with facets', async () => {
    const { reindexAll, stockSearchOf } = await import('../src/search/stockIndex');
    const total = await reindexAll(payload);
    expect(total).toBe(first.cars);
    const result = await stockSearchOf(payload).search({
      scope: { tenant: 'coastline', soldListingDays: 3 },
      refinements: { car_type: ['used'] },
    });
    expect(result.found).toBeGreaterThan(100);
    expect(result.hits).toHaveLength(21);
    expect(result.hits.every((hit) => hit.tenant === 'coastline' && hit.car_type === 'used')).toBe(true);
    expect(result.facets.make?.length).toBeGreaterThan(1);
    const soldYesterday = await stockSearchOf(payload).getBySlug(
      { tenant: 'coastline', soldListingDays: 3 },
      (await carBy('coastline', SEED_FIXTURES.coastline.soldYesterday))!.slug!,
    );
    expect(soldYesterday?.just_sold).toBe(true);
    const soldTenDaysAgo = await carBy('coastline', SEED_FIXTURES.coastline.soldTenDaysAgo);
    expect(await stockSearchOf(payload).getBySlug({ tenant: 'coastline', soldListingDays: 3 }, soldTenDaysAgo!.slug!)).toBeNull();
  }, 120_000);
});
