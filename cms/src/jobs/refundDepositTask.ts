import { refundDeposit } from '../reservations/refundDeposit';
import { LEAD_DELIVERY_RETRIES } from './deliverLeadTask';
import { logFinalFailure } from './failedJobs';

/**
 * Refunds a reservation's deposit through the payment gateway, with the reservation's idempotency
 * key: a retry after a timeout refunds once. Retried like a lead delivery (about 34 hours); a
 * refund still failing then stays visible as a failed job, and the reservation has no `refunded_at`.
 */
export const refundDepositTask = logFinalFailure<{ input: { reservationId: number }; output: { refundId: string } }>({
  slug: 'refundDeposit',
  retries: LEAD_DELIVERY_RETRIES,
  inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
  outputSchema: [{ name: 'refundId', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { refundId: await refundDeposit(req.payload, input.reservationId) } }),
});
