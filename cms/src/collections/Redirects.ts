import type { CollectionConfig } from 'payload';
import { redirectFromError, redirectPathKey, redirectToError } from '@dealer/domain';
import { tenantScopedAccess } from '../access/tenantScoped';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';

/**
 * A dealer's redirects (issue 12 "SEO per tenant"): an old path of their site to a new one or to
 * another site. The site's proxy serves them (read anonymously, refreshed every few seconds).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    group: 'Content',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type'],
    description: 'Send visitors of an old address to its new one. Live on the site within a few seconds.',
  },
  access: tenantScopedAccess({}),
  indexes: [{ fields: ['tenant', 'from'], unique: true }],
  hooks: {
    beforeValidate: [
      // Stored as it is matched (lower case, no trailing slash), so the list shows what applies.
      ({ data }) => {
        if (data && typeof data.from === 'string' && !redirectFromError(data.from)) data.from = redirectPathKey(data.from);
        if (data && typeof data.to === 'string') data.to = data.to.trim();
        return data;
      },
      ensureUniquePerScope('from'),
    ],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      admin: { description: 'A path of your site, e.g. /2024-clearance (any query string is carried over).' },
      validate: (value: string | null | undefined) => redirectFromError(value) ?? true,
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A path of your site (/offers) or a full web address (https://…).' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
        redirectToError(value, typeof siblingData?.from === 'string' ? siblingData.from : null) ?? true,
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      options: [
        { label: 'Permanent (301): the page has moved for good', value: 'permanent' },
        { label: 'Temporary (302): the page will be back', value: 'temporary' },
      ],
    },
  ],
};
