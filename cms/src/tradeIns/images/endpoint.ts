import fs from 'node:fs';
import type { Endpoint } from 'payload';
import { MAX_TRADE_IN_IMAGES } from '@dealer/domain';
import { refuseAllButSiteAccount } from '../../leads/siteServiceAccount';
import { discardRest, nodeStreamOf, receiveImageUpload, tooLarge, tooMany, UPLOAD_BODY_MAX_BYTES } from './receiveImageUpload';
import { imagesOfValuation, storeTradeInImage } from './storeTradeInImage';

/** Refused before the body was read: read and discard it first (see UPLOAD_DRAIN_MAX_BYTES). */
async function refuseUnread(request: Request, status: number, error: string): Promise<Response> {
  if (request.body) await discardRest(nodeStreamOf(request.body));
  return Response.json({ error }, { status });
}

/**
 * `POST /api/trade-in-images/upload?tenant={slug}&evalid={id}` (issue 13, wizard step 3): the site passes the
 * shopper's multipart body (`evalid`, `file`) through unread, with its service account's key. 401
 * without a key, 403 for anyone else; 404 for an unknown tenant or one without trade-in photos;
 * 413 when the declared length is over the limit (at once, unread); then the upload is read as a
 * stream (`receiveImageUpload`) and stored (`storeTradeInImage`): 201 `{ id, count }`, or a 4xx
 * `{ error, reason? , field? }` whose `error` the site shows the shopper.
 */
export const uploadTradeInImageEndpoint: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const request = req as unknown as Request;
    const refused = refuseAllButSiteAccount(req, {
      noKey: 'Send the site’s lead key as "Authorization: service-accounts API-Key <key>".',
      notSite: 'Only the site’s lead service account may upload trade-in photos.',
    });
    if (refused) return refused;
    const declared = Number(req.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > UPLOAD_BODY_MAX_BYTES) return Response.json(tooLarge().body, { status: 413 });

    const slug = req.searchParams.get('tenant') ?? '';
    const { payload } = req;
    const found = slug
      ? await payload.find({ collection: 'tenants', where: { slug: { equals: slug } }, depth: 0, limit: 1, select: { settings: true } })
      : { docs: [] };
    const tenant = found.docs[0];
    if (!tenant) return refuseUnread(request, 404, `No tenant ${JSON.stringify(slug)}.`);
    // Empty means on (the site's default); the site refuses first, this keeps the CMS to the same rule.
    if (tenant.settings?.tradeInImageUpload === false)
      return refuseUnread(request, 404, 'This dealer does not take photos of trade-ins online.');

    // The valuation the shopper's upload token is for (the site checked the token): the body must name it.
    const expectedEvalId = req.searchParams.get('evalid') ?? undefined;
    const received = await receiveImageUpload(req.headers.get('content-type') ?? '', request.body, {
      isFull: async (evalId) => (await imagesOfValuation(payload, tenant.id, evalId)) >= MAX_TRADE_IN_IMAGES,
      expectedEvalId,
    });
    if (!received.ok) return Response.json(received.refusal.body, { status: received.refusal.status });
    try {
      const stored = await storeTradeInImage(payload, tenant.id, received.image);
      if (!stored.stored) return Response.json(tooMany().body, { status: tooMany().status });
      return Response.json({ id: stored.id, count: stored.count }, { status: 201 });
    } finally {
      await fs.promises.rm(received.image.tempPath, { force: true });
    }
  },
};
