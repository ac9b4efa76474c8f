/**
 * Issue 12: offer and promo tile windows open and close without a deploy or an edit. Saving one
 * queues the pages' revalidation now and at each future edge of its window (a job that waits until
 * then); past edges queue nothing. Real PostgreSQL, the real Payload config and hooks.
 */
import type { Payload } from 'payload';
import { createTestTenant, startTestPayload, stopTestPayload } from './helpers/testPayload';
import { futureEdges } from '../src/hooks/revalidateSite';

let payload: Payload;
let tenantId = 0;

beforeAll(async () => {
  payload = await startTestPayload();
  tenantId = (await createTestTenant(payload, 'window-motors')).id;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

interface QueuedRevalidation {
  id: number | string;
  input: { tenant: string; paths: string[] };
  waitUntil?: string | null;
}

/** The revalidation jobs queued for this test's tenant, oldest first. */
async function queuedRevalidations(): Promise<QueuedRevalidation[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'revalidateSite' } },
    limit: 500,
    sort: 'createdAt',
    overrideAccess: true,
  });
  return (jobs.docs as unknown as QueuedRevalidation[]).filter((job) => job.input?.tenant === 'window-motors');
}

async function clearQueue() {
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'revalidateSite' } }, overrideAccess: true });
}

describe('window edges schedule revalidation', () => {
  beforeEach(clearQueue);

  it('an offer starting in an hour and ending tomorrow: now, at its start and at its end', async () => {
    const startsAt = new Date(Date.now() + 3_600_000);
    const endsAt = new Date(Date.now() + 86_400_000);
    await payload.create({
      collection: 'offers',
      data: {
        tenant: tenantId,
        title: 'Spring Sale',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    });
    const jobs = await queuedRevalidations();
    const immediate = jobs.filter((job) => !job.waitUntil);
    const scheduled = jobs.filter((job) => job.waitUntil).map((job) => new Date(job.waitUntil!).getTime());
    expect(immediate.length).toBeGreaterThanOrEqual(1);
    expect(immediate[0]!.input.paths).toEqual(expect.arrayContaining(['/', '/offers']));
    expect(scheduled.sort()).toEqual([startsAt.getTime() + 1_000, endsAt.getTime() + 1_000]);
    for (const job of jobs.filter((j) => j.waitUntil)) expect(job.input.paths).toEqual(expect.arrayContaining(['/', '/offers']));
  });

  it('a promo tile whose window has already closed schedules nothing for later', async () => {
    await payload.create({
      collection: 'promo-tiles',
      data: {
        tenant: tenantId,
        title: 'Summer Sale January 2025',
        placement: 'home-banner',
        activeFrom: '2025-01-01T00:00:00+10:00',
        activeFrom_tz: 'Australia/Brisbane',
        activeUntil: '2025-02-01T00:00:00+10:00',
        activeUntil_tz: 'Australia/Brisbane',
      },
      overrideAccess: true,
    });
    const jobs = await queuedRevalidations();
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.filter((job) => job.waitUntil)).toEqual([]);
  });

  it('a scheduled job is not run before its time: the queue runner leaves it', async () => {
    await payload.create({
      collection: 'promo-tiles',
      data: {
        tenant: tenantId,
        title: 'Opens in an hour',
        placement: 'home-banner',
        activeFrom: new Date(Date.now() + 3_600_000).toISOString(),
        activeFrom_tz: 'Australia/Brisbane',
        activeUntil: new Date(Date.now() + 7_200_000).toISOString(),
        activeUntil_tz: 'Australia/Brisbane',
      },
      overrideAccess: true,
    });
    const before = await queuedRevalidations();
    const scheduled = before.filter((job) => job.waitUntil);
    expect(scheduled).toHaveLength(2);
    // The immediate job runs (and fails: no site listens in tests); the scheduled ones are not picked.
    await payload.jobs.run({ queue: 'default', limit: 50 });
    const untouched = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: scheduled.map((job) => job.id) } },
      sort: 'waitUntil',
      overrideAccess: true,
    });
    const jobs = untouched.docs as unknown as Array<QueuedRevalidation & { totalTried?: number; processing?: boolean }>;
    expect(jobs.map((job) => [job.totalTried ?? 0, job.waitUntil])).toEqual(scheduled.map((job) => [0, job.waitUntil]));
    const immediate = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: before.find((job) => !job.waitUntil)!.id } },
      overrideAccess: true,
    });
    expect((immediate.docs[0] as unknown as { totalTried: number }).totalTried).toBeGreaterThanOrEqual(1);
  });
});

describe('futureEdges', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('keeps future instants, a second after each, once each, in order; drops past, empty and invalid ones', () => {
    expect(
      futureEdges(['2026-01-03T00:00:00Z', null, '2025-12-31T00:00:00Z', 'nonsense', '2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z'], now),
    ).toEqual([new Date('2026-01-02T00:00:01Z'), new Date('2026-01-03T00:00:01Z')]);
    expect(futureEdges([], now)).toEqual([]);
  });
});
