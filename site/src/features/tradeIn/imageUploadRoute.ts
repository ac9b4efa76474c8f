/**
 * `POST /api/eval-expert/image-upload` (spec §7, wizard step 3): multipart `evalid` and `file`, one
 * image per request. The site does not read the image: it passes the body through, as it arrives,
 * to the CMS's upload endpoint (`POST {CMS_URL}/api/trade-in-images/upload?tenant={slug}`, the
 * site's service account), which streams it to disk, checks the bytes and the count while reading
 * and stores it as the tenant's private media. The site refuses early what it can see without
 * reading: another method, an unknown host, a dealer without image upload, a declared size over
 * the limit, a body that is not multipart, no upload token for a valuation this browser made
 * (uploadToken.ts), the address's daily byte quota spent. The CMS is told which valuation the
 * token is for and refuses a body naming another.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { NextApiHandler } from 'next';
import { MAX_TRADE_IN_IMAGE_BYTES, TRADE_IN_IMAGE_TEXTS, TRADE_IN_WIZARD_TEXTS } from '@dealer/domain';
import { siteEnv } from '@/lib/env';
import { allowRequest, clientIp, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { loadSiteConfig } from '@/features/tenant/loadSite';
import { tenantApiRoute } from '@/features/tenant/tenantApiRoute';
import { uploadTokenOf, verifyUploadToken } from './uploadToken';

/** Room for the multipart framing and the `evalid` field around one image of the largest size. */
export const IMAGE_UPLOAD_BODY_MAX_BYTES = MAX_TRADE_IN_IMAGE_BYTES + 64 * 1024;
export const IMAGE_UPLOAD_PATH = '/api/trade-in-images/upload';
/** An image of 10 MB on a slow phone connection takes a while; the CMS's answer after it does not. */
export const IMAGE_UPLOAD_TIMEOUT_MS = 120_000;

/** No valid upload token: the valuation was made elsewhere, expired (a day), or was never made. */
export const UPLOAD_TOKEN_REFUSAL = 'Photos can only be added to the valuation you just made. Please look up your vehicle again.';

/** A request's body as a web stream, for `fetch`: read as it arrives, never held whole. */
const bodyOf = (req: IncomingMessage) => Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;

export function imageUploadRoute(fetcher: typeof fetch = fetch): NextApiHandler {
  return tenantApiRoute({
    methods: ['POST'],
    rateLimit: RATE_LIMITS.tradeInImage,
    handler: async (req, res, tenant) => {
      res.setHeader('Cache-Control', 'private, no-store');
      // The body stays unread on every early answer: close the connection rather than drain 10 MB.
      const refuse = (status: number, error: string) => {
        res.setHeader('Connection', 'close');
        res.status(status).json({ error });
      };
      const config = await loadSiteConfig(tenant.slug);
      if (!config?.features.tradeIn || !config.settings.tradeInImageUpload)
        return refuse(404, 'This dealer does not take photos of trade-ins online.');
      const contentType = String(req.headers['content-type'] ?? '');
      if (!/^multipart\/form-data;\s*boundary=/i.test(contentType))
        return refuse(400, 'Send the image as multipart/form-data with the fields evalid and file.');
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > IMAGE_UPLOAD_BODY_MAX_BYTES) return refuse(413, TRADE_IN_IMAGE_TEXTS.tooLarge);
      const env = siteEnv();
      if (!env.LEADS_API_KEY) return refuse(503, 'Trade-in photos are not configured');
      // Counted against the address's daily byte quota before a byte is read (issue 39).
      if (!Number.isFinite(declared)) return refuse(411, 'Send the photo with its Content-Length.');
      const grant = verifyUploadToken(env.LEADS_API_KEY, uploadTokenOf(req), tenant.slug);
      if (!grant) return refuse(403, UPLOAD_TOKEN_REFUSAL);
      res.setHeader('Connection', 'close');
      if (!(await allowRequest(req, res, RATE_LIMITS.tradeInImageBytes, 'all-tenants', clientIp(req), declared))) return;
      res.removeHeader('Connection');

      let response: Response;
      try {
        const query = `tenant=${encodeURIComponent(tenant.slug)}&evalid=${encodeURIComponent(grant.evalId)}`;
        response = await fetcher(`${env.CMS_URL}${IMAGE_UPLOAD_PATH}?${query}`, {
          method: 'POST',
          headers: {
            'content-type': contentType,
            'content-length': String(declared),
            accept: 'application/json',
            authorization: `service-accounts API-Key ${env.LEADS_API_KEY}`,
          },
          body: bodyOf(req),
          // Node's fetch sends a stream body only half-duplex.
          duplex: 'half',
          signal: AbortSignal.timeout(IMAGE_UPLOAD_TIMEOUT_MS),
        } as RequestInit);
      } catch (error) {
        console.error(`Trade-in photo for ${tenant.slug} not stored: the CMS could not be reached (${(error as Error).message})`);
        return refuse(502, TRADE_IN_WIZARD_TEXTS.stepFailed);
      }
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      // The CMS's refusals carry the spec's texts (too large, too many, not an image): the shopper reads them.
      if (
        response.status === 201 ||
        (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403)
      )
        return res.status(response.status).json(answer ?? { error: TRADE_IN_WIZARD_TEXTS.stepFailed });
      console.error(
        `Trade-in photo for ${tenant.slug} not stored: the CMS answered ${response.status}${
          typeof answer?.error === 'string' ? ` (${answer.error})` : ''
        }`,
      );
      return res.status(502).json({ error: TRADE_IN_WIZARD_TEXTS.stepFailed });
    },
  });
}
