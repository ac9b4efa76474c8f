/**
 * POST /api/eval-expert/update-eval (spec §7, wizard step 4): the odometer and the shopper's details
 * against the valuation, then the lead with its trade-in record (features/tradeIn/updateEvalRoute.ts).
 */
import { updateEvalRoute } from '@/features/tradeIn/updateEvalRoute';

export default updateEvalRoute();
