import type { CollectionConfig } from 'payload';
import { isStaff } from '../access/roles';

/**
 * Cars a shopper saved (issue 14, spec §2 watchlist), with the price when saved, so the site can
 * say the price changed, and the price the last price-drop alert told them (shoppers/alerts). One per (shopper, car). Written only by the shopper's watchlist endpoints;
 * the tenant's staff read them (which cars are watched). A deleted car leaves its entries with no
 * car (the site shows it gone); a deleted shopper takes their entries along.
 */
export const WatchlistEntries: CollectionConfig = {
  slug: 'watchlist-entries',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist entries' },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'id',
    defaultColumns: ['shopper', 'car', 'saved_price', 'createdAt'],
    description: 'Cars shoppers saved to their watchlist.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['shopper', 'car'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true, admin: { readOnly: true } },
    { name: 'car', type: 'relationship', relationTo: 'cars', index: true, admin: { readOnly: true } },
    { name: 'saved_price', type: 'number', admin: { readOnly: true, description: 'The car’s price when it was saved.' } },
    {
      name: 'alerted_price',
      type: 'number',
      admin: {
        readOnly: true,
        description: 'The price the last price-drop alert told the shopper. Empty: none yet (the saved price is what they know).',
      },
    },
  ],
};
