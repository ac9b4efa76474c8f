import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/** Queues the car for (re)indexing, in the edit's transaction. Skipped by the seed (it reindexes in bulk). */
export const indexCar: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc;
  await req.payload.jobs.queue({ task: 'indexCars', input: { ids: [doc.id] }, req });
  return doc;
};

export const removeCarFromIndex: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc;
  await req.payload.jobs.queue({ task: 'indexCars', input: { ids: [doc.id] }, req });
  return doc;
};
