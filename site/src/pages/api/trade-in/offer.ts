/**
 * POST /api/trade-in/offer: the first valuation flow's offer and its lead, where the tenant's Sell My
 * Car runs the instant offer (features/tradeIn/instantOfferRoute.ts).
 */
import { instantOfferRoute } from '@/features/tradeIn/instantOfferRoute';

export default instantOfferRoute();
