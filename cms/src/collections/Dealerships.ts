import type { CollectionConfig } from 'payload';
import { FINANCE_PATHS } from '@dealer/domain';
import { tenantAdminOfDocument } from '../access/roles';
import { tenantScopedAccess } from '../access/tenantScoped';
import { crmAddressProblem } from '../leads/delivery/crmAddress';
import { sitewidePaths, revalidateSite } from '../hooks/revalidateSite';
import { slugField } from '../fields/slug';
import { featureOverrideFields } from '../fields/featureOverrides';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';
import { reindexCarsOf } from '../hooks/indexCar';
import { forgetTenantLeadDocumentsHooks } from '../leads/submit/tenantFacts';
import { hashFeedKeyOnSave } from '../stockFeed/feedKey';

const revalidate = revalidateSite(sitewidePaths);

/** A dealership of a group (spec §3 "Dealership"), with its cars settings and flag overrides. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: {
    group: 'Dealer',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'manufacturer', 'phone'],
  },
  access: tenantScopedAccess({}),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: {
    beforeValidate: [ensureUniquePerScope('slug')],
    afterChange: [...revalidate.afterChange, reindexCarsOf('dealership', ['name', 'slug']), ...forgetTenantLeadDocumentsHooks.afterChange],
    afterDelete: [...revalidate.afterDelete, ...forgetTenantLeadDocumentsHooks.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'phone', type: 'text' },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', admin: { description: 'Franchise, if one brand.' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'finance_provider', type: 'select', options: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] },
    { name: 'average_rating', type: 'number', min: 0, max: 5 },
    { name: 'review_count', type: 'number', min: 0 },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
      ],
    },
    {
      name: 'carsSettings',
      type: 'group',
      label: 'Cars settings',
      fields: [
        { name: 'noPriceText', type: 'text', admin: { description: 'Empty: as the tenant' } },
        { name: 'reserveDeposit', type: 'number', min: 0 },
        { name: 'newArrivalText', type: 'text' },
        { name: 'soldListingDays', type: 'number', min: 0 },
        { name: 'overridePhone', type: 'text', admin: { description: 'Shown for every car (spec §9 fallback order: first).' } },
        { name: 'newCarsPhone', type: 'text' },
        { name: 'usedCarsPhone', type: 'text' },
        { name: 'demoCarsPhone', type: 'text' },
        { name: 'filterPhoneByCarType', type: 'checkbox', defaultValue: false },
        {
          name: 'hideFinance',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Never show finance on this dealership’s cars.' },
        },
        {
          name: 'financePath',
          type: 'select',
          options: FINANCE_PATHS.map((path) => ({ label: path, value: path })),
          admin: { description: 'The finance page Get Finance buttons open (spec §2). Empty: /finance.' },
        },
      ],
    },
    { name: 'features', type: 'group', label: 'Feature overrides', fields: featureOverrideFields },
    {
      name: 'leadDelivery',
      type: 'group',
      label: 'Lead delivery',
      admin: { description: 'Where shoppers’ enquiries go. Each is retried for at least 24 hours. Tenant admins change it.' },
      // The CMS posts every lead to these addresses: only admins of the tenant choose them (issue 39).
      access: { create: tenantAdminOfDocument, update: tenantAdminOfDocument },
      fields: [
        { name: 'email', type: 'email', label: 'Lead inbox', admin: { description: 'Every enquiry is emailed here.' } },
        {
          name: 'crmAdfUrl',
          type: 'text',
          label: 'CRM address (ADF)',
          admin: { description: 'CRM endpoint (https://) that accepts ADF 1.0 XML by HTTP POST (optional).' },
          validate: (value: string | null | undefined) => (value?.trim() ? (crmAddressProblem(value) ?? true) : true),
        },
        {
          name: 'crmAuthorization',
          type: 'text',
          label: 'CRM Authorization header',
          admin: { description: 'Authorization header value for the CRM endpoint (optional).' },
          access: { read: () => false },
        },
        {
          name: 'adfEmail',
          type: 'email',
          label: 'ADF mailbox',
          admin: { description: 'CRM mailbox that reads ADF 1.0 XML attached to an email (optional).' },
        },
      ],
    },
    {
      name: 'stockFeedKey',
      type: 'text',
      index: true,
      admin: {
        description:
          'Key the dealer system sends to POST /api/stock/feed (at least 24 characters). Stored hashed: type a new one to replace it.',
      },
      // Never readable by anyone; staff of the tenant may set it.
      access: { read: () => false },
      hooks: { beforeChange: [hashFeedKeyOnSave] },
    },
  ],
};
