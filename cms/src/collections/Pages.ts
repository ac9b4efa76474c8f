import type { CollectionConfig } from 'payload';
import { BODY_TYPES } from '@dealer/domain';
import { tenantScopedAccess } from '../access/tenantScoped';
import { pagePaths, revalidateSite } from '../hooks/revalidateSite';
import { slugField } from '../fields/slug';
import { seoFields } from '../fields/seo';
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
    {
      name: 'stockRow',
      label: 'Stock row',
      type: 'group',
      admin: { description: 'A row of your newest in-stock vehicles under the text, e.g. every ute on a ute centre page.' },
      fields: [
        { name: 'heading', type: 'text', admin: { description: 'Left empty, the page has no stock row.' } },
        {
          name: 'body',
          type: 'select',
          options: BODY_TYPES.map((body) => ({ label: body, value: body })),
          admin: { description: 'Only this body type; left empty, every in-stock vehicle.' },
        },
      ],
    },
    { name: 'metaDescription', type: 'textarea' },
    seoFields(),
  ],
};
