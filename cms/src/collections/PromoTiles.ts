import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';
import { promoTileWindowEdges, promoTilePaths, revalidateSite } from '../hooks/revalidateSite';

/**
 * Promotional tiles and banners (spec §2: active only inside a date window, e.g.
 * 2025-01-01 to 2025-02-01 at +10:00). The window is stored as instants plus the zone it was
 * written in, so staff see it in the dealer's own time.
 */
export const PromoTiles: CollectionConfig = {
  slug: 'promo-tiles',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'placement', 'activeFrom', 'activeUntil'],
  },
  access: tenantScopedAccess({}),
  hooks: { ...revalidateSite(promoTilePaths, { windowEdges: promoTileWindowEdges }) },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'href', type: 'text' },
    { name: 'ctaLabel', type: 'text' },
    {
      name: 'placement',
      type: 'select',
      required: true,
      defaultValue: 'search',
      options: [
        { label: 'Among search results', value: 'search' },
        { label: 'Home banner carousel', value: 'home-banner' },
      ],
    },
    { name: 'order', type: 'number', defaultValue: 0 },
    { name: 'activeFrom', type: 'date', required: true, timezone: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'activeUntil', type: 'date', required: true, timezone: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
