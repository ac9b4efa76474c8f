import type { CollectionConfig, Field } from 'payload';
import { isStaff, isSuperAdminAccess } from '../../access/roles';
import { DEAL_STATES } from '../../deals/dealStates';
import { currentDealEndpoint, dealDecisionEndpoint, dealStepEndpoint, requestAgreementEndpoint } from '../../deals/endpoints';
import { dealSheetPdfEndpoint } from '../../deals/sheetEndpoint';

const readOnly = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field;

/**
 * A car bought online (issue 38): one deal per signed-in shopper and car, built step by step (the
 * car, trade-in, finance, delivery or pick-up, the deposit, the purchase agreement) so the shopper
 * can leave and come back. Written only by the shopper's `/api/deals/*` calls; staff accept or
 * decline a requested agreement (`POST /api/deals/{id}/accept|decline`), nothing else.
 */
export const Deals: CollectionConfig = {
  slug: 'deals',
  labels: { singular: 'Online purchase', plural: 'Online purchases' },
  admin: { group: 'Leads', useAsTitle: 'title', defaultColumns: ['title', 'state', 'guarantee_covered', 'requested_at', 'updatedAt'] },
  defaultSort: '-updatedAt',
  access: { read: isStaff, create: () => false, update: () => false, delete: isSuperAdminAccess },
  endpoints: [currentDealEndpoint, dealStepEndpoint, requestAgreementEndpoint, dealSheetPdfEndpoint, dealDecisionEndpoint],
  indexes: [{ fields: ['shopper', 'car'], unique: true }],
  fields: [
    { name: 'decision', type: 'ui', admin: { components: { Field: '/deals/DealDecision#DealDecision' } } },
    ...[
      { name: 'title', type: 'text' },
      {
        name: 'state',
        type: 'select',
        required: true,
        index: true,
        defaultValue: 'in-progress',
        options: DEAL_STATES.map((value) => ({ value, label: value })),
      },
      { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
      { name: 'car', type: 'relationship', relationTo: 'cars', required: true },
      { name: 'dealership', type: 'relationship', relationTo: 'dealerships' },
      { name: 'car_confirmed', label: 'Car confirmed', type: 'checkbox', defaultValue: false },
      {
        name: 'trade_in',
        label: 'Trade-in',
        type: 'group',
        fields: [
          { name: 'decided', type: 'checkbox', defaultValue: false },
          { name: 'record', label: 'Valuation', type: 'relationship', relationTo: 'trade-ins' },
          { name: 'description', type: 'text' },
          { name: 'amount', type: 'number', admin: { description: 'What the dealer honours, whole dollars.' } },
          { name: 'expires_on', label: 'Expires on', type: 'text' },
        ],
      },
      {
        name: 'finance',
        type: 'group',
        fields: [
          { name: 'decided', type: 'checkbox', defaultValue: false },
          { name: 'cash', label: 'Paying cash', type: 'checkbox', defaultValue: false },
          { name: 'cash_deposit', label: 'Cash deposit', type: 'number' },
          { name: 'term_months', label: 'Term (months)', type: 'number' },
          { name: 'balloon', type: 'number' },
          { name: 'rate_percent', label: 'Rate (% p.a.)', type: 'number' },
          { name: 'credit_application', label: 'Credit application (consent given)', type: 'checkbox', defaultValue: false },
        ],
      },
      {
        name: 'delivery',
        label: 'Delivery or pick-up',
        type: 'group',
        fields: [
          { name: 'method', type: 'select', options: ['pickup', 'delivery'] },
          { name: 'location', type: 'relationship', relationTo: 'locations' },
          { name: 'date', type: 'text', admin: { description: 'YYYY-MM-DD' } },
          { name: 'address', type: 'text' },
        ],
      },
      { name: 'reservation', label: 'Deposit', type: 'relationship', relationTo: 'reservations' },
      { name: 'requested_at', label: 'Agreement requested at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      {
        name: 'guarantee_covered',
        label: 'Money-back guarantee applies',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'Decided when the agreement was requested: at most 2 guaranteed cars per customer in any 12 months.' },
      },
      { name: 'sheet', label: 'Deal sheet', type: 'json' },
      { name: 'decided_by', label: 'Accepted or declined by', type: 'text' },
    ].map((field) => readOnly(field as Field)),
  ],
};
