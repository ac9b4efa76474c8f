import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/** Queues the car for (re)indexing, in the edit's transaction. Skipped by the seed (it reindexes in bulk). */
export const indexCar: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  // The seed reindexes in bulk; a stock feed queues one job for all its cars.
  if (context.disableRevalidate || context.skipIndexing) return doc;
  await req.payload.jobs.queue({ task: 'indexCars', input: { ids: [doc.id] }, req });
  return doc;
};

export const removeCarFromIndex: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc;
  await req.payload.jobs.queue({ task: 'indexCars', input: { ids: [doc.id] }, req });
  return doc;
};

/**
 * Dealership and location names and addresses are copied into every indexed car: when they
 * change, the cars that show them are reindexed.
 */
export const reindexCarsOf =
  (field: 'dealership' | 'location', watched: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, context, operation }) => {
    if (context.disableRevalidate || operation !== 'update') return doc;
    const changed = watched.some((key) => JSON.stringify(doc[key]) !== JSON.stringify(previousDoc?.[key]));
    if (!changed) return doc;
    const cars = await req.payload.find({
      collection: 'cars',
      where: { [field]: { equals: doc.id } },
      select: {},
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    });
    const ids = cars.docs.map((car) => car.id);
    if (ids.length) await req.payload.jobs.queue({ task: 'indexCars', input: { ids }, req });
    return doc;
  };
