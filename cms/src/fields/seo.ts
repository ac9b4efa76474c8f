import type { Field } from 'payload';

/**
 * What search engines and link previews show for a page (issue 12 "SEO per tenant"): a title of
 * its own and a share image. The description is the document's `metaDescription` (or excerpt).
 * Own fields rather than @payloadcms/plugin-seo: see docs/decisions.md.
 */
export const seoFields = (): Field => ({
  name: 'seo',
  label: 'Search and sharing',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 70,
      admin: { description: 'The title in search results and link previews (at most 70 characters). Left empty: the page title.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture of link previews (1200 × 630 works best). Left empty: the page’s hero image.' },
    },
  ],
});
