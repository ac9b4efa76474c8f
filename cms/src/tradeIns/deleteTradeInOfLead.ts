import type { CollectionBeforeDeleteHook } from 'payload';
import { cascadeDelete } from '../access/cascadeDelete';

/**
 * A trade-in belongs to its lead (its `lead` is required): deleting the lead, for instance at the
 * shopper's request, deletes the trade-in with it, in the same transaction, and only when the
 * caller may delete the trade-in too (the same rule: super admins and the tenant's admins).
 */
export const deleteTradeInOfLead: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await cascadeDelete(req, 'trade-ins', { lead: { equals: id } });
};
