/**
 * Range sliders for price, km and year (spec §5): min clamped to the range minimum, max to the
 * range maximum, min never above max; price and km round to the nearest 1000; default range 0
 * to 100000 unless facet stats give a max above 0; step one hundredth of the range;
 * out-of-range input is logged (by the caller, from `reason`) and ignored.
 */

export const SLIDER_DEFAULT_MIN = 0;
export const SLIDER_DEFAULT_MAX = 100_000;
export const SLIDER_ROUNDING = 1000;
export const SLIDER_STEPS = 100;
/** Attributes whose values round to the nearest 1000. */
export const ROUNDED_SLIDER_ATTRIBUTES: readonly string[] = ['price', 'km'];

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export interface SliderValue {
  min: number;
  max: number;
}

/** A refinement side is left out when it sits on the bound (no filter on that side). */
export interface RangeRefinement {
  min?: number;
  max?: number;
}

const isRounded = (attribute: string) => ROUNDED_SLIDER_ATTRIBUTES.includes(attribute);

/** Nearest 1000 for price and km; whole numbers for the others (years, seats). */
export function roundSliderValue(attribute: string, value: number): number {
  return isRounded(attribute) ? Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING : Math.round(value);
}

/**
 * The slider's range. Facet stats with a max above 0 give the range (their min when it is below
 * the max, else 0); price and km bounds widen to multiples of 1000 so every car stays reachable.
 */
export function sliderBounds(attribute: string, stats?: { min: number; max: number } | null): SliderBounds {
  let min = SLIDER_DEFAULT_MIN;
  let max = SLIDER_DEFAULT_MAX;
  if (stats && Number.isFinite(stats.max) && stats.max > 0) {
    max = stats.max;
    min = Number.isFinite(stats.min) && stats.min <= stats.max ? stats.min : SLIDER_DEFAULT_MIN;
  }
  if (isRounded(attribute)) {
    min = Math.floor(min / SLIDER_ROUNDING) * SLIDER_ROUNDING;
    max = Math.ceil(max / SLIDER_ROUNDING) * SLIDER_ROUNDING;
  }
  const step = max > min ? (max - min) / SLIDER_STEPS : 1;
  return { min, max, step };
}

const clamp = (value: number, bounds: SliderBounds) => Math.min(bounds.max, Math.max(bounds.min, value));

/** The handles' positions for a refinement (e.g. from the URL): clamped to the bounds, min ≤ max. */
export function sliderValue(bounds: SliderBounds, refinement?: RangeRefinement | null): SliderValue {
  const max = clamp(Number.isFinite(refinement?.max) ? refinement!.max! : bounds.max, bounds);
  const min = Math.min(clamp(Number.isFinite(refinement?.min) ? refinement!.min! : bounds.min, bounds), max);
  return { min, max };
}

export type SliderInputResult = { ok: true; value: SliderValue; refinement: RangeRefinement | null } | { ok: false; reason: string };

/**
 * A range the shopper chose. Input that is not a number or lies outside the bounds is ignored
 * (`ok: false`, the caller logs `reason`). Otherwise values are rounded, min is held at or below
 * max, and the refinement leaves out a side that sits on its bound (null: no filter at all).
 * Applying it updates the URL and drops the page (spec §4).
 */
export function applySliderInput(attribute: string, bounds: SliderBounds, input: SliderValue): SliderInputResult {
  if (!Number.isFinite(input.min) || !Number.isFinite(input.max)) {
    return { ok: false, reason: `${attribute}: slider values must be numbers (got ${input.min}:${input.max})` };
  }
  if (input.min < bounds.min || input.max > bounds.max || input.min > bounds.max || input.max < bounds.min) {
    return { ok: false, reason: `${attribute}: ${input.min}:${input.max} is outside ${bounds.min}:${bounds.max}` };
  }
  const max = clamp(roundSliderValue(attribute, input.max), bounds);
  const min = Math.min(clamp(roundSliderValue(attribute, input.min), bounds), max);
  const refinement: RangeRefinement = {};
  if (min > bounds.min) refinement.min = min;
  if (max < bounds.max) refinement.max = max;
  return { ok: true, value: { min, max }, refinement: refinement.min === undefined && refinement.max === undefined ? null : refinement };
}

/** The URL value of `range[attr]`: `min:max`, a side left empty when open; null for no filter. */
export function formatRangeParam(refinement: RangeRefinement | null | undefined): string | null {
  if (!refinement || (refinement.min === undefined && refinement.max === undefined)) return null;
  return `${refinement.min ?? ''}:${refinement.max ?? ''}`;
}
