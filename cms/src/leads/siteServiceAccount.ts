import crypto from 'node:crypto';
import type { Payload, PayloadRequest } from 'payload';

/** The service account the site stores leads with (its key is LEADS_API_KEY). */
export const SITE_SERVICE_ACCOUNT_NAME = 'site';
export const SITE_LEADS_PURPOSE = 'site-leads';

/**
 * Makes sure the `site` service account exists with purpose `site-leads` and `apiKey`, creating it
 * or replacing its key when LEADS_API_KEY changed. Without a key (development without
 * `npm start`) nothing is done. Payload finds an account by the HMAC of the key it was sent
 * (`apiKeyIndex`), so comparing that index tells whether the stored key is this one without
 * decrypting anything.
 */
export async function ensureSiteServiceAccount(
  payload: Payload,
  apiKey: string | undefined,
): Promise<'created' | 'updated' | 'unchanged' | 'skipped'> {
  if (!apiKey) return 'skipped';
  const apiKeyIndex = crypto.createHmac('sha256', payload.secret).update(apiKey).digest('hex');
  const byName = { name: { equals: SITE_SERVICE_ACCOUNT_NAME } };
  const current = await payload.count({
    collection: 'service-accounts',
    where: {
      and: [
        byName,
        { apiKeyIndex: { equals: apiKeyIndex } },
        { purpose: { equals: SITE_LEADS_PURPOSE } },
        { enableAPIKey: { equals: true } },
      ],
    },
    overrideAccess: true,
  });
  if (current.totalDocs > 0) return 'unchanged';
  const data = { name: SITE_SERVICE_ACCOUNT_NAME, purpose: SITE_LEADS_PURPOSE, enableAPIKey: true, apiKey } as const;
  const existing = await payload.find({ collection: 'service-accounts', where: byName, limit: 1, depth: 0, overrideAccess: true });
  const account = existing.docs[0];
  if (account) {
    await payload.update({ collection: 'service-accounts', id: account.id, data, overrideAccess: true });
    return 'updated';
  }
  await payload.create({ collection: 'service-accounts', data, overrideAccess: true });
  return 'created';
}

/**
 * The site's own calls (storing leads, the sample valuation service): 401 without a key, 403 for
 * anyone but the site's service account (staff included), else null. The messages are the caller's.
 */
export function refuseAllButSiteAccount(req: Pick<PayloadRequest, 'user'>, messages: { noKey: string; notSite: string }): Response | null {
  const caller = req.user as { collection?: string; purpose?: string } | null | undefined;
  if (!caller) return Response.json({ error: messages.noKey }, { status: 401 });
  if (caller.collection !== 'service-accounts' || caller.purpose !== SITE_LEADS_PURPOSE) {
    return Response.json({ error: messages.notSite }, { status: 403 });
  }
  return null;
}
