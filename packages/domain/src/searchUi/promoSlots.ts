/** Promotional cards inserted among results at positions 8 and 17 (spec §2, §9). */

/** 1-based positions in a page of results. */
export const PROMO_POSITIONS: readonly number[] = [8, 17];

export type ResultItem<H, P> = { kind: 'car'; hit: H } | { kind: 'promo'; promo: P };

/**
 * Interleaves promos into one page of hits: the n-th promo takes the n-th position. A promo is
 * placed only when enough hits precede it (it may end the list); extra promos are left out.
 */
export function interleavePromos<H, P>(
  hits: readonly H[],
  promos: readonly P[],
  positions: readonly number[] = PROMO_POSITIONS,
): ResultItem<H, P>[] {
  const items: ResultItem<H, P>[] = [];
  const slots = [...positions].sort((a, b) => a - b);
  let promoIndex = 0;
  const placeDue = () => {
    while (promoIndex < promos.length && promoIndex < slots.length && slots[promoIndex]! <= items.length + 1) {
      items.push({ kind: 'promo', promo: promos[promoIndex]! });
      promoIndex += 1;
    }
  };
  for (const hit of hits) {
    placeDue();
    items.push({ kind: 'car', hit });
  }
  if (hits.length > 0) placeDue();
  return items;
}
