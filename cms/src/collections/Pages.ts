import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';
import { pagePaths, revalidateSite } from '../hooks/revalidateSite';
import { slugField } from '../fields/slug';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';

/** Information pages (about us, careers, terms, ...) and the home page (slug "home"), in Lexical rich text. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: tenantScopedAccess({ _status: { equals: 'published' } }),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { beforeValidate: [ensureUniquePerScope('slug')], ...revalidateSite(pagePaths) },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', {
      admin: { position: 'sidebar', description: 'The path: "about-us" serves /about-us; "home" is the home page.' },
    } as never),
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'subheading', type: 'text' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'content', type: 'richText' },
    { name: 'metaDescription', type: 'textarea' },
  ],
};
