import type { CollectionConfig } from 'payload';
import { CAR_BUTTON_LABELS } from '@dealer/domain';
import { tenantScopedAccess } from '../access/tenantScoped';

/** The button choices, labelled as the car card and car page label them (spec §2). */
export const CAR_BUTTONS = Object.entries(CAR_BUTTON_LABELS).map(([value, label]) => ({ label, value }));

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
