/** POST /api/watchlist/save-car (spec §7): `{ phone_number, car_id }` → `{ success }` (features/shoppers/shopperRoutes.ts). */
import { watchlistChangeRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default watchlistChangeRoute('save');
