/** POST /api/auth/verify-code: signs in with the code (features/shoppers/shopperRoutes.ts). */
import { verifyCodeRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default verifyCodeRoute();
