/**
 * Applies a dealer's stock feed to the `cars` collection (issue 3, stock feed importer): upsert by
 * stock number (else VIN), mark the dealership's cars missing from the feed as sold, all in one
 * transaction. Issue 9, no feed can wipe a yard: a feed with any rejected row, or with no vehicles,
 * is refused; one that would mark more than a share of the listed cars sold is held until its
 * removals are confirmed; one dealership's feeds never run at the same time. Every feed leaves a
 * `stock-feed-runs` record for staff.
 */
import { sql } from '@payloadcms/db-postgres';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload';
import { EMPTY_FEED_REASON, parseRemovalShare, removalHoldReason, validateFeed, type FeedReject, type StockFeedRow } from '@dealer/domain';
import { slugify } from '../fields/slug';
import type { StockFeedRunStatus } from './runStatuses';
import type { Car, Dealership } from '../payload-types';

export interface StockFeedReport {
  dealership: string;
  /** applied; confirmed (applied, its removals confirmed); held (nothing changed until confirmed); refused. */
  status: StockFeedRunStatus;
  applied: boolean;
  /** Why a feed was held or refused. */
  reason: string | null;
  vehicles: number;
  /** The dealership's listed (not sold) cars before the feed. */
  listed: number;
  created: number;
  updated: number;
  markedSold: number;
  /** Cars missing from the feed that it marks (or would mark) sold. */
  wouldMarkSold: number;
  rejects: FeedReject[];
  /** The `stock-feed-runs` record of this feed. */
  run: number | null;
}

export interface ApplyStockFeedOptions {
  now?: Date;
  /** Apply even when the feed would mark more than `maxRemovalShare` of the listed cars sold. */
  confirmRemovals?: boolean;
  /** Defaults to STOCK_FEED_MAX_REMOVAL_SHARE, else 30%. */
  maxRemovalShare?: number;
  source?: 'push' | 'import' | 'admin';
}

export const FEED_IN_PROGRESS_REASON = 'A feed for this dealership is already being applied. Send it again once that one has finished.';

/** Namespace of the per-dealership advisory locks (the second key is the dealership id). */
export const FEED_LOCK_NAMESPACE = 0x5f0cf;

/** The configured hold threshold (issue 9; see .env.example). */
export const maxRemovalShareFromEnv = (): number =>
  parseRemovalShare(process.env.STOCK_FEED_MAX_REMOVAL_SHARE, 'STOCK_FEED_MAX_REMOVAL_SHARE');

export class StockFeedError extends Error {}

const nameOf = (row: StockFeedRow) => [row.year, row.make, row.model, row.badge].filter(Boolean).join(' ');

function carData(row: StockFeedRow, existing: Pick<Car, 'status' | 'sold_date_timestamp'> | undefined, now: string) {
  const price = row.price_drive_away ?? row.price_egc ?? null;
  const images = row.images ?? [];
  const sold = row.status === 'sold';
  return {
    name: nameOf(row),
    stocknum: row.stocknum,
    vin: row.vin ?? null,
    regplate: row.rego ?? null,
    rego_expiry: row.rego_expiry ? row.rego_expiry.toISOString() : null,
    make: row.make,
    model: row.model,
    badge: row.badge ?? null,
    series: row.series ?? null,
    year: row.year,
    simple_body: row.body ?? null,
    colour: row.colour ?? null,
    trans: row.transmission ?? null,
    simple_transmission: row.transmission ?? null,
    drive: row.drive ?? null,
    fuel: row.fuel ?? null,
    simple_fuel: row.fuel ?? null,
    km: row.odometer ?? null,
    price,
    price_type: row.price_drive_away !== undefined ? ('drive_away' as const) : row.price_egc !== undefined ? ('egc' as const) : null,
    dealercomments: row.dealercomments ?? null,
    features: (row.features ?? []).map((item) => ({ item })),
    images: images.map((image) => ({ image })),
    primary_image_url: images[0] ?? null,
    status: row.status,
    sold,
    // Keep the first sold date: the Just Sold window counts from it.
    sold_date_timestamp: sold ? (existing?.status === 'sold' && existing.sold_date_timestamp ? existing.sold_date_timestamp : now) : null,
    car_type: row.car_type,
    item_type: row.item_type,
    show_on_dealer_website: row.show_on_dealer_website,
    // Payload's createdAt is the car's created_at (decisions: the New Arrival window counts from it).
    ...(row.created_at ? { createdAt: row.created_at.toISOString() } : {}),
  };
}

/** Takes this dealership's feed lock for the rest of the transaction; false when another feed holds it. */
async function tryLockDealershipFeed(payload: Payload, req: PayloadRequest, dealershipId: number): Promise<boolean> {
  const db = payload.db as unknown as { sessions: Record<string, { db: { execute: (query: unknown) => Promise<{ rows: unknown[] }> } }> };
  const session = db.sessions[String(await req.transactionID)];
  if (!session) throw new StockFeedError('The stock feed transaction did not start.');
  const result = await session.db.execute(sql`select pg_try_advisory_xact_lock(${FEED_LOCK_NAMESPACE}, ${dealershipId}) as locked`);
  return (result.rows[0] as { locked: boolean } | undefined)?.locked === true;
}

const summaryOf = (report: StockFeedReport): string => {
  switch (report.status) {
    case 'held':
      return `Held: would mark ${report.wouldMarkSold} of ${report.listed} listed cars sold`;
    case 'refused':
      return report.rejects.length > 0
        ? `Refused: ${report.rejects.length} row(s) rejected`
        : `Refused: ${report.reason ?? ''}`.slice(0, 200);
    default:
      return `${report.status === 'confirmed' ? 'Applied (removals confirmed)' : 'Applied'}: ${report.created} created, ${report.updated} updated, ${report.markedSold} marked sold`;
  }
};

