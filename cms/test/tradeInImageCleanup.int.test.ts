/**
 * Issue 13: photos of valuations never finished (no trade-in a day after they were uploaded) are
 * removed with their files, a batch at a time, by the job worker; a trade-in's photos and recent
 * ones are never touched. Real PostgreSQL, real files under MEDIA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { TRADE_IN_IMAGES_DIR } from '../src/collections/TradeInImages';
import { startJobWorker } from '../src/jobs/jobWorker';
import { ABANDONED_PHOTO_HOURS, isAbandonedTradeInPhoto, removeAbandonedTradeInPhotos } from '../src/tradeIns/images/removeAbandonedPhotos';
import { waitUntil } from './helpers/leads';
import { createTestTenant, rest, siteLeadsAuthorization, startTestPayload, stopTestPayload } from './helpers/testPayload';

let payload: Payload;
let jpegBytes: Buffer;
const ids = {} as Record<'coast' | 'harbour', number>;
const HOUR = 3_600_000;
let evalCounter = 0;
const newEvalId = () => `CL${Date.now().toString(36)}${++evalCounter}`;

/** A photo stored as the upload endpoint stores one, then made `hoursOld` hours old. */
async function photo(tenant: number, hoursOld: number, evalId = newEvalId()): Promise<{ id: number; filename: string }> {
  const doc = await payload.create({
    collection: 'trade-in-images',
    data: { tenant, eval_id: evalId },
    file: { data: jpegBytes, mimetype: 'image/jpeg', name: `${evalId}-${evalCounter}.jpg`, size: jpegBytes.length },
    depth: 0,
  });
  await payload.db.drizzle.execute(
    sql`update trade_in_images set created_at = ${new Date(Date.now() - hoursOld * HOUR).toISOString()} where id = ${doc.id}`,
  );
  return { id: doc.id, filename: doc.filename! };
}

const exists = async (id: number) =>
  (await payload.count({ collection: 'trade-in-images', where: { id: { equals: id } } })).totalDocs === 1;
const fileExists = (filename: string) => fs.existsSync(path.join(TRADE_IN_IMAGES_DIR, filename));
/** Untied photos older than the limit, of every tenant. */
const abandonedCount = async () =>
  (
    await payload.count({
      collection: 'trade-in-images',
      where: {
        and: [
          { trade_in: { exists: false } },
          { createdAt: { less_than: new Date(Date.now() - ABANDONED_PHOTO_HOURS * HOUR).toISOString() } },
        ],
      },
    })
  ).totalDocs;
/** Removes every abandoned photo left by earlier cases, so that each case counts its own. */
const clean = async () => {
  while ((await removeAbandonedTradeInPhotos(payload)).removed > 0);
};

/** The wizard's final submit through the real lead endpoint: the valuation's photos become the trade-in's. */
async function finish(evalId: string): Promise<number> {
  const { status, json } = await rest('POST', 'leads/submit', {
    headers: { authorization: siteLeadsAuthorization() },
    body: {
      tenant: 'cleanup-coast',
      lead: {
        form: 'trade-in',
        idempotency_key: `cleanup-lead-${evalId}`,
        name: 'Jo Citizen',
        email: 'jo@shopper.test',
        phone: '0412 345 678',
        category: 'Trade-In Enquiry',
        message: 'Photos attached.',
        preferred_contact_method: 'Phone',
        opt_in: true,
      },
      trade_in: {
        eval_id: evalId,
        rego: 'QLD1CL00',
        state: 'QLD',
        vehicle: { evalId, registration: 'QLD1CL00', make: 'Toyota', model: 'HiLux', year: 2019, km: 84000 },
        answers: {
          postcode: '4217',
          odometer: 84000,
          service_history: 'Full service history',
          number_of_keys: '2',
          car_condition: 'Good',
          comments: 'None.',
        },
        last_name: 'Citizen',
        source_page: 'trade-in',
      },
      context: { url: 'https://cleanup-coast.example.com/trade-in', user_agent: 'Mozilla/5.0 (test)' },
    },
  });
  expect([status, json.errors]).toEqual([201, undefined]);
  return json.trade_in_id as number;
}

beforeAll(async () => {
  payload = await startTestPayload();
  jpegBytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  ids.coast = (await createTestTenant(payload, 'cleanup-coast')).id;
  ids.harbour = (await createTestTenant(payload, 'cleanup-harbour')).id;
});

afterAll(async () => {
  await stopTestPayload(payload);
});

beforeEach(clean);

