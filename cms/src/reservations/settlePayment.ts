/**
 * What a signed `payment_intent.succeeded` does (issue 38). Stripe may send it twice, late or out
 * of order, and the CMS may crash half-way: everything the payment changes (the reservation held,
 * the car reserved, the dealer's lead and its deliveries, the shopper's email) is written in one
 * transaction with the reservation and the car locked, and a repeat finds the reservation settled
 * and changes nothing. A payment that cannot hold the car (sold meanwhile, taken after its window
 * ran out, released by staff) is refunded by the refund job, queued in the same transaction.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { depositCents, holdEndsAt, onPaymentSucceeded, type ReservationState } from '@dealer/domain';
import { inTransaction } from '../shoppers/transaction';
import { indexCarNow, setCarReserved } from './carHold';
import { lockReservation } from './endReservation';
import { dealershipOf, idOf } from './reservationFacts';
import { storeReservationLead } from './reservationLead';

/** The part of a PaymentIntent the settling reads. */
export interface PaidIntent {
  id: string;
  amount: number;
  amount_received?: number | null;
  currency: string;
  metadata?: Record<string, string> | null;
}

export type SettleOutcome = 'held' | 'refund-queued' | 'already-settled' | 'not-ours';

/** Test seam: runs inside the transaction after the reservation is marked held (a crash there must leave nothing half-written). */
export interface SettleHooks {
  afterHold?: () => Promise<void>;
}

export async function settlePaidIntent(
  payload: Payload,
  intent: PaidIntent,
  now: Date = new Date(),
  hooks: SettleHooks = {},
): Promise<SettleOutcome> {
  const reservationId = Number(intent.metadata?.reservation_id);
  if (!Number.isSafeInteger(reservationId) || reservationId <= 0) return 'not-ours';
  let heldCar: number | null = null;
  const outcome = await inTransaction(payload, async ({ req, execute }): Promise<SettleOutcome> => {
    if (!(await lockReservation(execute, reservationId))) return 'not-ours';
    const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true, req });
    const carId = idOf(reservation.car)!;
    await execute(sql`SELECT id FROM cars WHERE id = ${carId} FOR UPDATE`);
    const car = await payload.findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: true, req });
    const others = await execute(
      sql`SELECT id FROM reservations WHERE car_id = ${carId} AND id <> ${reservationId} AND state IN ('pending-payment', 'held')`,
    );
    const paidRight =
      (intent.amount_received ?? intent.amount) === depositCents(reservation.amount) &&
      intent.currency.toLowerCase() === reservation.currency.toLowerCase();
    const carFree = others.rows.length === 0 && car.status !== 'sold' && !car.sold && (!car.reserved || reservation.state === 'held');
    const decision = paidRight ? onPaymentSucceeded(reservation.state as ReservationState, carFree) : 'refund';
    if (decision === 'none') return 'already-settled';
    const history = [...(reservation.history ?? [])];
    if (decision === 'refund') {
      const why = !paidRight
        ? `Paid ${intent.amount_received ?? intent.amount} ${intent.currency}, not the deposit`
        : reservation.state === 'released'
          ? 'Paid after the reservation was released'
          : 'Paid when the car could no longer be held';
      history.push({ at: now.toISOString(), state: 'refunded', by: 'Payment', note: `${why}: refunded automatically` });
      await payload.update({
        collection: 'reservations',
        id: reservationId,
        data: { state: 'refunded', payment_intent: intent.id, paid_at: now.toISOString(), history },
        depth: 0,
        overrideAccess: true,
        req,
      });
      await payload.jobs.queue({ task: 'refundDeposit', input: { reservationId }, req });
      return 'refund-queued';
    }
    const holdEnds = holdEndsAt(now);
    history.push({ at: now.toISOString(), state: 'held', by: 'Payment', note: `Deposit paid (${intent.id})` });
    const held = await payload.update({
      collection: 'reservations',
      id: reservationId,
      data: { state: 'held', payment_intent: intent.id, paid_at: now.toISOString(), expires_at: holdEnds.toISOString(), history },
      depth: 0,
      overrideAccess: true,
      req,
    });
    await hooks.afterHold?.();
    await setCarReserved(req, carId, true);
    const tenant = await payload.findByID({ collection: 'tenants', id: idOf(reservation.tenant)!, depth: 0, overrideAccess: true, req });
    const dealership = await dealershipOf(payload, idOf(reservation.dealership), req);
    const leadId = await storeReservationLead(req, held, car, tenant, dealership, holdEnds);
    await payload.update({
      collection: 'reservations',
      id: reservationId,
      data: { lead: leadId },
      depth: 0,
      overrideAccess: true,
      select: {},
      req,
    });
    await payload.jobs.queue({ task: 'mailReservation', input: { reservationId }, req });
    heldCar = carId;
    return 'held';
  });
  if (heldCar !== null) await indexCarNow(payload, heldCar);
  return outcome;
}
