import { createLocalReq, type PayloadRequest } from 'payload';
import type { Dealership, Lead, Tenant } from '../../payload-types';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../delivery';
import type { LeadData } from './resolveLead';

export interface StoredLead {
  leadId: number;
  /** False when this tenant already had a lead with this idempotency key (a repeated submission). */
  created: boolean;
}

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
 * Stores the lead and queues its deliveries in one transaction: either both are written or
 * neither. A second submission with the same key loses on the (tenant, idempotency_key) unique
 * index, rolls back, and answers with the lead that won.
 */
export async function storeLead(req: PayloadRequest, data: LeadData, dealership: Dealership | null, tenant: Tenant): Promise<StoredLead> {
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
    await queueLeadDeliveries(txReq, lead);
    await payload.db.commitTransaction(transactionID);
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    const winner = await leadWithKey(req, tenant.id, data.idempotency_key);
    if (winner !== undefined) return { leadId: winner, created: false };
    throw error;
  }
  return { leadId: lead.id, created: true };
}
