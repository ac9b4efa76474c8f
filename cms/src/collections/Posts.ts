import type { CollectionConfig } from 'payload';
import { BLOG_CATEGORIES } from '@dealer/domain';
import { tenantScopedAccess } from '../access/tenantScoped';
import { postPaths, postWindowEdges, revalidateSite } from '../hooks/revalidateSite';
import { slugField } from '../fields/slug';
import { seoFields } from '../fields/seo';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';

/**
 * Blog articles (spec §2 `/blog/vehicle-reviews` and the blog's category links), shown at
 * `/blog/{category}/{slug}` from their publish date on.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog article', plural: 'Blog articles' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: tenantScopedAccess({ _status: { equals: 'published' } }),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { beforeValidate: [ensureUniquePerScope('slug')], ...revalidateSite(postPaths, { windowEdges: postWindowEdges }) },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', {
      admin: {
        position: 'sidebar',
        description: 'The last part of the path: /blog/{category}/{slug}. Left empty, it is made from the title.',
      },
    } as never),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'vehicle-reviews',
      options: BLOG_CATEGORIES.map((category) => ({ label: category.label, value: category.key })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The article shows on the site from this moment; a later date schedules it.',
      },
    },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the article list and search results (at most 300 characters).' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', required: true },
    { name: 'metaDescription', type: 'textarea' },
    seoFields(),
  ],
};