/** Records what a feed did; inside the feed's transaction when it was applied, else on its own. */
async function recordRun(
  payload: Payload,
  dealership: Dealership,
  tenant: number,
  report: StockFeedReport,
  source: 'push' | 'import' | 'admin',
  { req, feed }: { req?: PayloadRequest; feed?: unknown[] } = {},
): Promise<number> {
  const run = await payload.create({
    collection: 'stock-feed-runs',
    data: {
      tenant,
      dealership: dealership.id,
      status: report.status,
      source,
      summary: summaryOf(report),
      reason: report.reason,
      vehicles: report.vehicles,
      listed: report.listed,
      created: report.created,
      updated: report.updated,
      markedSold: report.markedSold,
      wouldMarkSold: report.wouldMarkSold,
      rejects: report.rejects.length > 0 ? report.rejects : null,
      // A held feed is kept so that staff can confirm it in the admin.
      feed: feed ?? null,
    },
    req,
    depth: 0,
  });
  return run.id;
}

/** Validates and applies `records` (from `readFeed`) to one dealership's stock. */
export async function applyStockFeed(
  payload: Payload,
  dealership: Dealership,
  records: { line: number; record: Record<string, unknown> }[],
  { now = new Date(), confirmRemovals = false, maxRemovalShare = maxRemovalShareFromEnv(), source = 'import' }: ApplyStockFeedOptions = {},
): Promise<StockFeedReport> {
  const { rows, rejects } = validateFeed(records);
  const report: StockFeedReport = {
    dealership: dealership.slug ?? String(dealership.id),
    status: 'refused',
    applied: false,
    reason: null,
    vehicles: records.length,
    listed: 0,
    created: 0,
    updated: 0,
    markedSold: 0,
    wouldMarkSold: 0,
    rejects,
    run: null,
  };
  const tenant = typeof dealership.tenant === 'object' ? dealership.tenant?.id : dealership.tenant;
  if (!tenant) throw new StockFeedError(`Dealership ${report.dealership} belongs to no tenant.`);
  const refuse = async (reason: string) => {
    report.reason = reason;
    report.run = await recordRun(payload, dealership, tenant, report, source);
    return report;
  };
  if (rejects.length > 0) return refuse(`${rejects.length} row(s) rejected: a feed with rejected rows changes nothing.`);
  if (rows.length === 0) return refuse(EMPTY_FEED_REASON);

  const req = await createLocalReq({ context: { skipIndexing: true } }, payload);
  await initTransaction(req);
  try {
    // One feed per dealership at a time, and the cars it compares against are read under the lock,
    // in the transaction that writes: a concurrent feed can neither interleave nor be overwritten
    // by a stale read.
    if (!(await tryLockDealershipFeed(payload, req, dealership.id))) {
      await killTransaction(req);
      return await refuse(FEED_IN_PROGRESS_REASON);
    }
    const existing = await payload.find({
      collection: 'cars',
      where: { dealership: { equals: dealership.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { stocknum: true, vin: true, status: true, sold_date_timestamp: true },
      req,
    });
    const byStocknum = new Map(existing.docs.map((car) => [car.stocknum.toUpperCase(), car]));
    const byVin = new Map(existing.docs.filter((car) => car.vin).map((car) => [car.vin!.toUpperCase(), car]));
    const plan = rows.map((row) => ({
      row,
      match: byStocknum.get(row.stocknum.toUpperCase()) ?? (row.vin ? byVin.get(row.vin.toUpperCase()) : undefined),
    }));
    const matched = new Set(plan.flatMap(({ match }) => (match ? [match.id] : [])));
    const missing = existing.docs.filter((car) => !matched.has(car.id) && car.status !== 'sold');
    report.listed = existing.docs.filter((car) => car.status !== 'sold').length;
    report.wouldMarkSold = missing.length;

    const holdReason = removalHoldReason(missing.length, report.listed, maxRemovalShare);
    if (holdReason && !confirmRemovals) {
      await killTransaction(req);
      report.status = 'held';
      report.reason = holdReason;
      report.run = await recordRun(payload, dealership, tenant, report, source, { feed: records });
      return report;
    }

    const nowIso = now.toISOString();
    const touched = new Set<number>();
    for (const { row, match } of plan) {
      const data = carData(row, match, nowIso);
      if (match) {
        await payload.update({ collection: 'cars', id: match.id, data, req, context: req.context, depth: 0 });
        touched.add(match.id);
        report.updated += 1;
      } else {
        const created = await payload.create({
          collection: 'cars',
          data: { ...data, tenant, dealership: dealership.id, slug: slugify(`${data.name} ${row.stocknum}`) },
          req,
          context: req.context,
          depth: 0,
        });
        touched.add(created.id);
        report.created += 1;
      }
    }
    for (const car of missing) {
      await payload.update({
        collection: 'cars',
        id: car.id,
        data: { status: 'sold', sold: true, sold_date_timestamp: nowIso },
        req,
        context: req.context,
        depth: 0,
      });
      touched.add(car.id);
      report.markedSold += 1;
    }
    // One indexing job for the whole feed, committed with it.
    if (touched.size > 0) await payload.jobs.queue({ task: 'indexCars', input: { ids: [...touched] }, req });
    report.status = holdReason ? 'confirmed' : 'applied';
    report.applied = true;
    report.run = await recordRun(payload, dealership, tenant, report, source, { req });
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  return report;
}
