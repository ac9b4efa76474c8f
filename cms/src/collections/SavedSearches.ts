import type { CollectionConfig } from 'payload';
import { isStaff } from '../access/roles';

/**
 * Searches a shopper saved from a results page (issue 14: "saved searches from any results page,
 * and alerts … when a new matching car arrives"). `criteria` is the search state as a query string
 * (stock-search's `toSearchParams`, page and sort left out), read by the new-match alerts with the
 * site's own engine and tenant scope; `path` is the page to open again. One per (shopper,
 * criteria). Written only by the shopper's endpoints (shoppers/endpoints/savedSearches.ts) and
 * the alerts job; the tenant's staff read them. A deleted shopper takes theirs along.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'label',
    defaultColumns: ['label', 'shopper', 'last_alerted_at', 'createdAt'],
    description: 'Searches shoppers saved to hear about new cars that match.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['shopper', 'criteria'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true, admin: { readOnly: true } },
    { name: 'label', type: 'text', required: true, admin: { readOnly: true, description: 'What the shopper sees in their list.' } },
    { name: 'path', type: 'text', required: true, admin: { readOnly: true, description: 'The results page, to open again.' } },
    {
      name: 'criteria',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The search (filters, ranges, words) as a query string.' },
    },
    {
      name: 'matched_through',
      type: 'number',
      required: true,
      admin: {
        readOnly: true,
        description: 'Cars added up to this time (epoch seconds) are known to the shopper; newer matches are alerted.',
      },
    },
    { name: 'last_alerted_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
