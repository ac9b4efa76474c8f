/** GET /api/cars/{slug}/pdf: the car's window sticker, saved as {slug}.pdf (spec §7). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { tenantFromRequest } from '@/features/tenant/tenantFromRequest';
import { loadCarPage } from '@/features/carDetail/loadCarDetail';
import { carPath } from '@/features/carDetail/carSeo';
import { windowStickerPdf } from '@/features/carDetail/windowSticker';
import { fetchPhoto } from '@/features/carDetail/fetchPhoto';
import { allowRequest, RATE_LIMITS } from '@/features/rateLimit/rateLimit';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Use GET.' });
  }
  const slug = String(req.query.slug ?? '');
  const tenant = await tenantFromRequest(req.headers);
  if (tenant && !(await allowRequest(req, res, RATE_LIMITS.windowSticker, tenant.slug))) return;
  const page = tenant ? await loadCarPage(tenant.slug, slug) : null;
  // A sold car that has left the listings has a page (its SOLD notice), not a window sticker.
  if (!tenant || !page || page.status !== 'listed')
    return res.status(404).json({ error: 'This vehicle is no longer listed, so its window sticker cannot be created.' });
  try {
    const { car, context } = page;
    const pdf = await windowStickerPdf({
      car,
      siteName: context.site.tenant.name,
      url: `${tenant.origin}${carPath(car.slug)}`,
      photo: car.images[0] ? await fetchPhoto(car.images[0].src) : null,
      colour: context.site.branding.primaryColour,
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${car.slug.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf"`);
    res.setHeader('Cache-Control', 'private, max-age=60');
    return res.status(200).send(pdf);
  } catch (error) {
    console.error(`Window sticker for ${slug} failed`, error);
    return res.status(500).json({ error: 'The window sticker could not be created. Please try again in a moment.' });
  }
}
