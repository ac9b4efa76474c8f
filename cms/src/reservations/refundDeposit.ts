/** The refund job's work: the gateway refunds the whole deposit once, and the reservation records it. */
import type { Payload } from 'payload';
import { paymentGatewayFromEnv, PaymentConfigError } from './payments';

export async function refundDeposit(payload: Payload, reservationId: number, now: Date = new Date()): Promise<string> {
  const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true });
  if (reservation.refund_id) return reservation.refund_id;
  if (!reservation.payment_intent) throw new Error(`Reservation ${reservationId} has no payment to refund.`);
  const gateway = paymentGatewayFromEnv();
  if (!gateway) throw new PaymentConfigError(`Reservation ${reservationId}: no payment gateway is configured to refund it.`);
  const { refundId } = await gateway.refund({ reservationId, paymentIntentId: reservation.payment_intent });
  await payload.update({
    collection: 'reservations',
    id: reservationId,
    data: {
      refund_id: refundId,
      refunded_at: now.toISOString(),
      history: [
        ...(reservation.history ?? []),
        { at: now.toISOString(), state: reservation.state, by: 'Payment', note: `Deposit refunded (${refundId})` },
      ],
    },
    depth: 0,
    overrideAccess: true,
    select: {},
  });
  return refundId;
}
