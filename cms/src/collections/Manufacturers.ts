import type { CollectionConfig } from 'payload';
import { revalidateManufacturerRange } from '../hooks/revalidateSite';
import { isSuperAdminAccess } from '../access/roles';
import { slugField } from '../fields/slug';

/** Vehicle makes (spec §3 "Manufacturer"): reference data shared by every tenant. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: {
    group: 'Platform',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'popular'],
  },
  access: { read: () => true, create: isSuperAdminAccess, update: isSuperAdminAccess, delete: isSuperAdminAccess },
  hooks: { ...revalidateManufacturerRange },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name', { unique: true, required: true } as never),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'popular', type: 'checkbox', defaultValue: false, admin: { description: 'Listed among popular makes.' } },
  ],
};
