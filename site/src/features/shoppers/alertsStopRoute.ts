/**
 * `POST /api/alerts/stop?t={token}` (issue 14, one-click unsubscribe): stops a shopper's alerts.
 * The token (signed by the CMS, in every alert) is the whole authority, so no session and no
 * same-site check: mail apps post here themselves (RFC 8058 `List-Unsubscribe=One-Click`, form
 * encoded), and the `/alerts/stop` page posts `{ token }` as JSON. A GET (a link scanner, a
 * preview) changes nothing: it is sent to that page, where one press stops the alerts.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { siteEnv } from '@/lib/env';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { sendNoDealerSite } from '@/features/tenant/tenantApiRoute';
import { BodyTooLargeError, readBody } from '@/features/leads/leadRequestInput';
import { callCmsShoppers, SIGN_IN_UNAVAILABLE_TEXT } from './cmsShopperApi';

export const ALERTS_STOP_PAGE = '/alerts/stop';
const TOKEN = /^[A-Za-z0-9_.-]{10,300}$/;

/** The token of the query (`t`), a JSON body (`token`) or a form body (`t`). */
export function stopTokenOf(query: NextApiRequest['query'], contentType: string, body: string): string | null {
  const fromQuery = Array.isArray(query.t) ? query.t[0] : query.t;
  if (fromQuery) return TOKEN.test(fromQuery) ? fromQuery : null;
  if (/^application\/json/i.test(contentType)) {
    try {
      const token = (JSON.parse(body) as { token?: unknown }).token;
      return typeof token === 'string' && TOKEN.test(token) ? token : null;
    } catch {
      return null;
    }
  }
  const fromForm = new URLSearchParams(body).get('t');
  return fromForm && TOKEN.test(fromForm) ? fromForm : null;
}

export async function alertsStopRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method === 'GET') {
    const t = Array.isArray(req.query.t) ? req.query.t[0] : req.query.t;
    res.setHeader('Location', `${ALERTS_STOP_PAGE}${t ? `?t=${encodeURIComponent(t)}` : ''}`);
    res.status(303).end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    return res.status(405).json({ error: 'Use POST.' });
  }
  const tenant = await tenantFromRequest(req.headers);
  if (!tenant) return sendNoDealerSite(res);
  if (!(await allowRequest(req, res, RATE_LIMITS.signIn, tenant.slug))) return;
  let body = '';
  try {
    body = await readBody(req, 4096);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return res.status(413).json({ error: 'At most 4096 bytes.' });
    throw error;
  }
  const token = stopTokenOf(req.query, String(req.headers['content-type'] ?? ''), body);
  if (!token) return res.status(400).json({ error: 'This link is not valid.' });
  const apiKey = siteEnv().LEADS_API_KEY;
  if (!apiKey) return res.status(503).json({ error: SIGN_IN_UNAVAILABLE_TEXT });
  const answer = await callCmsShoppers(
    '/alerts/stop',
    { kind: 'site', apiKey },
    { tenant: tenant.slug, token },
    { cmsUrl: siteEnv().CMS_URL },
  );
  return res.status(answer.status).json(answer.body);
}
