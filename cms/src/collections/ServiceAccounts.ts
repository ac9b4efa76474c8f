import type { CollectionConfig } from 'payload';
import { isSuperAdminAccess } from '../access/roles';
import { forgetServiceAccountKeysHooks, keptServiceAccountKeyStrategy } from '../auth/serviceAccountKeys';

/**
 * Machine users that authenticate with a Payload API key (`Authorization: service-accounts API-Key
 * {key}`). The site's lead route is one: its only right is the CMS's lead endpoint; staff access
 * rules never treat a service account as staff (access/roles.ts `isStaff`).
 */
export const ServiceAccounts: CollectionConfig = {
  slug: 'service-accounts',
  // Payload's API-key sign-in, with the account of a key kept briefly (auth/serviceAccountKeys.ts).
  auth: { useAPIKey: true, disableLocalStrategy: true, strategies: [keptServiceAccountKeyStrategy] },
  hooks: forgetServiceAccountKeysHooks,
  admin: { group: 'Platform', useAsTitle: 'name', description: 'API keys of other systems (the site stores leads with one).' },
  access: {
    read: isSuperAdminAccess,
    create: isSuperAdminAccess,
    update: isSuperAdminAccess,
    delete: isSuperAdminAccess,
    unlock: isSuperAdminAccess,
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [{ label: 'Store leads from the site', value: 'site-leads' }],
      defaultValue: 'site-leads',
    },
  ],
};
