import type { CollectionConfig } from 'payload';
import { PREFERRED_CONTACT_METHODS, SERVICE_OPTIONS, STORED_LEAD_CATEGORIES, STORED_LEAD_FORMS } from '@dealer/domain/leads';
import { isStaff, tenantAdminDelete } from '../access/roles';
import { exportLeadsEndpoint } from '../leads/exportLeads';
import { submitLeadEndpoint } from '../leads/submit/endpoint';
import { LEAD_DELIVERY_CHANNELS, LEAD_DELIVERY_STATUSES } from '../leads/delivery/states';
import { deleteTradeInOfLead } from '../tradeIns/deleteTradeInOfLead';

/**
 * Enquiries from shoppers (spec §3 "Enquiry / lead form payload", "Lead submission"). Stored by the
 * CMS's lead endpoint on behalf of the site (a service account that may do nothing else); read only
 * by the tenant's staff, never publicly. Deliveries are an outbox: queued with the lead, in one
 * transaction, and their state is kept here.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'dealership', 'car', 'delivery_status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    components: { beforeListTable: ['/leads/ExportLeadsLink#ExportLeadsLink'] },
  },
  defaultSort: '-createdAt',
  // What the shopper sent is a record: nobody edits it (the CMS's own delivery bookkeeping writes
  // with overrideAccess). Deleting it (a shopper's request to be forgotten) is for the tenant's admins.
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: tenantAdminDelete,
  },
  // The only way a lead is stored (REST create is closed to everyone); staff's CSV export.
  endpoints: [submitLeadEndpoint, exportLeadsEndpoint],
  hooks: { beforeDelete: [deleteTradeInOfLead] },
  // One submission attempt stores one lead, however often the form or the network repeats it.
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  fields: [
    { name: 'form', type: 'select', required: true, options: [...STORED_LEAD_FORMS], admin: { readOnly: true } },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [...STORED_LEAD_CATEGORIES],
      defaultValue: 'General Enquiry',
      index: true,
    },
    { name: 'subcategory', type: 'text' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'preferred_contact_method', type: 'select', options: [...PREFERRED_CONTACT_METHODS], defaultValue: 'Phone' },
    { name: 'opt_in', type: 'checkbox', defaultValue: true },
    { name: 'terms_accepted', type: 'checkbox', defaultValue: false },
    { name: 'rego', type: 'text', label: 'Rego' },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'car', type: 'relationship', relationTo: 'cars' },
    { name: 'offer', type: 'relationship', relationTo: 'offers' },
    {
      name: 'vehicle',
      type: 'group',
      admin: { description: 'The car as it was when the shopper asked (it may be sold or edited since).' },
      fields: [
        { name: 'stock_number', type: 'text' },
        { name: 'vin', type: 'text' },
        { name: 'year', type: 'number' },
        { name: 'make', type: 'text' },
        { name: 'model', type: 'text' },
        { name: 'badge', type: 'text' },
        { name: 'car_type', type: 'text' },
        { name: 'vehicle_status', type: 'text' },
        { name: 'price', type: 'number' },
      ],
    },
    { name: 'preferred_date', type: 'text', admin: { description: 'Test drive: YYYY-MM-DD' } },
    { name: 'preferred_time', type: 'text', admin: { description: 'Test drive: HH:mm' } },
    { name: 'vehicle_price_budget', type: 'number' },
    { name: 'additional_services', type: 'select', hasMany: true, options: [...SERVICE_OPTIONS] },
    {
      name: 'parts',
      type: 'group',
      label: 'Parts enquiry',
      admin: { condition: (data) => data?.form === 'parts' },
      fields: [
        { name: 'make', type: 'text' },
        { name: 'model', type: 'text' },
        { name: 'part', type: 'text' },
      ],
    },
    { name: 'page_id', type: 'text' },
    { name: 'event_id', type: 'number', admin: { description: 'Analytics event id (spec §7, §9)' } },
    { name: 'source', type: 'text', defaultValue: 'Website' },
    { name: 'url', type: 'text' },
    { name: 'user_agent', type: 'text' },
    { name: 'lead_attributes', type: 'json', admin: { description: 'Visited pages and linked query parameters.' } },
    {
      name: 'trade_in',
      type: 'join',
      collection: 'trade-ins',
      on: 'lead',
      label: 'Trade-in',
      admin: { description: 'The vehicle the shopper wants to trade in (trade-in wizard leads).' },
    },
    {
      name: 'form_completed',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'The shopper finished the form (trade-in valuations).' },
    },
    {
      name: 'offer_accepted',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, position: 'sidebar', description: 'The shopper accepted the online trade-in offer (event 18).' },
    },
    { name: 'idempotency_key', type: 'text', required: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'delivery_status',
      type: 'select',
      options: [...LEAD_DELIVERY_STATUSES],
      defaultValue: 'pending',
      index: true,
      admin: { position: 'sidebar', description: 'Failed when any delivery ran out of retries; delivered when all arrived.' },
    },
    {
      name: 'deliveries',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'channel', type: 'select', required: true, options: [...LEAD_DELIVERY_CHANNELS] },
        { name: 'target', type: 'text', required: true },
        { name: 'status', type: 'select', required: true, options: [...LEAD_DELIVERY_STATUSES], defaultValue: 'pending' },
        { name: 'attempts', type: 'number', defaultValue: 0 },
        { name: 'last_error', type: 'textarea' },
        { name: 'delivered_at', type: 'date' },
      ],
    },
  ],
};
