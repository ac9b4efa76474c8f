import { ValidationError, type CollectionBeforeValidateHook, type CollectionSlug, type Where } from 'payload';

/**
 * Keeps `field` unique within a scope (the tenant, or a dealership for stock numbers).
 * The compound unique index in the collection is the final guard; this hook turns a clash
 * into a field error a person can act on instead of a database error.
 */
export const ensureUniquePerScope =
  (field: string, scopeField = 'tenant'): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req, collection }) => {
    const value = data?.[field] ?? originalDoc?.[field];
    const rawScope = data?.[scopeField] ?? originalDoc?.[scopeField];
    if (value === undefined || value === null || value === '' || rawScope === undefined || rawScope === null) return data;
    const scope = typeof rawScope === 'object' ? rawScope.id : rawScope;
    const where: Where = { and: [{ [field]: { equals: value } }, { [scopeField]: { equals: scope } }] };
    if (originalDoc?.id !== undefined) where.and!.push({ id: { not_equals: originalDoc.id } });
    const clash = await req.payload.find({
      collection: collection.slug as CollectionSlug,
      where,
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    });
    if (clash.docs.length > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [{ message: `"${String(value)}" is already used in this ${scopeField}. Choose another ${field}.`, path: field }],
      });
    }
    return data;
  };
