/**
 * Live preview (issue 12), server side: what the admin's editor has typed (a page or an offer as
 * its form holds it: relations as ids) shaped as the published page shows it. Nothing is read but
 * the tenant's own and shared images; the draft itself never leaves the editor's browser and this
 * answer, so the site needs no right to read drafts.
 */
import type { Media, Offer, Page } from '@dealer/cms/payload-types';
import { isOfferLive, type Locale, type LivePreviewCollection } from '@dealer/domain';
import { cmsFind } from '@/lib/cmsClient';
import { offerCardOf, pageContentOf, type OfferCard, type PageContent } from '@/features/content/loadContent';
import { idOf, isRecord, mediaIds, ownOrSharedMedia, text } from './previewRequest';

export { previewRequestErrors } from './previewRequest';

export type PreviewView =
  | { collection: 'pages'; id: string; page: PageContent }
  | {
      collection: 'offers';
      id: string;
      offer: OfferCard;
      /** Whether the offer's window (start and end) shows it on the site now. */
      liveNow: boolean;
      startsAt: string | null;
    };

async function tenantMedia(ids: number[], tenantId: number): Promise<Map<number, Media>> {
  if (ids.length === 0) return new Map();
  const { docs } = await cmsFind<Media>('media', { where: { id: { in: ids } }, depth: 0, limit: ids.length });
  return ownOrSharedMedia(docs, tenantId);
}

export async function previewView(
  body: { collection: LivePreviewCollection; id: string | number; data: Record<string, unknown> },
  site: { tenantId: number; locale: Locale },
  now = new Date(),
): Promise<PreviewView> {
  const { collection, data } = body;
  const id = String(body.id);
  const media = await tenantMedia(mediaIds(collection, data), site.tenantId);
  const image = (value: unknown) => media.get(idOf(value) ?? -1) ?? null;
  const group = (name: string) => (isRecord(data[name]) ? (data[name] as Record<string, unknown>) : {});
  if (collection === 'pages') {
    const page = {
      ...data,
      title: text(data.title) ?? 'Untitled page',
      hero: { ...group('hero'), image: image(group('hero').image) },
      seo: { ...group('seo'), image: image(group('seo').image) },
    } as unknown as Page;
    return { collection, id, page: pageContentOf(page) };
  }
  const offer = {
    ...data,
    id: Number(id) || 0,
    title: text(data.title) ?? 'Untitled offer',
    image: image(data.image),
    price: typeof data.price === 'number' && Number.isFinite(data.price) ? data.price : null,
  } as unknown as Offer;
  return {
    collection,
    id,
    offer: offerCardOf(offer, site.locale, { details: true }),
    liveNow: isOfferLive(offer, now),
    startsAt: text(data.startsAt),
  };
}
