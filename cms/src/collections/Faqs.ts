import type { CollectionConfig } from 'payload';
import { tenantScopedAccess } from '../access/tenantScoped';
import { faqPaths, revalidateSite } from '../hooks/revalidateSite';

/** Questions and answers, grouped by section (collapsible FAQ sections, spec §2). */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    defaultColumns: ['question', 'section', 'order'],
  },
  access: tenantScopedAccess({}),
  hooks: { ...revalidateSite(faqPaths) },
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    { name: 'section', type: 'text', required: true, defaultValue: 'General' },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
};
