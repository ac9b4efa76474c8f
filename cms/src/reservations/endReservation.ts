/**
 * Ending a reservation (issue 38): released or refunded by staff, expired by the job, released by
 * the CMS when its payment could not start. One transaction: the reservation row is locked and its
 * state re-checked, a held car is freed, and a refund is queued (the refund job calls the gateway
 * with the reservation's idempotency key, and retries). Anything else is refused with the reason.
 */
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import {
  allowedActions,
  holdEndsAt,
  HOLD_EXTENSION_HOURS,
  isActiveReservationState,
  STATE_AFTER_ACTION,
  type ReservationAction,
  type ReservationState,
} from '@dealer/domain';
import { inTransaction } from '../shoppers/transaction';
import type { Reservation } from '../payload-types';
import { indexCarNow, setCarReserved } from './carHold';
import { idOf } from './reservationFacts';

export class ReservationStateError extends Error {}

export interface Change {
  to: ReservationState;
  /** Who: a staff member's email, 'Shopper', 'System' or 'Payment'. */
  by: string;
  note?: string;
}

type HistoryRow = NonNullable<Reservation['history']>[number];

const historyRow = (at: Date, change: Change): HistoryRow => ({
  at: at.toISOString(),
  state: change.to,
  by: change.by,
  note: change.note ?? null,
});

/** The reservation row, locked for this transaction. */
export async function lockReservation(execute: (query: unknown) => Promise<{ rows: unknown[] }>, id: number): Promise<boolean> {
  const { rows } = await execute(sql`SELECT id FROM reservations WHERE id = ${id} FOR UPDATE`);
  return rows.length > 0;
}

/**
 * Moves an active or ended reservation to `change.to`: expired or released (a held car is freed),
 * refunded (the car freed if held, the deposit refunded by the job). Refuses a move its state does
 * not allow (`ReservationStateError`). Returns the updated reservation.
 */
export interface EndOptions {
  now?: Date;
  /** The states it may end from; others are refused. */
  allowedFrom?: readonly ReservationState[];
  /** Only if its time is up by then (expiry): a hold extended meanwhile is left alone. */
  dueBy?: Date;
}

export async function endReservation(
  payload: Payload,
  id: number,
  change: Change,
  { now = new Date(), allowedFrom, dueBy }: EndOptions = {},
): Promise<Reservation> {
  let freedCar: number | null = null;
  const updated = await inTransaction(payload, async ({ req, execute }) => {
    if (!(await lockReservation(execute, id))) throw new ReservationStateError(`No reservation ${id}.`);
    const current = await payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, req });
    const from = current.state as ReservationState;
    if (allowedFrom && !allowedFrom.includes(from))
      throw new ReservationStateError(`A reservation that is ${from} cannot become ${change.to}.`);
    if (dueBy && !(current.expires_at && new Date(current.expires_at).getTime() <= dueBy.getTime()))
      throw new ReservationStateError(`Reservation ${id} is not due: its time was extended.`);
    const wasHeld = from === 'held';
    const carId = idOf(current.car)!;
    const data: Partial<Reservation> = { state: change.to, history: [...(current.history ?? []), historyRow(now, change)] };
    if (change.to === 'refunded') {
      if (!current.payment_intent) throw new ReservationStateError('Nothing was paid: there is nothing to refund.');
      await payload.jobs.queue({ task: 'refundDeposit', input: { reservationId: id }, req });
    }
    const result = await payload.update({ collection: 'reservations', id, data, depth: 0, overrideAccess: true, req });
    if (wasHeld && !isActiveReservationState(change.to)) {
      await setCarReserved(req, carId, false);
      freedCar = carId;
    }
    return result;
  });
  if (freedCar !== null) await indexCarNow(payload, freedCar);
  return updated;
}

/** Staff's actions on a reservation: the rule says which are open in its state. */
export async function applyStaffAction(
  payload: Payload,
  reservation: Reservation,
  action: ReservationAction,
  staff: string,
  now: Date = new Date(),
): Promise<Reservation> {
  const open = allowedActions(
    reservation.state as ReservationState,
    Boolean(reservation.paid_at),
    Boolean(reservation.refunded_at) || reservation.state === 'refunded',
  );
  if (!open.includes(action))
    throw new ReservationStateError(`A reservation that is ${reservation.state} cannot be ${actionPast[action]}.`);
  if (action === 'extend') return extendHold(payload, reservation.id, staff, now);
  if (action === 'convert') return convertToSale(payload, reservation.id, staff, now);
  const allowedFrom: ReservationState[] = action === 'refund' ? ['held', 'released', 'expired'] : ['held', 'pending-payment'];
  return endReservation(
    payload,
    reservation.id,
    { to: STATE_AFTER_ACTION[action], by: staff, note: `${actionPast[action]} by staff` },
    { now, allowedFrom },
  );
}

const actionPast: Record<ReservationAction, string> = { extend: 'extended', convert: 'converted', release: 'released', refund: 'refunded' };

async function extendHold(payload: Payload, id: number, staff: string, now: Date): Promise<Reservation> {
  return inTransaction(payload, async ({ req, execute }) => {
    await lockReservation(execute, id);
    const current = await payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, req });
    if (current.state !== 'held') throw new ReservationStateError(`A reservation that is ${current.state} cannot be extended.`);
    const from = current.expires_at ? new Date(current.expires_at) : now;
    const until = holdEndsAt(from.getTime() > now.getTime() ? from : now, HOLD_EXTENSION_HOURS);
    return payload.update({
      collection: 'reservations',
      id,
      data: {
        expires_at: until.toISOString(),
        history: [...(current.history ?? []), historyRow(now, { to: 'held', by: staff, note: `Hold extended to ${until.toISOString()}` })],
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
  });
}

/** The deposit becomes part of a sale: the car stays reserved until the stock feed or staff mark it sold. */
async function convertToSale(payload: Payload, id: number, staff: string, now: Date): Promise<Reservation> {
  return inTransaction(payload, async ({ req, execute }) => {
    await lockReservation(execute, id);
    const current = await payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, req });
    if (current.state !== 'held') throw new ReservationStateError(`A reservation that is ${current.state} cannot be converted.`);
    return payload.update({
      collection: 'reservations',
      id,
      data: {
        state: 'converted',
        expires_at: null,
        history: [...(current.history ?? []), historyRow(now, { to: 'converted', by: staff, note: 'Converted to a sale' })],
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
  });
}
