import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload';
import { redirectFromError, redirectLoop, redirectLoopError, redirectPathKey, redirectToError } from '@dealer/domain';
import { tenantScopedAccess } from '../access/tenantScoped';
import { ensureUniquePerScope } from '../hooks/ensureUniquePerTenant';

/**
 * A rule that would close a circle with the tenant's other rules (`/a → /b`, `/b → /a`) is refused:
 * a shopper's browser would give up with "too many redirects". Chains that end on a page are fine.
 */
const refuseRedirectLoops: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const from = data?.from ?? originalDoc?.from;
  const to = data?.to ?? originalDoc?.to;
  const rawTenant = data?.tenant ?? originalDoc?.tenant;
  if (typeof from !== 'string' || typeof to !== 'string' || rawTenant === undefined || rawTenant === null) return data;
  if (redirectFromError(from) || redirectToError(to, from)) return data; // the fields' own messages say why
  const tenant = typeof rawTenant === 'object' ? rawTenant.id : rawTenant;
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ tenant: { equals: tenant } }, ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : [])] },
    depth: 0,
    pagination: false,
    req,
  });
  const loop = redirectLoop(from, to, new Map(docs.map((doc) => [redirectPathKey(doc.from), doc.to])));
  if (loop) throw new ValidationError({ collection: 'redirects', errors: [{ message: redirectLoopError(loop), path: 'to' }] });
  return data;
};

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
      refuseRedirectLoops,
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
