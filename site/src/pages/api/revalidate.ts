import type { NextApiRequest, NextApiResponse } from 'next';
import { matchSiteRoute } from '@dealer/domain';
import { siteEnv } from '@/lib/env';
import { sameSecret } from '@/lib/sameSecret';

/**
 * On-demand revalidation, called by CMS hooks: POST { tenant, paths: ['/offers', ...] } with
 * the shared secret. Revalidates the real (rewritten) route paths.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).json({ error: 'Use POST' });
  if (!sameSecret(req.headers.authorization, `Bearer ${siteEnv().REVALIDATE_SECRET}`))
    return res.status(401).json({ error: 'Invalid revalidation secret' });
  const { tenant, paths } = (req.body ?? {}) as { tenant?: unknown; paths?: unknown };
  const errors: Record<string, string> = {};
  if (typeof tenant !== 'string' || !/^[a-z0-9-]+$/.test(tenant)) errors.tenant = 'tenant must be a tenant slug';
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string' && p.startsWith('/')))
    errors.paths = 'paths must be a non-empty list of paths starting with /';
  if (Object.keys(errors).length > 0) return res.status(400).json({ errors });
  const revalidated: string[] = [];
  const failed: Record<string, string> = {};
  for (const path of paths as string[]) {
    if (!matchSiteRoute(path.split('/'))) continue;
    const target = `/_sites/${tenant as string}${path === '/' ? '' : path}`;
    try {
      await res.revalidate(target);
      revalidated.push(path);
    } catch (error) {
      failed[path] = (error as Error).message;
    }
  }
  return res.status(Object.keys(failed).length ? 500 : 200).json({ revalidated, failed });
}
