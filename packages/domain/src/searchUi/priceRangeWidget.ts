/**
 * The price-range widget (spec §2, §9): 5000 to 250000 in steps of 500; the minimum handle
 * cannot reach the maximum handle and the reverse; a button searches the range sorted by price
 * descending.
 */

export const PRICE_RANGE_WIDGET = { min: 5000, max: 250_000, step: 500 } as const;
/** Sort of the widget's search (the stock-search sort key for price descending). */
export const PRICE_RANGE_WIDGET_SORT = 'price_desc';

export type PriceRangeValue = readonly [min: number, max: number];

export const PRICE_RANGE_WIDGET_INITIAL: PriceRangeValue = [PRICE_RANGE_WIDGET.min, PRICE_RANGE_WIDGET.max];

const { min: LOW, max: HIGH, step: STEP } = PRICE_RANGE_WIDGET;

function snap(value: number): number {
  const snapped = LOW + Math.round((value - LOW) / STEP) * STEP;
  return Math.min(HIGH, Math.max(LOW, snapped));
}

/** Moves one handle: snapped to the step, inside the widget, and at least one step from the other handle. */
export function movePriceRangeHandle(value: PriceRangeValue, handle: 'min' | 'max', to: number): PriceRangeValue {
  if (!Number.isFinite(to)) return value;
  const [min, max] = value;
  if (handle === 'min') return [Math.min(snap(to), max - STEP), max];
  return [min, Math.max(snap(to), min + STEP)];
}

/**
 * Query string of the widget's search: `range[price]=min:max&sortBy=price_desc`. A handle left on
 * the widget's end does not limit that side (250000 means 250000 and above).
 */
export function priceRangeSearchQuery(value: PriceRangeValue): string {
  const [min, max] = value;
  const params = new URLSearchParams();
  if (min > LOW || max < HIGH) params.set('range[price]', `${min > LOW ? min : ''}:${max < HIGH ? max : ''}`);
  params.set('sortBy', PRICE_RANGE_WIDGET_SORT);
  return params.toString();
}
