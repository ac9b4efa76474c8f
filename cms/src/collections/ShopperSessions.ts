import type { CollectionConfig } from 'payload';

/**
 * Shoppers' signed-in sessions (issue 14): the SHA-256 of the token the site holds, never the
 * token. Valid 30 days from sign-in; sign-out deletes the row; expired rows are removed by the job
 * worker (shoppers/cleanup.ts). Written by the shopper endpoints and the session strategy only.
 */
export const ShopperSessions: CollectionConfig = {
  slug: 'shopper-sessions',
  labels: { singular: 'Shopper session', plural: 'Shopper sessions' },
  admin: { group: 'Shoppers', hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'token_hash', type: 'text', required: true, unique: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'user_agent', type: 'text' },
    { name: 'last_used_at', type: 'date' },
  ],
};
