import type { Endpoint } from 'payload';
import { BodyTooLargeError, readBodyCapped } from '../../http/readBodyCapped';
import { refuseAllButSiteAccount } from '../siteServiceAccount';
import { FIX_ERRORS, submitLead } from './submitLead';

/** A lead is a few kilobytes; anything near this is not a shopper's form. */
export const LEAD_BODY_MAX_BYTES = 64 * 1024;

const tooLarge = () => Response.json({ error: `A lead may be at most ${LEAD_BODY_MAX_BYTES} bytes.` }, { status: 413 });

/**
 * `POST /api/leads/submit` (issue 10 contract): the site stores a shopper's lead with
 * `Authorization: service-accounts API-Key {LEADS_API_KEY}`. 401 without a valid key; 403 for
 * anyone else signed in (staff included); then see `submitLead`.
 */
export const submitLeadEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: async (req) => {
    const refused = refuseAllButSiteAccount(req, {
      noKey: 'Send the site’s lead key as "Authorization: service-accounts API-Key <key>".',
      notSite: 'Only the site’s lead service account may submit leads.',
    });
    if (refused) return refused;
    if (Number(req.headers.get('content-length') ?? 0) > LEAD_BODY_MAX_BYTES) return tooLarge();
    let body: unknown;
    try {
      body = JSON.parse(await readBodyCapped(req as unknown as Request, LEAD_BODY_MAX_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      return Response.json({ error: FIX_ERRORS, errors: [{ field: 'body', message: 'The body must be JSON' }] }, { status: 400 });
    }
    const result = await submitLead(req, body);
    return Response.json(result.body, { status: result.status });
  },
};
