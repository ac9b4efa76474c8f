import type { CollectionConfig } from 'payload';
import { isStaff } from '../access/roles';

/**
 * Enquiries from shoppers (spec §3 "Enquiry / lead form payload"). Written by the site's API
 * routes; read only by the tenant's staff, never publicly.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    group: 'Stock',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'email', 'createdAt'],
  },
  access: {
    read: isStaff,
    create: ({ req }) => Boolean(req.user),
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'category', type: 'text', required: true, defaultValue: 'General Enquiry' },
    { name: 'subcategory', type: 'text' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'opt_in', type: 'checkbox', defaultValue: true },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
    { name: 'car', type: 'relationship', relationTo: 'cars' },
    { name: 'event_id', type: 'number', admin: { description: 'Analytics event id (spec §7)' } },
    { name: 'source', type: 'text', defaultValue: 'Website' },
    { name: 'url', type: 'text' },
    { name: 'user_agent', type: 'text' },
    { name: 'payload', type: 'json', admin: { description: 'Every field the form sent.' } },
  ],
};
