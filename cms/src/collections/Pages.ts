import type { CollectionConfig } from 'payload';
import { BODY_TYPES, LOCATION_BLOCK_LAYOUTS, LOCATION_BLOCK_SHOWS } from '@dealer/domain';
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
    {
      name: 'locationsBlock',
      label: 'Locations',
      type: 'group',
      admin: { description: 'Your locations under the text, e.g. the service centres on the service page.' },
      fields: [
        { name: 'heading', type: 'text' },
        {
          name: 'show',
          type: 'select',
          options: [
            { label: 'The main location', value: 'primary' },
            { label: 'Sales', value: 'sales' },
            { label: 'Service', value: 'service' },
            { label: 'Parts', value: 'parts' },
            { label: 'Service and parts', value: 'service-and-parts' },
            { label: 'All locations', value: 'all' },
            { label: 'One location', value: 'one' },
          ] satisfies { value: (typeof LOCATION_BLOCK_SHOWS)[number]; label: string }[],
          admin: { description: 'Left empty, the page shows no locations.' },
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { condition: (_data, sibling) => sibling?.show === 'one' },
        },
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'grid',
          options: [
            { label: 'One card with its map', value: 'card' },
            { label: 'Grid of cards', value: 'grid' },
            { label: 'Carousel (swipe on phones)', value: 'carousel' },
          ] satisfies { value: (typeof LOCATION_BLOCK_LAYOUTS)[number]; label: string }[],
        },
      ],
    },
    { name: 'metaDescription', type: 'textarea' },
    seoFields(),
  ],
};
