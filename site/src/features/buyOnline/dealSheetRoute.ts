/**
 * `GET /api/deals/sheet?car_id={slug}` (issue 38): the signed-in shopper's deal sheet as a PDF,
 * made by the CMS (the same document it emails), passed through. The tenant comes from the host,
 * the shopper from the HttpOnly session cookie; another shopper's deal cannot be named.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { siteEnv } from '@/lib/env';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite } from '@/features/tenant/tenantApiRoute';
import { sessionTokenOf } from '@/features/shoppers/shopperCookie';
import { SIGN_IN_NEEDED_TEXT } from '@/features/shoppers/shopperRoutes';

export const DEAL_SHEET_TIMEOUT_MS = 15_000;

export async function dealSheetRoute(req: NextApiRequest, res: NextApiResponse, fetcher: typeof fetch = fetch): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Use GET.' });
  }
  res.setHeader('Cache-Control', 'private, no-store');
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return sendNoDealerSite(res);
  const slug = typeof req.query.car_id === 'string' ? req.query.car_id : '';
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return res.status(400).json({ error: 'car_id must be a car of this site.' });
  const token = sessionTokenOf(req);
  if (!token) return res.status(401).json({ error: SIGN_IN_NEEDED_TEXT });
  try {
    const answer = await fetcher(`${siteEnv().CMS_URL}/api/deals/sheet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Shopper ${token}` },
      body: JSON.stringify({ tenant: tenant.slug, car_slug: slug }),
      signal: AbortSignal.timeout(DEAL_SHEET_TIMEOUT_MS),
    });
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status === 200 && type.startsWith('application/pdf')) {
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', answer.headers.get('content-disposition') ?? 'attachment; filename="deal-sheet.pdf"');
      return res.status(200).send(Buffer.from(await answer.arrayBuffer()));
    }
    const body = (await answer.json().catch(() => null)) as { error?: unknown } | null;
    const status = [401, 404, 409].includes(answer.status) ? answer.status : 502;
    return res
      .status(status)
      .json({ error: typeof body?.error === 'string' ? body.error : 'The deal sheet could not be made. Please try again.' });
  } catch (error) {
    console.error(`Deal sheet for ${tenant.slug}/${slug} could not be fetched (${(error as Error).message})`);
    return res.status(502).json({ error: 'The deal sheet could not be made. Please try again.' });
  }
}
