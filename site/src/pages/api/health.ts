import type { NextApiRequest, NextApiResponse } from 'next';
import { siteEnv } from '@/lib/env';

/** Readiness: the site is only useful when it can reach the CMS. */
export default async function health(_req: NextApiRequest, res: NextApiResponse) {
  try {
    const response = await fetch(`${siteEnv().CMS_URL}/api/tenants?limit=1&depth=0&select[slug]=true`);
    if (!response.ok) return res.status(503).json({ ok: false, cms: `CMS answered ${response.status}` });
    return res.status(200).json({ ok: true });
  } catch (error) {
    return res.status(503).json({ ok: false, cms: `CMS unreachable: ${(error as Error).message}` });
  }
}
