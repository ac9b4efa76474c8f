import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';
import { offerWindowEdges, offerPaths, revalidateSite } from '../hooks/revalidateSite';
import { slugField } from '../fields/slug';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';

/** Special offers edited by dealer marketing staff. Drafts stay private until published. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'manufacturer', 'endsAt', '_status'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: tenantScopedAccess({ _status: { equals: 'published' } }),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { beforeValidate: [ensureUniquePerScope('slug')], ...revalidateSite(offerPaths, { windowEdges: offerWindowEdges }) },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    { name: 'summary', type: 'textarea' },
    { name: 'body', type: 'richText' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    { name: 'model', type: 'relationship', relationTo: 'models' },
    { name: 'price', type: 'number', min: 0 },
    { name: 'price_type', type: 'text' },
    { name: 'disclaimer', type: 'textarea' },
    { name: 'startsAt', type: 'date' },
    { name: 'endsAt', type: 'date' },
    { name: 'ctaLabel', type: 'text', defaultValue: 'Enquire Now' },
  ],
};
