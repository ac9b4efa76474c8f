import type { CollectionConfig } from 'payload';
import { isStaff } from '../access/roles';

export const SHOPPER_ALERT_KINDS = ['price-drop', 'new-match'] as const;
export type ShopperAlertKind = (typeof SHOPPER_ALERT_KINDS)[number];
export const SHOPPER_ALERT_CHANNELS = ['sms', 'email'] as const;
export const SHOPPER_ALERT_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ShopperAlertChannel = (typeof SHOPPER_ALERT_CHANNELS)[number];

/**
 * Alerts sent to shoppers (issue 14): a watched car's price drop, or new cars matching a saved
 * search, by SMS and, when the shopper has an email address, by email; one row per message.
 * Written only by the jobs (shoppers/alerts/), with access control off; `dedupe_key`
 * (`price-drop:{entryId}:{price_to}:{channel}`, `new-match:{searchId}:{matched_through}:{channel}`)
 * is unique, so two runs or two workers never store, and so never send, the same alert twice. The
 * tenant's staff read them; nobody edits them.
 */
export const ShopperAlerts: CollectionConfig = {
  slug: 'shopper-alerts',
  labels: { singular: 'Shopper alert', plural: 'Shopper alerts' },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'dedupe_key',
    defaultColumns: ['shopper', 'car', 'price_from', 'price_to', 'channel', 'status', 'sent_at'],
    description: 'Alerts sent to shoppers: price drops of cars on their watchlist, new cars matching their saved searches.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['status', 'attempts'] }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'watchlist_entry',
      type: 'relationship',
      relationTo: 'watchlist-entries',
      admin: { readOnly: true, description: 'Empty once the shopper removed the car from their watchlist.' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [...SHOPPER_ALERT_KINDS],
      defaultValue: 'price-drop',
      admin: { readOnly: true },
    },
    {
      name: 'saved_search',
      type: 'relationship',
      relationTo: 'saved-searches',
      admin: { readOnly: true, description: 'New matches: the search. Empty once the shopper removed it.' },
    },
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      index: true,
      admin: { readOnly: true, description: 'The car whose price dropped, or the newest new match.' },
    },
    {
      name: 'match_car_ids',
      type: 'json',
      admin: { readOnly: true, description: 'New matches: the cars the message names (newest first, at most 5).' },
    },
    { name: 'match_count', type: 'number', admin: { readOnly: true, description: 'New matches: how many new cars matched.' } },
    { name: 'price_from', type: 'number', admin: { readOnly: true, description: 'The price the shopper last knew.' } },
    { name: 'price_to', type: 'number', admin: { readOnly: true, description: 'The new price.' } },
    { name: 'channel', type: 'select', required: true, options: [...SHOPPER_ALERT_CHANNELS], admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [...SHOPPER_ALERT_STATUSES],
      defaultValue: 'pending',
      admin: { readOnly: true },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'last_error', type: 'text', admin: { readOnly: true } },
    { name: 'sent_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'dedupe_key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
  ],
};
