/** POST /api/account: `{ email?, alerts? }` → `{ shopper }`, the shopper's alert settings (features/shoppers/shopperRoutes.ts). */
import { accountRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default accountRoute();
