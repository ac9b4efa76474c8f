import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { applyStockFeed } from './applyStockFeed';

/**
 * Staff confirm a held feed in the admin by ticking "Confirm the removals" on its run: the feed
 * kept with the run is applied as it was sent (a new `confirmed` run records what it did, and the
 * held run points at it). Anything that stops it (another feed in progress, the run not held) is
 * a field error on the checkbox, and the held run stays as it was.
 */
export const confirmHeldFeed: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || data.confirmRemovals !== true || originalDoc?.confirmRemovals === true) return data;
  const refuse = (message: string): never => {
    throw new ValidationError({ collection: 'stock-feed-runs', errors: [{ message, path: 'confirmRemovals' }] });
  };
  const run = await req.payload.findByID({ collection: 'stock-feed-runs', id: originalDoc.id, depth: 0, overrideAccess: true, req });
  if (run.status !== 'held' || run.confirmedRun) return refuse('Only a held feed that is not confirmed yet can be confirmed.');
  const dealershipId = typeof run.dealership === 'object' ? run.dealership?.id : run.dealership;
  if (!Array.isArray(run.feed) || !dealershipId) {
    return refuse('This run no longer holds its feed or its dealership: send the feed again with "confirmRemovals": true.');
  }
  const dealership = await req.payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true, req });
  const report = await applyStockFeed(req.payload, dealership, run.feed as { line: number; record: Record<string, unknown> }[], {
    confirmRemovals: true,
    source: 'admin',
  });
  if (!report.applied) return refuse(`The feed was not applied: ${report.reason ?? 'see its run'}`);
  return { ...data, confirmedRun: report.run, feed: null };
};
