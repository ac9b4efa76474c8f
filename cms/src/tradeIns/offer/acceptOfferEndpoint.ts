import type { Endpoint } from 'payload';
import { BodyTooLargeError, readBodyCapped } from '../../http/readBodyCapped';
import { refuseAllButSiteAccount } from '../../leads/siteServiceAccount';
import { FIX_ERRORS } from '../../leads/submit/submitLead';
import { acceptOffer } from './acceptOffer';

/** `{ tenant, lead_id, offer_token }` is well under this. */
export const ACCEPT_OFFER_BODY_MAX_BYTES = 4 * 1024;

const tooLarge = () => Response.json({ error: `At most ${ACCEPT_OFFER_BODY_MAX_BYTES} bytes.` }, { status: 413 });

/**
 * `POST /api/trade-ins/accept-offer` (issue 13): the site accepts a shopper's instant offer with
 * `Authorization: service-accounts API-Key {LEADS_API_KEY}`. 401 without a valid key; 403 for
 * anyone else signed in (staff included); then see `acceptOffer`.
 */
export const acceptOfferEndpoint: Endpoint = {
  path: '/accept-offer',
  method: 'post',
  handler: async (req) => {
    const refused = refuseAllButSiteAccount(req, {
      noKey: 'Send the site’s lead key as "Authorization: service-accounts API-Key <key>".',
      notSite: 'Only the site’s lead service account may accept offers.',
    });
    if (refused) return refused;
    if (Number(req.headers.get('content-length') ?? 0) > ACCEPT_OFFER_BODY_MAX_BYTES) return tooLarge();
    let body: unknown;
    try {
      body = JSON.parse(await readBodyCapped(req as unknown as Request, ACCEPT_OFFER_BODY_MAX_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      return Response.json({ error: FIX_ERRORS, errors: [{ field: 'body', message: 'The body must be JSON' }] }, { status: 400 });
    }
    const result = await acceptOffer(req, body);
    return Response.json(result.body, { status: result.status });
  },
};
