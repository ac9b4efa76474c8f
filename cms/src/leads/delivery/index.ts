/**
 * The lead outbox (issue 10): which deliveries a lead gets, and queueing them in the caller's
 * transaction. The seam between storing a lead (leads/submitLead) and delivering it (this folder).
 */
import type { PayloadRequest } from 'payload';
import type { Dealership, Lead, Tenant } from '../../payload-types';

export type PlannedDelivery = NonNullable<Lead['deliveries']>[number];

/**
 * The delivery rows a new lead starts with (all pending): email to the dealership's lead inbox
 * (or the tenant's email), ADF to the CRM URL and to the ADF mailbox where configured.
 * TODO(issue 10, delivery): implement; stub returns no deliveries.
 */
export function plannedDeliveries(_dealership: Dealership | null, _tenant: Tenant): PlannedDelivery[] {
  return [];
}

/**
 * Queues one delivery job per row of the stored lead, with `req` so that the jobs are written in
 * the same transaction as the lead: a lead is never stored without its deliveries, nor the reverse.
 * TODO(issue 10, delivery): implement.
 */
export async function queueLeadDeliveries(_req: PayloadRequest, _lead: Lead): Promise<void> {}
