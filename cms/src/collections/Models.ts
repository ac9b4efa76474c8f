import type { CollectionConfig } from 'payload';
import { revalidateModelRange } from '../hooks/revalidateSite';
import { BODY_TYPES } from '@dealer/domain';
import { isSuperAdminAccess } from '../access/roles';
import { slugField } from '../fields/slug';

/** Vehicle models (spec §3 "Model"): reference data shared by every tenant. */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: {
    group: 'Platform',
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'status', 'body'],
  },
  access: { read: () => true, create: isSuperAdminAccess, update: isSuperAdminAccess, delete: isSuperAdminAccess },
  indexes: [{ fields: ['manufacturer', 'slug'], unique: true }],
  hooks: { ...revalidateModelRange },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', { required: true } as never),
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true, index: true },
    { name: 'description', type: 'textarea' },
    { name: 'override_url', type: 'text' },
    {
      name: 'status',
      type: 'select',
      options: [
        { label: 'New (shows NEW)', value: 'new' },
        { label: 'Coming soon (shows COMING SOON)', value: 'coming_soon' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'select', hasMany: true, options: [...BODY_TYPES] },
    { name: 'bodyStyle', type: 'array', fields: [{ name: 'name', type: 'text', required: true }] },
    { name: 'fuel', type: 'text' },
    { name: 'variant', type: 'text' },
    { name: 'manufacturer_body', type: 'text' },
    { name: 'manufacturer_body2', type: 'text' },
    { name: 'manufacturer_body3', type: 'text' },
    { name: 'aftermarket_manufacturer_id', type: 'text' },
    { name: 'accessories_count', type: 'number', defaultValue: 0 },
    { name: 'price_from', type: 'number', admin: { description: 'Drive-away from, whole dollars.' } },
  ],
};
