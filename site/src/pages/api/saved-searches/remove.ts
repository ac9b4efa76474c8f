/** POST /api/saved-searches/remove: `{ id }` → `{ success }` (features/shoppers/shopperRoutes.ts). */
import { savedSearchRemoveRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default savedSearchRemoveRoute();
