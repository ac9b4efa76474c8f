import { mailReservationConfirmation } from '../reservations/reservationEmail';
import { LEAD_DELIVERY_RETRIES } from './deliverLeadTask';
import { logFinalFailure } from './failedJobs';

/** Emails the shopper their reservation's confirmation (hold end and refund terms), retried like a lead delivery. */
export const mailReservationTask = logFinalFailure<{ input: { reservationId: number }; output: { outcome: string } }>({
  slug: 'mailReservation',
  retries: LEAD_DELIVERY_RETRIES,
  inputSchema: [{ name: 'reservationId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { outcome: await mailReservationConfirmation(req.payload, input.reservationId) } }),
});
