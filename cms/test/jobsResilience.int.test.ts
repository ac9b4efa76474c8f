/**
 * Issue 9, resilience: a job whose retries run out is kept, visible to super admins and logged as
 * an error; a full reindex never deletes a car indexed while it ran. Real PostgreSQL throughout.
 */
import { jest } from '@jest/globals';
import type { Payload } from 'payload';
import { rest, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
const password = 'test-password-123';
let superAdminToken = '';
let editorToken = '';
let tenantId = 0;
let dealershipId = 0;

beforeAll(async () => {
  payload = await startTestPayload();
  tenantId = (
    await payload.create({
      collection: 'tenants',
      data: {
        name: 'Resilient Motors',
        slug: 'resilient-motors',
        template: 'group',
        locale: 'en-AU',
        branding: { primaryColour: '#000000', secondaryColour: '#ffffff' },
      },
    })
  ).id;
  dealershipId = (await payload.create({ collection: 'dealerships', data: { tenant: tenantId, name: 'Resilient Mazda' } })).id;
  await payload.create({ collection: 'users', data: { email: 'root@resilient.test', password, roles: ['super-admin'], tenants: [] } });
  await payload.create({
    collection: 'users',
    data: { email: 'editor@resilient.test', password, tenants: [{ tenant: tenantId, roles: ['tenant-admin'] }] },
  });
  superAdminToken = (await payload.login({ collection: 'users', data: { email: 'root@resilient.test', password } })).token!;
  editorToken = (await payload.login({ collection: 'users', data: { email: 'editor@resilient.test', password } })).token!;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

describe('a job whose retries run out', () => {
  it('stays in payload-jobs with its error, is logged once as an error, and super admins (only) see it', async () => {
    // No site runs in the tests (SITE_URL is a closed port): every attempt fails.
    const job = await payload.jobs.queue({ task: 'revalidateSite', input: { tenant: 'resilient-motors', paths: ['/offers'] } });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const finalLines = () => errors.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith(`Job ${job.id} `));
    try {
      // revalidateSite: 1 attempt + 5 retries. Skip the backoff waits.
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: null } });
        await payload.jobs.runByID({ id: job.id });
        if (attempt < 6) expect(finalLines()).toEqual([]);
      }
      expect(finalLines()).toHaveLength(1);
      expect(finalLines()[0]).toMatch(
        new RegExp(
          `^Job ${job.id} \\(revalidateSite\\) failed 6 time\\(s\\) and will not be retried; it stays in payload-jobs with its error\\. ` +
            `Last error: fetch failed\\. Input: \\{.*"/offers".*\\}$`,
        ),
      );
    } finally {
      errors.mockRestore();
    }
    // Not deleted (deleteJobOnComplete removes only completed jobs), and no longer run.
    const failed = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 });
    expect(failed).toMatchObject({ hasError: true, totalTried: 6 });
    expect(failed.completedAt ?? null).toBeNull();
    expect(JSON.stringify(failed.error)).toContain('message');

    const asSuperAdmin = await rest('GET', 'payload-jobs?where[hasError][equals]=true', { token: superAdminToken });
    expect(asSuperAdmin.status).toBe(200);
    expect(asSuperAdmin.json.docs.map((doc: { id: number }) => doc.id)).toContain(job.id);
    expect((await rest('GET', `payload-jobs/${job.id}`, { token: editorToken })).status).toBe(403);
    expect((await rest('GET', 'payload-jobs')).status).toBe(403);
    // Read-only even for super admins: the record of a failure is not edited away.
    expect((await rest('DELETE', `payload-jobs/${job.id}`, { token: superAdminToken })).status).toBe(403);
  });

  it('a job that succeeds is deleted once complete', async () => {
    const job = await payload.jobs.queue({ task: 'indexCars', input: { ids: [] } });
    await payload.jobs.runByID({ id: job.id });
    expect((await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } } })).docs).toEqual([]);
  });
});

describe('a full reindex never deletes a car indexed while it ran', () => {
  const scope = { tenant: 'resilient-motors', soldListingDays: 3 };
  const car = (stocknum: string) =>
    payload.create({
      collection: 'cars',
      data: {
        tenant: tenantId,
        dealership: dealershipId,
        name: `2021 Mazda 3 ${stocknum}`,
        year: 2021,
        make: 'Mazda',
        model: '3',
        car_type: 'used',
        status: 'in_stock',
        stocknum,
      },
      context: { skipIndexing: true },
    });
  const indexedStocknums = async () => {
    const { stockSearchOf } = await import('../src/search/stockIndex');
    const result = await stockSearchOf(payload).search({ scope, hitsPerPage: 100 });
    return result.hits.map((hit) => hit.stocknum).sort();
  };

  it('keeps a car created and indexed during the last page, and a car behind a deletion that shifted the pages', async () => {
    const { indexCars, reindexAll } = await import('../src/search/stockIndex');
    const cars: { id: number }[] = [];
    for (const stocknum of ['R1', 'R2', 'R3', 'R4', 'R5']) cars.push(await car(stocknum));
    await reindexAll(payload);
    expect(await indexedStocknums()).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);

    // Cars other test files left in this worker's database come first (lower ids): the first page
    // holds them and R1, R2, so the rebuild reads R1 on page 1 and ends on page 2 or 3 however many there are.
    const { totalDocs: before } = await payload.count({ collection: 'cars', where: { id: { less_than: cars[0]!.id } } });
    let pages = 0;
    await reindexAll(payload, {
      pageSize: before + 2,
      log: async (_line, { lastPage }) => {
        pages += 1;
        if (pages === 1) {
          // An editor deletes R1 (already read) while the rebuild runs; its job removes it from the index.
          await payload.delete({ collection: 'cars', id: cars[0]!.id, context: { skipIndexing: true } });
          await indexCars(payload, [cars[0]!.id]);
        }
        if (lastPage) {
          // A car arrives after the last page was read, and its job indexes it before the rebuild's clean-up.
          const late = await car('R6');
          await indexCars(payload, [late.id]);
        }
      },
    });
    expect(await indexedStocknums()).toEqual(['R2', 'R3', 'R4', 'R5', 'R6']);
  });

  it('the clean-up removes only rows not in the snapshot and indexed before the rebuild started (PostgreSQL engine)', async () => {
    const { indexCars, stockSearchOf } = await import('../src/search/stockIndex');
    const engine = stockSearchOf(payload);
    const before = await car('T1');
    await indexCars(payload, [before.id]);
    const startedAt = await engine.indexTime();
    const during = await car('T2');
    await indexCars(payload, [during.id]);
    // The rebuild's snapshot missed both T1 and T2.
    const keep = (await payload.find({ collection: 'cars', depth: 0, limit: 0, pagination: false })).docs
      .filter((doc) => doc.id !== before.id && doc.id !== during.id)
      .map((doc) => String(doc.id));
    await engine.removeAllExcept(keep, { indexedBefore: startedAt });
    const left = await indexedStocknums();
    expect(left).toContain('T2');
    expect(left).not.toContain('T1');
  });
});
