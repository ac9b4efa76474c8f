import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/**
 * Hooks that drop a per-process cache after any change or deletion in a collection, whatever the
 * request's context flags: a cached document must never outlive its edit in this process.
 */
export function forgetOnChange(forget: () => void): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      ({ doc }) => {
        forget();
        return doc;
      },
    ],
    afterDelete: [
      ({ doc }) => {
        forget();
        return doc;
      },
    ],
  };
}
