import type { Field, FieldHook } from 'payload';

export const slugify = (value: string): string =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const formatSlug =
  (fallbackField: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value);
    const source = data?.[fallbackField];
    return typeof source === 'string' ? slugify(source) : value;
  };

/** A slug filled from `fallbackField` when left empty. Uniqueness is per tenant, by a compound index. */
export const slugField = (fallbackField = 'name', overrides: Partial<Field> = {}): Field =>
  ({
    name: 'slug',
    type: 'text',
    index: true,
    admin: { position: 'sidebar', description: `Left empty, it is made from the ${fallbackField}.` },
    hooks: { beforeValidate: [formatSlug(fallbackField)] },
    ...overrides,
  }) as Field;
