/**
 * One attempt of one delivery of a lead (issue 10): send it on its channel, then record the
 * outcome on the lead's delivery row and the lead's delivery status. Run by the deliverLead job,
 * which retries a failed attempt with backoff (jobs/deliverLeadTask.ts).
 */
import { sql } from '@payloadcms/db-postgres';
import { leadAdfXml, leadEmail } from '@dealer/domain/leads';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload';
import type { Lead } from '../../payload-types';
import type { LeadDeliveryChannels } from './channels';
import { httpCrmAdfClient } from './httpCrmAdfClient';
import { deliveryStatusOf, type PlannedDelivery } from './index';
import { leadViewOf } from './leadViewOf';
import { smtpLeadMailer } from './smtpLeadMailer';

/**
 * The context of the lead updates made by deliveries: hooks on leads skip themselves when it is set
 * (a delivery record is not an edit: nothing to revalidate, index or re-deliver).
 */
export const LEAD_DELIVERY_CONTEXT = { disableRevalidate: true, leadDeliveryRecord: true } as const;

/** The real channels: SMTP from SMTP_URL, CRMs over HTTP. */
export const defaultLeadDeliveryChannels = (): LeadDeliveryChannels => ({ mailer: smtpLeadMailer(), crm: httpCrmAdfClient() });

export type DeliveryOutcome = 'delivered' | 'already-delivered' | 'lead-deleted' | 'delivery-removed';

async function send(payload: Payload, lead: Lead, row: PlannedDelivery, channels: LeadDeliveryChannels): Promise<void> {
  const { view, dealership } = await leadViewOf(payload, lead);
  const replyTo = view.email || undefined;
  switch (row.channel) {
    case 'email':
      return channels.mailer.send({ to: row.target, replyTo, ...leadEmail(view), messageKey: `lead-${lead.id}-email` });
    case 'adf-email':
      return channels.mailer.send({
        to: row.target,
        replyTo,
        ...leadEmail(view),
        messageKey: `lead-${lead.id}-adf-email`,
        attachments: [{ filename: `lead-${lead.id}.xml`, content: leadAdfXml(view), contentType: 'application/xml' }],
      });
    case 'crm-adf':
      return channels.crm.post({
        url: row.target,
        xml: leadAdfXml(view),
        authorization: dealership?.leadDelivery?.crmAuthorization,
        idempotencyKey: `lead-${lead.id}-crm`,
      });
  }
}

type AttemptResult = { ok: true } | { ok: false; error: string; final: boolean };

/** Locks the lead's row until the transaction ends: two deliveries of one lead record one after the other. */
async function lockLead(payload: Payload, req: PayloadRequest, leadId: number): Promise<void> {
  const db = payload.db as unknown as { sessions: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } }> };
  const session = db.sessions[String(await req.transactionID)];
  if (!session) throw new Error('The delivery record transaction did not start.');
  await session.db.execute(sql`select id from leads where id = ${leadId} for update`);
}

/**
 * Writes one attempt's outcome. The lead's rows are rewritten whole (Payload replaces arrays), so
 * the lead is locked first: a parallel delivery of the same lead cannot overwrite this one's row.
 */
async function recordAttempt(payload: Payload, leadId: number, deliveryId: string, result: AttemptResult): Promise<void> {
  const req = await createLocalReq({ context: { ...LEAD_DELIVERY_CONTEXT } }, payload);
  await initTransaction(req);
  try {
    await lockLead(payload, req, leadId);
    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req, disableErrors: true });
    if (!lead) {
      await commitTransaction(req);
      return;
    }
    const deliveries = (lead.deliveries ?? []).map((row) => {
      if (row.id !== deliveryId) return row;
      const attempts = (row.attempts ?? 0) + 1;
      return result.ok
        ? { ...row, attempts, status: 'delivered' as const, delivered_at: new Date().toISOString() }
        : { ...row, attempts, status: result.final ? ('failed' as const) : ('pending' as const), last_error: result.error };
    });
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: { deliveries, delivery_status: deliveryStatusOf(deliveries) },
      depth: 0,
      overrideAccess: true,
      req,
      context: { ...LEAD_DELIVERY_CONTEXT },
    });
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

const messageOf = (error: unknown): string => (error as { message?: unknown } | null)?.message?.toString() || String(error);

/**
 * Delivers one row of a lead once. A row already delivered is not sent again (a job re-run after
 * a crash between sending and recording is the one case that sends twice; CRMs get the same
 * Idempotency-Key). Throws when the attempt failed, after recording it, so the job is retried.
 */
export async function deliverLead(
  payload: Payload,
  { leadId, deliveryId }: { leadId: number; deliveryId: string },
  { finalAttempt, channels = defaultLeadDeliveryChannels() }: { finalAttempt: boolean; channels?: LeadDeliveryChannels },
): Promise<DeliveryOutcome> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true });
  if (!lead) return 'lead-deleted';
  const row = lead.deliveries?.find((candidate) => candidate.id === deliveryId);
  if (!row) return 'delivery-removed';
  if (row.status === 'delivered') return 'already-delivered';
  try {
    await send(payload, lead, row, channels);
  } catch (error) {
    await recordAttempt(payload, leadId, deliveryId, { ok: false, error: messageOf(error), final: finalAttempt });
    throw error;
  }
  await recordAttempt(payload, leadId, deliveryId, { ok: true });
  return 'delivered';
}
