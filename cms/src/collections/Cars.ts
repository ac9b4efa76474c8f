import type { CollectionConfig, Field } from 'payload';
import { listedCarsWhere, staffOnlyField } from '../access/cars';
import { isStaffUser } from '../access/roles';
import { tenantScopedAccess } from '../access/tenantScoped';
import { slugField } from '../fields/slug';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';
import { indexCar, removeCarFromIndex } from '../hooks/indexCar';
import { carCreatedAt } from '../hooks/carCreatedAt';

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field;
const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field;

/**
 * Stock (spec §3 "Car"). Field names are the spec's: dealer feeds and integrations speak them.
 * Finance lenders and payment processors are keyed objects, kept as JSON.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    group: 'Stock',
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'dealership'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate'],
  },
  // Anonymous readers get listed cars only (`listedCarsWhere` is evaluated per request: it moves with the clock).
  access: { ...tenantScopedAccess({}), read: ({ req }) => (isStaffUser(req.user) ? true : listedCarsWhere()) },
  indexes: [
    { fields: ['tenant', 'slug'], unique: true },
    { fields: ['dealership', 'stocknum'], unique: true },
  ],
  hooks: {
    beforeValidate: [carCreatedAt, ensureUniquePerScope('slug'), ensureUniquePerScope('stocknum', 'dealership')],
    afterChange: [indexCar],
    afterDelete: [removeCarFromIndex],
  },
  fields: [
    text('name', { required: true }),
    slugField('name'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    {
      type: 'row',
      fields: [
        num('year', { required: true, min: 1900, max: 2100 }),
        text('make', { required: true, index: true }),
        text('model', { required: true }),
        text('badge'),
        text('series'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'car_type', type: 'select', required: true, options: ['new', 'used', 'demo'], index: true },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'in_stock',
          options: [
            { label: 'In stock', value: 'in_stock' },
            { label: 'Coming soon', value: 'coming_soon' },
            { label: 'Sold', value: 'sold' },
          ],
          index: true,
        },
        {
          name: 'item_type',
          type: 'select',
          defaultValue: 'car',
          options: ['car', 'motorcycle', 'caravan'],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Price',
      fields: [
        {
          type: 'row',
          fields: [
            num('price', { min: 0 }),
            num('before_price', { min: 0, admin: { description: 'Earlier price: shown as Was when higher.' } }),
            num('offer_price', { min: 0, admin: { description: 'Reduced price.' } }),
            num('subscription_price', { min: 0 }),
          ],
        },
        {
          name: 'price_type',
          type: 'select',
          options: [
            { label: 'Drive away', value: 'drive_away' },
            { label: 'Excl. government charges', value: 'egc' },
            { label: 'Negotiable', value: 'negotiable' },
          ],
        },
        { name: 'preorder', type: 'checkbox', defaultValue: false },
        num('drive_away_price', {
          min: 0,
          admin: {
            description:
              'AU: the drive-away price of a car priced excluding government charges. Without it no price is shown (the law wants the drive-away price at least as prominent).',
          },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Disclosures',
      admin: { description: 'Notices the market requires on the car page of a used vehicle.' },
      fields: [
        text('consumer_information_notice_url', {
          admin: { description: 'NZ: link to the Consumer Information Notice (CIN) of this used vehicle.' },
        }),
        {
          name: 'dealer_warranty',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'US: the Buyers Guide offers a dealer warranty. Unticked: sold as is, no dealer warranty.' },
        },
        text('buyers_guide_warranty_terms', {
          admin: {
            description: 'US: the warranty in the Buyers Guide, e.g. "Limited warranty: 30 days or 1,000 miles, 50% parts and labor".',
          },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'State',
      fields: [
        { name: 'sold', type: 'checkbox', defaultValue: false },
        { name: 'sold_date_timestamp', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'reserved', type: 'checkbox', defaultValue: false },
        { name: 'certified', type: 'checkbox', defaultValue: false },
        text('tag'),
        { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true, index: true },
        num('views', { defaultValue: 0 }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Identification',
      fields: [
        text('stocknum', { required: true }),
        text('vin', { index: true }),
        text('regplate'),
        { name: 'rego_expiry', type: 'date' },
        text('compliance_date'),
        text('build_date'),
        { name: 'has_nvic', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Vehicle',
      fields: [
        num('km', { min: 0 }),
        text('simple_body'),
        text('simple_fuel'),
        text('simple_transmission'),
        text('trans'),
        text('drive'),
        text('fuel'),
        text('colour'),
        num('seats', { min: 0 }),
        num('doors', { min: 0 }),
        text('engine_size'),
        text('manufacturer_body'),
      ],
    },
    {
      name: 'variant',
      type: 'group',
      fields: [
        num('cylinders'),
        num('enginesize'),
        num('enginesize_litres'),
        text('induction'),
        text('geartype'),
        num('fuelconsumptioncombined'),
        num('fuelcapacity'),
        num('grossvehiclemass'),
        num('vehiclelength'),
        num('vehicleheight'),
        num('vehiclewidth'),
        text('torque'),
        num('ancaprating', { min: 0, max: 5 }),
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      admin: { description: 'Caravans.', condition: (data) => data?.item_type === 'caravan' },
      fields: [
        num('body_width', { admin: { description: 'Feet' } }),
        num('body_length', { admin: { description: 'Feet' } }),
        num('tare_weight', { admin: { description: 'kg' } }),
        text('axle_type'),
        num('sleeps'),
        num('aggregate_trailer_mass', { admin: { description: 'kg' } }),
      ],
    },
    {
      name: 'autograb_data',
      type: 'group',
      label: 'Market price data',
      access: staffOnlyField,
      fields: [num('average_market_price'), num('state_average_market_price')],
    },
    { name: 'dealercomments', type: 'textarea', admin: { description: 'Paragraphs separated by a pipe |' } },
    { name: 'standardEquipment', type: 'array', fields: [text('item', { required: true })] },
    { name: 'features', type: 'array', fields: [text('item', { required: true })] },
    {
      name: 'images',
      type: 'array',
      fields: [text('image', { required: true, admin: { description: 'Image URL' } })],
    },
    text('primary_image_url'),
    text('file', { admin: { description: 'History report link' } }),
    text('carsales_title'),
    text('private_suburb', { access: staffOnlyField }),
    text('private_postcode', { access: staffOnlyField }),
    {
      name: 'finance_lenders',
      type: 'json',
      access: staffOnlyField,
      admin: {
        description:
          'Keyed by provider A–G: interestRate, comparisonRate, paymentWeek, paymentMonth, termMonths, deposit, balloon, disclaimer',
      },
    },
    { name: 'payment_processors', type: 'json', access: staffOnlyField },
  ],
};
