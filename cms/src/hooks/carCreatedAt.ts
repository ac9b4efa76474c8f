import { ValidationError, type CollectionBeforeValidateHook } from 'payload';

/** A little leeway for clocks: a car cannot have arrived later than this after now. */
const FUTURE_LEEWAY_MS = 24 * 60 * 60 * 1000;

/**
 * The spec's `created_at` (the day a car arrived in stock, which the New Arrival tag counts from)
 * is Payload's `createdAt`: the stock feed sets it (applyStockFeed.ts). A REST create or update may
 * set it too, under the spec's name (issue 39: it was silently dropped). It must be a date, and not
 * in the future; anything else is a 400 naming `created_at`.
 */
export const carCreatedAt: CollectionBeforeValidateHook = ({ data, collection }) => {
  if (!data || !('created_at' in data)) return data;
  const { created_at: raw, ...rest } = data as Record<string, unknown>;
  const at = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
  const fail = (message: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'created_at', message }] });
  };
  if (!at || !Number.isFinite(at.getTime())) fail('created_at must be a date and time (ISO 8601, e.g. 2026-11-20T09:00:00Z)');
  else if (at.getTime() > Date.now() + FUTURE_LEEWAY_MS) fail('created_at cannot be in the future');
  return { ...rest, createdAt: at!.toISOString() };
};
