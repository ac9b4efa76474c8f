import { mailDealSheet } from '../deals/dealEmail';
import { LEAD_DELIVERY_RETRIES } from './deliverLeadTask';
import { logFinalFailure } from './failedJobs';

/** Emails the deal sheet PDF to the shopper and the dealer once the agreement is requested, retried like a lead delivery. */
export const mailDealSheetTask = logFinalFailure<{ input: { dealId: number }; output: { outcome: string } }>({
  slug: 'mailDealSheet',
  retries: LEAD_DELIVERY_RETRIES,
  inputSchema: [{ name: 'dealId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { outcome: await mailDealSheet(req.payload, input.dealId) } }),
});
