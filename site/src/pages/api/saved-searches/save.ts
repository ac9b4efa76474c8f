/** POST /api/saved-searches/save: `{ title, path, criteria }` → `{ saved_search, created }` (features/shoppers/shopperRoutes.ts). */
import { savedSearchSaveRoute } from '@/features/shoppers/shopperRoutes';

// The route reads its body itself, capped, so every answer is JSON.
export const config = { api: { bodyParser: false } };
export default savedSearchSaveRoute();
