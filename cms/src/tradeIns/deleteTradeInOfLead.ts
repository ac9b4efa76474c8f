import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * A trade-in belongs to its lead (its `lead` is required): deleting the lead, for instance at the
 * shopper's request, deletes the trade-in with it, in the same transaction. Staff who may delete a
 * lead thereby delete its trade-in, though they may not delete a trade-in on its own.
 */
export const deleteTradeInOfLead: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'trade-ins', where: { lead: { equals: id } }, overrideAccess: true, depth: 0, req });
};
