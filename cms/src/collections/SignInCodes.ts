import type { CollectionConfig } from 'payload';

export const SMS_STATUSES = ['sent', 'failed'] as const;

/**
 * One-time sign-in codes sent by SMS (issue 14), one row per send: the code's keyed hash, never
 * the code (shoppers/secrets.ts). The rows are also the send history the limits count (a failed
 * send counts too). Written by the send-code and verify-code endpoints; read by nobody else, not
 * even super admins; removed 48 hours after they were sent (shoppers/cleanup.ts).
 */
export const SignInCodes: CollectionConfig = {
  slug: 'sign-in-codes',
  labels: { singular: 'Sign-in code', plural: 'Sign-in codes' },
  admin: { group: 'Shoppers', hidden: true, useAsTitle: 'phone' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['tenant', 'phone', 'createdAt'] }],
  fields: [
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'code_hash', type: 'text', required: true },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'checks', type: 'number', required: true, defaultValue: 0 },
    { name: 'used_at', type: 'date' },
    { name: 'ip', type: 'text', required: true, index: true },
    { name: 'sms_status', type: 'select', required: true, options: [...SMS_STATUSES], defaultValue: 'sent' },
  ],
};
