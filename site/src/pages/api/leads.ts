/** POST /api/leads: a shopper's lead form, checked and handed to the CMS (features/leads/leadRequest.ts). */
import { handleLeadRequest } from '@/features/leads/leadRequest';

// The route reads its body itself, capped at 64 KB (413 beyond), so every answer is JSON.
export const config = { api: { bodyParser: false } };

export default handleLeadRequest;