describe('the rule', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const hoursBefore = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();

  it('untied and created more than 24 hours ago: removable; tied, or newer: not', () => {
    expect(ABANDONED_PHOTO_HOURS).toBe(24);
    expect(isAbandonedTradeInPhoto({ trade_in: null, createdAt: hoursBefore(25) }, now)).toBe(true);
    expect(isAbandonedTradeInPhoto({ createdAt: hoursBefore(24.01) }, now)).toBe(true);
    expect(isAbandonedTradeInPhoto({ trade_in: null, createdAt: hoursBefore(24) }, now)).toBe(false);
    expect(isAbandonedTradeInPhoto({ trade_in: null, createdAt: hoursBefore(1) }, now)).toBe(false);
    expect(isAbandonedTradeInPhoto({ trade_in: 7, createdAt: hoursBefore(30 * 24) }, now)).toBe(false);
  });
});

describe('removeAbandonedTradeInPhotos', () => {
  it('removes an untied photo 25 hours old, with its file; keeps one an hour old', async () => {
    const old = await photo(ids.coast, 25);
    const recent = await photo(ids.coast, 1);
    expect(fileExists(old.filename)).toBe(true);

    expect(await removeAbandonedTradeInPhotos(payload)).toEqual({ removed: 1 });
    expect(await exists(old.id)).toBe(false);
    expect(fileExists(old.filename)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
    expect(fileExists(recent.filename)).toBe(true);
  });

  it('never touches a trade-in’s photo, even 30 days old', async () => {
    const evalId = newEvalId();
    const tied = await photo(ids.coast, 1, evalId);
    const tradeIn = await finish(evalId);
    expect((await payload.findByID({ collection: 'trade-in-images', id: tied.id, depth: 0 })).trade_in).toBe(tradeIn);
    await payload.db.drizzle.execute(
      sql`update trade_in_images set created_at = ${new Date(Date.now() - 30 * 24 * HOUR).toISOString()} where id = ${tied.id}`,
    );

    expect(await removeAbandonedTradeInPhotos(payload)).toEqual({ removed: 0 });
    // Not even a year on (when an earlier case's recent photo does go).
    await removeAbandonedTradeInPhotos(payload, new Date(Date.now() + 365 * 24 * HOUR));
    expect(await exists(tied.id)).toBe(true);
    expect(fileExists(tied.filename)).toBe(true);
  });

  it('cleans every tenant’s photos', async () => {
    const coast = await photo(ids.coast, 26);
    const harbour = await photo(ids.harbour, 26);
    expect(await removeAbandonedTradeInPhotos(payload)).toEqual({ removed: 2 });
    for (const { id, filename } of [coast, harbour]) {
      expect(await exists(id)).toBe(false);
      expect(fileExists(filename)).toBe(false);
    }
  });

  it('removes at most `batch` per call, the oldest first', async () => {
    const photos = [await photo(ids.coast, 50), await photo(ids.harbour, 40), await photo(ids.coast, 30)];
    expect(await removeAbandonedTradeInPhotos(payload, new Date(), { batch: 2 })).toEqual({ removed: 2 });
    expect([await exists(photos[0]!.id), await exists(photos[1]!.id), await exists(photos[2]!.id)]).toEqual([false, false, true]);
    expect(await removeAbandonedTradeInPhotos(payload, new Date(), { batch: 2 })).toEqual({ removed: 1 });
    expect(await abandonedCount()).toBe(0);
  });

  it('a later `now` makes a recent photo removable', async () => {
    const recent = await photo(ids.coast, 1);
    expect(await removeAbandonedTradeInPhotos(payload)).toEqual({ removed: 0 });
    // A day on, it goes (with any other photo then over a day old, such as an earlier case's recent one).
    const { removed } = await removeAbandonedTradeInPhotos(payload, new Date(Date.now() + 24 * HOUR));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await exists(recent.id)).toBe(false);
  });

  it('a failing delete is logged with its id and the others still go', async () => {
    const [failing, other] = [await photo(ids.coast, 48), await photo(ids.harbour, 47)];
    const errors: unknown[] = [];
    const flaky = Object.create(payload) as Payload;
    flaky.delete = ((args: { id?: number }) =>
      args.id === failing.id ? Promise.reject(new Error('disk on fire')) : payload.delete(args as never)) as Payload['delete'];
    flaky.logger = Object.assign(Object.create(payload.logger), { error: (entry: unknown) => errors.push(entry) });

    expect(await removeAbandonedTradeInPhotos(flaky)).toEqual({ removed: 1 });
    expect(errors).toEqual([expect.objectContaining({ msg: expect.stringContaining(String(failing.id)) })]);
    expect(await exists(failing.id)).toBe(true);
    expect(await exists(other.id)).toBe(false);
  });
});

describe('in the served CMS', () => {
  it('the job worker removes abandoned photos on its first run, and leaves the rest', async () => {
    const old = await photo(ids.harbour, 25);
    const recent = await photo(ids.harbour, 2);
    // A queue of its own: the revalidations and deliveries queued by earlier cases are not this test's.
    const worker = startJobWorker(payload, { queue: 'cleanup-test', idleMs: 10 });
    try {
      await waitUntil(async () => !(await exists(old.id)));
      await worker.idle();
    } finally {
      await worker.stop();
    }
    expect(fileExists(old.filename)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
  });
});
