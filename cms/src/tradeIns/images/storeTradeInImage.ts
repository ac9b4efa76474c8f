import { randomBytes } from 'node:crypto';
import { sql } from '@payloadcms/db-postgres';
import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload';
import { MAX_TRADE_IN_IMAGES, TRADE_IN_IMAGE_MIME_TYPES, type TradeInImageType } from '@dealer/domain';
import type { ReceivedImage } from './receiveImageUpload';

/** Namespace of the per-valuation advisory locks (the second key hashes tenant and valuation id). */
export const TRADE_IN_IMAGES_LOCK_NAMESPACE = 0x7ad31;
/** The most of the device's file name kept for staff. */
export const ORIGINAL_NAME_MAX_LENGTH = 200;

const EXTENSIONS: Record<TradeInImageType, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', heic: 'heic' };

/** The stored file's name: the valuation id and a random part, never the shopper's own name. */
export const storedFileName = (evalId: string, type: TradeInImageType): string =>
  `${evalId}-${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;

/**
 * A valuation's photos are those not yet tied to a trade-in: a finished valuation's photos are its
 * trade-in's, and a new valuation under the same EvalID (the sample service gives one per rego, a
 * provider may on a re-valuation) starts with none.
 */
const byValuation = (tenantId: number, evalId: string): Where => ({
  and: [{ tenant: { equals: tenantId } }, { eval_id: { equals: evalId } }, { trade_in: { exists: false } }],
});

/** How many photos a tenant's valuation in progress has (access control off: the endpoint has checked the caller). */
export async function imagesOfValuation(payload: Payload, tenantId: number, evalId: string, req?: PayloadRequest): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'trade-in-images', where: byValuation(tenantId, evalId), req });
  return totalDocs;
}

/** Holds this valuation's lock until the transaction ends: uploads for it then count and insert one at a time. */
async function lockValuation(payload: Payload, transactionID: string | number, tenantId: number, evalId: string): Promise<void> {
  const db = payload.db as unknown as { sessions: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }> };
  const session = db.sessions[String(transactionID)];
  if (!session) throw new Error('The trade-in photo transaction did not start.');
  await session.db.execute(sql`select pg_advisory_xact_lock(${TRADE_IN_IMAGES_LOCK_NAMESPACE}, hashtext(${`${tenantId}:${evalId}`}))`);
}

export type StoredImage = { stored: true; id: number; count: number } | { stored: false; count: number };

/**
 * Stores a received photo as the tenant's trade-in image, unless its valuation already has
 * MAX_TRADE_IN_IMAGES. The count and the insert run in one transaction holding a lock on the
 * valuation (tenant and eval_id): two uploads racing to be the eleventh take turns, and the second
 * counts the first. The file is copied from the temp file, never read into memory; the type is the
 * one its bytes showed, and the name is the server's.
 */
export async function storeTradeInImage(payload: Payload, tenantId: number, image: ReceivedImage): Promise<StoredImage> {
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('The database adapter did not start a transaction: a photo is counted and stored in one.');
  req.transactionID = transactionID;
  try {
    await lockValuation(payload, transactionID, tenantId, image.evalId);
    const count = await imagesOfValuation(payload, tenantId, image.evalId, req);
    if (count >= MAX_TRADE_IN_IMAGES) {
      await payload.db.rollbackTransaction(transactionID);
      return { stored: false, count };
    }
    const doc = await payload.create({
      collection: 'trade-in-images',
      data: { tenant: tenantId, eval_id: image.evalId, original_name: image.originalName.slice(0, ORIGINAL_NAME_MAX_LENGTH) || null },
      file: {
        data: Buffer.alloc(0),
        tempFilePath: image.tempPath,
        mimetype: TRADE_IN_IMAGE_MIME_TYPES[image.type],
        name: storedFileName(image.evalId, image.type),
        size: image.size,
      },
      overrideAccess: true,
      depth: 0,
      select: {},
      req,
    });
    await payload.db.commitTransaction(transactionID);
    return { stored: true, id: doc.id, count: count + 1 };
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}
