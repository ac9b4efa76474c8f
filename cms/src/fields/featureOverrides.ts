import type { Field } from 'payload';
import { FEATURE_FLAGS } from '@dealer/domain';

/** Per-dealership overrides of the tenant's flags: empty inherits (spec §1 configuration merge). */
export const featureOverrideFields: Field[] = FEATURE_FLAGS.map((flag) => ({
  name: flag,
  type: 'select',
  options: [
    { label: 'On', value: 'on' },
    { label: 'Off', value: 'off' },
  ],
  admin: { description: 'Empty: as the tenant' },
}));
