import { createLocalReq, ValidationError, type PayloadRequest } from 'payload';
import type { Dealership, Lead, Tenant } from '../../payload-types';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../delivery';
import { linkTradeInImages } from '../../tradeIns/images/linkTradeInImages';
import type { TradeInData } from '../../tradeIns/tradeInRecord';
import type { LeadData } from './resolveLead';

export interface StoredLead {
  leadId: number;
  /** False when this tenant already had a lead with this idempotency key (a repeated submission). */
  created: boolean;
  /** The lead's trade-in (trade-in leads). */
  tradeInId?: number;
  /** The trade-in carries an online offer (instant offer leads): the answer gives its token. */
  tradeInHasOffer?: boolean;
}

/** The trade-in stored with a lead, if any, and whether it carries an online offer. */
export async function tradeInOfLead(req: PayloadRequest, leadId: number): Promise<{ id: number; hasOffer: boolean } | undefined> {
  const found = await req.payload.find({
    collection: 'trade-ins',
    where: { lead: { equals: leadId } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { offer: { amount: true } },
  });
  const tradeIn = found.docs[0];
  return tradeIn && { id: tradeIn.id, hasOffer: typeof tradeIn.offer?.amount === 'number' };
}

/** A committed lead as the endpoint answers it: its id and its trade-in's. */
export async function storedLead(req: PayloadRequest, leadId: number): Promise<StoredLead> {
  const tradeIn = await tradeInOfLead(req, leadId);
  return { leadId, created: false, ...(tradeIn === undefined ? {} : { tradeInId: tradeIn.id, tradeInHasOffer: tradeIn.hasOffer }) };
}

/** A checked submission the database refused: nothing was stored. */
export class LeadStoreError extends Error {}

/** The committed lead of a tenant with this idempotency key, if any. */
export async function leadWithKey(req: PayloadRequest, tenantId: number, idempotencyKey: string): Promise<number | undefined> {
  const found = await req.payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: tenantId } }, { idempotency_key: { equals: idempotencyKey } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
  });
  return found.docs[0]?.id;
}

/**
 * Stores the lead, its trade-in (if any, linking the photos uploaded for a wizard's valuation) and
 * queues its deliveries in one transaction: either all are written or none. A second submission
 * with the same key loses on the (tenant, idempotency_key) unique index, rolls back, and answers
 * with the lead that won. `alsoWrite` writes more in the same transaction, after the lead (an
 * accepted offer marks its trade-in).
 */
export async function storeLead(
  req: PayloadRequest,
  data: LeadData,
  dealership: Dealership | null,
  tenant: Tenant,
  tradeIn?: TradeInData,
  alsoWrite?: (txReq: PayloadRequest, leadId: number) => Promise<void>,
): Promise<StoredLead> {
  const { payload } = req;
  // A server-side request of its own: the endpoint has checked the caller, and the CMS (not the
  // service account, which may write nothing) writes the lead; the caller's request never carries
  // this transaction past its end.
  const txReq = await createLocalReq({ context: req.context }, payload);
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null)
    throw new Error('The database adapter did not start a transaction: a lead must be stored with its deliveries.');
  txReq.transactionID = transactionID;
  const deliveries = plannedDeliveries(dealership, tenant);
  let lead: Pick<Lead, 'id' | 'deliveries'>;
  let tradeInId: number | undefined;
  try {
    lead = await payload.create({
      collection: 'leads',
      data: { ...data, delivery_status: deliveryStatusOf(deliveries), deliveries },
      overrideAccess: true,
      depth: 0,
      // Only what queueing needs is read back: the stored lead is large (snapshot, attributes, rows).
      select: { deliveries: true },
      req: txReq,
    });
    if (tradeIn) {
      const stored = await payload.create({
        collection: 'trade-ins',
        data: { ...tradeIn, lead: lead.id },
        overrideAccess: true,
        depth: 0,
        select: {},
        req: txReq,
      });
      tradeInId = stored.id;
      // The photos the wizard uploaded for this valuation (step 3) become the trade-in's.
      if (tradeIn.flow !== 'instant-offer') await linkTradeInImages(txReq, { id: stored.id, tenant: tenant.id, evalId: tradeIn.eval_id });
    }
    if (alsoWrite) await alsoWrite(txReq, lead.id);
    await queueLeadDeliveries(txReq, lead);
    await payload.db.commitTransaction(transactionID);
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    const winner = await leadWithKey(req, tenant.id, data.idempotency_key);
    if (winner !== undefined) return storedLead(req, winner);
    // The submission was checked before: a document the database then refuses (say, a location
    // another CMS instance just deleted) is the CMS's failure, not the shopper's (500, not 400).
    if (error instanceof ValidationError) throw new LeadStoreError(`The lead could not be stored: ${error.message}`, { cause: error });
    throw error;
  }
  const tradeInHasOffer = typeof tradeIn?.offer?.amount === 'number';
  return { leadId: lead.id, created: true, ...(tradeInId === undefined ? {} : { tradeInId, tradeInHasOffer }) };
}
