/** GET /api/saved-searches: the shopper's saved searches, newest first (features/shoppers/shopperRoutes.ts). */
import { savedSearchListRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default savedSearchListRoute();
