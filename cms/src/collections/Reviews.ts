import type { CollectionConfig } from 'payload';
import { reviewPaths, revalidateSite } from '../hooks/revalidateSite';
import { tenantScopedAccess } from '../access/tenantScoped';

/** Customer reviews of a location (spec §3 "Review"). Hidden ones stay out of the public API. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    group: 'Dealer',
    useAsTitle: 'customer_name',
    defaultColumns: ['customer_name', 'rating', 'location', 'review_date'],
  },
  access: tenantScopedAccess({ hidden: { not_equals: true } }),
  hooks: { ...revalidateSite(reviewPaths) },
  fields: [
    { name: 'customer_name', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'review_date', type: 'date', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'hidden', type: 'checkbox', defaultValue: false },
  ],
};
