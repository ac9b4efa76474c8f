/**
 * The shopper's confirmation email of a paid reservation (issue 38): the car, the deposit, when
 * the hold ends on the dealer's clock, the refund terms and the dealer's phone, with a link to the
 * confirmation page. Sent by the mailReservation job through SMTP_URL (the local inbox under
 * `npm start`); without SMTP_URL it is logged and counts as sent, as alerts do.
 */
import type { Payload } from 'payload';
import { formatHoldEnd, formatMoney, reservationTerms, type Locale } from '@dealer/domain';
import { alertMailerFromEnv } from '../shoppers/alerts/alertMailer';
import { idOf } from './reservationFacts';
import { confirmationUrl } from './reservationToken';

export async function mailReservationConfirmation(payload: Payload, reservationId: number): Promise<string> {
  const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true });
  if (reservation.state !== 'held' || !reservation.expires_at) return `not sent: the reservation is ${reservation.state}`;
  const tenant = await payload.findByID({ collection: 'tenants', id: idOf(reservation.tenant)!, depth: 0, overrideAccess: true });
  const dealershipId = idOf(reservation.dealership);
  const dealership = dealershipId
    ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, overrideAccess: true })
    : null;
  const locale = tenant.locale as Locale;
  const deposit = formatMoney(reservation.amount, locale);
  const until = formatHoldEnd(new Date(reservation.expires_at), locale);
  const link = confirmationUrl(payload.config.secret, reservation);
  const text = [
    `Hi ${reservation.name},`,
    '',
    `Your ${reservation.title} is reserved. We received your ${deposit} deposit and are holding it for you until ${until}.`,
    '',
    ...reservationTerms(tenant.settings?.reserveTerms, deposit),
    '',
    dealership
      ? `${dealership.name}${dealership.phone ? `, ${dealership.phone}` : ''} will be in touch to arrange the next steps.`
      : 'The dealership will be in touch to arrange the next steps.',
    `Your reservation: ${link}`,
  ].join('\n');
  const subject = `Your ${reservation.title} is reserved until ${until}`;
  const mailer = alertMailerFromEnv();
  if (!mailer) {
    payload.logger.info(`Reservation ${reservation.id} confirmation (no SMTP_URL, not sent) to ${reservation.email}: ${subject}`);
    return 'logged';
  }
  await mailer.send({
    to: reservation.email,
    fromName: tenant.name,
    subject,
    text,
    headers: { 'X-Reservation-Id': String(reservation.id) },
  });
  return 'sent';
}
