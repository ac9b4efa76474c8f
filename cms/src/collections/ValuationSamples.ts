import type { CollectionConfig } from 'payload';
import { REGO_STATES, normaliseRego } from '@dealer/domain';
import { isSuperAdminAccess } from '../access/roles';
import { sampleValuationEndpoints } from '../valuation/sampleValuationEndpoints';

/**
 * The sample valuation service's registrations (issue 13): what the embedded valuation provider
 * answers for a rego and state where no eval-expert service is configured. Platform reference
 * data, loaded by the seed and shared by every tenant; shoppers' own cars are never stored here.
 */
export const ValuationSamples: CollectionConfig = {
  slug: 'valuation-samples',
  admin: {
    group: 'Platform',
    useAsTitle: 'registration',
    defaultColumns: ['registration', 'state', 'evalId', 'make', 'model', 'year'],
    description: 'Registrations the sample valuation service knows (used where no eval-expert service is configured).',
  },
  access: { read: isSuperAdminAccess, create: isSuperAdminAccess, update: isSuperAdminAccess, delete: isSuperAdminAccess },
  indexes: [{ fields: ['registration', 'state'], unique: true }],
  endpoints: sampleValuationEndpoints,
  fields: [
    {
      name: 'registration',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Upper case, without spaces or dashes, as it is looked up.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseRego(value) : value)] },
    },
    { name: 'state', type: 'select', required: true, options: REGO_STATES.map((s) => ({ label: s, value: s })) },
    {
      name: 'evalId',
      type: 'text',
      admin: { description: 'Set: the registration is one known vehicle. Empty: the shopper chooses among the descriptions.' },
    },
    { name: 'vin', type: 'text', required: true, index: true },
    {
      name: 'descriptions',
      type: 'array',
      admin: { description: 'Vehicles this registration could be (step 2 of the wizard).' },
      fields: [{ name: 'description', type: 'text', required: true }],
    },
    { name: 'make', type: 'text', required: true },
    { name: 'model', type: 'text', required: true },
    { name: 'series', type: 'text' },
    { name: 'variant', type: 'text' },
    { name: 'year', type: 'number', required: true },
    {
      name: 'newValue',
      type: 'number',
      min: 0,
      admin: { description: 'The vehicle’s price when new, in dollars: the sample instant offer starts from it. Empty means 30,000.' },
    },
    { name: 'body', type: 'text' },
    { name: 'transmission', type: 'text' },
    { name: 'cylinders', type: 'number' },
    { name: 'engineNo', type: 'text' },
    { name: 'redbookCode', type: 'text' },
    { name: 'buildMonth', type: 'number' },
    { name: 'buildYear', type: 'number' },
    { name: 'complianceMonth', type: 'number' },
    { name: 'complianceYear', type: 'number' },
  ],
};
