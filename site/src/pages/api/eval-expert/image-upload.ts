/**
 * POST /api/eval-expert/image-upload (spec §7, wizard step 3): multipart `evalid` and `file`, one
 * image per request, passed through to the CMS as it arrives (features/tradeIn/imageUploadRoute.ts).
 */
import { imageUploadRoute } from '@/features/tradeIn/imageUploadRoute';

// The body is streamed to the CMS unread: Next's parser would buffer it.
export const config = { api: { bodyParser: false } };

export default imageUploadRoute();
