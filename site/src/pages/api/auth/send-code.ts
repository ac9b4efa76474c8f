/** POST /api/auth/send-code: a sign-in code by text message (features/shoppers/shopperRoutes.ts). */
import { sendCodeRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default sendCodeRoute();
