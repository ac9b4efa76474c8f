import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { CAR_CONDITION_OPTIONS, NUMBER_OF_KEYS_OPTIONS, REGO_STATES, SERVICE_HISTORY_OPTIONS, TRADE_IN_SOURCE_PAGES } from '@dealer/domain';
import { isStaff, isSuperAdminAccess } from '../access/roles';
import { deleteImagesOfTradeIn } from '../tradeIns/images/linkTradeInImages';
import { tradeInTitle } from '../tradeIns/tradeInRecord';

/** The list's title, kept with the document so the admin can show and search it. */
const setTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const vehicle = data.vehicle ?? originalDoc?.vehicle;
  const rego = data.rego ?? originalDoc?.rego ?? '';
  return { ...data, title: tradeInTitle(vehicle, rego) };
};

/** A record of what the shopper sent: nobody edits it in the admin. */
const readOnly = (fields: Field[]): Field[] => fields.map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field);

const text = (name: string): Field => ({ name, type: 'text' });
const whole = (name: string): Field => ({ name, type: 'number' });

/**
 * Trade-in valuations finished in the site's wizard (issue 13), each stored with its lead in one
 * transaction by POST /api/leads/submit (a `trade_in` beside the lead). Like leads: read only by
 * the tenant's staff, created only by that endpoint; a record of what the shopper sent, so nobody
 * edits it, and only super admins delete it (deleting its lead deletes it too, and deleting it
 * deletes its photos).
 */
export const TradeIns: CollectionConfig = {
  slug: 'trade-ins',
  labels: { singular: 'Trade-in', plural: 'Trade-ins' },
  admin: {
    group: 'Leads',
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'nearest_location', 'createdAt'],
    listSearchableFields: ['title', 'name', 'email', 'rego', 'eval_id'],
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: isSuperAdminAccess,
  },
  hooks: { beforeChange: [setTitle], beforeDelete: [deleteImagesOfTradeIn] },
  fields: readOnly([
    { name: 'title', type: 'text', admin: { description: 'Year, make and model of the vehicle, and its rego.' } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, unique: true },
    { name: 'eval_id', type: 'text', required: true, index: true, label: 'Valuation id' },
    { name: 'rego', type: 'text', required: true, label: 'Rego' },
    { name: 'state', type: 'select', required: true, options: [...REGO_STATES] },
    {
      name: 'description',
      type: 'text',
      admin: { description: 'The description the shopper chose when the rego matched several vehicles.' },
    },
    {
      name: 'vehicle',
      type: 'group',
      admin: { description: 'The valuation provider’s record of the vehicle.' },
      fields: [
        text('evalId'),
        text('vin'),
        text('engineNumber'),
        text('registration'),
        text('registrationExpiry'),
        whole('km'),
        text('make'),
        text('model'),
        text('series'),
        text('variant'),
        whole('year'),
        text('transmission'),
        text('redbookCode'),
        text('body'),
        whole('cylinders'),
        whole('complianceMonth'),
        whole('complianceYear'),
        whole('buildMonth'),
        whole('buildYear'),
      ],
    },
    {
      name: 'answers',
      type: 'group',
      admin: { description: 'What the shopper told us about the vehicle.' },
      fields: [
        { name: 'postcode', type: 'text', required: true },
        { name: 'odometer', type: 'number', required: true, admin: { description: 'Kilometres' } },
        { name: 'service_history', type: 'select', required: true, options: [...SERVICE_HISTORY_OPTIONS] },
        { name: 'number_of_keys', type: 'select', required: true, options: [...NUMBER_OF_KEYS_OPTIONS] },
        { name: 'car_condition', type: 'select', required: true, options: [...CAR_CONDITION_OPTIONS] },
        { name: 'comments', type: 'textarea' },
      ],
    },
    { name: 'name', type: 'text', required: true, admin: { description: 'The shopper, as on the lead.' } },
    { name: 'last_name', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    {
      name: 'nearest_location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'The visible location nearest the postcode; empty when the postcode was not found.' },
    },
    { name: 'nearest_location_km', type: 'number', label: 'Distance (km)' },
    { name: 'postcode_place', type: 'text', admin: { description: 'Where the postcode is, e.g. Southport QLD.' } },
    { name: 'source_page', type: 'select', required: true, options: [...TRADE_IN_SOURCE_PAGES] },
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      admin: { description: 'The car the shopper is buying, when they started from one.' },
    },
    {
      name: 'images',
      type: 'join',
      collection: 'trade-in-images',
      on: 'trade_in',
      label: 'Photos',
      admin: { description: 'Photos of the car the shopper uploaded in the wizard.' },
    },
  ]),
};
