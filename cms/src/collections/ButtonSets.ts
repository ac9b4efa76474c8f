import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';

export const CAR_BUTTONS = [
  { label: 'View Details', value: 'view-details' },
  { label: 'Explore Vehicle', value: 'explore-vehicle' },
  { label: 'Enquire', value: 'enquire' },
  { label: 'Quick Enquiry', value: 'quick-enquiry' },
  { label: 'Enquiry', value: 'enquiry' },
  { label: 'Book a Test Drive', value: 'test-drive' },
  { label: 'Get Finance', value: 'finance' },
  { label: 'Reserve Now', value: 'reserve-now' },
  { label: 'Reserve This Car', value: 'reserve-this-car' },
  { label: 'Find Me Something Similar', value: 'find-similar' },
  { label: 'Trade-In Valuation', value: 'trade-in' },
  { label: 'Car History Report', value: 'history-report' },
];

/** Which buttons a dealership group shows on car cards and the car page, in order (spec §2). */
export const ButtonSets: CollectionConfig = {
  slug: 'button-sets',
  admin: {
    group: 'Dealer',
    useAsTitle: 'name',
  },
  access: tenantScopedAccess({}),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'dealerships',
      type: 'relationship',
      relationTo: 'dealerships',
      hasMany: true,
      admin: { description: 'Empty: every dealership of the tenant.' },
    },
    { name: 'cardButtons', type: 'select', hasMany: true, options: CAR_BUTTONS, required: true },
    { name: 'detailButtons', type: 'select', hasMany: true, options: CAR_BUTTONS, required: true },
  ],
};
