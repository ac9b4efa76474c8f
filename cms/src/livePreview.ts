/**
 * Live preview (issue 12): pages and offers show beside their editor in a frame of the tenant's own
 * site (`/preview` there), which renders each change the admin posts to it. No draft is stored or
 * read for this: the frame gets the editor's form data from the admin window only.
 */
import type { LivePreviewConfig } from 'payload';
import { LIVE_PREVIEW_COLLECTIONS, isLivePreviewCollection, livePreviewPath, tenantPreviewOrigin } from '@dealer/domain';
import type { CmsEnv } from './env';

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value);

export function livePreviewConfig(env: Pick<CmsEnv, 'SITE_URL' | 'SITE_PREVIEW_URL'>): LivePreviewConfig & { collections: string[] } {
  return {
    collections: [...LIVE_PREVIEW_COLLECTIONS],
    // The site's own breakpoints (spec §9: xs 400 … xl 1200).
    breakpoints: [
      { label: 'Phone', name: 'phone', width: 400, height: 800 },
      { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
      { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
    ],
    url: async ({ data, collectionConfig, req }) => {
      const collection = collectionConfig?.slug;
      const tenantId = idOf(data?.tenant);
      // A document not saved yet has no id (nothing to preview until its first save).
      if (!isLivePreviewCollection(collection) || !data?.id || (typeof tenantId !== 'number' && typeof tenantId !== 'string')) return null;
      const tenant = await req.payload
        .findByID({ collection: 'tenants', id: tenantId, depth: 0, select: { slug: true, domains: true }, req })
        .catch(() => null);
      if (!tenant) return null;
      const origin = tenantPreviewOrigin(tenant, { siteUrl: env.SITE_URL, pattern: env.SITE_PREVIEW_URL });
      return origin ? `${origin}${livePreviewPath(collection, data.id as string | number)}` : null;
    },
  };
}
