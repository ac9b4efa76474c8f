/** GET /api/auth/session: who is signed in (features/shoppers/shopperRoutes.ts). */
import { sessionRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default sessionRoute();
