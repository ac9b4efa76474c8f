/** POST /api/miscellaneous (spec §7): `{ column_name: 'valuation', value }` → the shopper's profile (features/shoppers/shopperRoutes.ts). */
import { miscellaneousRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default miscellaneousRoute();
