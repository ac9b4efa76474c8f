import crypto from 'node:crypto';
import type { FieldHook } from 'payload';

/** Dealer systems authenticate stock pushes with a per-dealership key; only its SHA-256 is stored. */
export const hashFeedKey = (key: string): string => `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;

/** Stores a newly typed key as its hash; a stored hash is left as it is. */
export const hashFeedKeyOnSave: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || value === '' || value.startsWith('sha256:')) return value;
  if (value.length < 24) throw new Error('A stock feed key must be at least 24 characters.');
  return hashFeedKey(value);
};
