import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload';
import { cascadeDelete } from '../../access/cascadeDelete';

/**
 * At the final submit (in the lead's transaction, `req`): the photos uploaded for this valuation
 * and not yet tied to a trade-in become this trade-in's. Photos of valuations never finished stay
 * untied until removeAbandonedPhotos.ts deletes them after 24 hours.
 */
export async function linkTradeInImages(req: PayloadRequest, tradeIn: { id: number; tenant: number; evalId: string }): Promise<number> {
  const { docs } = await req.payload.update({
    collection: 'trade-in-images',
    where: {
      and: [{ tenant: { equals: tradeIn.tenant } }, { eval_id: { equals: tradeIn.evalId } }, { trade_in: { exists: false } }],
    },
    data: { trade_in: tradeIn.id },
    overrideAccess: true,
    depth: 0,
    select: {},
    req,
  });
  return docs.length;
}

/** A trade-in's photos go with it (files included): deleting a lead for privacy leaves no photo of the shopper's car. */
export const deleteImagesOfTradeIn: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await cascadeDelete(req, 'trade-in-images', { trade_in: { equals: id } });
};
