import type { NextApiRequest, NextApiResponse } from 'next';
import { mediaFileCache, type MediaFetchResult } from '@/features/media/mediaFileCache';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';
import { siteEnv } from '@/lib/env';
import { isServableMediaType, mediaHeaders } from '@/lib/mediaHeaders';

/** One media file from the CMS (the cache below keeps the servable ones). */
async function fromCms(name: string): Promise<MediaFetchResult> {
  const upstream = await fetch(`${siteEnv().CMS_URL}/api/media/file/${name}`).catch((error: Error) => {
    console.error(`Media proxy: the CMS could not be reached (${error.message})`);
    return null;
  });
  if (!upstream) return { kind: 'status', status: 502 };
  if (!upstream.ok) return { kind: 'status', status: upstream.status === 404 ? 404 : 502 };
  return {
    kind: 'file',
    file: {
      contentType: upstream.headers.get('content-type') ?? '',
      csp: upstream.headers.get('content-security-policy'),
      body: Buffer.from(await upstream.arrayBuffer()),
    },
  };
}

const mediaFile = mediaFileCache({ load: fromCms, isServable: (file) => isServableMediaType(file.contentType) });

/**
 * CMS media through the site's own origin, so next/image can optimise stock photos and logos
 * (stored as `/api/media/file/...` paths) without fetching from a private address.
 * Only media files are passed through; nothing else of the CMS is reachable here, and only as
 * images that cannot run script (issue 9: an uploaded SVG must not act as a page of the site).
 */
export default async function media(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.status(405).end();
  const segments = ([] as string[]).concat(req.query.path ?? []);
  if (segments.length === 0 || segments.some((s) => s === '..' || s.includes('/'))) return res.status(400).end();
  // Media are shared by every tenant's pages: one counter per client address, whatever the host.
  const result = await mediaFile(segments.map(encodeURIComponent).join('/'), () => allowRequest(req, res, RATE_LIMITS.mediaLoad, 'media'));
  if (result.kind === 'refused') return;
  if (result.kind === 'status') return res.status(result.status).end();
  const { contentType, csp, body } = result.file;
  if (!isServableMediaType(contentType)) {
    console.warn(`Media proxy: ${segments.join('/')} is ${contentType || 'untyped'}, not an image; refused`);
    return res.status(404).end();
  }
  for (const [name, value] of Object.entries(mediaHeaders(contentType, csp))) res.setHeader(name, value);
  // Media files never change under one name (uploads get new names).
  res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  res.status(200).send(body);
}
