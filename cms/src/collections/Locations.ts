import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';
import { locationPaths, revalidateSite } from '../hooks/revalidateSite';
import { addressField } from '../fields/address';
import { slugField } from '../fields/slug';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';
import { reindexCarsOf } from '../hooks/indexCar';
import { forgetTenantLeadDocumentsHooks } from '../leads/submit/tenantFacts';

const hoursFields = [
  { name: 'weekday', type: 'number', min: 0, max: 6, admin: { description: '0 is Sunday' } },
  { name: 'status', type: 'select', options: ['Open', 'Closed'], defaultValue: 'Open', required: true },
  { name: 'open', type: 'text', admin: { description: '24-hour time, e.g. 08:30' } },
  { name: 'close', type: 'text' },
] as const;

const revalidate = revalidateSite(locationPaths);

/** A dealership's site: sales, service or parts (spec §3 "Location"), with opening and holiday hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: {
    group: 'Dealer',
    useAsTitle: 'name',
    defaultColumns: ['name', 'location_type', 'dealership', 'visible'],
  },
  access: tenantScopedAccess({ visible: { equals: true } }),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    beforeValidate: [ensureUniquePerScope('slug')],
    afterChange: [...revalidate.afterChange, reindexCarsOf('location', ['name', 'address']), ...forgetTenantLeadDocumentsHooks.afterChange],
    afterDelete: [...revalidate.afterDelete, ...forgetTenantLeadDocumentsHooks.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true },
    { name: 'primary', type: 'checkbox', defaultValue: false },
    { name: 'visible', type: 'checkbox', defaultValue: true },
    {
      name: 'location_type',
      type: 'select',
      options: [
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
      ],
    },
    { name: 'location_subtype', type: 'text' },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    addressField,
    {
      name: 'contact_detail',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'landline_phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'opening_hours', type: 'array', fields: [...hoursFields] as never },
    {
      name: 'holiday_hours',
      type: 'array',
      fields: [
        { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'name', type: 'text', admin: { description: 'e.g. Christmas Day' } },
        ...(hoursFields.slice(1) as never[]),
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'average_rating', type: 'number', min: 0, max: 5 },
    { name: 'review_count', type: 'number', min: 0 },
    { name: 'dealer_license_number', type: 'text' },
    { name: 'motor_vehicle_repairer', type: 'text' },
  ],
};
