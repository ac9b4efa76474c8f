/**
 * The reservation expiry (issue 38): a pending reservation whose payment window ran out, and a
 * hold whose 48 hours (or extension) ran out without a sale, become expired; a held car goes back
 * to search. Run by the job worker once a minute (jobs/jobWorker.ts), a batch at a time; each
 * reservation in its own transaction, re-checked under its lock, so a payment or a staff action
 * arriving at the same moment wins or waits, never half-applies.
 */
import type { Payload } from 'payload';
import { ACTIVE_RESERVATION_STATES } from '@dealer/domain';
import { endReservation, ReservationStateError } from './endReservation';
import { paymentGatewayFromEnv } from './payments';

export const EXPIRY_BATCH = 50;
const EXPIRY_INTERVAL_MS = 60_000;

export async function expireDueReservations(payload: Payload, now: Date = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'reservations',
    where: { and: [{ state: { in: [...ACTIVE_RESERVATION_STATES] } }, { expires_at: { less_than_equal: now.toISOString() } }] },
    depth: 0,
    limit: EXPIRY_BATCH,
    sort: 'expires_at',
    overrideAccess: true,
    select: { state: true, checkout_session: true },
  });
  let expired = 0;
  for (const reservation of due.docs) {
    try {
      const note = reservation.state === 'held' ? 'The hold ended without a sale' : 'The deposit was not paid in time';
      await endReservation(
        payload,
        reservation.id,
        { to: 'expired', by: 'System', note },
        { now, allowedFrom: ACTIVE_RESERVATION_STATES, dueBy: now },
      );
      expired += 1;
    } catch (error) {
      // Paid or changed by staff since it was read: nothing to expire.
      if (error instanceof ReservationStateError) continue;
      throw error;
    }
    if (reservation.state === 'pending-payment' && reservation.checkout_session) {
      // Stop the provider taking the money now; one that still arrives is refunded when it settles.
      await paymentGatewayFromEnv()
        ?.expireCheckout(reservation.checkout_session)
        .catch((error: unknown) =>
          payload.logger.warn({ err: error, msg: `Reservation ${reservation.id}: its payment session could not be stopped.` }),
        );
    }
  }
  return expired;
}

let lastRun = 0;

/** The worker's call before each run: at most once a minute. */
export async function expireReservationsBeforeRun(payload: Payload, now: Date = new Date()): Promise<void> {
  if (now.getTime() - lastRun < EXPIRY_INTERVAL_MS) return;
  lastRun = now.getTime();
  const expired = await expireDueReservations(payload, now);
  if (expired > 0) payload.logger.info(`Reservations: ${expired} expired.`);
}
