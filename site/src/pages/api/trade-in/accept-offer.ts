/** POST /api/trade-in/accept-offer: the shopper takes the instant offer (event 18; features/tradeIn/instantOfferRoute.ts). */
import { acceptOfferRoute } from '@/features/tradeIn/instantOfferRoute';

export default acceptOfferRoute();
