/**
 * The email a dealer receives for a lead (issue 10): a subject naming the category, the shopper
 * and the car, and text and HTML bodies with every fact the dealer needs to call back.
 */
import { escapeXml } from './adf';
import { leadDetailLines, tradeInLines, tradeInVehicleTitle, vehicleTitle, type LeadView } from './leadView';

export interface LeadEmailContent {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * `Used Vehicle Enquiry from Jo Citizen: 2019 Toyota Corolla Ascent (U77)`; a trade-in without a
 * car to buy names the shopper's vehicle: `Trade-In Enquiry from Jo Citizen: 2019 Toyota HiLux SR5 (trade-in)`.
 */
export function leadEmailSubject(lead: LeadView): string {
  const car = vehicleTitle(lead.vehicle);
  const stock = lead.vehicle?.stockNumber ? ` (${lead.vehicle.stockNumber})` : '';
  const tradeIn = tradeInVehicleTitle(lead.tradeIn);
  const about = car ? `: ${car}${stock}` : tradeIn ? `: ${tradeIn} (trade-in)` : lead.offerTitle ? `: ${lead.offerTitle}` : '';
  return oneLine(`${lead.subcategory ?? lead.category} from ${lead.name}${about}`);
}

/**
 * Name, contact and message first, then the facts of leadDetailLines, then the shopper's trade-in
 * vehicle (tradeInLines) when there is one, then the lead's reference.
 */
export function leadEmail(lead: LeadView): LeadEmailContent {
  const contact = [
    { label: 'Name', value: lead.name },
    { label: 'Email', value: lead.email ?? '' },
    { label: 'Phone', value: lead.phone ?? '' },
  ].filter(({ value }) => value.trim() !== '');
  const details = leadDetailLines(lead);
  const tradeIn = tradeInLines(lead.tradeIn);
  const message = lead.message?.trim() ?? '';
  const reference = `Lead ${lead.id}, received ${lead.receivedAt} (UTC) by ${lead.provider.name}.`;

  const text = [
    leadEmailSubject(lead),
    '',
    ...contact.map(({ label, value }) => `${label}: ${value}`),
    ...(message ? ['', 'Message:', message] : []),
    '',
    ...details.map(({ label, value }) => `${label}: ${value}`),
    ...(tradeIn.length ? ['', 'Trade-in vehicle:', ...tradeIn.map(({ label, value }) => `${label}: ${value}`)] : []),
    '',
    reference,
    lead.email ? `Reply to this email to answer ${lead.name}.` : `Call ${lead.name} back on ${lead.phone ?? 'the number above'}.`,
    '',
  ].join('\n');

  const row = ({ label, value }: { label: string; value: string }) =>
    `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeXml(label)}</th><td style="padding:4px 0">${escapeXml(value)}</td></tr>`;
  const html = [
    '<!DOCTYPE html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111">',
    `<h1 style="font-size:18px">${escapeXml(leadEmailSubject(lead))}</h1>`,
    `<table cellspacing="0" cellpadding="0">${contact.map(row).join('')}</table>`,
    message ? `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeXml(message)}</p>` : '',
    `<table cellspacing="0" cellpadding="0">${details.map(row).join('')}</table>`,
    tradeIn.length
      ? `<h2 style="font-size:16px">Trade-in vehicle</h2>\n<table cellspacing="0" cellpadding="0">${tradeIn.map(row).join('')}</table>`
      : '',
    `<p style="color:#555">${escapeXml(reference)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: leadEmailSubject(lead), text, html };
}
