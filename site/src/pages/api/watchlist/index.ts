/** GET /api/watchlist: the shopper's saved cars with their live state (features/shoppers/shopperRoutes.ts). */
import { watchlistListRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default watchlistListRoute();
