/**
 * A paid reservation is a lead for the dealer (issue 38): stored and queued for delivery (email,
 * ADF) in the webhook's transaction, through the same outbox as every other lead.
 */
import type { PayloadRequest } from 'payload';
import { RESERVATION_LEAD } from '@dealer/domain/leads';
import { formatHoldEnd, formatMoney, RESERVATION_EVENT_ID, type Locale } from '@dealer/domain';
import { deliveryStatusOf, plannedDeliveries, queueLeadDeliveries } from '../leads/delivery';
import { leadVehicleOf } from '../leads/submit/resolveLead';
import type { Car, Dealership, Reservation, Tenant } from '../payload-types';
import { idOf } from './reservationFacts';

export async function storeReservationLead(
  txReq: PayloadRequest,
  reservation: Reservation,
  car: Car,
  tenant: Tenant,
  dealership: Dealership | null,
  holdEnds: Date,
): Promise<number> {
  const { payload } = txReq;
  const locale = tenant.locale as Locale;
  const until = formatHoldEnd(holdEnds, locale);
  const deliveries = plannedDeliveries(dealership, tenant);
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      form: RESERVATION_LEAD.form,
      category: RESERVATION_LEAD.category,
      name: reservation.name,
      email: reservation.email,
      phone: reservation.phone,
      message: `Reserved online with a ${formatMoney(reservation.amount, locale)} deposit (paid, ${reservation.payment_mode} payment ${reservation.payment_intent ?? ''}). The car is held until ${until}.`,
      preferred_contact_method: 'Phone',
      opt_in: false,
      dealership: dealership?.id ?? null,
      location: idOf(car.location),
      car: car.id,
      vehicle: leadVehicleOf(car),
      event_id: RESERVATION_EVENT_ID,
      source: 'Website',
      url: `${reservation.return_origin ?? ''}/cars/${car.slug}`,
      form_completed: true,
      idempotency_key: `reservation-${reservation.id}`,
      deliveries,
      delivery_status: deliveryStatusOf(deliveries),
    },
    overrideAccess: true,
    depth: 0,
    select: { deliveries: true },
    req: txReq,
  });
  await queueLeadDeliveries(txReq, lead);
  return lead.id;
}
