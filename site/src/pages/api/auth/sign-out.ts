/** POST /api/auth/sign-out: ends the shopper's session (features/shoppers/shopperRoutes.ts). */
import { signOutRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default signOutRoute();
