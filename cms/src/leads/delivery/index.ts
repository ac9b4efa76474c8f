/**
 * The lead outbox (issue 10): which deliveries a lead gets, and queueing them in the caller's
 * transaction. The seam between storing a lead (leads/submitLead) and delivering it (this folder:
 * deliverLead.ts runs one delivery per job, jobs/deliverLeadTask.ts retries it).
 */
import type { PayloadRequest } from 'payload';
import type { LeadDeliveryStatus } from './states';
import type { Dealership, Lead, Tenant } from '../../payload-types';

export type PlannedDelivery = NonNullable<Lead['deliveries']>[number];

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * The delivery rows a new lead starts with (all pending): email to the dealership's lead inbox
 * (or, without one, the tenant's email), ADF to the CRM URL and to the ADF mailbox where configured.
 * No rows means the lead has nowhere to go: deliveryStatusOf says 'failed' and staff see it.
 */
export function plannedDeliveries(dealership: Dealership | null, tenant: Tenant): PlannedDelivery[] {
  const pending = { status: 'pending', attempts: 0 } as const;
  const rows: PlannedDelivery[] = [];
  const inbox = filled(dealership?.leadDelivery?.email) ?? filled(tenant.settings?.email);
  if (inbox) rows.push({ channel: 'email', target: inbox, ...pending });
  const crmUrl = filled(dealership?.leadDelivery?.crmAdfUrl);
  if (crmUrl) rows.push({ channel: 'crm-adf', target: crmUrl, ...pending });
  const adfMailbox = filled(dealership?.leadDelivery?.adfEmail);
  if (adfMailbox) rows.push({ channel: 'adf-email', target: adfMailbox, ...pending });
  return rows;
}

/**
 * A lead's delivery status from its rows: failed when any row ran out of retries or there are no
 * rows at all (nowhere to deliver), delivered when every row arrived, pending otherwise.
 */
export function deliveryStatusOf(rows: readonly Pick<PlannedDelivery, 'status'>[] | null | undefined): LeadDeliveryStatus {
  if (!rows || rows.length === 0) return 'failed';
  if (rows.some((row) => row.status === 'failed')) return 'failed';
  if (rows.every((row) => row.status === 'delivered')) return 'delivered';
  return 'pending';
}

/**
 * Queues one delivery job per row of the stored lead, with `req` so that the jobs are written in
 * the same transaction as the lead: a lead is never stored without its deliveries, nor the reverse.
 */
export async function queueLeadDeliveries(req: PayloadRequest, lead: Pick<Lead, 'id' | 'deliveries'>): Promise<void> {
  for (const row of lead.deliveries ?? []) {
    if (!row.id) throw new Error(`Lead ${lead.id}: a delivery row has no id; queue the deliveries of the stored lead.`);
    await req.payload.jobs.queue({ task: 'deliverLead', input: { leadId: lead.id, deliveryId: row.id }, req });
  }
}
