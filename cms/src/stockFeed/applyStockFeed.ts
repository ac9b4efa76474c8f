/**
 * Applies a dealer's stock feed to the `cars` collection (issue 3, stock feed importer): upsert by
 * stock number (else VIN), mark the dealership's cars missing from the feed as sold, all in one
 * transaction. A feed with any rejected row changes nothing.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { validateFeed, type FeedReject, type StockFeedRow } from '@dealer/domain';
import { slugify } from '../fields/slug';
import type { Car, Dealership } from '../payload-types';

export interface StockFeedReport {
  dealership: string;
  applied: boolean;
  created: number;
  updated: number;
  markedSold: number;
  rejects: FeedReject[];
}

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
  };
}

/** Validates and applies `records` (from `readFeed`) to one dealership's stock. */
export async function applyStockFeed(
  payload: Payload,
  dealership: Dealership,
  records: { line: number; record: Record<string, unknown> }[],
  now: Date = new Date(),
): Promise<StockFeedReport> {
  const { rows, rejects } = validateFeed(records);
  const report: StockFeedReport = {
    dealership: dealership.slug ?? String(dealership.id),
    applied: false,
    created: 0,
    updated: 0,
    markedSold: 0,
    rejects,
  };
  if (rejects.length > 0) return report;
  const tenant = typeof dealership.tenant === 'object' ? dealership.tenant?.id : dealership.tenant;
  if (!tenant) throw new StockFeedError(`Dealership ${report.dealership} belongs to no tenant.`);

  const existing = await payload.find({
    collection: 'cars',
    where: { dealership: { equals: dealership.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { stocknum: true, vin: true, status: true, sold_date_timestamp: true },
  });
  const byStocknum = new Map(existing.docs.map((car) => [car.stocknum.toUpperCase(), car]));
  const byVin = new Map(existing.docs.filter((car) => car.vin).map((car) => [car.vin!.toUpperCase(), car]));
  const nowIso = now.toISOString();
  const touched = new Set<number>();

  const req = await createLocalReq({ context: { skipIndexing: true } }, payload);
  await initTransaction(req);
  try {
    for (const row of rows) {
      const match = byStocknum.get(row.stocknum.toUpperCase()) ?? (row.vin ? byVin.get(row.vin.toUpperCase()) : undefined);
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
    for (const car of existing.docs) {
      if (touched.has(car.id) || car.status === 'sold') continue;
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
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  report.applied = true;
  return report;
}
