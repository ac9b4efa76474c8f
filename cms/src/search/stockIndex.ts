/**
 * Keeps the stock search index in step with the `cars` collection (architecture: a change to a
 * car in Payload is indexed by a hook; `npm run reindex` rebuilds from Postgres).
 */
import type { Payload } from 'payload';
import type { Pool } from 'pg';
import { stockSearchFromEnv } from '@dealer/stock-search/createStockSearch';
import { toIndexedCar, type IndexedCar, type ModelInfo, type StockIndexEngine } from '@dealer/stock-search';
import type { Car, Dealership, Location, Manufacturer, Model, Tenant } from '../payload-types';

const engines = new WeakMap<Payload, StockIndexEngine>();

/** The engine SEARCH_ENGINE names (PostgreSQL: on the CMS's own database pool), one per Payload instance. */
export function stockSearchOf(payload: Payload): StockIndexEngine {
  let engine = engines.get(payload);
  if (!engine) {
    engine = stockSearchFromEnv((payload.db as unknown as { pool: Pool }).pool);
    engines.set(payload, engine);
  }
  return engine;
}

const modelKey = (make: string, model: string) => `${make.toLowerCase()}|${model.toLowerCase()}`;

/** Make/model -> the Models collection's name and body types, loaded once per batch. */
async function modelInfo(payload: Payload, cars: Car[]): Promise<Map<string, ModelInfo>> {
  const names = [...new Set(cars.map((car) => car.model))];
  if (names.length === 0) return new Map();
  const models = await payload.find({ collection: 'models', where: { name: { in: names } }, depth: 1, limit: 0, pagination: false });
  const info = new Map<string, ModelInfo>();
  for (const model of models.docs as Model[]) {
    const make = model.manufacturer as Manufacturer | number;
    if (typeof make !== 'object') continue;
    info.set(modelKey(make.name, model.name), { manufacturerName: make.name, name: model.name, body: model.body ?? [] });
  }
  return info;
}

function toIndexed(cars: Car[], models: Map<string, ModelInfo>, now: Date): IndexedCar[] {
  return cars.flatMap((car) => {
    const tenant = car.tenant as Tenant | number | null | undefined;
    const dealership = car.dealership as Dealership | number;
    if (!tenant || typeof tenant !== 'object' || typeof dealership !== 'object') return [];
    const location = car.location && typeof car.location === 'object' ? (car.location as Location) : null;
    return [
      toIndexedCar({ car, tenant: tenant.slug, dealership, location, model: models.get(modelKey(car.make, car.model)) ?? null, now }),
    ];
  });
}

/** Indexes the given cars as they are now; ids no longer in the CMS are removed from the index. */
export async function indexCars(payload: Payload, ids: (number | string)[]): Promise<{ upserted: number; removed: number }> {
  if (ids.length === 0) return { upserted: 0, removed: 0 };
  const found = await payload.find({ collection: 'cars', where: { id: { in: ids } }, depth: 1, limit: 0, pagination: false });
  const cars = found.docs as Car[];
  const engine = stockSearchOf(payload);
  const indexed = toIndexed(cars, await modelInfo(payload, cars), new Date());
  await engine.upsert(indexed);
  const present = new Set(indexed.map((car) => car.id));
  const gone = ids.map(String).filter((id) => !present.has(id));
  if (gone.length) await engine.remove(gone);
  return { upserted: indexed.length, removed: gone.length };
}

/**
 * Rebuilds the whole index from the CMS, in pages, without emptying it first (search keeps
 * answering meanwhile); cars no longer in the CMS are removed at the end. Issue 9: a car indexed
 * while it ran is never removed: pages follow the id (a car deleted meanwhile cannot shift a page
 * over another), and the final clean-up spares cars created after the last page and every index row
 * written since the rebuild started.
 */
export async function reindexAll(
  payload: Payload,
  {
    pageSize = 500,
    log = () => {},
  }: {
    pageSize?: number;
    /** Progress after each page (awaited: the CLI prints it, tests act between pages). */
    log?: (line: string, progress: { lastPage: boolean }) => void | Promise<void>;
  } = {},
): Promise<number> {
  const engine = stockSearchOf(payload);
  await engine.ensureSchema();
  const startedAt = await engine.indexTime();
  const keep = new Set<string>();
  let lastId = 0;
  let total = 0;
  for (;;) {
    const result = await payload.find({
      collection: 'cars',
      where: { id: { greater_than: lastId } },
      depth: 1,
      limit: pageSize,
      sort: 'id',
    });
    const cars = result.docs as Car[];
    const indexed = toIndexed(cars, await modelInfo(payload, cars), new Date());
    await engine.upsert(indexed);
    for (const car of indexed) keep.add(car.id);
    total += indexed.length;
    lastId = cars.at(-1)?.id ?? lastId;
    await log(`indexed ${total} of ${total + result.totalDocs - cars.length} cars`, { lastPage: !result.hasNextPage });
    if (!result.hasNextPage) break;
  }
  // Cars created since the last page are in the CMS: never removed here (their job indexes them).
  const created = await payload.find({
    collection: 'cars',
    where: { id: { greater_than: lastId } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
  });
  for (const car of created.docs) keep.add(String(car.id));
  await engine.removeAllExcept([...keep], { indexedBefore: startedAt });
  return total;
}

/** Number of cars in the index (start-up reindexes an empty index). */
export async function indexedCount(payload: Payload): Promise<number> {
  const engine = stockSearchOf(payload);
  await engine.ensureSchema();
  return engine.count();
}
