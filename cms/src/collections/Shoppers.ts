import type { Access, CollectionBeforeDeleteHook, CollectionConfig } from 'payload';
import { getUserTenantIDs, isStaff, isStaffUser, isSuperAdmin } from '../access/roles';
import { stopAlertsEndpoint } from '../shoppers/alerts/stopAlertsEndpoint';
import { shopperEndpoints } from '../shoppers/endpoints';
import { shopperSessionStrategy } from '../shoppers/sessionStrategy';

/** Super admins, and tenant admins for their tenants' shoppers (a shopper may ask to be forgotten). */
const deleteShoppers: Access = ({ req }) => {
  if (!isStaffUser(req.user)) return false;
  if (isSuperAdmin(req.user)) return true;
  const adminOf = getUserTenantIDs(req.user, 'tenant-admin');
  return adminOf.length > 0 ? { tenant: { in: adminOf } } : false;
};

/** A shopper's sessions, alerts, watchlist and saved searches go with them, in the same transaction. */
const deleteShopperData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['shopper-sessions', 'shopper-alerts', 'watchlist-entries', 'saved-searches'] as const) {
    await req.payload.delete({ collection, where: { shopper: { equals: id } }, overrideAccess: true, depth: 0, req });
  }
};

/**
 * Shoppers who signed in on a dealer's site with a code sent to their mobile (issue 14, spec §2,
 * §3 "User: phone"). One per (tenant, mobile): the same number on two dealers' sites is two
 * shoppers. An auth collection with Payload's local strategy off: a shopper has no password and
 * never a JWT; requests carry `Authorization: Shopper <token>` (shoppers/sessionStrategy.ts).
 * Written only by the shopper endpoints (shoppers/endpoints); staff of the tenant read them (who
 * saved what), super admins and tenant admins delete them. Shoppers never reach the admin.
 */
export const Shoppers: CollectionConfig = {
  slug: 'shoppers',
  labels: { singular: 'Shopper', plural: 'Shoppers' },
  auth: { disableLocalStrategy: true, strategies: [shopperSessionStrategy] },
  admin: {
    group: 'Shoppers',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'last_signed_in_at', 'createdAt'],
    listSearchableFields: ['phone'],
    description: 'Shoppers who signed in on a site with a code sent to their mobile.',
  },
  defaultSort: '-last_signed_in_at',
  access: {
    admin: () => false,
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: deleteShoppers,
    unlock: () => false,
  },
  endpoints: [...shopperEndpoints, stopAlertsEndpoint],
  hooks: { beforeDelete: [deleteShopperData] },
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'Mobile number (E.164), the one the code was sent to.' },
    },
    { name: 'last_signed_in_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'email',
      type: 'email',
      access: { update: () => false },
      admin: {
        readOnly: true,
        description: 'Where alerts also go by email. Given by the shopper on their watchlist page.',
      },
    },
    {
      name: 'alerts_stopped_at',
      type: 'date',
      access: { update: () => false },
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the shopper stopped alerts (the link in one, or their watchlist page). Empty: alerts are on.',
      },
    },
    {
      name: 'valuation',
      type: 'group',
      label: 'Latest valuation',
      access: { update: () => false },
      admin: {
        readOnly: true,
        // Only where a valuation was kept (tenants with "Keep valuations on shoppers’ profiles").
        condition: (data) => Boolean(data?.valuation?.saved_at),
        description:
          'The shopper’s latest trade-in valuation, as the site showed it to them while signed in. The lead and the trade-in hold the dealer’s full record.',
      },
      fields: [
        { name: 'saved_at', type: 'date', label: 'Saved at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'flow',
          type: 'select',
          options: [
            { label: 'Four-step wizard', value: 'wizard' },
            { label: 'Instant offer', value: 'instant-offer' },
          ],
        },
        { name: 'vehicle', type: 'text' },
        { name: 'rego', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'kms', type: 'number', label: 'Odometer (km)' },
        { name: 'offer_amount', type: 'number', label: 'Offer (whole dollars)' },
        { name: 'offer_expires_on', type: 'text', label: 'Offer stands until', admin: { description: 'YYYY-MM-DD, the dealer’s date.' } },
        { name: 'lead', type: 'relationship', relationTo: 'leads' },
        { name: 'trade_in', type: 'relationship', relationTo: 'trade-ins', label: 'Trade-in' },
      ],
    },
    {
      name: 'watchlist',
      type: 'join',
      collection: 'watchlist-entries',
      on: 'shopper',
      admin: { description: 'Cars this shopper saved.' },
    },
    {
      name: 'saved_searches',
      type: 'join',
      collection: 'saved-searches',
      on: 'shopper',
      admin: { description: 'Searches this shopper saved.' },
    },
  ],
};
