/**
 * The deal sheet by email (issue 38), once the purchase agreement is requested: to the shopper (the
 * deposit's email address) and to the dealer's lead inbox (the dealership's, else the tenant's),
 * each with the sheet as a PDF. Sent by the mailDealSheet job through SMTP_URL; without SMTP_URL it
 * is logged and counts as sent, as the reservation's email is.
 */
import type { Payload, PayloadRequest } from 'payload';
import { formatMoney } from '@dealer/domain';
import type { AlertAttachment } from '../shoppers/alerts/alertMailer';
import { alertMailerFromEnv } from '../shoppers/alerts/alertMailer';
import { dealSheetFacts, type DealSheetFacts } from './dealSheetDocument';
import { deliveryLine, guaranteeLine, renderDealSheetPdf } from './dealSheetPdf';

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/** Where the dealer's copy goes: the dealership's lead inbox, else the tenant's email (as leads go). */
export const dealerInboxOf = ({ dealership, tenant }: Pick<DealSheetFacts, 'dealership' | 'tenant'>): string | undefined =>
  filled(dealership?.leadDelivery?.email) ?? filled(tenant.settings?.email);

export const dealSheetFilename = (dealId: number) => `deal-sheet-${dealId}.pdf`;

/** The figures both emails give, one a line. */
function summary({ document, reservation }: DealSheetFacts): string[] {
  const money = (amount: number) => formatMoney(amount, document.locale);
  const car = document.stockNumber ? `${document.carTitle} (stock ${document.stockNumber})` : document.carTitle;
  const finance = document.sheet.finance;
  return [
    `Car: ${car}`,
    `Drive-away total: ${money(document.sheet.total)}`,
    `Deposit paid: ${money(reservation.amount)}`,
    finance
      ? `Finance: ${money(finance.amountFinanced)} over ${finance.termMonths} months, ${money(finance.paymentMonth)} a month`
      : 'Paying without finance',
    `Due on delivery: ${money(document.sheet.dueOnDelivery)}`,
    deliveryLine(document.delivery, document.locale),
    guaranteeLine(document.guaranteeCovered),
  ];
}

function shopperText(facts: DealSheetFacts): string {
  const { document } = facts;
  const dealer = document.dealershipName ?? document.dealerName;
  return [
    `Hi ${facts.reservation.name},`,
    '',
    `Thank you: we have your request for the purchase agreement. Your deal sheet is attached.`,
    '',
    ...summary(facts),
    '',
    `${dealer}${document.dealershipPhone ? `, ${document.dealershipPhone}` : ''} will be in touch to confirm the agreement.`,
  ].join('\n');
}

function dealerText(facts: DealSheetFacts, adminUrl: string): string {
  const { reservation } = facts;
  return [
    `${reservation.name} (${reservation.email}, ${reservation.phone}) has requested the purchase agreement for a car bought online.`,
    '',
    ...summary(facts),
    '',
    'The deal sheet is attached. Accept or decline the agreement in the admin under Leads → Online purchases:',
    adminUrl,
  ].join('\n');
}

/** Sends the deal sheet to the shopper and the dealer; answers what was done (the job's outcome). */
export async function mailDealSheet(payload: Payload, dealId: number): Promise<string> {
  const deal = await payload.findByID({ collection: 'deals', id: dealId, depth: 0, overrideAccess: true });
  if (deal.state !== 'requested') return `not sent: the deal is ${deal.state}`;
  const facts = await dealSheetFacts(payload, deal);
  const title = deal.title ?? facts.document.carTitle;
  const dealerInbox = dealerInboxOf(facts);
  const noInbox = 'no dealer email: neither the dealership nor the tenant has a lead email';
  const mailer = alertMailerFromEnv();
  if (!mailer) {
    payload.logger.info(
      `Deal ${deal.id} sheet (no SMTP_URL, not sent) to ${facts.reservation.email} and ${dealerInbox ?? 'no dealer inbox'}: ${title}`,
    );
    return 'logged';
  }
  const attachments: AlertAttachment[] = [
    { filename: dealSheetFilename(deal.id), content: await renderDealSheetPdf(facts.document), contentType: 'application/pdf' },
  ];
  const common = { fromName: facts.tenant.name, headers: { 'X-Deal-Id': String(deal.id) }, attachments };
  await mailer.send({ ...common, to: facts.reservation.email, subject: `Your deal sheet for ${title}`, text: shopperText(facts) });
  if (!dealerInbox) {
    payload.logger.warn(`Deal ${deal.id}: the deal sheet went to the shopper only (${noInbox})`);
    return `sent to the shopper; ${noInbox}`;
  }
  const adminUrl = `${payload.config.serverURL}${payload.config.routes.admin}/collections/deals/${deal.id}`;
  await mailer.send({ ...common, to: dealerInbox, subject: `Purchase agreement requested: ${title}`, text: dealerText(facts, adminUrl) });
  return 'sent to the shopper and the dealer';
}

/** Queues the emails in the caller's transaction: they go once it commits, retried like a lead delivery. */
/** Queues the deal sheet's emails in the caller's transaction; answers the job's id. */
export async function queueDealSheetMail(req: PayloadRequest, dealId: number): Promise<number | string> {
  const job = await req.payload.jobs.queue({ task: 'mailDealSheet', input: { dealId }, req });
  return job.id;
}
